import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { batchSanitySchema, shedListSchema, type BatchSanity } from '@plantel/contracts';
import { defaultAmbienceProfile } from '@plantel/domain';
import type { Db } from '../src/db/database';
import { climateHours, climateRollups, enthalpyReadings, s0Readings } from '../src/db/schema';
import { rollUpClimateHours } from '../src/repositories/climate-hours.repository';
import { findClimateBuckets, findComfortSeconds } from '../src/repositories/sanity.repository';
import { climateHorizon, comfortProfileKey } from '../src/services/sanity/batch-sanity.service';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function calmBatch(): Promise<number> {
  const res = await t.as('tecnico', 'GET', '/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&search=Aviário 03');
  return shedListSchema.parse(res.json()).results[0]!.last_batch!;
}

async function sanityOf(batchId: number): Promise<BatchSanity> {
  const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/sanity`);
  expect(res.statusCode, res.body).toBe(200);
  return batchSanitySchema.parse(res.json());
}

const forgetSummedHours = async () => {
  await db.delete(climateHours);
  await db.delete(climateRollups);
};

const profileKey = comfortProfileKey(defaultAmbienceProfile());
/** No retention cutoff: every reading counts. */
const ALL_READINGS = new Date(0);

/** What the sanity queries give, merged the way the dashboard merges them: per division and bucket, and per device and day of age. */
async function climateOf(batchId: number) {
  const { climate, air } = await findClimateBuckets(db, batchId, 4, ALL_READINGS);
  const buckets = new Map<string, { t: number; tn: number; h: number; hn: number; min: number; max: number; c: number; cn: number }>();
  const at = (key: string) => buckets.get(key) ?? buckets.set(key, { t: 0, tn: 0, h: 0, hn: 0, min: Infinity, max: -Infinity, c: 0, cn: 0 }).get(key)!;
  for (const r of climate) {
    const b = at(`${r.division_id}/${r.age}/${r.bucket}`);
    b.t += (r.temperature ?? 0) * r.temperatures;
    b.tn += r.temperatures;
    b.h += (r.humidity ?? 0) * r.humidities;
    b.hn += r.humidities;
    b.min = Math.min(b.min, r.min_temperature ?? Infinity);
    b.max = Math.max(b.max, r.max_temperature ?? -Infinity);
  }
  for (const r of air) {
    const b = at(`${r.division_id}/co2/${r.bucket}`);
    b.c += (r.co2 ?? 0) * r.co2s;
    b.cn += r.co2s;
  }
  const comfort = new Map<string, number[]>();
  for (const r of await findComfortSeconds(db, batchId, profileKey, 'America/Sao_Paulo', ALL_READINGS)) {
    const key = `${r.divisionId}/${r.deviceId}/${r.day}`;
    const sum = comfort.get(key) ?? [0, 0, 0, 0];
    comfort.set(
      key,
      sum.map((s, level) => s + r.seconds[level]!),
    );
  }
  return { buckets, comfort };
}

function expectSameClimate(actual: Awaited<ReturnType<typeof climateOf>>, expected: Awaited<ReturnType<typeof climateOf>>) {
  expect([...actual.buckets.keys()].sort()).toEqual([...expected.buckets.keys()].sort());
  for (const [key, e] of expected.buckets) {
    const a = actual.buckets.get(key)!;
    expect([a.tn, a.hn, a.cn, a.min, a.max], key).toEqual([e.tn, e.hn, e.cn, e.min, e.max]);
    expect(a.t).toBeCloseTo(e.t, 3);
    expect(a.h).toBeCloseTo(e.h, 3);
    expect(a.c).toBeCloseTo(e.c, 3);
  }
  expect([...actual.comfort.keys()].sort()).toEqual([...expected.comfort.keys()].sort());
  for (const [key, e] of expected.comfort) actual.comfort.get(key)!.forEach((seconds, level) => expect(seconds, `${key} level ${level}`).toBeCloseTo(e[level]!, 3));
}

describe('summed climate hours', () => {
  it('give the sanity queries the same means, ranges and comfort seconds as reading every reading', async () => {
    const batchId = await calmBatch();
    await forgetSummedHours();
    const fromReadings = await climateOf(batchId);
    expect(fromReadings.buckets.size).toBeGreaterThan(20);

    await rollUpClimateHours(db, batchId, climateHorizon(new Date()), profileKey);
    const [{ hours }] = (await db.select({ hours: sql<number>`count(*)::int` }).from(climateHours)) as [{ hours: number }];
    expect(hours).toBeGreaterThan(100);
    expectSameClimate(await climateOf(batchId), fromReadings);
  });

  it('take back an hour a late reading falls in, so the dashboard counts it', async () => {
    const batchId = await calmBatch();
    const before = await sanityOf(batchId);
    const division = before.divisions[0]!;
    const lateAt = new Date(Math.floor((Date.now() - 50 * HOUR) / HOUR) * HOUR + 5 * 60_000);
    const [neighbour] = await db
      .select({ deviceId: s0Readings.deviceId, age: s0Readings.age })
      .from(s0Readings)
      .where(and(eq(s0Readings.divisionId, division.id), lt(s0Readings.measuredAt, lateAt)))
      .orderBy(desc(s0Readings.measuredAt))
      .limit(1);
    const [rolled] = await db.select().from(climateRollups).where(eq(climateRollups.divisionId, division.id));
    expect(rolled!.rolledUntil.getTime()).toBeGreaterThan(lateAt.getTime());

    const late = { divisionId: division.id, deviceId: neighbour!.deviceId, age: neighbour!.age, measuredAt: lateAt };
    await db.insert(s0Readings).values({ ...late, environmentTemperature: 45, humidity: 80 });
    await db.insert(enthalpyReadings).values({ ...late, value: 160, code: 3 });
    const [takenBack] = await db.select().from(climateRollups).where(eq(climateRollups.divisionId, division.id));
    expect(takenBack!.rolledUntil.getTime()).toBeLessThanOrEqual(lateAt.getTime() - HOUR);

    const after = (await sanityOf(batchId)).divisions.find((d) => d.id === division.id)!;
    expect(after.amplitude.find((a) => a.age === late.age)!.max).toBe(45);
    // Comfort hours are counted by the company's calendar day: the late reading's local day.
    const lateDay = new Intl.DateTimeFormat('en-CA', { timeZone: before.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(lateAt);
    const lethal = (s: typeof division) => s.comfort.by_age.find((a) => a.date === lateDay)!.hours[3];
    expect(lethal(after)).toBeGreaterThan(lethal(division));
    await forgetSummedHours();
    const fromReadings = await climateOf(batchId);
    await rollUpClimateHours(db, batchId, climateHorizon(new Date()), profileKey);
    expectSameClimate(await climateOf(batchId), fromReadings);
  });

  it('take back the hours whose readings are deleted', async () => {
    const batchId = await calmBatch();
    const division = (await sanityOf(batchId)).divisions[1]!;
    const day = division.amplitude.at(-3)!;
    await db.delete(s0Readings).where(and(eq(s0Readings.divisionId, division.id), eq(s0Readings.age, day.age)));
    const after = (await sanityOf(batchId)).divisions.find((d) => d.id === division.id)!;
    expect(after.amplitude.map((a) => a.age)).not.toContain(day.age);
    expect(after.amplitude.length).toBe(division.amplitude.length - 1);
  });

  it('are summed once when several dashboards open together, and every one of them shows the same', async () => {
    const batchId = await calmBatch();
    await forgetSummedHours();
    const answers = await Promise.all([1, 2, 3].map(() => sanityOf(batchId)));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const twice = await db.execute(sql`select division_id, hour, device_id, age from climate_hours group by 1, 2, 3, 4 having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
    const rolled = await db.select().from(climateRollups).where(gte(climateRollups.rolledUntil, climateHorizon(new Date())));
    expect(rolled.length).toBe(answers[0]!.divisions.length);
  });
});
