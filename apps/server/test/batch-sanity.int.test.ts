import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { batchSanitySchema, shedListSchema, type BatchSanity } from '@plantel/contracts';
import { s0Readings } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string) => t.as(username, 'GET', url);

/** The current batch of the demo shed with the planted heat wave (Aviário 01, the last 2 hours) and of another broiler shed. */
async function batches() {
  const list = shedListSchema.parse((await get('tecnico', '/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&ordering=identification')).json());
  const byIdentification = new Map(list.results.map((s) => [s.identification, s.last_batch!]));
  return { heatWave: byIdentification.get('Aviário 01')!, calm: byIdentification.get('Aviário 03')! };
}

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
