import { z } from 'zod';
import { boundedDateSchema } from './bounded';

/**
 * The shed lists' property filters (spec §2, §7) in one query syntax, Django style:
 * `field=value` (equals), `field__contains=`, `field__gt=`, `field__lt=`, `field__exact=`.
 * A parameter may repeat (`weight__gt=1000&weight__gt=1200`); every filter must hold (AND).
 * An empty value is ignored.
 *
 * - text: equals and contains ignore case and accents (`aviario` finds "Aviário 01"); exact is the
 *   stored text, case and accents included.
 * - number: values are floats written with a decimal point (`2.5`, `-1`, `1e3`). equals compares at
 *   the precision typed (`weight=1500` matches 1499.5 ≤ w < 1500.5, `weight=1500.2` matches the
 *   value rounded to one decimal); exact is strict equality with the stored number; gt and lt are
 *   strict comparisons. A shed without the value (no batch, no weighing yet) matches no number filter.
 * - date: YYYY-MM-DD for equals, exact (same day), gt and lt; contains matches the ISO text
 *   (`target_date__contains=2025-03`).
 */
export const SHED_FILTER_OPERATORS = ['equals', 'contains', 'gt', 'lt', 'exact'] as const;
export type ShedFilterOperator = (typeof SHED_FILTER_OPERATORS)[number];

export const SHED_FILTER_SUFFIX: Record<ShedFilterOperator, string> = {
  equals: '',
  contains: '__contains',
  gt: '__gt',
  lt: '__lt',
  exact: '__exact',
};

export const SHED_FILTER_KIND_OPERATORS = {
  text: ['equals', 'contains', 'exact'],
  number: ['equals', 'gt', 'lt', 'exact'],
  date: ['equals', 'contains', 'gt', 'lt', 'exact'],
} as const satisfies Record<string, readonly ShedFilterOperator[]>;
export type ShedFilterKind = keyof typeof SHED_FILTER_KIND_OPERATORS;

/** Every filterable field: its kind and what it compares (shown in the OpenAPI document). */
export const SHED_FILTER_FIELDS = {
  producer: { kind: 'text', about: "producer's name" },
  name: { kind: 'text', about: 'shed name' },
  identification: { kind: 'text', about: 'shed identification' },
  property: { kind: 'text', about: 'property (farm) name' },
  lineage: { kind: 'text', about: 'lineage of the current batch' },
  sex: { kind: 'text', about: 'sex of the current batch: name (mixed, female, male), or external id 1, 2, 3 (then compared as an id)' },
  age: { kind: 'number', about: 'age of the current batch, days' },
  production_type__external_id: { kind: 'number', about: 'production type external id (1, 2 matrix; 3 broiler; 5 swine; 6, 7 laying birds)' },
  weight: { kind: 'number', about: 'mean live weight at the last weighing, g' },
  variation_coef: { kind: 'number', about: 'coefficient of variation of the last weighing, %' },
  performance: { kind: 'number', about: 'weight as % of the genetic reference' },
  conversion_factor: { kind: 'number', about: 'feed conversion (FCR) of the current batch, kg/kg' },
  production_efficiency: { kind: 'number', about: 'EPEF of the current batch (broilers)' },
  hen_day_percent: { kind: 'number', about: 'hen-day production of the last 7 days recorded, % (breeders and laying hens)' },
  hen_day_deviation: { kind: 'number', about: "that hen-day % against the breed standard's for the week, points (negative below it)" },
  ration__id: { kind: 'number', about: 'id of the ration type being eaten' },
  ration__phase: { kind: 'text', about: 'phase of the ration being eaten (pre_initial, initial, growth, general)' },
  status: { kind: 'number', about: 'worst silo status: 1 critical, 2 low, 3 satisfactory, 0 no data' },
  available: { kind: 'number', about: 'feed available in the silos, kg' },
  enthalpy: { kind: 'number', about: 'comfort level by enthalpy: 0 comfortable … 3 lethal, -1 no data' },
  priority: { kind: 'number', about: 'slaughter-planning priority, 1 highest' },
  target_value: { kind: 'number', about: 'target slaughter weight, g' },
  target_date: { kind: 'date', about: 'target slaughter date' },
  predicted_weight: { kind: 'number', about: "the slaughter forecast's weight on the planned day, g" },
  withdrawal: { kind: 'text', about: "the current batch's meat withdrawal (carência): open (a treatment's withdrawal has not ended) or none" },
  salmonella: { kind: 'text', about: "the Salmonella warning of a flock planned for slaughter: positive, pending or missing (docs/health-book.md)" },
} as const satisfies Record<string, { kind: ShedFilterKind; about: string }>;
export type ShedFilterField = keyof typeof SHED_FILTER_FIELDS;
export const SHED_FILTER_FIELD_NAMES = Object.keys(SHED_FILTER_FIELDS) as ShedFilterField[];

/** One parsed filter; number values keep the text typed, whose decimals set the precision of equals. */
export interface ShedFilter {
  field: ShedFilterField;
  operator: ShedFilterOperator;
  value: string;
}

const NUMBER_OR_EMPTY = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?)?$/;
const MAX_NUMBER = 1e15;
/** Below this, a figure is too fine to compare with what the lists store (single precision reaches about 1e-38). */
const MIN_NUMBER = 1e-6;
const MAX_TEXT = 200;

const numberValue = z
  .string()
  .regex(NUMBER_OR_EMPTY, { error: 'must be a number written with a decimal point, e.g. 1500 or 2.5' })
  .refine((v) => Math.abs(Number(v)) < MAX_NUMBER, { error: `must be below ${MAX_NUMBER} in size` })
  .refine((v) => Number(v) === 0 || Math.abs(Number(v)) >= MIN_NUMBER, { error: `must be 0 or at least ${MIN_NUMBER} in size` });
const textValue = z.string().max(MAX_TEXT);
const dateValue = z.union([z.literal(''), boundedDateSchema]);

/** One value or the same parameter repeated. */
const oneOrMany = (value: z.ZodType<string>) => z.union([value, z.array(value).max(20)]);

// Built once: a filter parameter is checked on every list request.
const ONE_OR_MANY = { number: oneOrMany(numberValue), date: oneOrMany(dateValue), text: oneOrMany(textValue) };

function valueSchema(kind: ShedFilterKind, operator: ShedFilterOperator) {
  if (kind === 'number') return ONE_OR_MANY.number;
  if (kind === 'date' && operator !== 'contains') return ONE_OR_MANY.date;
  return ONE_OR_MANY.text;
}

const operatorsOf = (field: ShedFilterField): readonly ShedFilterOperator[] =>
  SHED_FILTER_KIND_OPERATORS[SHED_FILTER_FIELDS[field].kind];

/** The `field=value` parameters, with their descriptions; suffixed ones are checked by `checkFilterParameter`. */
export const equalsFilterShape = Object.fromEntries(
  SHED_FILTER_FIELD_NAMES.map((field) => {
    const { kind, about } = SHED_FILTER_FIELDS[field];
    const suffixes = operatorsOf(field)
      .filter((op) => op !== 'equals')
      .map((op) => `${field}${SHED_FILTER_SUFFIX[op]}`);
    const description = `Equals filter on the ${about} (${kind}). Also: ${suffixes.join(', ')}`;
    return [field, valueSchema(kind, 'equals').optional().describe(description)];
  }),
) as Record<ShedFilterField, z.ZodOptional<ReturnType<typeof oneOrMany>>>;

/** A query parameter read as a filter, or why it is not one. */
export function resolveFilterParameter(
  name: string,
): { field: ShedFilterField; operator: ShedFilterOperator } | { error: string } {
  for (const field of SHED_FILTER_FIELD_NAMES) {
    if (name === field) return { field, operator: 'equals' };
    if (!name.startsWith(`${field}__`)) continue;
    const suffix = name.slice(field.length);
    const operator = SHED_FILTER_OPERATORS.find((op) => op !== 'equals' && SHED_FILTER_SUFFIX[op] === suffix);
    const allowed = operatorsOf(field);
    if (operator && allowed.includes(operator)) return { field, operator };
    const choices = allowed.map((op) => `${field}${SHED_FILTER_SUFFIX[op]}`).join(', ');
    return { error: `unknown operator "${suffix}" for ${SHED_FILTER_FIELDS[field].kind} field ${field}; use ${choices}` };
  }
  return { error: 'unknown query parameter' };
}

const filterValuesOf = (raw: unknown): string[] => (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');

/** Validation issues of one filter parameter (unknown name or operator, malformed value), with their paths. */
export function checkFilterParameter(name: string, raw: unknown): { path: (string | number)[]; message: string }[] {
  const resolved = resolveFilterParameter(name);
  if ('error' in resolved) return [{ path: [name], message: resolved.error }];
  const result = valueSchema(SHED_FILTER_FIELDS[resolved.field].kind, resolved.operator).safeParse(raw);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: [name, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message }));
}

/** Every non-empty filter among the parsed query parameters, `names` being those to read. */
export function collectFilters(query: Record<string, unknown>, names: readonly string[]): ShedFilter[] {
  return names.flatMap((name) => {
    const resolved = resolveFilterParameter(name);
    if ('error' in resolved) return [];
    return filterValuesOf(query[name])
      .map((v) => v.trim().normalize('NFC'))
      .filter((v) => v !== '')
      .map((value) => ({ ...resolved, value }));
  });
}
