import { and, asc, desc, eq, gt, gte, inArray, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedStatement } from './prepared';
import { consumptionHistory, devices, feedControls, rationTypes, siloOccupationReadings, silos, waterMeterReadings } from '../db/schema';
import { readTogether } from '../db/read-together';

/** A batch's daily consumption between two calendar days (both included), by age. */
export function findConsumptionDays(db: Db, batchId: number, from: string, to: string) {
  const c = consumptionHistory;
  return db
    .select({ age: c.age, date: c.date, amount: c.amount, estimatedAmount: c.estimatedAmount, idealAmount: c.idealAmount, currentLodged: c.currentLodged })
    .from(c)
    .where(and(eq(c.batchId, batchId), gte(c.date, from), lte(c.date, to)))
    .orderBy(asc(c.age));
}

const lastConsumptionDays = preparedStatement((db) => {
  const c = consumptionHistory;
  return db
    .select({ age: c.age, amount: c.amount, idealAmount: c.idealAmount, currentLodged: c.currentLodged })
    .from(c)
    .where(eq(c.batchId, sql.placeholder('batchId')))
    .orderBy(desc(c.age))
    .limit(sql.placeholder('count'))
    .prepare('plantel_last_consumption_days');
});

/** The last `count` recorded days of a batch, oldest first. */
export async function findLastConsumptionDays(db: Db, batchId: number, count: number) {
  return (await lastConsumptionDays(db).execute({ batchId, count })).reverse();
}

/** The ration of a batch's latest delivery. */
export async function findLatestDeliveredRation(db: Db, batchId: number) {
  const [row] = await db
    .select({ id: rationTypes.id, name: rationTypes.name, phase: rationTypes.phase, density: rationTypes.density })
    .from(feedControls)
    .innerJoin(rationTypes, eq(rationTypes.id, feedControls.rationTypeId))
    .where(eq(feedControls.batchId, batchId))
    .orderBy(desc(feedControls.date), desc(feedControls.id))
    .limit(1);
  return row;
}

export async function findWaterMeters(db: Db, shedId: number) {
  const rows = await db
    .select({ id: devices.id, lastSeenAt: devices.lastSeenAt })
    .from(devices)
    .where(and(eq(devices.shedId, shedId), eq(devices.type, 'water_meter')))
    .orderBy(asc(devices.id));
  return rows;
}

export function findWaterReadings(db: Db, deviceIds: number[], from: Date, to: Date) {
  const w = waterMeterReadings;
  return db
    .select({ deviceId: w.deviceId, measuredAt: w.measuredAt, totalVolume: w.totalVolume })
    .from(w)
    .where(and(inArray(w.deviceId, deviceIds), gte(w.measuredAt, from), lte(w.measuredAt, to)))
    .orderBy(asc(w.deviceId), asc(w.measuredAt));
}

/**
 * The last reading since `since` at which any of the silos still held feed (more than `share` of its
 * capacity): when and how much. The bound keeps the look-up to the months since then.
 */
export async function findLastStockedReading(db: Db, siloIds: number[], share: number, since: Date) {
  if (siloIds.length === 0) return undefined;
  const r = siloOccupationReadings;
  const [row] = await db
    .select({ at: r.deviceTime, kg: r.totalWeight })
    .from(r)
    .innerJoin(silos, eq(silos.id, r.siloId))
    .where(and(inArray(r.siloId, siloIds), gte(r.deviceTime, since), not(r.isBlackout), gt(r.totalWeight, sql`${silos.capacity} * ${share}`)))
    .orderBy(desc(r.deviceTime))
    .limit(1);
  return row;
}

/** The shed's silos with their load-cell readings from `from` to `to`, oldest first. */
export async function findShedSiloReadings(db: Db, shedId: number, from: Date, to: Date) {
  const [shedSilos, readings] = await readTogether(db, [
    () => db.select({ id: silos.id, capacity: silos.capacity }).from(silos).where(eq(silos.shedId, shedId)),
    () =>
      db
        .select({ siloId: siloOccupationReadings.siloId, time: siloOccupationReadings.deviceTime, weight: siloOccupationReadings.totalWeight, blackout: siloOccupationReadings.isBlackout })
        .from(siloOccupationReadings)
        .innerJoin(silos, eq(silos.id, siloOccupationReadings.siloId))
        .where(and(eq(silos.shedId, shedId), gte(siloOccupationReadings.deviceTime, from), lte(siloOccupationReadings.deviceTime, to)))
        .orderBy(asc(siloOccupationReadings.deviceTime)),
  ]);
  return shedSilos.map((silo) => ({
    capacityKg: silo.capacity,
    readings: readings.filter((r) => r.siloId === silo.id).map((r) => ({ time: r.time.getTime(), weight: r.weight, blackout: r.blackout })),
  }));
}

/** Writes days of a batch's consumption, replacing those already there. */
export async function saveConsumptionDays(db: Db, rows: readonly (typeof consumptionHistory.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(consumptionHistory)
    .values([...rows])
    .onConflictDoUpdate({
      target: [consumptionHistory.batchId, consumptionHistory.age],
      set: { date: sql`excluded.date`, amount: sql`excluded.amount`, estimatedAmount: sql`excluded.estimated_amount`, idealAmount: sql`excluded.ideal_amount`, currentLodged: sql`excluded.current_lodged` },
    });
}
