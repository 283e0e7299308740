import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { batchSanitySchema, readingsRetentionSchema, shedListSchema } from '@plantel/contracts';
import { batchDivisions, batches, climateHours, companies, d0Readings, s0Readings } from '../src/db/schema';
import { ReadingPartitions } from '../src/jobs/reading-partitions.job';
import { rowsOf } from '../src/repositories/sql-text';
import { monthOf } from '../src/services/telemetry/retention-months';
import { createTestApp, type TestApp } from './helpers/test-app';
import { postgresUrlOf, usingPostgres } from './helpers/test-database';

let t: TestApp;
let job: ReadingPartitions;
beforeAll(async () => {
  t = await createTestApp();
  job = new ReadingPartitions(t.database, { intervalMs: 0 });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const now = new Date();
/** The 15th of the month `offset` months from now's, at noon UTC. */
const midMonth = (offset: number) => new Date(`${monthOf(now, offset).slice(0, 8)}15T12:00:00Z`);
const partitionOf = (month: string) => `s0_readings_p${month.slice(0, 7).replace('-', '_')}`;

/** The partition each of the division's S0 readings is stored in, by reading time (ms). */
async function s0PartitionsOf(divisionId: number) {
  const result = await t.database.db.execute(
    sql`select tableoid::regclass::text as part, measured_at from ${s0Readings} where division_id = ${divisionId} and device_id = -1 order by measured_at`,
  );
  return rowsOf<{ part: string; measured_at: string | Date }>(result).map((r) => ({ part: r.part, at: new Date(r.measured_at).getTime() }));
}

const tableExists = async (name: string) =>
  rowsOf<{ found: boolean }>(await t.database.db.execute(sql`select to_regclass(${name}) is not null as found`))[0]!.found;

async function anyDivision() {
  const [row] = await t.database.db.select({ id: batchDivisions.id }).from(batchDivisions).limit(1);
  return row!.id;
}

/** An S0 reading of a device no sensor has (-1), so the test finds its own rows among the demo's. */
const s0Reading = (divisionId: number, at: Date) => ({ deviceId: -1, divisionId, measuredAt: at, age: 10, environmentTemperature: 25, humidity: 60 });

describe('raw readings partitioned by month', () => {
  it('puts readings of three months in those months partitions, on both climate tables', async () => {
    await job.runOnce(now);
    const divisionId = await anyDivision();
    const times = [0, 1, 2].map(midMonth);
    await t.database.db.insert(s0Readings).values(times.map((at) => s0Reading(divisionId, at)));
    await t.database.db.insert(d0Readings).values(times.map((at) => ({ deviceId: -1, divisionId, measuredAt: at, age: 10, co2: 900 })));
    expect(await s0PartitionsOf(divisionId)).toEqual(times.map((at, i) => ({ part: partitionOf(monthOf(now, i)), at: at.getTime() })));
    const d0 = rowsOf<{ part: string }>(await t.database.db.execute(sql`select tableoid::regclass::text as part from ${d0Readings} where device_id = -1 order by measured_at`));
    expect(d0.map((r) => r.part)).toEqual([0, 1, 2].map((i) => `d0_readings_p${monthOf(now, i).slice(0, 7).replace('-', '_')}`));
  });

  it('accepts a reading two years ahead in the DEFAULT partition, and the job moves it into its month when it creates it', async () => {
    const divisionId = await anyDivision();
    const ahead = midMonth(24);
    const month = monthOf(now, 24);
    expect(await tableExists(partitionOf(month))).toBe(false);
    await t.database.db.insert(s0Readings).values(s0Reading(divisionId, ahead));
    expect((await s0PartitionsOf(divisionId)).find((r) => r.at === ahead.getTime())?.part).toBe('s0_readings_default');

    const run = await job.runOnce(now);
    expect(run).toMatchObject({ ran: true });
    expect(run.ran && run.created).toContain(`s0_readings@${month}`);
    expect((await s0PartitionsOf(divisionId)).find((r) => r.at === ahead.getTime())?.part).toBe(partitionOf(month));
    const leftInDefault = await t.database.db.execute(sql`select count(*)::int as n from s0_readings_default where device_id = -1`);
    expect(rowsOf<{ n: number }>(leftInDefault)[0]!.n).toBe(0);
  });

  it('creates the current and the next two months of every reading table ahead of time, once', async () => {
    const later = new Date(now.getTime() + 400 * DAY_MS);
    const first = await job.runOnce(later);
    for (const table of ['s0_readings', 'd0_readings', 'e0_readings', 'enthalpy_readings', 'silo_occupation_readings', 'water_meter_readings']) {
      for (const offset of [0, 1, 2]) expect(await tableExists(`${table}_p${monthOf(later, offset).slice(0, 7).replace('-', '_')}`)).toBe(true);
    }
    expect(first.ran && first.created.length).toBeGreaterThan(0);
    const again = await job.runOnce(later);
    expect(again.ran && again.created).toEqual([]);
  });
});

describe('retention', () => {
  const put = (username: string, body: object) => t.as(username, 'PUT', '/api/v2/settings/readings-retention', body);

  it('answers the company setting, 24 months until staff change it; refuses others and bad values', async () => {
    const got = await t.as('outra', 'GET', '/api/v2/settings/readings-retention');
    expect(got.statusCode).toBe(200);
    expect(readingsRetentionSchema.parse(got.json())).toEqual({ readings_retention_months: 24 });
    expect((await put('outra', { readings_retention_months: 12 })).statusCode).toBe(403);
    expect((await put('vendas', { readings_retention_months: 12 })).statusCode).toBe(403);
    for (const bad of [3, 121, 6.5, '12']) {
      const res = await put('tecnico', { readings_retention_months: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect((res.json().fields as { field: string }[]).map((f) => f.field)).toEqual(['readings_retention_months']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/settings/readings-retention' })).statusCode).toBe(401);
    const saved = await put('tecnico', { readings_retention_months: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ readings_retention_months: 12 });
    expect((await t.as('tecnico', 'GET', '/api/v2/settings/readings-retention')).json()).toEqual({ readings_retention_months: 12 });
    expect((await t.as('outra', 'GET', '/api/v2/settings/readings-retention')).json()).toEqual({ readings_retention_months: 24 });
  });

  it('drops a whole month once every company has expired it, and leaves the hourly summaries', async () => {
    const db = t.database.db;
    const divisionId = await anyDivision();
    const old = midMonth(-8);
    const month = monthOf(now, -8);
    await db.insert(s0Readings).values(s0Reading(divisionId, old));
    await db.insert(climateHours).values({ divisionId, deviceId: -1, hour: old, age: 10, temperatureSum: 25, temperatureCount: 1 });
    await job.runOnce(now);
    expect((await s0PartitionsOf(divisionId)).find((r) => r.at === old.getTime())?.part).toBe(partitionOf(month));
    const hours = async () => (await db.select({ n: count() }).from(climateHours))[0]!.n;
    const hoursBefore = await hours();

    // Demo keeps 4 months now, Outra still 24 (or the 12 an earlier test set): nothing of month -8 goes yet.
    expect((await put('tecnico', { readings_retention_months: 4 })).statusCode).toBe(200);
    const kept = await job.runOnce(now);
    expect(kept.ran && kept.dropped).not.toContain(partitionOf(month));
    expect(await tableExists(partitionOf(month))).toBe(true);

    await db.update(companies).set({ readingsRetentionMonths: 6 });
    const dropped = await job.runOnce(now);
    expect(dropped.ran && dropped.dropped).toContain(partitionOf(month));
    expect(dropped.ran && dropped.dropped).not.toContain(partitionOf(monthOf(now, -5)));
    expect(await tableExists(partitionOf(month))).toBe(false);
    expect((await s0PartitionsOf(divisionId)).some((r) => r.at === old.getTime())).toBe(false);
    expect(await hours()).toBe(hoursBefore);
    const [kept8] = await db.select({ n: count() }).from(climateHours).where(eq(climateHours.hour, old));
    expect(kept8!.n).toBe(1);
  });

  it('still draws the dashboard of a batch whose raw readings have expired, from the summaries, and says so', async () => {
    const list = shedListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&ordering=identification')).json());
    const batchId = list.results.find((s) => s.last_batch !== null)!.last_batch!;
    const sanity = async () => {
      const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/sanity`);
      expect(res.statusCode, res.body).toBe(200);
      return batchSanitySchema.parse(res.json());
    };
    const fresh = await sanity();
    expect(fresh.raw_readings_expired).toBe(false);
    const hourly = fresh.divisions.map((d) => d.hourly.length);
    expect(hourly.some((n) => n > 0)).toBe(true);

    // Every company keeps 6 months now (the test before); the batch is made to have begun over 8 months ago.
    await t.database.db
      .update(batches)
      .set({ openingDate: sql`${batches.openingDate} - interval '8 months'` })
      .where(eq(batches.id, batchId));
    const expired = await sanity();
    expect(expired.raw_readings_expired).toBe(true);
    expect(expired.divisions.map((d) => d.id)).toEqual(fresh.divisions.map((d) => d.id));
    expect(expired.divisions.some((d) => d.hourly.length > 0)).toBe(true);
  });
});

// Writers and the partition job on separate connections at once: the embedded database has one.
if (!usingPostgres) console.warn('Concurrent-writer partition test skipped: it needs PostgreSQL (run the API tests with DATABASE_URL); the embedded database has a single connection.');

describe.runIf(usingPostgres)('a month created while writers write to it', () => {
  const clients: pg.Client[] = [];
  afterAll(() => Promise.all(clients.map((c) => c.end())));

  async function connect() {
    const client = new pg.Client({ connectionString: postgresUrlOf(t.database) });
    await client.connect();
    clients.push(client);
    const pid = ((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!).pid;
    return { client, pid };
  }

  /** Until the backend `pid` waits for a lock. */
  async function waitingForLock(pid: number) {
    for (let i = 0; i < 200; i++) {
      const { rows } = await clients[0]!.query<{ waiting: boolean }>(`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`, [pid]);
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`backend ${pid} never waited for a lock`);
  }

  it('holds a writer arriving during the move until the month is attached, then stores its row in the new month', async () => {
    const divisionId = await anyDivision();
    const month = monthOf(now, 30);
    const first = midMonth(30);
    const second = new Date(first.getTime() + 60_000);
    const insert = (client: pg.Client, at: Date) =>
      client.query('insert into s0_readings (device_id, division_id, measured_at, age, environment_temperature, humidity) values (-2, $1, $2, 10, 25, 60)', [divisionId, at]);
    const [writer, job, late] = [await connect(), await connect(), await connect()];

    // A row of that month sits in DEFAULT, its transaction still open, when the job creates the month.
    await writer.client.query('begin');
    await insert(writer.client, first);
    const creating = job.client.query<{ created: boolean }>(`select create_reading_month('s0_readings', 'measured_at', $1::date) as created`, [month]);
    await waitingForLock(job.pid);
    // Another writer comes with a row of the same month while the job waits.
    const writing = insert(late.client, second);
    await waitingForLock(late.pid);
    await writer.client.query('commit');

    expect((await creating).rows[0]!.created).toBe(true);
    await expect(writing).resolves.toMatchObject({ rowCount: 1 });
    const stored = await t.database.db.execute(sql`select tableoid::regclass::text as part from ${s0Readings} where device_id = -2 order by measured_at`);
    expect(rowsOf<{ part: string }>(stored).map((r) => r.part)).toEqual([partitionOf(month), partitionOf(month)]);
  });
});
