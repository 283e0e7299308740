import type { Db } from './database';

const statementDbs = new WeakMap<Db, Db>();

/** Sends the named statements asked of `db` (repositories/prepared.ts) through `statementDb` instead. */
export function sendNamedStatementsThrough(db: Db, statementDb: Db): void {
  statementDbs.set(db, statementDb);
}

/** Where the named statements asked of `db` go: its own connections unless another was set (a transaction keeps its own). */
export const namedStatementDb = (db: Db): Db => statementDbs.get(db) ?? db;
