import { describe, expect, it } from 'vitest';
import type { ShedListItem } from '@plantel/contracts';
import { CATEGORY_COLUMNS, shedListCellText, type CellFormatters } from './shedListColumns';

const item: ShedListItem = {
  id: 7,
  identification: 'Aviário 01',
  name: 'Sítio Alegre - Aviário 01',
  shedName: 'Sítio Alegre - Aviário 01',
  core: '',
  producer: 'Ana Souza',
  property: 3,
  property_name: 'Sítio Alegre',
  property_owner: 'Ana Souza',
  production_type: { external_id: 3 },
  lineage: 'Cobb 500',
  sex: { name: 'male', external_id: 3 },
  age: 28,
  weight: 1500.4,
  variation_coef: 8.55,
  performance: null,
  conversion_factor: 1.6504,
  production_efficiency: 401.72,
  hen_day_percent: null,
  hen_day_deviation: null,
  ration: { id: 2, phase: 'growth' },
  status: 1,
  silo_statuses: { critical: 1, low: 0, satisfactory: 1, no_data: 0 },
  available: 5200,
  enthalpy: -1,
  stage: 'slaughter',
  priority: null,
  target_value: 2800,
  target_date: '2031-05-10',
  predicted_weight: 2851.6,
  predicted_weight_p10: 2730.2,
  predicted_weight_p90: 2990.4,
  silos: [1],
  withdrawal_ends_at: null,
  salmonella: null,
  lastBatch: 9,
  last_batch: 9,
  alert_level: null,
};

const formatters = (): CellFormatters => ({
  t: (key) => `t(${key})`,
  number: (value, decimals) => (value === null || value === undefined ? '--' : value.toFixed(decimals)),
  date: (value) => `date(${value})`,
  withdrawalUntil: (value) => `until(${value})`,
  today: '2026-11-25',
  overdue: (days) => `overdue(${days})`,
  silos: (status, count) => `silos(${status}, ${count})`,
});

describe('shed list cells', () => {
  it("shows an open withdrawal's end as a moment and the Salmonella warning in words; a dash without them", () => {
    const f = formatters();
    expect(shedListCellText({ ...item, withdrawal_ends_at: '2031-05-08T21:00:00.000Z' }, 'withdrawal', f)).toBe('until(2031-05-08T21:00:00.000Z)');
    expect(shedListCellText(item, 'withdrawal', f)).toBe('--');
    expect(shedListCellText({ ...item, salmonella: 'pending' }, 'salmonella', f)).toBe('t(shedList.choices.salmonella.pending)');
    expect(shedListCellText(item, 'salmonella', f)).toBe('--');
  });

  it('flags a planned slaughter day before today while the batch is still in the shed', () => {
    const f = formatters();
    expect(shedListCellText({ ...item, target_date: '2026-11-21' }, 'target_date', f)).toBe('date(2026-11-21) · overdue(4)');
    expect(shedListCellText({ ...item, target_date: '2026-11-21', stage: 'lodged' }, 'target_date', f)).toBe('date(2026-11-21) · overdue(4)');
    expect(shedListCellText({ ...item, target_date: '2026-11-25' }, 'target_date', f)).toBe('date(2026-11-25)');
    expect(shedListCellText({ ...item, target_date: '2026-11-21', stage: 'empty_batch' }, 'target_date', f)).toBe('date(2026-11-21)');
  });

  it('names a critical or low status by how many silos cause it, from the counts the server sent, and an uncomfortable enthalpy as comfort', () => {
    const f = formatters();
    // A shed with most of its feed and one critical silo of two reads "1 silo crítico", not a bare "Crítico".
    expect(shedListCellText(item, 'status', f)).toBe('silos(critical, 1)');
    expect(shedListCellText({ ...item, silo_statuses: { critical: 2, low: 1, satisfactory: 0, no_data: 0 } }, 'status', f)).toBe('silos(critical, 2)');
    expect(shedListCellText({ ...item, status: 2, silo_statuses: { critical: 0, low: 1, satisfactory: 2, no_data: 0 } }, 'status', f)).toBe('silos(low, 1)');
    // Without a counted cause (the silos changed since the status was graded), the status word alone.
    expect(shedListCellText({ ...item, silo_statuses: { critical: 0, low: 0, satisfactory: 2, no_data: 0 } }, 'status', f)).toBe('t(siloStatus.1)');
    expect(shedListCellText({ ...item, enthalpy: 2 }, 'enthalpy', f)).toBe('t(shedList.comfort.2)');
    expect(shedListCellText({ ...item, enthalpy: 0 }, 'enthalpy', f)).toBe('t(comfort.0)');
    expect(shedListCellText({ ...item, status: 0, silo_statuses: { critical: 0, low: 0, satisfactory: 0, no_data: 0 } }, 'status', f)).toBe('t(siloStatus.0)');
  });

  it('writes figures with their units and decimals, codes through translations, and -- for what is missing', () => {
    const f = formatters();
    expect(shedListCellText(item, 'weight', f)).toBe('1500 g');
    expect(shedListCellText(item, 'variation_coef', f)).toBe('8.6 %');
    expect(shedListCellText(item, 'available', f)).toBe('5200 kg');
    expect(shedListCellText(item, 'performance', f)).toBe('--');
    // FCR and EPEF at the batch dashboard's precision, without a unit.
    expect(shedListCellText(item, 'conversion_factor', f)).toBe('1.650');
    expect(shedListCellText(item, 'production_efficiency', f)).toBe('402');
    expect(shedListCellText({ ...item, conversion_factor: null, production_efficiency: null }, 'conversion_factor', f)).toBe('--');
    expect(shedListCellText({ ...item, conversion_factor: null, production_efficiency: null }, 'production_efficiency', f)).toBe('--');
    // Hen-day production to a tenth with its unit; its deviation from the standard in signed points.
    const laying = { ...item, hen_day_percent: 88.46, hen_day_deviation: -3.04 };
    expect(shedListCellText(laying, 'hen_day_percent', f)).toBe('88.5 %');
    expect(shedListCellText(laying, 'hen_day_deviation', f)).toBe('-3.0');
    expect(shedListCellText({ ...laying, hen_day_deviation: 1.26 }, 'hen_day_deviation', f)).toBe('+1.3');
    expect(shedListCellText(item, 'hen_day_deviation', f)).toBe('--');
    expect(shedListCellText(item, 'core', f)).toBe('--');
    expect(shedListCellText(item, 'priority', f)).toBe('--');
    expect(shedListCellText(item, 'sex', f)).toBe('t(sex.male)');
    expect(shedListCellText({ ...item, status: 3 }, 'status', f)).toBe('t(siloStatus.3)');
    expect(shedListCellText(item, 'enthalpy', f)).toBe('t(comfort.-1)');
    expect(shedListCellText(item, 'stage', f)).toBe('t(batchStages.slaughter)');
    expect(shedListCellText(item, 'ration__phase', f)).toBe('t(rationPhases.growth)');
    expect(shedListCellText(item, 'target_date', f)).toBe('date(2031-05-10)');
    // The planned day's forecast comes with its P10–P90; without a band, the estimate alone.
    expect(shedListCellText(item, 'predicted_weight', f)).toBe('2852 g (2730–2990)');
    expect(shedListCellText({ ...item, predicted_weight_p10: null, predicted_weight_p90: null }, 'predicted_weight', f)).toBe('2852 g');
    expect(shedListCellText({ ...item, predicted_weight: null }, 'predicted_weight', f)).toBe('--');
  });

  it('shows producer, property and shed name as the server sent them (the name without the property beside it): real, or masked for a guest', () => {
    expect(['producer', 'property', 'name'].map((c) => shedListCellText(item, c as 'name', formatters()))).toEqual([
      'Ana Souza',
      'Sítio Alegre',
      'Aviário 01',
    ]);
    expect(shedListCellText({ ...item, name: 'Galpão Norte' }, 'name', formatters())).toBe('Galpão Norte');
    const masked = { ...item, producer: '•••••', property_name: '•••••', property_owner: '•••••', name: 'Aviário 01', shedName: 'Aviário 01' };
    expect(['producer', 'property', 'name'].map((c) => shedListCellText(masked, c as 'name', formatters()))).toEqual(['•••••', '•••••', 'Aviário 01']);
  });

  it('shows in every list who and where, then the figures of its feature', () => {
    for (const columns of Object.values(CATEGORY_COLUMNS)) expect(columns.slice(0, 3)).toEqual(['producer', 'property', 'name']);
    expect(CATEGORY_COLUMNS.performance).toEqual(expect.arrayContaining(['weight', 'variation_coef', 'performance', 'conversion_factor', 'production_efficiency']));
    // EPEF means nothing for breeders and layers: only the broiler performance list carries the two.
    expect(CATEGORY_COLUMNS.matrix).not.toContain('production_efficiency');
    // Flocks in lay are listed by their eggs: hen-day % and its deviation from the breed standard.
    for (const laying of [CATEGORY_COLUMNS.matrix, CATEGORY_COLUMNS['laying-birds']]) expect(laying).toEqual(expect.arrayContaining(['hen_day_percent', 'hen_day_deviation']));
    expect(CATEGORY_COLUMNS.performance).not.toContain('hen_day_percent');
    expect(CATEGORY_COLUMNS.nutrition).toEqual(expect.arrayContaining(['ration__phase', 'available', 'status']));
    expect(CATEGORY_COLUMNS['pcp-planning']).toEqual(expect.arrayContaining(['target_value', 'target_date', 'priority']));
    expect(CATEGORY_COLUMNS.sanity).toContain('enthalpy');
  });
});
