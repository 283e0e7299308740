import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEXES, type ShedFilter, type ShedFilterOperator, type ShedOrdering } from '@plantel/contracts';
import type { ColumnKind, ListColumn } from './shed-list-columns';
import { containsFolded, foldedText } from './sql-text';

const COMPARISON = { gt: sql.raw('>'), lt: sql.raw('<') } as const;

/** Decimals a number was typed with (`1500.25` → 2, `1.5e1` → 0): the precision of `equals`. */
export function decimalsTyped(value: string): number {
  const [mantissa = '', exponent = '0'] = value.toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.min(15, Math.max(0, fraction.length - Number(exponent)));
}

function textCondition(expr: SQLWrapper, operator: ShedFilterOperator, value: SQLWrapper): SQL {
  if (operator === 'contains') return containsFolded(expr, value);
  if (operator === 'exact') return sql`${expr} = ${value}`;
  return sql`${foldedText(expr)} = ${foldedText(value)}`;
}

const TYPED_AS = { real: 'real', double: 'float8', integer: 'numeric' } as const;

function numberCondition(expr: SQLWrapper, kind: keyof typeof TYPED_AS, operator: ShedFilterOperator, typedDecimals: number, value: SQLWrapper): SQL {
  if (operator === 'equals') return sql`round(${expr}::float8::numeric, ${sql.raw(String(typedDecimals))}) = ${value}::numeric`;
  // The typed number is cast to the stored type, so 1500.3 equals a stored 1500.3 and is not below it.
  const typed = sql`${value}::${sql.raw(TYPED_AS[kind])}`;
  const op = operator === 'exact' ? sql.raw('=') : COMPARISON[operator as 'gt' | 'lt'];
  return sql`${expr} ${op} ${typed}`;
}

function dateCondition(expr: SQLWrapper, operator: ShedFilterOperator, value: SQLWrapper): SQL {
  if (operator === 'contains') return sql`strpos(to_char(${expr}, 'YYYY-MM-DD'), ${value}) > 0`;
  const op = operator === 'gt' || operator === 'lt' ? COMPARISON[operator] : sql.raw('=');
  return sql`${expr} ${op} ${value}::date`;
}

const sexName = (expr: SQLWrapper) =>
  sql`(case ${expr} ${sql.join(
    Object.entries(SEXES).map(([id, name]) => sql.raw(`when ${Number(id)} then '${name}'`)),
    sql` `,
  )} end)`;

/** Sex compares as an id when the value is one (1, 2, 3), otherwise by name. */
const isSexId = (value: string) => Object.hasOwn(SEXES, value);

/**
 * What of a filter's value shapes its SQL text rather than being its parameter: the decimals an
 * `equals` rounds to, and whether a sex is an id or a name. Filters of one field, operator and
 * shape differ only in their parameters.
 */
export function filterShape(column: ListColumn, { operator, value }: ShedFilter): string | number {
  if (column.kind === 'sex') return isSexId(value) ? 'id' : 'name';
  return operator === 'equals' && (column.kind === 'real' || column.kind === 'double' || column.kind === 'integer') ? decimalsTyped(value) : '';
}

/** The filter's condition, its value given as `param` (a placeholder or the value itself). */
export function filterCondition(column: ListColumn, filter: ShedFilter, param: SQLWrapper = sql`${filter.value}`): SQL {
  const { expr, kind } = column;
  const { operator, value } = filter;
  if (kind === 'real' || kind === 'double' || kind === 'integer') return numberCondition(expr, kind, operator, decimalsTyped(value), param);
  if (kind === 'date') return dateCondition(expr, operator, param);
  if (kind === 'sex') return isSexId(value) ? sql`${expr} = ${param}::smallint` : textCondition(sexName(expr), operator, param);
  return textCondition(expr, operator, param);
}

/** Text (`search`, already NFC) found in an already folded column (see `foldedText`), ignoring case and accents. */
export function searchCondition(foldedColumn: SQLWrapper, search: SQLWrapper): SQL {
  return sql`strpos(${foldedColumn}, ${foldedText(search)}) > 0`;
}

/** `stage` is one of `stages` (a text array parameter). */
export function stageCondition(stage: SQLWrapper, stages: SQLWrapper): SQL {
  return sql`${stage} = any(${stages}::text[])`;
}

// Lifecycle order, not alphabetical.
const STAGE_ORDER = sql.raw(`array['empty_batch','pre_lodged','lodged','slaughter','storage','simulation']`);

function sortKeys(expr: SQLWrapper, kind: ColumnKind): SQL[] {
  // Byte order after folding: the same on every engine and locale, and "aviário" next to "Aviario".
  if (kind === 'text') return [sql`${foldedText(expr)} collate "C"`, sql`${expr} collate "C"`];
  if (kind === 'stage') return [sql`array_position(${STAGE_ORDER}, ${expr})`];
  return [sql`${expr}`];
}

/** One ORDER BY term: the value sorted on and its direction. */
export interface SortTerm {
  key: SQL;
  direction: SQL;
}

/** ORDER BY terms: empty values last in both directions, then the shed id so pages never overlap. */
export function orderingTerms(columns: Record<string, ListColumn>, ordering: readonly ShedOrdering[], id: SQLWrapper): SortTerm[] {
  const terms = ordering.flatMap(({ field, descending }) => {
    const column = columns[field]!;
    const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
    return sortKeys(column.expr, column.kind).map((key) => ({ key, direction }));
  });
  if (!ordering.some((o) => o.field === 'id')) terms.push({ key: sql`${id}`, direction: sql.raw('asc') });
  return terms;
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions);
