import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { batchPerformanceSchema, consumptionHistorySchema, deviceListSchema, shedListSchema } from '@plantel/contracts';
import { referenceIntakeOnDay } from '@plantel/domain';
import { batches, consumptionHistory, sheds, siloOccupationReadings, silos } from '../src/db/schema';
import { ingest, issueKey } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

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

/** A silo scale of a shed whose open batch has lodged animals for six days or more and that has `minSilos` silos, with its batch and silos. */
async function lodgedShedScale(minSilos: number) {
  const db = t.database.db;
  const devices = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?type=silo_scale&limit=500')).json()).results;
  for (const device of devices) {
    const [shed] = await db.select().from(sheds).where(eq(sheds.id, device.shed.id));
    const [batch] = await db.select().from(batches).where(and(eq(batches.shedId, device.shed.id), isNull(batches.closingDate)));
    const shedSilos = await db.select().from(silos).where(eq(silos.shedId, device.shed.id));
    if (shed && batch && batch.openingDate.getTime() < Date.now() - 6 * DAY && batch.currentLodged > 0 && shedSilos.length >= minSilos) {
      return { device, batch, productionType: shed.productionTypeExternalId, shedSilos };
    }
  }
  throw new Error(`no lodged shed with ${minSilos} silos and a silo scale`);
}

/**
 * A reading of `weight` kg from the device now; once the telemetry follow-up runs, the batch's
 * consumption history from the day `from` (ms) began on to today.
 */
async function readAndMeasure(device: { id: number }, batchId: number, weight: number, messageId: string, from: number, now: number) {
  const key = await issueKey(t, device.id);
  expect((await ingest(t, key, [{ device: device.id, message_id: messageId, device_time: new Date(now).toISOString(), values: { total_weight: weight } }])).accepted).toBe(1);
  await t.app.telemetryFollowUp.flush();
  const query = `start=${localDay(new Date(from), SP)}&end=${localDay(new Date(now), SP)}`;
  return consumptionHistorySchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batchId}/consumption-history?${query}`)).json()).results;
}

describe('consumption measured from live load cells', () => {
  it("rolls the shed's silo readings up into the last whole days of age of its batch, each day at its own rate", async () => {
    const db = t.database.db;
    const { device, batch, productionType, shedSilos } = await lodgedShedScale(1);
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
    const history = await readAndMeasure(device, batch.id, weightAt(now), 'live-1', dayStart(lastAge - 3), now);
    const measured = history.filter((d) => d.age >= lastAge - 3);
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

  it('answers the days a silo is silent with what the others measured, raised to the reference at the pace of the days before, the rise marked estimated', async () => {
    const db = t.database.db;
    const { device, batch, shedSilos } = await lodgedShedScale(2);
    const reading = shedSilos.find((s) => s.identification === device.position)!;
    const now = Date.now();
    const dayStart = (age: number) => batch.openingDate.getTime() + (age - batch.ageAtLodging) * DAY;
    const lastAge = batch.ageAtLodging + Math.floor((now - batch.openingDate.getTime()) / DAY) - 1;
    const from = dayStart(lastAge - 3);

    // One silo reads every 10 minutes, falling 5 kg an hour (120 kg a day); the others have said nothing for four days.
    await db.delete(siloOccupationReadings).where(and(inArray(siloOccupationReadings.siloId, shedSilos.map((s) => s.id)), gte(siloOccupationReadings.deviceTime, new Date(from - DAY))));
    const weightAt = (time: number) => 10_000 - (5 * (time - from)) / HOUR;
    const rows = [];
    for (let time = from; time < now - 10 * MINUTE; time += 10 * MINUTE) {
      rows.push({ siloId: reading.id, deviceTime: new Date(time), totalWeight: weightAt(time), totalOccupation: weightAt(time) / reading.capacity, freeCapacity: reading.capacity - weightAt(time) });
    }
    await db.insert(siloOccupationReadings).values(rows);
    // The days before ate exactly the reference: the pace is 1.
    await db.delete(consumptionHistory).where(and(eq(consumptionHistory.batchId, batch.id), gte(consumptionHistory.age, lastAge - 2)));
    const earlier = await db.select().from(consumptionHistory).where(eq(consumptionHistory.batchId, batch.id));
    for (const day of earlier) {
      await db
        .update(consumptionHistory)
        .set({ amount: day.idealAmount ?? day.amount })
        .where(and(eq(consumptionHistory.batchId, batch.id), eq(consumptionHistory.age, day.age)));
    }

    const days = (await readAndMeasure(device, batch.id, weightAt(now), 'live-silent-1', dayStart(lastAge - 2), now)).filter((d) => d.age >= lastAge - 2);
    expect(days.map((d) => d.age)).toEqual([lastAge - 2, lastAge - 1, lastAge]);
    for (const day of days) {
      expect(day.ideal_amount!).toBeGreaterThan(200);
      // 120 kg measured; the rest of the reference is the silent silo's, estimated.
      expect(day.amount).toBeCloseTo(day.ideal_amount!, 0);
      expect(day.estimated_amount).toBeCloseTo(day.ideal_amount! - 120, 0);
    }
  });
});
