import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { readTogether } from '../src/db/read-together';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database.close());

describe('readTogether', () => {
  it('answers each read in its place, and inside a transaction sends a read only once the one before has answered', async () => {
    const log: string[] = [];
    const read = (db: Database['db'], name: string, seconds: number) => async () => {
      log.push(`${name} sent`);
      const { rows } = (await db.execute(sql`select ${name}::text as name, pg_sleep(${seconds})`)) as unknown as { rows: { name: string }[] };
      log.push(`${name} answered`);
      return rows[0]!.name;
    };
    const inTransaction = await database.db.transaction(async (tx) => readTogether(tx, [read(tx, 'first', 0.05), read(tx, 'second', 0)]));
    expect(inTransaction).toEqual(['first', 'second']);
    expect(log).toEqual(['first sent', 'first answered', 'second sent', 'second answered']);

    log.length = 0;
    expect(await readTogether(database.db, [read(database.db, 'first', 0.05), read(database.db, 'second', 0)])).toEqual(['first', 'second']);
    // On the pool both are sent before either answers.
    expect(log.slice(0, 2)).toEqual(['first sent', 'second sent']);
  });
});
