import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder, type Database } from './database';

export function wrapPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): Database {
  const db = drizzle({ client, schema });
  const held = new Set<number>();
  return {
    db: db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    async whileHoldingLock(key, work) {
      if (held.has(key)) return false;
      held.add(key);
      try {
        await work();
        return true;
      } finally {
        held.delete(key);
      }
    },
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.heard(payload));
      listener.listening(true);
      return async () => {
        listener.listening(false);
        await unlisten();
      };
    },
    close: async () => {
      await client.close();
      await onClose();
    },
  };
}

/**
 * PostgreSQL's own page cache inside the embedded database. Whatever it holds stays resident for good
 * in the WebAssembly memory, which never shrinks; the files under it sit in the system's file cache
 * anyway, so a small one costs a copy from that cache and keeps a small farm machine's memory for the
 * rest. 16 MB against 32 MB kept some 18 MB less under the memory benchmark's reads, and 8 MB about
 * 10 MB less again, none of them failed (bench/results/memory.json); the default is 128 MB.
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Whether the data directory holds an embedded database already, told without opening it. */
export const pgliteDirHoldsDatabase = (dataDir: string) => fs.existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'));

/** The embedded database, persisted under dataDir/pgdata and locked to this process. */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgdataOf(dataDir), postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    return wrapPglite(client, unlock);
  } catch (err) {
    await unlock();
    throw err;
  }
}

/** An in-memory database, optionally started from a dumped template (tests). */
export async function openPgliteMemory(options: Pick<PGliteOptions, 'loadDataDir'> = {}): Promise<Database> {
  return wrapPglite(await PGlite.create(options));
}
