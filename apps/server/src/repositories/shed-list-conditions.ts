import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

function textCondition(expr: SQLWrapper, operator: ShedFilterOperator, value: string): SQL {
  if (operator === 'contains') return containsFolded(expr, value);
  if (operator === 'exact') return sql`${expr} = ${value}`;
  return sql`${foldedText(expr)} = ${foldedText(value)}`;
}

const TYPED_AS = { real: 'real', double: 'float8', integer: 'numeric' } as const;

function numberCondition(expr: SQLWrapper, kind: keyof typeof TYPED_AS, operator: ShedFilterOperator, value: string): SQL {
  if (operator === 'equals') return sql`round(${expr}::float8::numeric, ${sql.raw(String(decimalsTyped(value)))}) = ${value}::numeric`;
  // The typed number is cast to the stored type, so 1500.3 equals a stored 1500.3 and is not below it.
  const typed = sql`${value}::${sql.raw(TYPED_AS[kind])}`;
  const op = operator === 'exact' ? sql.raw('=') : COMPARISON[operator as 'gt' | 'lt'];
  return sql`${expr} ${op} ${typed}`;
}

function dateCondition(expr: SQLWrapper, operator: ShedFilterOperator, value: string): SQL {
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
function sexCondition(expr: SQLWrapper, operator: ShedFilterOperator, value: string): SQL {
  if (Object.hasOwn(SEXES, value)) return sql`${expr} = ${Number(value)}`;
  return textCondition(sexName(expr), operator, value);
}

export function filterCondition(column: ListColumn, { operator, value }: ShedFilter): SQL {
  const { expr, kind } = column;
  if (kind === 'real' || kind === 'double' || kind === 'integer') return numberCondition(expr, kind, operator, value);
  if (kind === 'date') return dateCondition(expr, operator, value);
  if (kind === 'sex') return sexCondition(expr, operator, value);
  return textCondition(expr, operator, value);
}

/** Text found in an already folded column (see `foldedText`), ignoring case and accents. */
export function searchCondition(foldedColumn: SQLWrapper, search: string): SQL {
  return sql`strpos(${foldedColumn}, ${foldedText(search.normalize('NFC'))}) > 0`;
}

export function stageCondition(stage: SQLWrapper, stages: readonly string[]): SQL {
  return inArray(sql`${stage}`, [...stages]);
}

// Lifecycle order, not alphabetical.
const STAGE_ORDER = sql.raw(`array['empty_batch','pre_lodged','lodged','slaughter','storage','simulation']`);

function sortKeys(expr: SQLWrapper, kind: ColumnKind): SQL[] {
  // Byte order after folding: the same on every engine and locale, and "aviário" next to "Aviario".
  if (kind === 'text') return [sql`${foldedText(expr)} collate "C"`, sql`${expr} collate "C"`];
  if (kind === 'stage') return [sql`array_position(${STAGE_ORDER}, ${expr})`];
  return [sql`${expr}`];
}

/** ORDER BY terms: empty values last in both directions, then the shed id so pages never overlap. */
export function orderingTerms(columns: Record<string, ListColumn>, ordering: readonly ShedOrdering[], id: SQLWrapper): SQL[] {
  const terms = ordering.flatMap(({ field, descending }) => {
    const column = columns[field]!;
    const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
    return sortKeys(column.expr, column.kind).map((key) => sql`${key} ${direction}`);
  });
  if (!ordering.some((o) => o.field === 'id')) terms.push(sql`${id} asc`);
  return terms;
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions);
