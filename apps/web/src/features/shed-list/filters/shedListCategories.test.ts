import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { FILTER_FIELDS, fieldLabelKey } from './filterFields';
import { FILTER_OPERATORS, operatorLabelKey } from './filterOperators';
import { FILTER_ERRORS } from './propertyFilter';
import { CATEGORY_FILTER_FIELDS, filterFieldsOf, SHED_LIST_CATEGORIES, shedListCategoryOf } from './shedListCategories';
import { STAGE_FILTERS, stageLabelKey } from './stageSelection';

describe('shed list categories', () => {
  it('offer a guest no filter on the names masked for them', () => {
    const fields = (guest: boolean) => filterFieldsOf('performance', guest).map((f) => f.field);
    expect(fields(false)).toEqual(expect.arrayContaining(['producer', 'property', 'identification']));
    expect(fields(true)).not.toContain('producer');
    expect(fields(true)).not.toContain('property');
    expect(fields(true)).toEqual(fields(false).filter((f) => f !== 'producer' && f !== 'property'));
  });

  it('are the ten filter sets of spec §2', () => {
    expect(SHED_LIST_CATEGORIES).toHaveLength(10);
    expect(Object.keys(CATEGORY_FILTER_FIELDS).sort()).toEqual([...SHED_LIST_CATEGORIES].sort());
  });

  it('each offer the shed-naming fields, once each', () => {
    for (const category of SHED_LIST_CATEGORIES) {
      const fields = CATEGORY_FILTER_FIELDS[category];
      expect(fields, category).toEqual(expect.arrayContaining(['producer', 'name', 'identification', 'property']));
      expect(new Set(fields).size, category).toBe(fields.length);
    }
  });

  it('describe each field with its kind and the operators that kind allows', () => {
    const nutrition = filterFieldsOf('nutrition');
    expect(nutrition.find(({ field }) => field === 'ration__phase')).toEqual({
      field: 'ration__phase',
      kind: 'text',
      operators: ['contains', 'equals', 'exactly'],
    });
    expect(nutrition.find(({ field }) => field === 'available')).toEqual({
      field: 'available',
      kind: 'number',
      operators: ['equals', 'greaterThan', 'lessThan', 'exactly'],
    });
  });

  it('follow the page: breeder and laying-bird performance have their own, the rest go by feature', () => {
    expect(shedListCategoryOf('broiler', 'performance')).toBe('performance');
    expect(shedListCategoryOf('matrix', 'performance')).toBe('matrix');
    expect(shedListCategoryOf('laying-birds', 'performance')).toBe('laying-birds');
    expect(shedListCategoryOf('matrix', 'sanity')).toBe('sanity');
    expect(shedListCategoryOf('broiler', 'pcpPlanning')).toBe('pcp-planning');
    expect(shedListCategoryOf('swine', 'recentAlerts')).toBe('alerts');
    expect(shedListCategoryOf('laying-birds', 'alertHistory')).toBe('alerts-history');
  });
});

describe('shed list labels', () => {
  const keys = [
    ...FILTER_OPERATORS.map(operatorLabelKey),
    ...STAGE_FILTERS.map(stageLabelKey),
    ...FILTER_FIELDS.map(fieldLabelKey),
    ...Object.values(FILTER_ERRORS),
  ];

  it.each(['pt-BR', 'en', 'es'])('are translated in %s', (lng) => {
    const missing = keys.filter((key) => !i18n.exists(key, { lng, fallbackLng: false }));
    expect(missing).toEqual([]);
  });

  it('name the operators as the spec does in pt-BR', () => {
    const t = i18n.getFixedT('pt-BR');
    expect(FILTER_OPERATORS.map((operator) => t(operatorLabelKey(operator)))).toEqual([
      'contém',
      'igual a',
      'maior que',
      'menor que',
      'exatamente',
    ]);
    expect(i18n.getFixedT('en')(operatorLabelKey('greaterThan'))).toBe('greater than');
  });
});
