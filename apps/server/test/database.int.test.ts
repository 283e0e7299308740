import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { openPgliteDir } from '../src/db/pglite';
import { countCompanies } from '../src/repositories/companies.repository';
import { seedDemo } from '../src/simulator/demo-seed';
import { createTestDatabase } from './helpers/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('migrations', () => {
  it('create every table on an empty database, and a second run changes nothing', async () => {
    const database = await createTestDatabase({ empty: true });
    cleanups.push(() => database.close());
    await database.migrate();
    const tables = async () =>
      (await database.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`)).rows.map(
        (r) => r.table_name,
      );
    expect(await tables()).toEqual(['app_secrets', 'companies', 'producers', 'properties', 'sheds', 'users']);
    await database.migrate();
    expect(await tables()).toHaveLength(6);
  });

  it('seed the demo once: a second seed finds data and leaves it alone', async () => {
    const database = await createTestDatabase({ empty: true });
    cleanups.push(() => database.close());
    await database.migrate();
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await countCompanies(database.db)).toBe(2);
  });
});

describe('embedded database directory', () => {
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-data-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('keeps its data across restarts', async () => {
    const dir = tempDir();
    const first = await openPgliteDir(dir);
    await first.migrate();
    await seedDemo(first.db);
    await first.close();
    const second = await openPgliteDir(dir);
    cleanups.push(() => second.close());
    await second.migrate();
    expect(await countCompanies(second.db)).toBe(2);
    expect(await seedDemo(second.db)).toBe(false);
  });

  it('refuses a second opener while the first holds it, and lets it in once released', async () => {
    const dir = tempDir();
    const first = await openPgliteDir(dir);
    await expect(openPgliteDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPgliteDir(dir);
    await again.close();
  });
});
