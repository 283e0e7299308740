import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { advisoryLocks, migrationsFolder, type Database, type Db } from './database';

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(`PostgreSQL pool: ${err.message}`));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
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
    close: () => pool.end(),
  };
}
