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

