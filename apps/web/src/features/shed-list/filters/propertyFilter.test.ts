import { describe, expect, it } from 'vitest';
import {
  dedupePropertyFilters,
  FILTER_ERRORS,
  MAX_FILTER_TEXT_LENGTH,
  propertyFilterKey,
  sanitizePropertyFilters,
  validatePropertyFilter,
  type PropertyFilter,
} from './propertyFilter';

describe('validatePropertyFilter', () => {
  it('keeps a text value trimmed and in NFC', () => {
    const decomposed = ' Avia\u0301rio 01 ';
    expect(validatePropertyFilter({ field: 'name', operator: 'contains', value: decomposed })).toEqual({
      ok: true,
      filter: { field: 'name', operator: 'contains', value: 'Aviário 01' },
    });
  });

  it('writes a numeric value with a decimal point, keeping the precision typed', () => {
    expect(validatePropertyFilter({ field: 'weight', operator: 'greaterThan', value: '2,50' })).toEqual({
      ok: true,
      filter: { field: 'weight', operator: 'greaterThan', value: '2.50' },
    });
    expect(validatePropertyFilter({ field: 'age', operator: 'equals', value: 28 })).toMatchObject({ ok: true, filter: { value: '28' } });
  });

  it('refuses a non-numeric value for a numeric field with a translation key', () => {
    expect(validatePropertyFilter({ field: 'age', operator: 'lessThan', value: '28 dias' })).toEqual({
      ok: false,
      error: 'shedList.errors.invalidNumber',
    });
  });

  it('accepts any text for a text field, digits included', () => {
    expect(validatePropertyFilter({ field: 'identification', operator: 'exactly', value: '12abc' })).toMatchObject({ ok: true });
  });

  it('takes YYYY-MM-DD dates, or part of one for contains', () => {
    expect(validatePropertyFilter({ field: 'target_date', operator: 'greaterThan', value: ' 2025-03-01 ' })).toMatchObject({
      ok: true,
      filter: { value: '2025-03-01' },
    });
    expect(validatePropertyFilter({ field: 'target_date', operator: 'contains', value: '2025-03' })).toMatchObject({ ok: true });
    for (const value of ['01/03/2025', '2025-02-30', '2025-03']) {
      expect(validatePropertyFilter({ field: 'target_date', operator: 'equals', value })).toEqual({ ok: false, error: FILTER_ERRORS.invalidDate });
    }
  });

  it('refuses text longer than the server takes', () => {
    expect(validatePropertyFilter({ field: 'name', operator: 'contains', value: 'a'.repeat(MAX_FILTER_TEXT_LENGTH) }).ok).toBe(true);
    expect(validatePropertyFilter({ field: 'name', operator: 'contains', value: 'a'.repeat(MAX_FILTER_TEXT_LENGTH + 1) })).toEqual({
      ok: false,
      error: 'shedList.errors.tooLong',
    });
  });

  it('refuses an empty or blank value', () => {
    expect(validatePropertyFilter({ field: 'name', operator: 'contains', value: '   ' })).toEqual({ ok: false, error: FILTER_ERRORS.required });
    expect(validatePropertyFilter({ field: 'weight', operator: 'equals', value: '' })).toEqual({ ok: false, error: FILTER_ERRORS.required });
  });

  it('allows text fields contains, equals and exactly only', () => {
    expect(validatePropertyFilter({ field: 'lineage', operator: 'greaterThan', value: 'Cobb' })).toEqual({
      ok: false,
      error: 'shedList.errors.operatorNotAllowed',
    });
    for (const operator of ['contains', 'equals', 'exactly']) {
      expect(validatePropertyFilter({ field: 'lineage', operator, value: 'Cobb' }).ok).toBe(true);
    }
  });

  it('allows numeric fields equals, greater than, less than and exactly only', () => {
    expect(validatePropertyFilter({ field: 'weight', operator: 'contains', value: '2' })).toEqual({
      ok: false,
      error: 'shedList.errors.operatorNotAllowed',
    });
    for (const operator of ['equals', 'greaterThan', 'lessThan', 'exactly']) {
      expect(validatePropertyFilter({ field: 'weight', operator, value: '2' }).ok).toBe(true);
    }
  });

  it('refuses unknown fields and operators', () => {
    expect(validatePropertyFilter({ field: 'password', operator: 'equals', value: 'x' })).toEqual({ ok: false, error: FILTER_ERRORS.unknownField });
    expect(validatePropertyFilter({ field: 'toString', operator: 'equals', value: 'x' })).toEqual({ ok: false, error: FILTER_ERRORS.unknownField });
    expect(validatePropertyFilter({ field: 'stage', operator: 'equals', value: 'lodged' })).toEqual({ ok: false, error: FILTER_ERRORS.unknownField });
    expect(validatePropertyFilter({ field: 'name', operator: 'startsWith', value: 'x' })).toEqual({ ok: false, error: FILTER_ERRORS.operatorNotAllowed });
  });

  it("with a category, refuses a field that category's list does not filter on", () => {
    const enthalpy = { field: 'enthalpy', operator: 'equals', value: '2' };
    expect(validatePropertyFilter(enthalpy, 'sanity').ok).toBe(true);
    expect(validatePropertyFilter(enthalpy, 'nutrition')).toEqual({ ok: false, error: FILTER_ERRORS.unknownField });
  });
});

describe('dedupePropertyFilters', () => {
  const weightOver = (value: string): PropertyFilter => ({ field: 'weight', operator: 'greaterThan', value });

  it('counts the same field, operator and normalised value once, keeping the first in place', () => {
    const filters: PropertyFilter[] = [
      { field: 'name', operator: 'contains', value: 'Aviário' },
      weightOver('2.5'),
      { field: 'name', operator: 'contains', value: '  Aviário ' },
      weightOver('2,50'),
      weightOver('+2.500'),
      { field: 'target_date', operator: 'lessThan', value: '2025-03-01' },
      { field: 'target_date', operator: 'lessThan', value: ' 2025-03-01' },
    ];
    expect(dedupePropertyFilters(filters)).toEqual([filters[0], filters[1], filters[5]]);
  });

  it('keeps numeric equals filters typed at different precisions, which the server compares differently', () => {
    const filters: PropertyFilter[] = [
      { field: 'weight', operator: 'equals', value: '1500' },
      { field: 'weight', operator: 'equals', value: '1500.0' },
      { field: 'weight', operator: 'equals', value: '1500,0' },
    ];
    expect(dedupePropertyFilters(filters)).toEqual([filters[0], filters[1]]);
  });

  it('keeps filters that differ in field, operator or value', () => {
    const filters: PropertyFilter[] = [
      weightOver('2.5'),
      { field: 'weight', operator: 'lessThan', value: '2.5' },
      { field: 'age', operator: 'greaterThan', value: '2.5' },
      weightOver('3'),
      { field: 'name', operator: 'contains', value: 'aviário' },
      { field: 'name', operator: 'contains', value: 'Aviário' },
    ];
    expect(dedupePropertyFilters(filters)).toEqual(filters);
  });

  it('gives equal filters equal keys', () => {
    expect(propertyFilterKey(weightOver('1,5'))).toBe(propertyFilterKey(weightOver(' 1.50')));
    expect(propertyFilterKey(weightOver('-0'))).toBe(propertyFilterKey(weightOver('0')));
    expect(propertyFilterKey(weightOver('1.5'))).not.toBe(propertyFilterKey(weightOver('15')));
  });
});

describe('sanitizePropertyFilters', () => {
  it('keeps the valid filters of an untrusted list, normalised and deduplicated', () => {
    const saved: unknown = [
      { field: 'weight', operator: 'greaterThan', value: '2,5' },
      { field: 'weight', operator: 'greaterThan', value: 2.5 },
      { field: 'age', operator: 'lessThan', value: 'old' },
      { field: 'name', operator: 'contains' },
      'name=x',
      null,
      { field: 'enthalpy', operator: 'equals', value: '1' },
    ];
    expect(sanitizePropertyFilters(saved, 'performance')).toEqual([{ field: 'weight', operator: 'greaterThan', value: '2.5' }]);
    expect(sanitizePropertyFilters([{ field: 'weight', operator: 'greaterThan', value: 'heavy' }], 'performance')).toEqual([]);
  });

  it('reads anything but a list as no filters', () => {
    expect(sanitizePropertyFilters({ field: 'name' })).toEqual([]);
    expect(sanitizePropertyFilters(undefined)).toEqual([]);
  });
});
