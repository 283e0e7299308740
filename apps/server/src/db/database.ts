import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { serverRoot } from '../paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database, whichever engine is behind it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` only if this process can take the advisory lock `key` now (PostgreSQL: a session
   * lock held on one connection, so copies of the server sharing the database take turns; PGlite:
   * one process owns the database, so an in-process flag does). Answers whether it ran.
   */
  whileHoldingLock(key: number, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Keys for pg_advisory_lock, so copies of the server sharing one database take turns. */
export const advisoryLocks = {
  migrate: 7_310_001,
  seed: 7_310_002,
  alertEngine: 7_310_003,
  reportScheduler: 7_310_004,
  /** Per division (second key): summing its climate hours; late readings take it shared. Also in migration 0013. */
  climateHours: 7_310_005,
  telemetryDeadLetters: 7_310_006,
  demoLive: 7_310_007,
  readingPartitions: 7_310_008,
  alertDispatcher: 7_310_019,
} as const;
