import { z } from 'zod';
import { FILTER_FIELD_KINDS, isFilterField, type FilterField } from './filterFields';
import { OPERATORS_BY_KIND, isFilterOperator, type FilterFieldKind, type FilterOperator } from './filterOperators';
import { normalizeFilterDate } from './parseFilterDate';
import { normalizeFilterNumber } from './parseFilterNumber';
import { CATEGORY_FILTER_FIELDS, type ShedListCategory } from './shedListCategories';

/** A saved property filter (spec §2), its value normalised (see normalizeFilterValue). */
export interface PropertyFilter {
  field: FilterField;
  operator: FilterOperator;
  value: string;
}

/** What a filter form hands over before it is checked. */
export interface PropertyFilterInput {
  field: string;
  operator: string;
  value: string | number;
}

/** The longest text value the server takes. */
export const MAX_FILTER_TEXT_LENGTH = 200;

/** Translation keys of the reasons a filter is refused. */
export const FILTER_ERRORS = {
  required: 'validation.required',
  tooLong: 'shedList.errors.tooLong',
  invalidNumber: 'shedList.errors.invalidNumber',
  invalidDate: 'shedList.errors.invalidDate',
  unknownField: 'shedList.errors.unknownField',
  operatorNotAllowed: 'shedList.errors.operatorNotAllowed',
} as const;
export type FilterErrorKey = (typeof FILTER_ERRORS)[keyof typeof FILTER_ERRORS];

export type FilterValidation = { ok: true; filter: PropertyFilter } | { ok: false; error: FilterErrorKey };

type ValueNormalisation = { ok: true; value: string } | { ok: false; error: FilterErrorKey };

/**
 * Text is trimmed and put in Unicode NFC (an accent typed or pasted either way compares equal);
 * a number must parse as a float and is written with a decimal point (`1,50` → `1.50`); a date is
 * YYYY-MM-DD, except for contains, which takes part of one (`2025-03`).
 */
export function normalizeFilterValue(kind: FilterFieldKind, operator: FilterOperator, raw: string | number): ValueNormalisation {
  const text = String(raw).trim().normalize('NFC');
  if (text === '') return { ok: false, error: FILTER_ERRORS.required };
  if (kind === 'number') {
    const number = normalizeFilterNumber(text);
    return number === null ? { ok: false, error: FILTER_ERRORS.invalidNumber } : { ok: true, value: number };
  }
  if (kind === 'date' && operator !== 'contains') {
    const date = normalizeFilterDate(text);
    return date === null ? { ok: false, error: FILTER_ERRORS.invalidDate } : { ok: true, value: date };
  }
  return text.length > MAX_FILTER_TEXT_LENGTH ? { ok: false, error: FILTER_ERRORS.tooLong } : { ok: true, value: text };
}

/**
 * Checks a filter and normalises its value. With a category, the field must also be one that
 * category's list filters on.
 */
export function validatePropertyFilter(input: PropertyFilterInput, category?: ShedListCategory): FilterValidation {
  const { field, operator } = input;
  if (!isFilterField(field)) return { ok: false, error: FILTER_ERRORS.unknownField };
  if (category !== undefined && !CATEGORY_FILTER_FIELDS[category].includes(field)) {
    return { ok: false, error: FILTER_ERRORS.unknownField };
  }
  const kind = FILTER_FIELD_KINDS[field];
  const allowed: readonly string[] = OPERATORS_BY_KIND[kind];
  if (!isFilterOperator(operator) || !allowed.includes(operator)) {
    return { ok: false, error: FILTER_ERRORS.operatorNotAllowed };
  }
  const value = normalizeFilterValue(kind, operator, input.value);
  return value.ok ? { ok: true, filter: { field, operator, value: value.value } } : value;
}

/** Which field of the filter form a refusal belongs under. */
const FIELD_OF_ERROR: Partial<Record<FilterErrorKey, keyof PropertyFilterInput>> = { [FILTER_ERRORS.unknownField]: 'field', [FILTER_ERRORS.operatorNotAllowed]: 'operator' };

/** The filter form's: a field, a comparison and a value, refused as `validatePropertyFilter` refuses them, under the part at fault. */
export const propertyFilterFormSchema = z
  .object({ field: z.string(), operator: z.string(), value: z.string() })
  .strict()
  .superRefine((input, ctx) => {
    const checked = validatePropertyFilter(input);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: [FIELD_OF_ERROR[checked.error] ?? 'value'], message: checked.error, input });
  });

/**
 * Two filters with the same key are the same filter: same field, operator and normalised value.
 * Numbers compare as floats (`weight > 2.5` and `weight > 2.50` are one filter), except for equals,
 * where the decimals typed set the precision the server compares at.
 */
export function propertyFilterKey(filter: PropertyFilter): string {
  const checked = validatePropertyFilter(filter);
  if (!checked.ok) return JSON.stringify([filter.field, filter.operator, String(filter.value).trim()]);
  const { field, operator, value } = checked.filter;
  const comparesAsFloat = FILTER_FIELD_KINDS[field] === 'number' && operator !== 'equals';
  return JSON.stringify([field, operator, comparesAsFloat ? Number.parseFloat(value) : value]);
}

/** The filters with duplicates removed (spec §2), the first of each kept, in their order. */
export function dedupePropertyFilters(filters: readonly PropertyFilter[]): PropertyFilter[] {
  const seen = new Set<string>();
  return filters.filter((filter) => {
    const key = propertyFilterKey(filter);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The valid filters of an untrusted list (saved by an older version, or typed by hand), normalised
 * and without duplicates; anything else is dropped.
 */
export function sanitizePropertyFilters(value: unknown, category?: ShedListCategory): PropertyFilter[] {
  if (!Array.isArray(value)) return [];
  const valid = value.flatMap((item: unknown) => {
    if (!isPropertyFilterInput(item)) return [];
    const checked = validatePropertyFilter(item, category);
    return checked.ok ? [checked.filter] : [];
  });
  return dedupePropertyFilters(valid);
}

function isPropertyFilterInput(value: unknown): value is PropertyFilterInput {
  if (typeof value !== 'object' || value === null) return false;
  const { field, operator, value: filterValue } = value as Record<string, unknown>;
  return (
    typeof field === 'string' &&
    typeof operator === 'string' &&
    (typeof filterValue === 'string' || typeof filterValue === 'number')
  );
}
