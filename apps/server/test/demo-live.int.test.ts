import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { advisoryLocks } from '../src/shared/advisory-locks';
import { DemoLive } from '../src/jobs/demo-live.job';
import { findCompanyByName } from '../src/repositories/companies.repository';
import { findKeys } from '../src/repositories/devices.repository';
import { rowsOf } from '../src/repositories/sql-text';
import { BACKFILL_STEP_MS, DEMO_LIVE_KEY_LABEL } from '../src/services/demo/demo-live.service';
import type { TelemetryChanges } from '../src/services/telemetry/telemetry.service';
import { findBatch } from '../src/repositories/batches.repository';
import { layFiguresOf } from '../src/services/eggs/lay-summary';
import { companyFarmScope } from '../src/services/access/farm-scope';
import { localDay } from '../src/shared/wall-time';
import { seedDemo } from '../src/services/demo/demo-seed.service';
import { createTestDatabase, secondCopyOf } from './helpers/test-database';

const HOUR = 3_600_000;
/** The server was last up this long ago: the demo was seeded then, and nothing has arrived since. */
const DOWNTIME = 30 * HOUR;

let database: Database;
let companyId: number;
const seededAt = Date.now() - DOWNTIME;
const noted: TelemetryChanges[] = [];
const errors: unknown[] = [];
const demoLive = (db: Database) => new DemoLive(db, { intervalMs: 0, followUp: { note: (c) => noted.push(c) }, onError: (err) => errors.push(err) });

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));
/** Each climate sensor's reading times (ms) after `since`, of the demo company. */
async function climateTimes(since: number) {
  const rows = await query<{ device_id: number; at: string }>(sql`
    select r.device_id, r.measured_at as at from s0_readings r join devices d on d.id = r.device_id
    where d.company_id = ${companyId} and r.measured_at > ${new Date(since).toISOString()}::timestamptz order by r.measured_at`);
  const byDevice = new Map<number, number[]>();
  for (const r of rows) byDevice.set(Number(r.device_id), [...(byDevice.get(Number(r.device_id)) ?? []), new Date(r.at).getTime()]);
  return byDevice;
}
const countSince = async (table: 'silo_occupation_readings' | 'water_meter_readings', column: string, since: number) =>
  Number(
    (
      await query<{ n: number }>(sql`
        select count(*) as n from ${sql.raw(table)} t join devices d on d.id = t.device_id
        where d.company_id = ${companyId} and t.${sql.raw(column)} > ${new Date(since).toISOString()}::timestamptz`)
    )[0]!.n,
  );

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  await seedDemo(database.db, new Date(seededAt));
  companyId = (await findCompanyByName(database.db, 'Demo'))!.id;
}, 240_000);
afterAll(() => database.close());

describe('the live demo farm', () => {
  it("seeds each flock in lay with the hen-day production the server computes from its stored eggs", async () => {
    const seeded = await query<{ batch_id: number; hen_day_percent: number }>(sql`
      select bs.batch_id, bs.hen_day_percent from batch_summaries bs join batches b on b.id = bs.batch_id
      where b.company_id = ${companyId} and b.closing_date is null and bs.hen_day_percent is not null`);
    expect(seeded.length).toBeGreaterThan(0);
    for (const s of seeded) {
      const row = (await findBatch(database.db, companyFarmScope(companyId), Number(s.batch_id)))!;
      const { henDayPercent } = await layFiguresOf(database.db, row);
      expect([s.batch_id, Math.abs(henDayPercent! - Number(s.hen_day_percent)) < 0.01]).toEqual([s.batch_id, true]);
    }
  });

  it('fills the gap since the last stored reading through the ingest, then goes on with the clock', async () => {
    expect((await climateTimes(seededAt)).size).toBe(0);
    const job = demoLive(database);
    const now = Date.now();
    const run = await job.runOnce(new Date(now));
    expect(errors).toEqual([]);
    expect(run.ran && run.readings).toBeGreaterThan(100);

    // Every sensor that was reporting has readings every half hour across the downtime, up to now.
    const times = await climateTimes(seededAt);
    expect(times.size).toBeGreaterThan(0);
    for (const list of times.values()) {
      expect(list.at(-1)).toBe(now);
      const gaps = list.map((t, i) => t - (list[i - 1] ?? seededAt));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(BACKFILL_STEP_MS * 1.5);
      expect(list.length).toBeGreaterThanOrEqual(DOWNTIME / BACKFILL_STEP_MS - 2);
    }
    // Silo load cells and water meters went on as well.
    expect(await countSince('silo_occupation_readings', 'device_time', seededAt)).toBeGreaterThan(DOWNTIME / BACKFILL_STEP_MS);
    expect(await countSince('water_meter_readings', 'measured_at', seededAt)).toBeGreaterThan(DOWNTIME / BACKFILL_STEP_MS);
    // Each box's bird scale weighed once a day across the downtime, through the ingest as a scale does.
    const weighed = await query<{ device_id: number; n: number }>(sql`
      select d.id as device_id, count(w.id) as n from devices d
      left join weighings w on w.device_id = d.id and w.weighed_at > ${new Date(seededAt).toISOString()}::timestamptz
      where d.company_id = ${companyId} and d.type = 'bird_scale' and d.last_seen_at > ${new Date(seededAt - 2 * 24 * HOUR).toISOString()}::timestamptz
      group by d.id`);
    expect(weighed.length).toBeGreaterThan(0);
    // 30 hours hold one or two of the scales' early-morning weighing hours.
    for (const w of weighed) expect([w.device_id, Number(w.n) >= 1 && Number(w.n) <= 2]).toEqual([w.device_id, true]);
    // They came in with the demo's gateway key, and the summaries and alerts were told.
    expect((await findKeys(database.db, companyId, { gatewayOnly: true })).map((k) => k.label)).toContain(DEMO_LIVE_KEY_LABEL);
    expect(noted.some((c) => c.companyId === companyId && c.climateBatches.size > 0 && c.siloSheds.size > 0)).toBe(true);

    // The laying and breeder flocks got their eggs of the days they finished, each division to yesterday.
    expect(run.ran && run.eggDays).toBeGreaterThan(0);
    const yesterday = new Date(Date.parse(`${localDay(new Date(now), 'America/Sao_Paulo')}T12:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
    const lastDays = await query<{ division_id: number; last: string }>(sql`
      select e.division_id, max(e.date)::text as last from egg_records e join batch_divisions bd on bd.id = e.division_id
      join batches b on b.id = bd.batch_id where b.company_id = ${companyId} and b.closing_date is null group by e.division_id`);
    expect(lastDays.length).toBeGreaterThan(0);
    for (const d of lastDays) expect([d.division_id, d.last]).toEqual([d.division_id, yesterday]);

    // Two minutes on, one more reading per sensor, at that time; the eggs of yesterday are in already.
    const later = now + 2 * 60_000;
    const next = await job.runOnce(new Date(later));
    expect(next.ran && next.readings).toBeGreaterThan(0);
    expect(next.ran && next.eggDays).toBe(0);
    for (const [device, list] of await climateTimes(now)) expect([device, list]).toEqual([device, [later]]);
  }, 120_000);

  it('sends from one copy of the server at a time', async () => {
    const second = secondCopyOf(database);
    try {
      let other: unknown;
      await database.whileHoldingLock(advisoryLocks.demoLive, async () => {
        other = await demoLive(second).runOnce();
      });
      expect(other).toEqual({ ran: false });
    } finally {
      await second.close();
    }
  });
});
