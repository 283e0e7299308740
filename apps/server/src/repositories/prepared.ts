import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * A statement most requests run, built once per database (its values are placeholders) and sent
 * under its name: PostgreSQL parses it once per connection and keeps a generic plan once that is
 * as good as planning each call. `build` must end in `.prepare(name)` with a name of its own.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}

/** `expr = any(<array placeholder>)`: a list of any length in one statement text (`in (…)` is one text per length). */
export const isAnyOf = (expr: SQLWrapper, placeholder: string) => sql`${expr} = any(${sql.placeholder(placeholder)})`;
