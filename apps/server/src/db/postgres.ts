import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { migrationsFolder, type Database } from './database';
import { advisoryLocks } from '../shared/advisory-locks';
import { sendNamedStatementsThrough } from './statement-db';

/**
 * The named statements (repositories/prepared.ts) run on a pool of their own, whose sessions plan each
 * of them once, for any values. On the shared pool PostgreSQL went on planning the shed list at every
 * call (its plans for the values at hand looked cheaper than the generic one): about 1.7 ms of the
 * 2–3 ms the statement took. The other statements keep a plan of their own values, which the range
 * queries over monthly partitions need (a generic plan halved the sanity dashboard's rate).
 */
const NAMED_STATEMENT_SESSIONS = '-c plan_cache_mode=force_generic_plan';

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const statementPool = new pg.Pool({ connectionString, max: poolSize, options: NAMED_STATEMENT_SESSIONS });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  for (const p of [pool, statementPool]) p.on('error', (err) => console.error(`PostgreSQL pool: ${err.message}`));
  const db = drizzle({ client: pool, schema });
  sendNamedStatementsThrough(db, drizzle({ client: statementPool, schema }));
  return {
    db: db,
    kind: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [advisoryLocks.migrate]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.migrate]).catch(() => {});
        lockClient.release();
      }
    },
    async whileHoldingLock(key, work) {
      const lockClient = await pool.connect();
      try {
        const { rows } = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (!rows[0]?.locked) return false;
        try {
          await work();
          return true;
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      } finally {
        lockClient.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), statementPool.end()]);
    },
  };
}
