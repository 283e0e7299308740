import { SALMONELLA_WARNINGS } from '@plantel/contracts';
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
  withdrawal: 'text',
  salmonella: 'text',
} as const satisfies Record<string, FilterFieldKind>;

export type FilterField = keyof typeof FILTER_FIELD_KINDS;

export const FILTER_FIELDS = Object.keys(FILTER_FIELD_KINDS) as FilterField[];

/** Fields whose value is one of a few words the server knows: picked from a menu, compared for equality. */
export const FILTER_FIELD_CHOICES: Partial<Record<FilterField, readonly string[]>> = {
  withdrawal: ['open', 'none'],
  salmonella: SALMONELLA_WARNINGS,
};

/** The translation key of a choice's label ("em carência", "pendente"…). */
export const choiceLabelKey = (field: FilterField, value: string) => `shedList.choices.${field}.${value}`;

/** One choice of the filter form's field menu. */
export interface FilterFieldDefinition {
  field: FilterField;
  kind: FilterFieldKind;
  operators: readonly FilterOperator[];
  /** The values to pick from, when the field takes only these. */
  choices?: readonly string[];
}

export function isFilterField(value: unknown): value is FilterField {
  return typeof value === 'string' && Object.hasOwn(FILTER_FIELD_KINDS, value);
}

export function describeFilterField(field: FilterField): FilterFieldDefinition {
  const kind = FILTER_FIELD_KINDS[field];
  const choices = FILTER_FIELD_CHOICES[field];
  return choices ? { field, kind, operators: ['equals'], choices } : { field, kind, operators: OPERATORS_BY_KIND[kind] };
}

/** The translation key of a field's label in the filter form. */
export function fieldLabelKey(field: FilterField) {
  return `shedList.fields.${field}` as const;
}
