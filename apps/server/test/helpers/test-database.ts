import fs from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPgliteMemory } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { adminQuery, scratchDatabaseName, withDatabase } from './postgres-admin';

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A database of its own for one test file: a copy of the migrated, demo-seeded template
 * (or, with `empty`, a database with nothing in it, not even the schema).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (options.empty) return openPgliteMemory();
    return openPgliteMemory({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]) });
  }
  const name = scratchDatabaseName(url);
  const template = options.empty ? 'template0' : inject('postgresTemplate');
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const database = openPostgres(withDatabase(url, name), 4);
  const copy: Database = {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
    },
  };
  postgresUrls.set(copy, withDatabase(url, name));
  return copy;
}

const postgresUrls = new WeakMap<Database, string>();

/**
 * The same test database as a second copy of the server opens it: on PostgreSQL a pool of its own
 * (close it before the first); on PGlite, which one process owns, that process's database itself.
 */
export function secondCopyOf(database: Database): Database {
  const url = postgresUrls.get(database);
  return url ? openPostgres(url, 4) : { ...database, close: async () => {} };
}

/** The address of a PostgreSQL test database, for server processes of its own to open it. */
export function postgresUrlOf(database: Database): string {
  const url = postgresUrls.get(database);
  if (!url) throw new Error('not a PostgreSQL test database');
  return url;
}
