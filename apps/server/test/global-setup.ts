import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/services/demo/demo-seed.service';
import { adminQuery, templateDatabaseName, withDatabase } from './helpers/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated, demo-seeded database per run; every test file starts its own copy of it
 * (initdb and password hashing once, not per file).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateDatabaseName(url);
    await adminQuery(url, `DROP DATABASE IF EXISTS "${template}"`);
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const database = openPostgres(withDatabase(url, template), 2);
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    console.log(`API tests run on PostgreSQL (${redact(url)}), one database per test file.`);
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}"`);
  }

  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await seedDemo(database.db);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  console.log('API tests run on embedded PGlite (set DATABASE_URL to run them on PostgreSQL).');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
