import { SHED_FILTER_KIND_OPERATORS, SHED_FILTER_SUFFIX, type ShedFilterKind, type ShedFilterOperator } from '@plantel/contracts';

/** Comparison operators of a property filter, named as the spec names them (§2). */
export const FILTER_OPERATORS = ['contains', 'equals', 'greaterThan', 'lessThan', 'exactly'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The server's name of each operator. */
const SERVER_OPERATOR: Record<FilterOperator, ShedFilterOperator> = {
  contains: 'contains',
  equals: 'equals',
  greaterThan: 'gt',
  lessThan: 'lt',
  exactly: 'exact',
};

/**
 * How the server's shed list spells each operator: Django-style suffixes on the field name
 * (`weight__gt=2.5`); `equals` is the bare field (`name=Aviário 01`).
 */
export const OPERATOR_QUERY_SUFFIX = Object.fromEntries(FILTER_OPERATORS.map((op) => [op, SHED_FILTER_SUFFIX[SERVER_OPERATOR[op]]])) as Record<
  FilterOperator,
  string
>;

export type FilterFieldKind = ShedFilterKind;

const operatorsOf = (kind: FilterFieldKind): readonly FilterOperator[] =>
  FILTER_OPERATORS.filter((op) => (SHED_FILTER_KIND_OPERATORS[kind] as readonly ShedFilterOperator[]).includes(SERVER_OPERATOR[op]));

/** What each kind of field can be compared with, as the server allows (dates as YYYY-MM-DD; contains matches the ISO text). */
export const OPERATORS_BY_KIND: Record<FilterFieldKind, readonly FilterOperator[]> = {
  text: operatorsOf('text'),
  number: operatorsOf('number'),
  date: operatorsOf('date'),
};

/** The translation key of an operator's label ("contém", "maior que"…). */
export function operatorLabelKey(operator: FilterOperator) {
  return `shedList.operators.${operator}` as const;
}

export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && (FILTER_OPERATORS as readonly string[]).includes(value);
}
