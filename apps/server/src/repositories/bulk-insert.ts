import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/**
 * Fast inserts for generated or ingested data: each column travels as one array literal in a single
 * text parameter, `INSERT … SELECT … FROM unnest($1::text::int4[], …)`, so a statement has one
 * parameter per column whatever the number of rows (far below PostgreSQL's 65,535), and the same
 * SQL runs on PGlite and PostgreSQL. Timestamps travel as epoch seconds.
 */

interface Encoding {
  arrayType: string;
  select: (alias: string) => string;
  encode: (value: unknown) => string;
}

const finite = (value: unknown): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`not a finite number: ${String(value)}`);
  return String(value);
};
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function encodingOf(sqlType: string): Encoding {
  const plain = (arrayType: string, encode: (v: unknown) => string): Encoding => ({ arrayType, select: (a) => a, encode });
  if (sqlType === 'integer') return plain('int4[]', finite);
  if (sqlType === 'smallint') return plain('int2[]', finite);
  if (sqlType === 'real') return plain('float4[]', finite);
  if (sqlType === 'double precision') return plain('float8[]', finite);
  if (sqlType === 'text') return plain('text[]', (v) => quote(String(v)));
  if (sqlType === 'boolean') return plain('bool[]', (v) => (v ? 't' : 'f'));
  if (sqlType === 'date') return plain('date[]', (v) => String(v));
  if (sqlType.startsWith('timestamp') && sqlType.endsWith('with time zone')) {
    return { arrayType: 'float8[]', select: (a) => `to_timestamp(${a})`, encode: (v) => finite((v as number) / 1000) };
  }
  if (sqlType === 'jsonb') return { arrayType: 'text[]', select: (a) => `${a}::jsonb`, encode: (v) => quote(JSON.stringify(v)) };
  if (sqlType === 'real[]') {
    return { arrayType: 'text[]', select: (a) => `${a}::real[]`, encode: (v) => `"{${(v as number[]).map(finite).join(',')}}"` };
  }
  throw new Error(`bulk insert does not handle columns of type ${sqlType}`);
}

/** A column to fill and how to read its value from a source row (with the caller's id context). */
export interface BulkColumn<Row, Context> {
  column: PgColumn;
  value: (row: Row, context: Context) => unknown;
}

export const col = <Row, Context>(column: PgColumn, value: (row: Row, context: Context) => unknown): BulkColumn<Row, Context> => ({ column, value });

const FLUSH_CHARS = 4_000_000;
const FLUSH_ROWS = 50_000;

/**
 * Rows for one table, encoded as they arrive (the source rows can be dropped at once) and written
 * by `flush()` or `take()`, which the caller runs once the buffer is `full` (a few megabytes) and at the end.
 */
export class BulkInsertBuffer<Row, Context> {
  private readonly encodings: Encoding[];
  private parts: string[][];
  private chars = 0;
  private pending = 0;
  /** Rows taken for writing so far. */
  written = 0;
  readonly tableName: string;

  constructor(
    private readonly table: PgTable,
    private readonly columns: readonly BulkColumn<Row, Context>[],
    private readonly options: { overridingSystemValue?: boolean } = {},
  ) {
    this.tableName = getTableName(table);
    this.encodings = columns.map((c) => encodingOf(c.column.getSQLType()));
    this.parts = columns.map(() => []);
  }

  /** Encodes rows; call `flush` when `full` (the caller orders flushes so parents land before children). */
  add(rows: readonly Row[], context: Context): void {
    const { columns, encodings, parts } = this;
    for (const row of rows) {
      for (let i = 0; i < columns.length; i++) {
        const value = columns[i]!.value(row, context);
        const text = value === null || value === undefined ? 'NULL' : encodings[i]!.encode(value);
        parts[i]!.push(text);
        this.chars += text.length + 1;
      }
    }
    this.pending += rows.length;
  }

  get full(): boolean {
    return this.pending >= FLUSH_ROWS || this.chars >= FLUSH_CHARS;
  }

  /**
   * Takes what is buffered as one statement (or null when empty) and starts a new buffer, so more
   * rows can be encoded while the statement runs. `tail` ends the statement, e.g. `on conflict do nothing returning …`.
   */
  take(tail?: SQL): SQL | null {
    if (this.pending === 0) return null;
    const aliases = this.columns.map((_, i) => `c${i}`);
    const names = this.columns.map((c) => `"${c.column.name}"`).join(', ');
    const select = this.encodings.map((e, i) => e.select(`u.${aliases[i]}`)).join(', ');
    const params: SQL[] = this.parts.map((p, i) => sql`${`{${p.join(',')}}`}::text::${sql.raw(this.encodings[i]!.arrayType)}`);
    const overriding = this.options.overridingSystemValue ? 'overriding system value ' : '';
    this.written += this.pending;
    this.parts = this.columns.map(() => []);
    this.chars = 0;
    this.pending = 0;
    return sql`insert into ${sql.identifier(this.tableName)} (${sql.raw(names)}) ${sql.raw(overriding)}select ${sql.raw(select)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(aliases.join(', '))}) ${tail ?? sql``}`;
  }

  async flush(db: Db): Promise<void> {
    const statement = this.take();
    if (statement) await db.execute(statement);
  }
}

/**
 * Ids taken ahead from a table's identity sequence, so parents and children can be inserted in bulk
 * with `overriding system value` (sequences never hand the same value twice; unused ones are gaps).
 */
export class IdReservation {
  private ids: number[] = [];

  constructor(
    private readonly table: PgTable,
    private readonly block: number,
  ) {}

  async take(db: Db, count: number): Promise<number[]> {
    if (this.ids.length < count) {
      const n = Math.max(count - this.ids.length, this.block);
      const result = await db.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence(${getTableName(this.table)}::text, 'id'))::int as id from generate_series(1, ${n}::int)`,
      );
      this.ids.push(...(result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
    }
    return this.ids.splice(0, count);
  }
}
