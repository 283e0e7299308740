import { describe, expect, it } from 'vitest';
import type { PropertyFilter } from './propertyFilter';
import { DEFAULT_STAGE_SELECTION, toggleStage } from './stageSelection';
import { toQueryParams } from './toQueryParams';

const noStages = toggleStage(DEFAULT_STAGE_SELECTION, 'lodged');

describe('toQueryParams', () => {
  it('writes each operator in the server syntax', () => {
    const filters: PropertyFilter[] = [
      { field: 'name', operator: 'contains', value: 'Aviário' },
      { field: 'lineage', operator: 'equals', value: 'Cobb' },
      { field: 'weight', operator: 'greaterThan', value: '2.5' },
      { field: 'age', operator: 'lessThan', value: '28' },
      { field: 'identification', operator: 'exactly', value: 'A-01' },
      { field: 'target_date', operator: 'greaterThan', value: '2025-03-01' },
    ];
    expect([...toQueryParams(filters, noStages, '', [])]).toEqual([
      ['name__contains', 'Aviário'],
      ['lineage', 'Cobb'],
      ['weight__gt', '2.5'],
      ['age__lt', '28'],
      ['identification__exact', 'A-01'],
      ['target_date__gt', '2025-03-01'],
    ]);
  });

  it('sends the default stage selection as lodged and slaughter, comma-separated', () => {
    expect(toQueryParams([], DEFAULT_STAGE_SELECTION, '', []).toString()).toBe('stage=lodged%2Cslaughter');
  });

  it('leaves stage, search and ordering out when they are empty', () => {
    expect(toQueryParams([], noStages, '   ', []).toString()).toBe('');
  });

  it('sends the trimmed search text and the ordering with - before descending fields', () => {
    const params = toQueryParams([], noStages, '  Núcleo 1 ', [
      { field: 'age', direction: 'desc' },
      { field: 'name', direction: 'asc' },
      { field: 'age', direction: 'asc' },
    ]);
    expect(params.get('search')).toBe('Núcleo 1');
    expect(params.get('ordering')).toBe('-age,name');
  });

  it('repeats a field and operator given two values, and sends a duplicate once', () => {
    const params = toQueryParams(
      [
        { field: 'weight', operator: 'greaterThan', value: '2' },
        { field: 'weight', operator: 'greaterThan', value: '3' },
        { field: 'weight', operator: 'greaterThan', value: '2,0' },
      ],
      noStages,
      '',
      [],
    );
    expect(params.getAll('weight__gt')).toEqual(['2', '3']);
  });

  it('normalises values and drops filters that are not valid', () => {
    const filters = [
      { field: 'weight', operator: 'lessThan', value: '1,75' },
      { field: 'age', operator: 'greaterThan', value: 'twenty' },
      { field: 'weight', operator: 'contains', value: '1' },
    ] as PropertyFilter[];
    expect(toQueryParams(filters, noStages, '', []).toString()).toBe('weight__lt=1.75');
    expect(toQueryParams([{ field: 'age', operator: 'equals', value: '+028,0' }], noStages, '', []).toString()).toBe('age=28.0');
  });

  it('adds limit and offset when given, and escapes values', () => {
    const params = toQueryParams([{ field: 'producer', operator: 'contains', value: 'A&B=C' }], DEFAULT_STAGE_SELECTION, 'x', [], {
      limit: 25,
      offset: 50,
    });
    expect(params.toString()).toBe('producer__contains=A%26B%3DC&stage=lodged%2Cslaughter&search=x&limit=25&offset=50');
  });
});
