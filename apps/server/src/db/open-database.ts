import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDir } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set; the embedded PGlite database in the data directory otherwise. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPgliteDir(config.dataDir);
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
