import { and, asc, desc, eq, gt, inArray, isNotNull, lte, max, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { batchDivisions, batches, batchSummaries, consumptionHistory, d0Readings, performanceData, s0Readings, sheds } from '../db/schema';
import { batchAgeDays, batchRealAgeDays } from './current-batch';
import { shedInScope, type FarmScope } from './farm-scope';

/** A batch the scope may see, with its latest figures. */
export async function findBatch(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({
      batch: batches,
      age: batchAgeDays,
      realAge: batchRealAgeDays,
      productionType: sheds.productionTypeExternalId,
      summary: {
        weight: batchSummaries.weight,
        gain: batchSummaries.gain,
        performance: batchSummaries.performance,
        uniformity: batchSummaries.uniformity,
        conversionFactor: batchSummaries.conversionFactor,
        predictedWeight: batchSummaries.predictedWeight,
        enthalpy: batchSummaries.enthalpy,
        mortality: batchSummaries.mortality,
      },
    })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .leftJoin(batchSummaries, eq(batchSummaries.batchId, batches.id))
    .where(and(eq(batches.id, id), shedInScope(scope)));
  return row;
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/** Divisions with their latest daily weight and the weights at the last whole week of age and the week before. */
export function findDivisions(db: Db, batchId: number) {
  const weighed = and(eq(performanceData.divisionId, batchDivisions.id), isNotNull(performanceData.weight));
  const latest = db
    .select({ age: performanceData.age, weight: performanceData.weight })
    .from(performanceData)
    .where(weighed)
    .orderBy(desc(performanceData.age))
    .limit(1)
    .as('latest');
  const weekBefore = alias(performanceData, 'week_before');
  const weightWeekBefore = db
    .select({ weight: weekBefore.weight })
    .from(weekBefore)
    .where(and(eq(weekBefore.divisionId, performanceData.divisionId), eq(weekBefore.age, sql`${performanceData.age} - 7`)));
  const week = db
    .select({
      weight: performanceData.weight,
      previous: sql<number | null>`(${weightWeekBefore})`.as('previous'),
    })
    .from(performanceData)
    .where(and(weighed, sql`${performanceData.age} % 7 = 0`))
    .orderBy(desc(performanceData.age))
    .limit(1)
    .as('week');
  return db
    .select({
      id: batchDivisions.id,
      type: batchDivisions.type,
      identification: batchDivisions.identification,
      currentLodge: batchDivisions.currentLodge,
      weight: latest.weight,
      weightAge: latest.age,
      weekWeight: week.weight,
      previousWeekWeight: week.previous,
    })
    .from(batchDivisions)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(week, sql`true`)
    .where(eq(batchDivisions.batchId, batchId))
    .orderBy(asc(batchDivisions.id));
}

/** Lowest and highest temperature, humidity and CO2 of the batch's divisions in (end − 24 h, end]. */
export async function findEnvironmentRanges(db: Db, batchId: number, end: Date) {
  const start = new Date(end.getTime() - 24 * 3_600_000);
  const divisionsOfBatch = db.select({ id: batchDivisions.id }).from(batchDivisions).where(eq(batchDivisions.batchId, batchId));
  const [[climate], [air]] = await Promise.all([
    db
      .select({
        temperatureMin: min(s0Readings.environmentTemperature),
        temperatureMax: max(s0Readings.environmentTemperature),
        humidityMin: min(s0Readings.humidity),
        humidityMax: max(s0Readings.humidity),
      })
      .from(s0Readings)
      .where(and(inArray(s0Readings.divisionId, divisionsOfBatch), gt(s0Readings.measuredAt, start), lte(s0Readings.measuredAt, end))),
    db
      .select({ co2Min: min(d0Readings.co2), co2Max: max(d0Readings.co2) })
      .from(d0Readings)
      .where(and(inArray(d0Readings.divisionId, divisionsOfBatch), gt(d0Readings.measuredAt, start), lte(d0Readings.measuredAt, end))),
  ]);
  return { ...climate!, ...air! };
}

/** Feed eaten over the last 7 recorded days of age: total kg and mean g per animal per day. */
export async function findLastWeekConsumption(db: Db, batchId: number) {
  const lastAge = db.select({ age: max(consumptionHistory.age) }).from(consumptionHistory).where(eq(consumptionHistory.batchId, batchId));
  const [row] = await db
    .select({
      kg: sql<number | null>`sum(${consumptionHistory.amount})::float8`,
      gramsPerAnimalDay: sql<number | null>`avg(${consumptionHistory.amount} * 1000 / nullif(${consumptionHistory.currentLodged}, 0))::float8`,
    })
    .from(consumptionHistory)
    .where(and(eq(consumptionHistory.batchId, batchId), sql`${consumptionHistory.age} > (${lastAge}) - 7`));
  return row!;
}


/**
 * A batch's id and life, when it belongs to the shed, with the closing of the shed's batch before it:
 * the empty days between two batches (cleaning, filling the silos) belong to the coming one.
 */
export async function findBatchOfShed(db: Db, batchId: number, shedId: number) {
  const earlier = alias(batches, 'earlier');
  const previous = db
    .select({ at: max(earlier.closingDate) })
    .from(earlier)
    .where(and(eq(earlier.shedId, batches.shedId), ne(earlier.id, batches.id), lte(earlier.closingDate, batches.openingDate)));
  const [row] = await db
    .select({
      id: batches.id,
      currentLodged: batches.currentLodged,
      openingDate: batches.openingDate,
      closingDate: batches.closingDate,
      previousClosing: sql<Date | null>`(${previous})`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.shedId, shedId)));
  return row;
}

/** Stores a batch's slaughter plan. */
export async function saveSlaughterPlan(db: Db, batchId: number, plan: Pick<typeof batches.$inferInsert, 'targetDate' | 'targetAge' | 'targetWeight' | 'priority'>) {
  await db.update(batches).set(plan).where(eq(batches.id, batchId));
}
