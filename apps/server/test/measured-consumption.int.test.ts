import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { batchPerformanceSchema, consumptionHistorySchema, deviceListSchema, shedListSchema } from '@plantel/contracts';
import { referenceIntakeOnDay } from '@plantel/domain';
import { batches, consumptionHistory, sheds, siloOccupationReadings, silos } from '../src/db/schema';
import { ingest, issueKey } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/services/wall-time';

/** The demo companies' time zone: their calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
});
afterAll(() => t.close());

describe('consumption measured from live load cells', () => {
  it("rolls the shed's silo readings up into the last whole days of age of its batch, each day at its own rate", async () => {
    const db = t.database.db;
    const devices = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?type=silo_scale&limit=500')).json()).results;
    let found: { device: (typeof devices)[number]; batch: typeof batches.$inferSelect; productionType: number } | undefined;
    for (const device of devices) {
      const [shed] = await db.select().from(sheds).where(eq(sheds.id, device.shed.id));
      const [batch] = await db.select().from(batches).where(and(eq(batches.shedId, device.shed.id), isNull(batches.closingDate)));
      if (shed && batch && batch.openingDate.getTime() < Date.now() - 6 * DAY && batch.currentLodged > 0) {
        found = { device, batch, productionType: shed.productionTypeExternalId };
        break;
      }
    }
    const { device, batch, productionType } = found!;
    const shedSilos = await db.select().from(silos).where(eq(silos.shedId, device.shed.id));
    const now = Date.now();
    const dayStart = (age: number) => batch.openingDate.getTime() + (age - batch.ageAtLodging) * DAY;
    const lastAge = batch.ageAtLodging + Math.floor((now - batch.openingDate.getTime()) / DAY) - 1;
    // The birds eat faster each day of age: 20 kg/h a silo on the first day measured, 5 more each day after.
    const rate = (age: number) => 20 + 5 * (age - (lastAge - 3));

    // The silos' last five days of readings, replaced by a known series: every 10 minutes, falling at the day's rate.
    const from = dayStart(lastAge - 3);
    const siloIds = shedSilos.map((s) => s.id);
    await db.delete(siloOccupationReadings).where(and(inArray(siloOccupationReadings.siloId, siloIds), gte(siloOccupationReadings.deviceTime, new Date(from - DAY))));
    const weightAt = (time: number) => {
      let weight = 10_000;
      for (let age = lastAge - 3; dayStart(age) < time; age++) weight -= (rate(age) * (Math.min(time, dayStart(age + 1)) - dayStart(age))) / HOUR;
      return weight;
    };
    const times: number[] = [];
    for (let time = from; time < now - 10 * MINUTE; time += 10 * MINUTE) times.push(time);
    for (const silo of shedSilos) {
      await db.insert(siloOccupationReadings).values(
        times.map((time) => ({ siloId: silo.id, deviceTime: new Date(time), totalWeight: weightAt(time), totalOccupation: weightAt(time) / silo.capacity, freeCapacity: silo.capacity - weightAt(time) })),
      );
    }
    await db.delete(consumptionHistory).where(and(eq(consumptionHistory.batchId, batch.id), gte(consumptionHistory.age, lastAge - 3)));

    // A reading arrives; once the follow-up runs, the last three whole days are measured again.
    const key = await issueKey(t, device.id);
    expect((await ingest(t, key, [{ device: device.id, message_id: 'live-1', device_time: new Date(now).toISOString(), values: { total_weight: weightAt(now) } }])).accepted).toBe(1);
    await t.app.telemetryFollowUp.flush();

    const query = `start=${localDay(new Date(dayStart(lastAge - 3)), SP)}&end=${localDay(new Date(now), SP)}`;
    const history = consumptionHistorySchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch.id}/consumption-history?${query}`)).json());
    const measured = history.results.filter((d) => d.age >= lastAge - 3);
    expect(measured.map((d) => d.age)).toEqual([lastAge - 2, lastAge - 1, lastAge]);
    for (const day of measured) {
      // Within 1 % (the smoothing of the load-cell noise rounds the corners where the rate changes);
      // a day boundary an hour off would be 4 % off.
      const eaten = 24 * rate(day.age) * shedSilos.length;
      expect(Math.abs(day.amount - eaten)).toBeLessThan(eaten * 0.01);
      // The company's calendar day the day of age starts on.
      expect(day.date).toBe(localDay(new Date(dayStart(day.age)), SP));
      const grams = referenceIntakeOnDay(productionType, batch.lineage, batch.sexExternalId, day.age);
      if (grams === null) expect(day.ideal_amount).toBeNull();
      else expect(day.ideal_amount).toBeCloseTo((grams * batch.currentLodged) / 1000, 0);
      expect(day.current_lodged).toBe(batch.currentLodged);
    }

    // The list's FCR and EPEF follow the feed measured anew, as the dashboard's do.
    const performance = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch.id}/performance`)).json());
    const listed = shedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds/lodged?limit=1000')).json()).results.find((s) => s.id === device.shed.id)!;
    expect(performance.conversion_factor).not.toBeNull();
    expect(listed.conversion_factor).toBeCloseTo(performance.conversion_factor!, 9);
    expect(listed.production_efficiency).toBeCloseTo(performance.production_efficiency!, 9);
  });
});
