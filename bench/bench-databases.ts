// The databases a benchmark measures: a scratch PostgreSQL database (DATABASE_URL's server, else the
// local one) when reachable, and always an embedded PGlite directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, withDatabase } from '../apps/server/test/helpers/postgres-admin';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Target {
  engine: 'postgres' | 'pglite';
  env: Record<string, string>;
  config: { databaseUrl: string | undefined; dataDir: string };
  drop(): Promise<void>;
}

export async function benchDatabases(prefix: string): Promise<Target[]> {
  const list: Target[] = [];
  const name = `plantel_${prefix}_bench_${process.pid}`;
  try {
    await adminQuery(POSTGRES_URL, `CREATE DATABASE "${name}"`);
    const url = withDatabase(POSTGRES_URL, name);
    list.push({ engine: 'postgres', env: { DATABASE_URL: url }, config: { databaseUrl: url, dataDir: '' }, drop: () => adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) });
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_URL} (${(err as Error).message}): measuring PGlite only.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `plantel-${prefix}-bench-`));
  list.push({ engine: 'pglite', env: { PLANTEL_DATA_DIR: dataDir, DATABASE_URL: '' }, config: { databaseUrl: undefined, dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
  return list;
}
