import { and, asc, desc, eq, gt, inArray, isNotNull, lte, max, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { batchDivisions, batches, batchSummaries, consumptionHistory, d0Readings, performanceData, s0Readings, sheds } from '../db/schema';
import { batchAgeDays, batchRealAgeDays } from './current-batch';
import { scopeParams, shedInScopePlaceholders, type FarmScope } from './farm-scope';
import { preparedStatement } from './prepared';

const batchOfScope = preparedStatement((db) =>
  db
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
    .where(and(eq(batches.id, sql.placeholder('id')), shedInScopePlaceholders()))
    .prepare('plantel_batch_in_scope'),
);

/** A batch the scope may see, with its latest figures. */
export async function findBatch(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await batchOfScope(db).execute({ id, ...scopeParams(scope) });
  return row;
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/** Divisions with their latest daily weight and the weights at the last whole week of age and the week before. */
const divisionsOfBatch = preparedStatement((db) => {
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
    .where(eq(batchDivisions.batchId, sql.placeholder('batchId')))
    .orderBy(asc(batchDivisions.id))
    .prepare('plantel_batch_divisions');
});

/** Divisions with their latest daily weight and the weights at the last whole week of age and the week before. */
export const findDivisions = (db: Db, batchId: number) => divisionsOfBatch(db).execute({ batchId });

const environmentRanges = preparedStatement((db) => {
  const divisionsOfBatch = db.select({ id: batchDivisions.id }).from(batchDivisions).where(eq(batchDivisions.batchId, sql.placeholder('batchId')));
  const start = sql.placeholder('start');
  const end = sql.placeholder('end');
  const climate = db
    .select({
      temperatureMin: min(s0Readings.environmentTemperature).as('temperature_min'),
      temperatureMax: max(s0Readings.environmentTemperature).as('temperature_max'),
      humidityMin: min(s0Readings.humidity).as('humidity_min'),
      humidityMax: max(s0Readings.humidity).as('humidity_max'),
    })
    .from(s0Readings)
    .where(and(inArray(s0Readings.divisionId, divisionsOfBatch), gt(s0Readings.measuredAt, start), lte(s0Readings.measuredAt, end)))
    .as('climate');
  const air = db
    .select({ co2Min: min(d0Readings.co2).as('co2_min'), co2Max: max(d0Readings.co2).as('co2_max') })
    .from(d0Readings)
    .where(and(inArray(d0Readings.divisionId, divisionsOfBatch), gt(d0Readings.measuredAt, start), lte(d0Readings.measuredAt, end)))
    .as('air');
  return db
    .select({
      temperatureMin: climate.temperatureMin,
      temperatureMax: climate.temperatureMax,
      humidityMin: climate.humidityMin,
      humidityMax: climate.humidityMax,
      co2Min: air.co2Min,
      co2Max: air.co2Max,
    })
    .from(climate)
    .crossJoin(air)
    .prepare('plantel_batch_environment_ranges');
});

/** Lowest and highest temperature, humidity and CO2 of the batch's divisions in (end − 24 h, end], in one statement. */
export async function findEnvironmentRanges(db: Db, batchId: number, end: Date) {
  const [row] = await environmentRanges(db).execute({ batchId, start: new Date(end.getTime() - 24 * 3_600_000), end });
  return row!;
}

const lastWeekConsumption = preparedStatement((db) => {
  const batchId = sql.placeholder('batchId');
  const lastAge = db.select({ age: max(consumptionHistory.age) }).from(consumptionHistory).where(eq(consumptionHistory.batchId, batchId));
  return db
    .select({
      kg: sql<number | null>`sum(${consumptionHistory.amount})::float8`,
      gramsPerAnimalDay: sql<number | null>`avg(${consumptionHistory.amount} * 1000 / nullif(${consumptionHistory.currentLodged}, 0))::float8`,
    })
    .from(consumptionHistory)
    .where(and(eq(consumptionHistory.batchId, batchId), sql`${consumptionHistory.age} > (${lastAge}) - 7`))
    .prepare('plantel_batch_last_week_consumption');
});

/** Feed eaten over the last 7 recorded days of age: total kg and mean g per animal per day. */
export async function findLastWeekConsumption(db: Db, batchId: number) {
  const [row] = await lastWeekConsumption(db).execute({ batchId });
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
