import { OPERATORS_BY_KIND, type FilterFieldKind, type FilterOperator } from './filterOperators';

/**
 * Every field a property filter can name (spec §7, the shed list's query) and how it is compared.
 * `stage` is left out: it has its own control (see stageSelection). So is
 * `production_type__external_id`: the module decides it, not the user.
 */
export const FILTER_FIELD_KINDS = {
  producer: 'text',
  name: 'text',
  identification: 'text',
  property: 'text',
  lineage: 'text',
  sex: 'text',
  age: 'number',
  weight: 'number',
  variation_coef: 'number',
  performance: 'number',
  conversion_factor: 'number',
  production_efficiency: 'number',
  hen_day_percent: 'number',
  hen_day_deviation: 'number',
  ration__id: 'number',
  ration__phase: 'text',
  status: 'number',
  available: 'number',
  enthalpy: 'number',
  priority: 'number',
  target_value: 'number',
  target_date: 'date',
  predicted_weight: 'number',
} as const satisfies Record<string, FilterFieldKind>;

export type FilterField = keyof typeof FILTER_FIELD_KINDS;

export const FILTER_FIELDS = Object.keys(FILTER_FIELD_KINDS) as FilterField[];

/** One choice of the filter form's field menu. */
export interface FilterFieldDefinition {
  field: FilterField;
  kind: FilterFieldKind;
  operators: readonly FilterOperator[];
}

export function isFilterField(value: unknown): value is FilterField {
  return typeof value === 'string' && Object.hasOwn(FILTER_FIELD_KINDS, value);
}

export function describeFilterField(field: FilterField): FilterFieldDefinition {
  const kind = FILTER_FIELD_KINDS[field];
  return { field, kind, operators: OPERATORS_BY_KIND[kind] };
}

/** The translation key of a field's label in the filter form. */
export function fieldLabelKey(field: FilterField) {
  return `shedList.fields.${field}` as const;
}
