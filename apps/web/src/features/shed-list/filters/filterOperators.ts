/** Comparison operators of a property filter (spec §2). */
export const FILTER_OPERATORS = ['contains', 'equals', 'greaterThan', 'lessThan', 'exactly'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * How the server's shed list spells each operator: Django-style suffixes on the field name
 * (`weight__gt=2.5`); `equals` is the bare field (`name=Aviário 01`).
 */
export const OPERATOR_QUERY_SUFFIX: Record<FilterOperator, string> = {
  contains: '__contains',
  equals: '',
  greaterThan: '__gt',
  lessThan: '__lt',
  exactly: '__exact',
};

/** What each kind of field can be compared with. */
export const OPERATORS_BY_KIND = {
  text: ['contains', 'equals', 'exactly'],
  number: ['equals', 'greaterThan', 'lessThan', 'exactly'],
  /** Dates as YYYY-MM-DD; contains matches the ISO text (`2025-03`: March 2025). */
  date: ['contains', 'equals', 'greaterThan', 'lessThan', 'exactly'],
} as const satisfies Record<string, readonly FilterOperator[]>;

export type FilterFieldKind = keyof typeof OPERATORS_BY_KIND;

/** The translation key of an operator's label ("contém", "maior que"…). */
export function operatorLabelKey(operator: FilterOperator) {
  return `shedList.operators.${operator}` as const;
}

export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && (FILTER_OPERATORS as readonly string[]).includes(value);
}
