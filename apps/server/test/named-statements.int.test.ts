import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { companies } from '../src/db/schema';
import { preparedStatement } from '../src/repositories/prepared';
import { rowsOf } from '../src/repositories/sql-text';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PLAN_MODE = sql`select current_setting('plan_cache_mode') as mode`;
/** How the session that runs it plans, as a named statement (one row: the test database holds the demo companies). */
const namedPlanMode = preparedStatement((db) =>
  db.select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(companies).limit(1).prepare('plantel_test_plan_mode'),
);

describe('named statements', () => {
  it('run on sessions that plan them once for any values, while the other statements are planned for theirs', async () => {
    const [named] = (await namedPlanMode(database.db).execute()).map((r) => r.mode);
    const [other] = rowsOf<{ mode: string }>(await database.db.execute(PLAN_MODE)).map((r) => r.mode);
    // The embedded database is one session, planned as PostgreSQL chooses.
    expect({ named, other }).toEqual(database.kind === 'postgres' ? { named: 'force_generic_plan', other: 'auto' } : { named: 'auto', other: 'auto' });
  });

  it('asked of a transaction, run inside it, on its connection', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      return (await namedPlanMode(tx).execute())[0]?.mode;
    });
    expect(inside).toBe('force_custom_plan');
  });
});
