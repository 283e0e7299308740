import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder, type Database, type Db } from './database';

export function wrapPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): Database {
  const db = drizzle({ client, schema });
  const held = new Set<number>();
  return {
    db: db as unknown as Db,
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
    close: async () => {
      await client.close();
      await onClose();
    },
  };
}

/** The embedded database, persisted under dataDir/pgdata and locked to this process. */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
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
