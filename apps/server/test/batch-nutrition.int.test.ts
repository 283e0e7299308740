import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  batchDetailSchema,
  batchNutritionSchema,
  consumptionHistorySchema,
  occupationHistorySchema,
  shedListSchema,
  shedNutritionSchema,
  shedSilosSchema,
  siloSchema,
  type BatchNutrition,
} from '@plantel/contracts';
import { alerts, batches, consumptionHistory, devices, feedControls, siloOccupationReadings, silos, users, waterMeterReadings } from '../src/db/schema';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { findUserByUsername } from '../src/repositories/users.repository';
import { claimsFor, principalFor } from '../src/services/access/auth.service';
import { getBatchNutrition } from '../src/services/nutrition/batch-nutrition.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';
import { forgetPrincipals } from '../src/services/access/principal-cache';

/** The demo companies' time zone: their calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string) => t.as(username, 'GET', url);

/** Current batches of demo sheds by identification, from the nutrition list. */
async function demoBatches(module = 'frangos_de_corte') {
  const list = shedListSchema.parse((await get('tecnico', `/api/v2/sheds/nutrition?module=${module}&ordering=identification`)).json());
  return new Map(list.results.map((s) => [s.identification, { batch: s.last_batch!, shed: s.id }]));
}

async function nutritionOf(batchId: number, username = 'tecnico'): Promise<BatchNutrition> {
  const res = await get(username, `/api/v2/batches/${batchId}/nutrition`);
  expect(res.statusCode, res.body).toBe(200);
  return batchNutritionSchema.parse(res.json());
}

describe('GET /api/v2/batches/{id}/nutrition on the demo farms', () => {
  it('adds the silos up, grades the worst one and forecasts the end of feed from the stock and the reference', async () => {
    const { batch } = (await demoBatches()).get('Aviário 03')!;
    const n = await nutritionOf(batch);
    expect(n.feed_unit).toBe('g');
    const available = n.silos.reduce((sum, s) => sum + s.available_weight!, 0);
    expect(n.summary.total_available).toBeCloseTo(available, 0);
    expect(n.summary.total_capacity).toBe(n.silos.reduce((sum, s) => sum + s.capacity, 0));
    expect(n.summary.status).toBe(Math.min(...n.silos.map((s) => s.status)));
    expect(n.summary.most_recent_ration_type).not.toBeNull();
    // Stock falls from the last reading to zero at ration_end_date, at about the expected daily intake.
    const points = n.summary.ration_end_prediction;
    expect(points[0]!.amount).toBeCloseTo(available, 0);
    expect(points[0]!.timestamp).toBe(n.summary.last_reading_time);
    for (let i = 1; i < points.length; i++) expect(points[i]!.amount).toBeLessThan(points[i - 1]!.amount);
    expect(points.at(-1)).toEqual({ timestamp: n.summary.ration_end_date, amount: 0 });
    // The birds eat more every day, so the stock lasts a little less than at today's intake.
    const days = (Date.parse(n.summary.ration_end_date!) - Date.parse(points[0]!.timestamp)) / DAY;
    const atTodaysIntake = available / n.summary.daily_consumption!;
    expect(days).toBeLessThanOrEqual(atTodaysIntake);
    expect(days).toBeGreaterThan(atTodaysIntake * 0.5);
    expect(n.summary.intake_ratio).toBeGreaterThan(0.85);
    expect(n.summary.intake_ratio).toBeLessThan(1.15);
    // Aviário 03 has no water meter.
    expect(n.water).toBeNull();
  });

  it('shows the silos of Aviário 01 empty: critical, and the feed run out when the simulation emptied them', async () => {
    const { batch } = (await demoBatches()).get('Aviário 01')!;
    const n = await nutritionOf(batch);
    expect(n.summary.status).toBe(1);
    expect(n.summary.total_occupation!).toBeLessThan(0.02);
    const [emptied] = await t.database.db.select({ at: alerts.occurredAt }).from(alerts).where(and(eq(alerts.batchId, batch), eq(alerts.subtype, 'silo_empty')));
    // The forecast spreads a day's intake evenly over its hours, while the simulated birds eat 1.4 times that
    // rate by day and 0.4 times it by night: the last few hundred kg a reading still showed take from under an
    // hour to several hours to go, by the time of day the test runs (and the alert keeps the hour only).
    expect(Math.abs(Date.parse(n.summary.ration_end_date!) - emptied!.at.getTime())).toBeLessThan(4 * HOUR);
    expect(n.summary.ration_end_prediction).toEqual([{ timestamp: n.summary.last_reading_time, amount: 0 }]);
  });

  it("gives the water drunk per hour and per day from the shed's meter, in step with the feed eaten", async () => {
    const { batch } = (await demoBatches()).get('Aviário 01')!;
    const n = await nutritionOf(batch);
    const water = n.water!;
    expect(water.meters).toBe(1);
    expect(water.hourly).toHaveLength(48);
    expect(water.hourly.filter((h) => h.litres !== null).length).toBeGreaterThan(40);
    const whole = water.daily.slice(0, -1).filter((d) => d.water_feed_ratio !== null);
    expect(whole.length).toBeGreaterThan(5);
    for (const day of whole) {
      expect(day.water_feed_ratio!).toBeGreaterThan(1.4);
      expect(day.water_feed_ratio!).toBeLessThan(2.3);
      expect(day.per_animal!).toBeCloseTo(day.litres! / n.current_lodged, 1);
    }
  });

  it('counts pig feed per pig in kg', async () => {
    const [first] = (await demoBatches('suinos')).values();
    const n = await nutritionOf(first!.batch, 'suinos');
    expect(n.feed_unit).toBe('kg');
    expect(n.production_type).toBe(5);
  });

  it('answers 404 without the Nutrição permission in the module, and for another company', async () => {
    const { batch } = (await demoBatches()).get('Aviário 03')!;
    expect((await get('suinos', `/api/v2/batches/${batch}/nutrition`)).statusCode).toBe(404);
    expect((await get('outra', `/api/v2/batches/${batch}/nutrition`)).statusCode).toBe(404);
    expect((await get('tecnico', '/api/v2/batches/999999/nutrition')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/silos/{id}/occupation-history of a batch not yet lodged', () => {
  it('shows the silos being filled before the animals arrive', async () => {
    const { batch } = (await demoBatches()).get('Aviário 02')!;
    const n = await nutritionOf(batch);
    const detail = batchDetailSchema.parse((await get('tecnico', `/api/v2/batches/${batch}`)).json());
    const res = await get('tecnico', `/api/v2/silos/${n.silos[0]!.id}/occupation-history?batch_id=${batch}`);
    const { results } = occupationHistorySchema.parse(res.json());
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(Date.parse(r.device_time)).toBeLessThan(Date.parse(detail.opening_date!));
    expect(n.summary.ration_end_date).toBeNull();
  });
});

describe('GET /api/v2/sheds/{id}/nutrition', () => {
  it("gives the shed's current batch forecast, the same as the batch's and its detail's", async () => {
    const { batch, shed } = (await demoBatches()).get('Aviário 03')!;
    const res = await get('tecnico', `/api/v2/sheds/${shed}/nutrition`);
    expect(res.statusCode, res.body).toBe(200);
    const s = shedNutritionSchema.parse(res.json());
    const n = await nutritionOf(batch);
    expect(s).toMatchObject({ shed, batch, ration_end_date: n.summary.ration_end_date, total_available: n.summary.total_available });
    expect((await get('outra', `/api/v2/sheds/${shed}/nutrition`)).statusCode).toBe(404);
    const detail = batchDetailSchema.parse((await get('tecnico', `/api/v2/batches/${batch}`)).json());
    expect(detail.ration_end_prediction).toEqual(n.summary.ration_end_prediction);
  });
});

describe('GET /api/v2/batches/{id}/consumption-history', () => {
  it("defaults to the last 14 days, within 15 % of the reference for the animals lodged after the chicks' first days", async () => {
    const { batch } = (await demoBatches()).get('Aviário 03')!;
    const res = await get('tecnico', `/api/v2/batches/${batch}/consumption-history`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = consumptionHistorySchema.parse(res.json());
    expect(results.length).toBeGreaterThanOrEqual(10);
    const today = localDay(new Date(), SP);
    const start = localDay(new Date(Date.now() - 14 * DAY), SP);
    for (const [i, e] of results.entries()) {
      expect(e.date >= start && e.date <= today).toBe(true);
      expect(e.week).toBe(Math.floor(e.age / 7));
      if (i > 0) expect(e.age).toBe(results[i - 1]!.age + 1);
      if (e.age >= 3) expect(Math.abs(e.amount / e.ideal_amount! - 1), JSON.stringify(e)).toBeLessThan(0.15);
    }
  });

  it('sums whole weeks of age, each day counted once', async () => {
    const { batch } = (await demoBatches()).get('Aviário 01')!;
    const start = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const days = consumptionHistorySchema.parse((await get('tecnico', `/api/v2/batches/${batch}/consumption-history?start=${start}`)).json()).results;
    const weeks = consumptionHistorySchema.parse((await get('tecnico', `/api/v2/batches/${batch}/consumption-history?start=${start}&grouping=weeks`)).json()).results;
    expect(weeks.reduce((n, w) => n + w.days, 0)).toBe(days.length);
    for (const w of weeks) {
      const of = days.filter((d) => d.week === w.week);
      expect(w.amount).toBeCloseTo(of.reduce((s, d) => s + d.amount, 0), 0);
      expect(w.age).toBe(of.at(-1)!.age);
      expect(w.current_lodged).toBe(of.at(-1)!.current_lodged);
    }
    expect(weeks[0]!.age).toBe(6);
    expect(weeks[0]!.days).toBe(7);
  });

  it('refuses a period ending after today or starting after its end, naming the field', async () => {
    const { batch } = (await demoBatches()).get('Aviário 03')!;
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const future = await get('tecnico', `/api/v2/batches/${batch}/consumption-history?end=${tomorrow}`);
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('end');
    const reversed = await get('tecnico', `/api/v2/batches/${batch}/consumption-history?start=2026-03-10&end=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('start');
    expect((await get('tecnico', `/api/v2/batches/${batch}/consumption-history?grouping=months`)).statusCode).toBe(400);
  });
});

describe('end-of-feed forecast against the simulation', () => {
  it('predicts, 36 hours before, when the silos of Aviário 01 actually ran empty to within a day', async () => {
    const db = t.database.db;
    const { batch: batchId, shed } = (await demoBatches()).get('Aviário 01')!;
    const [emptied] = await db.select({ at: alerts.occurredAt }).from(alerts).where(and(eq(alerts.batchId, batchId), eq(alerts.subtype, 'silo_empty')));
    const ranOut = emptied!.at.getTime();
    const asOf = new Date(ranOut - 36 * HOUR);
    const siloIds = (await db.select({ id: silos.id }).from(silos).where(eq(silos.shedId, shed))).map((s) => s.id);
    const later = await db.select().from(feedControls).where(and(inArray(feedControls.siloId, siloIds), gt(feedControls.date, asOf)));
    expect(later).toEqual([]);

    // The database as it stood then: no later readings or consumption days, each silo at its last reading.
    await db.delete(siloOccupationReadings).where(and(inArray(siloOccupationReadings.siloId, siloIds), gt(siloOccupationReadings.deviceTime, asOf)));
    await db.delete(consumptionHistory).where(and(eq(consumptionHistory.batchId, batchId), gt(sql`${consumptionHistory.date}::timestamptz + interval '1 day'`, asOf)));
    await db.execute(sql`
      update ${silos} s set available_weight = r.total_weight, last_reading_at = r.device_time
      from (select distinct on (silo_id) silo_id, total_weight, device_time from ${siloOccupationReadings}
            where silo_id in ${siloIds} and not is_blackout order by silo_id, device_time desc) r
      where s.id = r.silo_id`);
    await db.delete(waterMeterReadings).where(and(inArray(waterMeterReadings.deviceId, db.select({ id: devices.id }).from(devices).where(eq(devices.shedId, shed))), gt(waterMeterReadings.measuredAt, asOf)));
    const [b] = await db.select({ lodged: batches.currentLodged }).from(batches).where(eq(batches.id, batchId));

    const principal = await principalFor(db, claimsFor((await findUserByUsername(db, 'tecnico'))!));
    // The shed lists count the silos as their last refresh left them: refreshed as after a reading.
    await refreshShedListEntries(db, { companyId: principal!.companyId, shedIds: [shed] });
    const n = await getBatchNutrition(db, principal!, batchId, asOf);
    expect(n.current_lodged).toBe(b!.lodged);
    expect(Date.parse(n.summary.last_reading_time!)).toBeGreaterThan(asOf.getTime() - HOUR);
    const predicted = Date.parse(n.summary.ration_end_date!);
    expect(Math.abs(predicted - ranOut)).toBeLessThan(DAY);
  });
});

describe('PATCH /api/v2/silos/{id}', () => {
  const patch = (username: string, id: number, body: object) => t.as(username, 'PATCH', `/api/v2/silos/${id}`, body);

  it("regrades the silo by its new thresholds, and the shed list's status follows", async () => {
    const { batch, shed } = (await demoBatches()).get('Aviário 03')!;
    const before = await nutritionOf(batch);
    const silo = before.silos.find((s) => s.total_occupation! > 0.2)!;
    const res = await patch('tecnico', silo.id, { low_threshold: silo.total_occupation! + 0.05, critical_threshold: silo.total_occupation! + 0.01 });
    expect(res.statusCode, res.body).toBe(200);
    const changed = siloSchema.parse(res.json());
    expect(changed.status).toBe(1);
    expect((await nutritionOf(batch)).summary.status).toBe(1);
    const listed = shedListSchema.parse((await get('tecnico', '/api/v2/sheds/nutrition?module=frangos_de_corte&status=1')).json());
    expect(listed.results.map((s) => s.id)).toContain(shed);
    // The list names the cause: the regraded silo is one of the shed's critical ones.
    const critical = before.silos.filter((s) => s.status === 1).length + 1;
    expect(listed.results.find((s) => s.id === shed)!.silo_statuses.critical).toBe(critical);
  });

  it('takes the capacity of a silo rated by volume from the density of the ration in it', async () => {
    const { batch } = (await demoBatches()).get('Aviário 03')!;
    const silo = (await nutritionOf(batch)).silos[0]!;
    const res = await patch('tecnico', silo.id, { volume: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const changed = siloSchema.parse(res.json());
    expect(changed.volume).toBe(20);
    expect(changed.capacity).toBeCloseTo(20 * silo.current_ration!.density, 6);
    expect(changed.total_occupation).toBeCloseTo(silo.available_weight! / changed.capacity, 6);
  });

  it('refuses a critical threshold not below the low one, naming the field, and changes nothing', async () => {
    const { batch } = (await demoBatches()).get('Aviário 01')!;
    const silo = (await nutritionOf(batch)).silos[0]!;
    const res = await patch('tecnico', silo.id, { critical_threshold: 0.5 });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.map((f) => f.field)).toEqual(['critical_threshold']);
    expect((await patch('tecnico', silo.id, { low_threshold: 1.5 })).statusCode).toBe(400);
    expect((await patch('tecnico', silo.id, { colour: 'red' })).statusCode).toBe(400);
    expect((await nutritionOf(batch)).silos[0]).toEqual(silo);
  });

  it('answers 404 out of scope and 403 to a guest', async () => {
    const { batch } = (await demoBatches()).get('Aviário 01')!;
    const silo = (await nutritionOf(batch)).silos[0]!;
    expect((await patch('outra', silo.id, { low_threshold: 0.3 })).statusCode).toBe(404);
    expect((await patch('suinos', silo.id, { low_threshold: 0.3 })).statusCode).toBe(404);
    await t.database.db.update(users).set({ roles: { frangos_de_corte: ['Vendas', 'Nutrição'] } }).where(eq(users.username, 'vendas'));
    forgetPrincipals();
    expect((await patch('vendas', silo.id, { low_threshold: 0.3 })).statusCode).toBe(403);
  });
});

describe('GET /api/v2/sheds/nutrition: the cause of a status', () => {
  it.each(['frangos_de_corte', 'suinos'])('counts the %s silos in each status as the silos of the shed give them, critical ones behind a critical status', async (module) => {
    const listed = shedListSchema.parse((await get('tecnico', `/api/v2/sheds/nutrition?module=${module}&limit=1000`)).json());
    expect(listed.results.length).toBeGreaterThan(0);
    for (const shed of listed.results) {
      const silos = shedSilosSchema.parse((await get('tecnico', `/api/v1/silos-shed/${shed.id}`)).json()).results;
      const inStatus = (status: number) => silos.filter((s) => s.status === status).length;
      expect(shed.silo_statuses, shed.identification).toEqual({ critical: inStatus(1), low: inStatus(2), satisfactory: inStatus(3), no_data: inStatus(0) });
      if (shed.status === 1) expect(shed.silo_statuses.critical, shed.identification).toBeGreaterThan(0);
      if (shed.status === 2) expect(shed.silo_statuses.low, shed.identification).toBeGreaterThan(0);
    }
  });

  it('names one critical silo of two on a shed whose other silo still holds most of its feed', async () => {
    const { shed, batch } = (await demoBatches('suinos')).values().next().value!;
    const silos = (await nutritionOf(batch)).silos;
    expect(silos.length).toBeGreaterThanOrEqual(2);
    const [low, ...others] = silos;
    // Grade one silo critical by its thresholds; the others keep theirs.
    const res = await t.as('tecnico', 'PATCH', `/api/v2/silos/${low!.id}`, { low_threshold: 0.99, critical_threshold: 0.98 });
    expect(res.statusCode, res.body).toBe(200);
    const listed = shedListSchema.parse((await get('tecnico', '/api/v2/sheds/nutrition?module=suinos&limit=1000')).json());
    const row = listed.results.find((s) => s.id === shed)!;
    expect(row.status).toBe(1);
    expect(row.silo_statuses.critical).toBe(1 + others.filter((s) => s.status === 1).length);
    expect(row.silo_statuses.critical + row.silo_statuses.low + row.silo_statuses.satisfactory + row.silo_statuses.no_data).toBe(silos.length);
  });
});

describe('a silo that stopped reporting', () => {
  it("is named in the nutrition answer and the shed's forecast, counted at its last reading less what the animals were expected to eat since, by the company's stale-sensor threshold", async () => {
    const db = t.database.db;
    const { batch, shed } = (await demoBatches()).get('Aviário 03')!;
    const shedSilos = await db.select().from(silos).where(eq(silos.shedId, shed)).orderBy(silos.id);
    expect(shedSilos.length).toBeGreaterThanOrEqual(2);
    const before = shedSilos.map((s) => ({ id: s.id, at: s.lastReadingAt, kg: s.availableWeight }));
    const now = Date.now();
    const quiet = shedSilos[1];
    // Every silo read ten minutes ago, but the second one five hours ago, with 6,000 kg then.
    await db.update(silos).set({ lastReadingAt: new Date(now - 10 * 60_000) }).where(eq(silos.shedId, shed));
    await db.update(silos).set({ lastReadingAt: new Date(now - 5 * HOUR), availableWeight: 6_000 }).where(eq(silos.id, quiet!.id));
    try {
      const n = await nutritionOf(batch);
      expect(n.summary.stale_silos).toEqual([{ id: quiet!.id, identification: quiet!.identification, last_reading_time: new Date(now - 5 * HOUR).toISOString(), available_weight: 6_000 }]);
      // The totals show what the silos last showed; the forecast starts from the silos still reporting.
      const shown = n.silos.reduce((sum, s) => sum + (s.available_weight ?? 0), 0);
      expect(n.summary.total_available).toBeCloseTo(shown, 0);
      const [start] = n.summary.ration_end_prediction;
      expect(start!.timestamp).toBe(new Date(now - 10 * 60_000).toISOString());
      // What the birds were expected to eat in those 4 h 50 min went out of the quiet silo: at most
      // the next day's rate (growing birds eat a little less each day before), not much less.
      const atNextDaysRate = (n.summary.daily_consumption! * (4 + 50 / 60)) / 24;
      expect(atNextDaysRate).toBeGreaterThan(100);
      expect(start!.amount).toBeGreaterThanOrEqual(shown - atNextDaysRate - 0.1);
      expect(start!.amount).toBeLessThan(shown - atNextDaysRate * 0.8);

      const s = shedNutritionSchema.parse((await get('tecnico', `/api/v2/sheds/${shed}/nutrition`)).json());
      expect(s.stale_silos).toEqual(n.summary.stale_silos);
      expect(s.ration_end_date).toBe(n.summary.ration_end_date);

      // With six hours allowed before a sensor is stale, the silo is current again.
      const patched = await t.as('admin', 'PATCH', '/api/v2/alerts/thresholds', { stale_sensor_minutes: 360 });
      expect(patched.statusCode, patched.body).toBe(200);
      const lenient = await nutritionOf(batch);
      expect(lenient.summary.stale_silos).toEqual([]);
      expect(lenient.summary.ration_end_prediction[0]!.amount).toBeCloseTo(shown, 0);
    } finally {
      await t.as('admin', 'PATCH', '/api/v2/alerts/thresholds', { stale_sensor_minutes: 60 });
      for (const s of before) await db.update(silos).set({ lastReadingAt: s.at, availableWeight: s.kg }).where(eq(silos.id, s.id));
    }
  });
});
