import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { DemoLive } from '../src/jobs/demo-live.job';
import { TelemetryFollowUp } from '../src/jobs/telemetry-follow-up.job';
import { rowsOf } from '../src/repositories/sql-text';
import { seedDemo } from '../src/services/demo/demo-seed.service';
import { createTestDatabase } from './helpers/test-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The server was stopped this long: the living demo fills the gap when it starts again. */
const DOWNTIME = 50 * HOUR;
/** How far a day may stray beyond the seeded days' own spread of eaten ÷ reference. */
const MARGIN = 0.05;

let database: Database;
const seededAt = Date.now() - DOWNTIME;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  await seedDemo(database.db, new Date(seededAt));
}, 240_000);
afterAll(() => database.close());

/** A whole day of age of a lodged batch: from `start` (its opening hour plus the days of age), 24 hours. */
interface Day {
  shed: string;
  age: number;
  start: number;
  ratio: number;
}

describe('the living demo after a restart', () => {
  it('feeds every housed flock over a 50-hour gap as its seeded days fed it, not by the size of its silos, and records each truck once', async () => {
    const followUp = new TelemetryFollowUp(database, { alertEngine: null, delayMs: 60 * 60_000 });
    const errors: unknown[] = [];
    const job = new DemoLive(database, { intervalMs: 0, followUp, onError: (err) => errors.push(err) });
    await job.runOnce(new Date());
    await followUp.flush();
    expect(errors).toEqual([]);

    const days = rowsOf<{ shed: string; age: number; opened: string; ageAtLodging: number; amount: number; ideal: number }>(
      await database.db.execute(sql`
        select s.identification as shed, c.age, b.opening_date as opened, b.age_at_lodging as "ageAtLodging", c.amount, c.ideal_amount as ideal
        from consumption_history c join batches b on b.id = c.batch_id join sheds s on s.id = b.shed_id
        where b.closing_date is null and c.ideal_amount > 0
        order by s.identification, c.age`),
    ).map((r): Day => ({
      shed: r.shed,
      age: r.age,
      start: new Date(r.opened).getTime() + (r.age - r.ageAtLodging) * DAY,
      ratio: Number(r.amount) / Number(r.ideal),
    }));
    const now = Date.now();
    const sheds = [...new Set(days.map((d) => d.shed))];
    expect(sheds.length).toBeGreaterThan(5);
    for (const shed of sheds) {
      // The last whole days the seed made, and the whole days the living demo made after it: a
      // 50-hour gap holds at least one, whatever the hour the test runs at.
      const seeded = days.filter((d) => d.shed === shed && d.start + DAY <= seededAt && d.start + 6 * DAY > seededAt).map((d) => d.ratio);
      const filled = days.filter((d) => d.shed === shed && d.start >= seededAt && d.start + DAY <= now);
      expect(seeded.length, shed).toBeGreaterThan(2);
      expect(filled.length, shed).toBeGreaterThan(0);
      for (const d of filled) {
        expect(d.ratio, `${shed} day ${d.age}`).toBeGreaterThanOrEqual(Math.min(...seeded) - MARGIN);
        expect(d.ratio, `${shed} day ${d.age}`).toBeLessThanOrEqual(Math.max(...seeded) + MARGIN);
      }
    }

    // The load cells knock now and then (3-8 % of the silo, one reading): none is a delivery. A
    // live truck fills a silo from under 12 % to 90 % of it, in one record.
    const trucks = rowsOf<{ silo: number; quantity: number; capacity: number }>(
      await database.db.execute(sql`
        select f.silo_id as silo, f.quantity, s.capacity
        from feed_controls f join silos s on s.id = f.silo_id
        where f.feed_control_type = 2 and f.date >= ${new Date(seededAt).toISOString()}`),
    );
    expect(trucks.length).toBeGreaterThan(0);
    for (const truck of trucks) expect(Number(truck.quantity) / Number(truck.capacity), `silo ${truck.silo}`).toBeGreaterThan(0.7);
  }, 600_000);
});
