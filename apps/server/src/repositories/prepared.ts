import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { namedStatementDb } from '../db/statement-db';

/**
 * A statement most requests run, built once per database (its values are placeholders) and sent
 * under its name, through the database's connections for named statements (db/postgres.ts): there
 * PostgreSQL parses and plans it once per connection. `build` must end in `.prepare(name)` with a
 * name of its own.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(namedStatementDb(db))));
    return statement;
  };
}

/** `expr = any(<array placeholder>)`: a list of any length in one statement text (`in (…)` is one text per length). */
export const isAnyOf = (expr: SQLWrapper, placeholder: string) => sql`${expr} = any(${sql.placeholder(placeholder)})`;
