import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { DemoLive } from '../src/jobs/demo-live.job';
import { TelemetryFollowUp } from '../src/jobs/telemetry-follow-up.job';
import { rowsOf } from '../src/repositories/sql-text';
import { seedDemo } from '../src/simulator/demo-seed';
import { createTestDatabase } from './helpers/test-database';

const HOUR = 3_600_000;
/** The server was stopped this long: the living demo fills the gap when it starts again. */
const DOWNTIME = 50 * HOUR;
/** How far a day may stray beyond the seeded days' own spread of eaten ÷ reference. */
const MARGIN = 0.05;

let database: Database;
const seededAt = Date.now() - DOWNTIME;
const seededDay = new Date(seededAt).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  await seedDemo(database.db, new Date(seededAt));
}, 240_000);
afterAll(() => database.close());

interface Day {
  shed: string;
  day: string;
  ratio: number;
}

describe('the living demo after a restart', () => {
  it('feeds every housed flock over a 50-hour gap as its seeded days fed it, not by the size of its silos', async () => {
    const followUp = new TelemetryFollowUp(database, { alertEngine: null, delayMs: 60 * 60_000 });
    const errors: unknown[] = [];
    const job = new DemoLive(database, { intervalMs: 0, followUp, onError: (err) => errors.push(err) });
    await job.runOnce(new Date());
    await followUp.flush();
    expect(errors).toEqual([]);

    const days = rowsOf<{ shed: string; day: string; amount: number; ideal: number }>(
      await database.db.execute(sql`
        select s.identification as shed, c.date::text as day, c.amount, c.ideal_amount as ideal
        from consumption_history c join batches b on b.id = c.batch_id join sheds s on s.id = b.shed_id
        where b.closing_date is null and c.ideal_amount > 0 and c.date >= ${seededDay}::date - 5
        order by s.identification, c.date`),
    ).map((r): Day => ({ shed: r.shed, day: r.day, ratio: Number(r.amount) / Number(r.ideal) }));
    const today = new Date().toISOString().slice(0, 10);
    const sheds = [...new Set(days.map((d) => d.shed))];
    expect(sheds.length).toBeGreaterThan(5);
    for (const shed of sheds) {
      const seeded = days.filter((d) => d.shed === shed && d.day < seededDay).map((d) => d.ratio);
      // The whole days the living demo made: after the seeded one, before today.
      const filled = days.filter((d) => d.shed === shed && d.day > seededDay && d.day < today);
      expect(seeded.length, shed).toBeGreaterThan(2);
      expect(filled.length, shed).toBeGreaterThan(0);
      for (const d of filled) {
        expect(d.ratio, `${shed} ${d.day}`).toBeGreaterThanOrEqual(Math.min(...seeded) - MARGIN);
        expect(d.ratio, `${shed} ${d.day}`).toBeLessThanOrEqual(Math.max(...seeded) + MARGIN);
      }
    }
  }, 600_000);
});
