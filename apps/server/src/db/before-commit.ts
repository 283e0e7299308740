import type { Db } from './database';

const patched = new WeakSet<Db>();

/**
 * Runs `work` in every outermost transaction of `db`, after the caller's own work and before the
 * commit, so what it writes commits (or rolls back) with the rest. Nested transactions (savepoints)
 * are left as they are. Once per `db`.
 */
export function runBeforeCommit(db: Db, work: (tx: Db) => Promise<void>): void {
  if (patched.has(db)) return;
  patched.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const result = await run(tx);
      await work(tx);
      return result;
    }, config)) as Db['transaction'];
}
