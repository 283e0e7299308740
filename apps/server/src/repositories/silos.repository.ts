import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedControls, rationTypes, siloOccupationReadings, silos, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

const rationColumns = {
  id: rationTypes.id,
  name: rationTypes.name,
  phase: rationTypes.phase,
  density: rationTypes.density,
};

export function findSilosOfShed(db: Db, shedId: number) {
  return db
    .select({
      id: silos.id,
      identification: silos.identification,
      capacity: silos.capacity,
      volume: silos.volume,
      lowThreshold: silos.lowThreshold,
      criticalThreshold: silos.criticalThreshold,
      availableWeight: silos.availableWeight,
      lastReadingAt: silos.lastReadingAt,
      rationId: rationTypes.id,
      rationName: rationTypes.name,
      rationPhase: rationTypes.phase,
      rationDensity: rationTypes.density,
    })
    .from(silos)
    .leftJoin(rationTypes, eq(rationTypes.id, silos.currentRationTypeId))
    .where(eq(silos.shedId, shedId))
    .orderBy(asc(silos.id));
}

export type SiloRow = Awaited<ReturnType<typeof findSilosOfShed>>[number];

/** kg delivered into each silo for one batch. */
export async function sumDeliveriesOfBatch(db: Db, siloIds: number[], batchId: number) {
  if (siloIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ siloId: feedControls.siloId, kg: sql<number>`sum(${feedControls.quantity})::float8`.mapWith(Number) })
    .from(feedControls)
    .where(and(inArray(feedControls.siloId, siloIds), eq(feedControls.batchId, batchId)))
    .groupBy(feedControls.siloId);
  return new Map(rows.map((r) => [r.siloId, r.kg]));
}

/**
 * The deliveries each silo's stock can still contain, newest first: the latest one always, then
 * older ones while the newer deliveries do not add up to the stock (a silo empties from the bottom).
 */
export async function findStockDeliveries(db: Db, siloIds: number[]) {
  if (siloIds.length === 0) return [];
  const newerAndThis = sql`sum(${feedControls.quantity}) over (partition by ${feedControls.siloId} order by ${feedControls.date} desc, ${feedControls.id} desc)`;
  const ranked = db
    .select({
      siloId: feedControls.siloId,
      id: feedControls.id,
      date: feedControls.date,
      quantity: feedControls.quantity,
      rationTypeId: feedControls.rationTypeId,
      newer: sql<number>`(${newerAndThis} - ${feedControls.quantity})::float8`.as('newer'),
    })
    .from(feedControls)
    .where(and(inArray(feedControls.siloId, siloIds), lte(feedControls.date, sql`now()`)))
    .as('ranked');
  return db
    .select({
      siloId: ranked.siloId,
      date: ranked.date,
      quantity: ranked.quantity,
      ration: rationColumns,
    })
    .from(ranked)
    .innerJoin(silos, eq(silos.id, ranked.siloId))
    .innerJoin(rationTypes, eq(rationTypes.id, ranked.rationTypeId))
    .where(sql`${ranked.newer} = 0 or ${ranked.newer} < coalesce(${silos.availableWeight}, 0)`)
    .orderBy(asc(ranked.siloId), sql`${ranked.date} desc`, sql`${ranked.id} desc`);
}

export type StockDeliveryRow = Awaited<ReturnType<typeof findStockDeliveries>>[number];

/**
 * Feed taken from each silo per day since `since`: the drops between consecutive readings (rises are
 * deliveries, blackout readings are skipped) over the days the readings span.
 */
export async function meanDailyConsumption(db: Db, siloIds: number[], since: Date) {
  if (siloIds.length === 0) return new Map<number, number | null>();
  const r = siloOccupationReadings;
  const steps = db
    .select({
      siloId: r.siloId,
      deviceTime: r.deviceTime,
      drop: sql<number>`greatest(lag(${r.totalWeight}) over (partition by ${r.siloId} order by ${r.deviceTime}) - ${r.totalWeight}, 0)`.as('drop'),
    })
    .from(r)
    .where(and(inArray(r.siloId, siloIds), gte(r.deviceTime, since), eq(r.isBlackout, false)))
    .as('steps');
  const rows = await db
    .select({
      siloId: steps.siloId,
      eaten: sql<number>`coalesce(sum(${steps.drop}), 0)::float8`.mapWith(Number),
      days: sql<number>`(extract(epoch from max(${steps.deviceTime}) - min(${steps.deviceTime})) / 86400)::float8`.mapWith(Number),
    })
    .from(steps)
    .groupBy(steps.siloId);
  return new Map(rows.map((row) => [row.siloId, row.days > 0 ? row.eaten / row.days : null]));
}

/** A silo the scope may see, with its shed and settings. */
export async function findSilo(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({ id: silos.id, shedId: silos.shedId, companyId: silos.companyId, lowThreshold: silos.lowThreshold, criticalThreshold: silos.criticalThreshold, volume: silos.volume })
    .from(silos)
    .innerJoin(sheds, eq(sheds.id, silos.shedId))
    .where(and(eq(silos.id, id), shedInScope(scope)));
  return row;
}

export function findOccupationReadings(db: Db, siloId: number, from: Date, to: Date) {
  const r = siloOccupationReadings;
  return db
    .select({
      deviceTime: r.deviceTime,
      totalOccupation: r.totalOccupation,
      isBlackout: r.isBlackout,
      totalWeight: r.totalWeight,
      freeCapacity: r.freeCapacity,
      ration: rationColumns,
    })
    .from(r)
    .leftJoin(rationTypes, eq(rationTypes.id, r.consumingRationTypeId))
    .where(and(eq(r.siloId, siloId), gte(r.deviceTime, from), lte(r.deviceTime, to)))
    .orderBy(asc(r.deviceTime));
}

export async function updateSiloSettings(db: Db, id: number, settings: { lowThreshold: number; criticalThreshold: number; volume: number | null }) {
  await db.update(silos).set(settings).where(eq(silos.id, id));
}
