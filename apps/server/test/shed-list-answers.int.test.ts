import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shedListSchema, type ShedList } from '@plantel/contracts';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { LISTENER_APPLICATION_NAME } from '../src/db/postgres-listener';
import { rowsOf } from '../src/repositories/sql-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { secondCopyOf, usingPostgres } from './helpers/test-database';

// The server keeps the shed lists it answered until their company's rows change (repositories/shed-list-answers.ts).
const LIST = '/api/v2/sheds/performance?limit=100&ordering=identification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const listOf = async (read: () => Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<ShedList> => {
  const res = await read();
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json());
};
const list = () => listOf(() => t.as('tecnico', 'GET', LIST));
const ageOf = (page: ShedList, id: number) => page.results.find((s) => s.id === id)?.age;

/** A lodged shed of the list, and its batch moved `days` earlier in its list row only, without the rows' trigger when `unheard`. */
async function moveOpening(database: Database, shedId: number, days: number, { unheard = false } = {}) {
  await database.db.transaction(async (tx) => {
    if (unheard) await tx.execute(sql`alter table shed_list_entries disable trigger shed_list_changed`);
    await tx.execute(sql`update shed_list_entries set opening_date = opening_date - make_interval(days => ${days}) where shed_id = ${shedId}`);
    if (unheard) await tx.execute(sql`alter table shed_list_entries enable trigger shed_list_changed`);
  });
}

async function lodgedShed(): Promise<{ id: number; age: number }> {
  const shed = (await list()).results.find((s) => s.age !== null && s.stage === 'lodged');
  expect(shed).toBeDefined();
  return { id: shed!.id, age: shed!.age! };
}

describe('kept shed-list answers', () => {
  it('are answered again while nothing of the company changes, and dropped as soon as a change to its rows commits', async () => {
    const shed = await lodgedShed();
    // A change the database does not announce (the trigger off): the kept answer stands.
    await moveOpening(t.database, shed.id, 3, { unheard: true });
    expect(ageOf(await list(), shed.id)).toBe(shed.age);
    // Any change to the company's rows is announced as it commits, and heard before the write is answered: the next answer is read anew, with both moves.
    await moveOpening(t.database, shed.id, 1);
    expect(ageOf(await list(), shed.id)).toBe(shed.age + 4);
  });

  it('show a change made through the API to whoever made it at once', async () => {
    const before = await list();
    const shed = before.results[0]!;
    const renamed = await t.as('admin', 'PATCH', `/api/v2/sheds/${shed.id}`, { name: `${shed.name} (renamed)` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await list();
    expect(after.results.find((s) => s.id === shed.id)?.name).toBe(`${shed.name} (renamed)`);
  });

  it("keep each reader's apart: a producer reads his own sheds and another company its own, after staff's answer was kept", async () => {
    const staff = (await list()).results.map((s) => s.id);
    const producer = (await listOf(() => t.as('produtor', 'GET', LIST))).results.map((s) => s.id);
    const otherCompany = (await listOf(() => t.as('outra', 'GET', LIST))).results.map((s) => s.id);
    expect(producer.length).toBeGreaterThan(0);
    expect(producer.length).toBeLessThan(staff.length);
    expect(staff).toEqual(expect.arrayContaining(producer));
    expect(otherCompany.length).toBeGreaterThan(0);
    expect(otherCompany.filter((id) => staff.includes(id))).toEqual([]);
  });

  it('last two seconds at most: an age that moves with the clock alone shows then', async () => {
    const shed = await lodgedShed();
    await moveOpening(t.database, shed.id, 2, { unheard: true });
    expect(ageOf(await list(), shed.id)).toBe(shed.age);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(ageOf(await list(), shed.id)).toBe(shed.age + 2);
  });
});

if (!usingPostgres) console.warn('Two copies hearing each other is tested on PostgreSQL only (run the API tests with DATABASE_URL): one process owns the embedded database.');

describe.runIf(usingPostgres)('two server copies on one PostgreSQL', () => {
  let second: Database;
  let other: App;
  let token: string;
  beforeAll(async () => {
    second = secondCopyOf(t.database);
    other = await buildApp({ config: loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }), database: second });
    token = await t.tokenFor('tecnico');
    // The other copy hears the channel once its listening connection is up.
    await until(async () => (await hearing()) >= 2);
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  const otherList = () => listOf(() => other.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${token}` } }));
  const listeners = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  };
  /** Listening connections whose LISTEN has been answered: the connection shows before it listens. */
  const hearing = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME} and state = 'idle' and query ilike 'LISTEN %'`,
    );
    return rowsOf<{ n: number }>(result)[0]!.n;
  };

  it("a change made on one copy reaches the other's answers as it commits", async () => {
    const shed = await lodgedShed();
    expect(ageOf(await otherList(), shed.id)).toBe(shed.age);
    await moveOpening(t.database, shed.id, 5);
    // Well before a kept answer's two seconds: it is the notice that drops it.
    await until(async () => ageOf(await otherList(), shed.id) === shed.age + 5, 1_000);
  });

  it('a copy that loses its listening connection keeps nothing until it hears again, so no change is missed in between', async () => {
    const shed = await lodgedShed();
    expect(ageOf(await otherList(), shed.id)).toBe(shed.age);
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
    await until(async () => (await listeners()) === 0);
    // Announced while neither copy hears: read anew all the same.
    await moveOpening(t.database, shed.id, 1);
    expect(ageOf(await otherList(), shed.id)).toBe(shed.age + 1);
    // Both listen again within seconds, and keep answers again.
    await until(async () => (await hearing()) >= 2, 5_000);
    // The copy learns its LISTEN was answered a moment after the server shows it so.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await otherList();
    await moveOpening(t.database, shed.id, 1, { unheard: true });
    expect(ageOf(await otherList(), shed.id)).toBe(shed.age + 1);
  });
});

/** Waits until `done` holds, checking every 20 ms, for at most `ms`. */
async function until(done: () => Promise<boolean>, ms = 3_000) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
