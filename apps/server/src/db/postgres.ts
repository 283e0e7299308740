import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { migrationsFolder, type ChannelListener, type Database } from './database';
import { advisoryLocks } from '../shared/advisory-locks';
import { sendNamedStatementsThrough } from './statement-db';
import { POOLED_CHANNELS } from './channels';
import { listenOnOpening, listenOnPostgres } from './postgres-listener';

/**
 * The named statements (repositories/prepared.ts) run on a pool of their own, whose sessions plan each
 * of them once, for any values. On the shared pool PostgreSQL went on planning the shed list at every
 * call (its plans for the values at hand looked cheaper than the generic one): about 1.7 ms of the
 * 2–3 ms the statement took. The other statements keep a plan of their own values, which the range
 * queries over monthly partitions need (a generic plan halved the sanity dashboard's rate).
 */
const NAMED_STATEMENT_SESSIONS = '-c plan_cache_mode=force_generic_plan';

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const listeners = new Map<string, Set<ChannelListener>>();
  const onConnect = listenOnOpening(POOLED_CHANNELS, (channel, payload) => listeners.get(channel)?.forEach((l) => l.heard(payload)));
  const pool = new pg.Pool({ connectionString, max: poolSize, onConnect });
  const statementPool = new pg.Pool({ connectionString, max: poolSize, options: NAMED_STATEMENT_SESSIONS, onConnect });
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
    async listen(channel, listener) {
      if (!POOLED_CHANNELS.includes(channel)) throw new Error(`${channel} is not among the channels the pooled connections listen on`);
      const heard = listeners.get(channel) ?? new Set();
      listeners.set(channel, heard.add(listener));
      const stopListening = listenOnPostgres(connectionString, channel, listener);
      return async () => {
        heard.delete(listener);
        await stopListening();
      };
    },
    close: async () => {
      await Promise.all([pool.end(), statementPool.end()]);
    },
  };
}
