import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { ambienceProfilesSchema, batchSanitySchema, shedListSchema, type BatchSanity } from '@plantel/contracts';
import { s0Readings } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string) => t.as(username, 'GET', url);

const sanityList = async () => shedListSchema.parse((await get('tecnico', '/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&ordering=identification')).json()).results;

/** The current batch of the demo shed with the planted heat wave (Aviário 01, the last 2 hours) and of another broiler shed. */
async function batches() {
  const byIdentification = new Map((await sanityList()).map((s) => [s.identification, s.last_batch!]));
  return { heatWave: byIdentification.get('Aviário 01')!, calm: byIdentification.get('Aviário 03')! };
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
const dayIn = (moment: Date | string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(moment));
/** How far a time zone's wall clock is ahead of UTC at a moment. */
const utcOffsetMs = (at: Date, timeZone: string) => Date.parse(`${at.toLocaleString('sv-SE', { timeZone }).replace(' ', 'T')}Z`) - Math.floor(at.getTime() / 1000) * 1000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function sanityOf(batchId: number, username = 'tecnico'): Promise<BatchSanity> {
  const res = await get(username, `/api/v2/batches/${batchId}/sanity`);
  expect(res.statusCode, res.body).toBe(200);
  return batchSanitySchema.parse(res.json());
}

describe('GET /api/v2/batches/{id}/sanity on the demo farms', () => {
  it('shows the planted heat wave: critical or lethal hours, and a 24 h maximum above the ideal band', async () => {
    const sanity = await sanityOf((await batches()).heatWave);
    const hot = sanity.divisions.filter((d) => d.comfort.totals[2] + d.comfort.totals[3] > 0);
    expect(hot.length).toBeGreaterThan(0);
    for (const d of sanity.divisions) expect(d.environment.temperature.max!).toBeGreaterThan(d.environment.temperature.ideal_max);
  });

  it('opens with the enthalpy and comfort of the latest reading, the worst of them the one the shed list shows', async () => {
    for (const shed of await sanityList()) {
      const sanity = await sanityOf(shed.last_batch!);
      const current = sanity.divisions.filter((d) => !d.latest.stale);
      expect(current.length).toBeGreaterThan(0);
      for (const d of current) {
        expect(d.latest.enthalpy).toBeGreaterThan(20);
        expect(d.latest.comfort).not.toBeNull();
      }
      expect(Math.max(...current.map((d) => d.latest.comfort!.level)), shed.identification).toBe(shed.enthalpy);
    }
  });

  it('counts comfort hours by the company’s calendar day up to today’s hours so far, heat-wave hours included', async () => {
    const sanity = await sanityOf((await batches()).heatWave);
    const now = new Date();
    const today = dayIn(now, sanity.time_zone);
    const midnight = Date.parse(`${today}T00:00:00Z`) - utcOffsetMs(now, sanity.time_zone);
    for (const d of sanity.divisions) {
      for (const day of d.comfort.by_age) expect(day.age).toBe(sanity.age_at_lodging + daysFrom(sanity.lodging_day, day.date));
      expect(d.comfort.by_age.map((day) => day.date)).toEqual([...new Set(d.comfort.by_age.map((day) => day.date))].sort());
      // The latest reading was taken today (unless the day began minutes ago): today is the last day, with no more hours than it has had.
      if (dayIn(d.latest.measured_at!, sanity.time_zone) !== today) continue;
      const last = d.comfort.by_age.at(-1)!;
      expect(last.date).toBe(today);
      const hours = last.hours.reduce((a, b) => a + b, 0);
      expect(hours).toBeGreaterThan(0);
      expect(hours).toBeLessThanOrEqual((now.getTime() - midnight) / 3_600_000 + 0.2);
    }
    // The heat wave of the last two hours is in today's hours of the boxes judged critical now.
    for (const d of sanity.divisions.filter((x) => (x.latest.comfort?.level ?? 0) >= 2 && dayIn(x.latest.measured_at!, sanity.time_zone) === today)) {
      const last = d.comfort.by_age.at(-1)!;
      expect(last.hours[2] + last.hours[3], d.identification).toBeGreaterThan(0);
    }
  });

  it('carries the ambience profile the batch is judged by and its lodging day, and bands the gauges by today’s age', async () => {
    const sanity = await sanityOf((await batches()).calm);
    const profiles = ambienceProfilesSchema.parse((await get('tecnico', '/api/v2/ambience-profiles')).json());
    expect(sanity.ambience_profile).toEqual(profiles.results.find((p) => p.module === 'frangos_de_corte')!.bands);
    const ageToday = sanity.age_at_lodging + daysFrom(sanity.lodging_day, dayIn(new Date(), sanity.time_zone));
    const bands = sanity.ambience_profile;
    const i = bands.findLastIndex((b) => b.age_from <= ageToday);
    const [a, b] = [bands[i]!, bands[i + 1] ?? bands[i]!];
    const f = b === a ? 0 : (ageToday - a.age_from) / (b.age_from - a.age_from);
    for (const d of sanity.divisions) {
      expect(d.environment.temperature.ideal_min).toBeCloseTo(a.temperature.min + (b.temperature.min - a.temperature.min) * f, 6);
      expect(d.environment.temperature.ideal_max).toBeCloseTo(a.temperature.max + (b.temperature.max - a.temperature.max) * f, 6);
    }
  });

  it('counts about 24 hours of comfort levels for every whole day of readings, and the totals add them up', async () => {
    const sanity = await sanityOf((await batches()).calm);
    for (const d of sanity.divisions) {
      const days = d.comfort.by_age.slice(1, -1);
      expect(days.length).toBeGreaterThan(5);
      for (const day of days) expect(day.hours.reduce((a, b) => a + b, 0)).toBeCloseTo(24, 0);
      const summed = [0, 1, 2, 3].map((level) => d.comfort.by_age.reduce((n, day) => n + day.hours[level]!, 0));
      summed.forEach((hours, level) => expect(d.comfort.totals[level]).toBeCloseTo(hours, 1));
    }
  });

  it('downsamples the batch to hourly means and keeps every reading of the last 24 h', async () => {
    const sanity = await sanityOf((await batches()).calm);
    for (const d of sanity.divisions) {
      const hours = d.hourly.map((p) => Date.parse(p.time));
      expect(new Set(hours).size).toBe(hours.length);
      for (const h of hours) expect(h % 3_600_000).toBe(0);
      const recent = d.last_24h.map((p) => Date.parse(p.time));
      expect(Math.max(...recent) - Math.min(...recent)).toBeLessThanOrEqual(24 * 3_600_000);
      expect(recent.length).toBeGreaterThan(24);
      const temperatures = d.last_24h.flatMap((p) => (p.temperature === null ? [] : [p.temperature]));
      expect(d.environment.temperature.min).toBe(Math.min(...temperatures));
      expect(d.environment.temperature.max).toBe(Math.max(...temperatures));
      for (const a of d.amplitude) expect(a.amplitude).toBeCloseTo(a.max - a.min, 1);
      expect(d.latest.stale).toBe(false);
      expect(d.latest.temperature).not.toBeNull();
    }
  });

  it('flags a division whose sensors went quiet over an hour ago, and shows no current values for it', async () => {
    const { calm } = await batches();
    const division = (await sanityOf(calm)).divisions[0]!;
    const anHourAndAHalfAgo = new Date(Date.now() - 90 * 60_000);
    await t.database.db.delete(s0Readings).where(and(eq(s0Readings.divisionId, division.id), gt(s0Readings.measuredAt, anHourAndAHalfAgo)));
    const after = (await sanityOf(calm)).divisions.find((d) => d.id === division.id)!;
    expect(after.latest).toMatchObject({ stale: true, temperature: null, humidity: null });
    expect(Date.parse(after.latest.measured_at!)).toBeLessThanOrEqual(anHourAndAHalfAgo.getTime());
  });

  it('is a 404 without the Sanidade permission or for another company', async () => {
    const { calm } = await batches();
    expect((await get('vendas', `/api/v2/batches/${calm}/sanity`)).statusCode).toBe(404);
    expect((await get('outra', `/api/v2/batches/${calm}/sanity`)).statusCode).toBe(404);
  });
});
