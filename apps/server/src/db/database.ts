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
  /**
   * Hears what is sent on `channel` (NOTIFY, delivered as the sending transaction commits, from this
   * process or any other on the database) until the answer is called; what this process sends is
   * heard before its commit is answered. PostgreSQL: on a connection of its own, opened again while
   * the database can be reached, and on each pooled one; `listener.listening` tells when hearing
   * starts and stops, as what is sent by others in between is not heard.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What hears a channel: each payload, and when hearing starts and stops. */
export interface ChannelListener {
  heard(payload: string): void;
  listening(on: boolean): void;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

