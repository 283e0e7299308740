import { describe, expect, it } from 'vitest';
import { mergeShedChoices } from './shedChoices';

describe('mergeShedChoices', () => {
  it('lists each shed once, by property and then shed, numbers in order', () => {
    const choices = mergeShedChoices([
      { id: 3, identification: 'Aviário 10', property_name: 'Sítio Boa Vista', stage: 'lodged' },
      { id: 1, identification: 'Aviário 2', property_name: 'Sítio Boa Vista', stage: 'lodged' },
      { id: 7, identification: 'Suínos 01', property_name: 'Fazenda Três Barras', stage: 'empty_batch' },
      { id: 1, identification: 'Aviário 2', property_name: 'Sítio Boa Vista', stage: 'slaughter' },
    ]);
    expect(choices.map((c) => [c.id, c.property, c.identification, c.stage])).toEqual([
      [7, 'Fazenda Três Barras', 'Suínos 01', 'empty_batch'],
      [1, 'Sítio Boa Vista', 'Aviário 2', 'lodged'],
      [3, 'Sítio Boa Vista', 'Aviário 10', 'lodged'],
    ]);
  });
});
