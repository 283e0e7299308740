import { BROILER_REFERENCE_LAST_DAY, fitRatioForecast, growthTarget, PCP_PAST_AGES, pcpProjection, projectSlaughter, ratioWeightAt, ratioWeightBand, referenceFeedIntake, type AgedWeight, type SlaughterProjectionPoint as DomainPoint, type WeighedDay } from '@plantel/domain';
import { isBroiler, LODGED_STAGES, PRODUCTION_TYPE, type BatchPcp, type ForecastMethod, type PcpProjection, type SlaughterForecast, type SlaughterPlan, type SlaughterProjectionPoint } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findFeedEaten, findLossesByAge } from '../../repositories/performance.repository';
import type { Principal } from '../access/auth.service';
import { broilerWeightReference, buildBatchPerformance, lodgeWeightedMean, weighedDaysOfBatch } from './batch-performance.service';
import { NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { feedForecastOf, forecastBatchOf, stockOf } from '../nutrition/feed-forecast';
import { silosOfShed } from '../nutrition/silos.service';
import { batchCalendar, companyTimeZone } from '../common/calendar-days';
import { dayOfAge, roundTo } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { readTogether } from '../../db/read-together';

/** The days of mortality that set the expected daily loss, and the loss assumed without any. */
const MORTALITY_DAYS = 7;
const DEFAULT_DAILY_MORTALITY = 0.0006;

/** The batches whose forecasts the principal may read: modules where their roles grant Predição. */
export const predictionScopeOf = (principal: Principal) => farmScopeWith(principal, 'Predição');

/**
 * A batch's expected weight by age: the breed table scaled to its weighings (table-trend), or the
 * table itself before any weighing (reference); with an 80 % prediction interval once weighed.
 */
export interface GrowthForecast {
  method: ForecastMethod;
  weightAt(age: number): number;
  bandAt?(age: number): { p10: number; p90: number };
}

function growthForecastOf(days: readonly WeighedDay[], reference: (age: number) => number): GrowthForecast {
  const fit = fitRatioForecast(days, reference);
  if (!fit) return { method: 'reference', weightAt: reference };
  return { method: 'table-trend', weightAt: (age) => ratioWeightAt(fit, reference, age), bandAt: (age) => ratioWeightBand(fit, reference, age) };
}

/**
 * The forecast on the batch's planned slaughter day (its day of age), with its P10–P90, as the
 * forecast's table gives that day: what the batch summary keeps for the shed lists. Null figures
 * without a plan or a forecast.
 */
export async function plannedDayForecast(db: Db, row: BatchRow, now = new Date()) {
  const { batch } = row;
  const none = { predictedWeight: null, predictedWeightP10: null, predictedWeightP90: null };
  if (batch.targetAge === null || !canForecast(row, now)) return none;
  const reference = broilerWeightReference(batch);
  const growth = growthForecastOf(await weighedDaysOfBatch(db, row), reference);
  if (!growth.bandAt) return none;
  const band = growth.bandAt(batch.targetAge);
  return { predictedWeight: roundTo(growth.weightAt(batch.targetAge), 1), predictedWeightP10: roundTo(band.p10, 1), predictedWeightP90: roundTo(band.p90, 1) };
}

/** The batch's growth forecast as of `now`; null when it cannot be forecast (docs/slaughter-forecast.md). */
export async function growthForecastOfBatch(db: Db, row: BatchRow, now: Date): Promise<GrowthForecast | null> {
  if (!canForecast(row, now)) return null;
  return growthForecastOf(await weighedDaysOfBatch(db, row), broilerWeightReference(row.batch));
}

/** Everything the forecast of one batch is made of, computed from its raw records. */
export interface BatchForecastState {
  row: BatchRow;
  /** The company's calendar day at `now`. */
  today: string;
  /** The company's calendar day of a day of age, and back (calendar-days.ts). */
  dateOfAge: (age: number) => string;
  ageOfDate: (date: string) => number;
  weighed: (AgedWeight & { date: string })[];
  growth: GrowthForecast | null;
  currentWeight: number | null;
  dailyMortality: number;
  animalsAt: (age: number) => number;
  feedEaten: number;
  feedInSilos: number;
  points: DomainPoint[];
  target: SlaughterForecast['results']['target'];
}

export const planOf = ({ batch }: BatchRow): SlaughterPlan => ({
  target_value: batch.targetWeight,
  target_date: batch.targetDate,
  target_age: batch.targetAge,
  priority: batch.priority,
});

/** The batch's mean weight per weighed day of age, each division counting by the animals it holds. */
async function weighedDays(db: Db, row: BatchRow): Promise<AgedWeight[]> {
  const { divisions } = await buildBatchPerformance(db, row, null);
  const ages = [...new Set(divisions.flatMap((d) => d.performance_data.map((p) => p.age)))].sort((a, b) => a - b);
  return ages.map((age) => ({
    age,
    weight: lodgeWeightedMean(divisions, (d) => d.performance_data.find((p) => p.age === age)?.weight ?? null)!,
  }));
}

/** Losses of the last recorded days per animal per day; the usual rate after the first weeks without records. */
function expectedDailyMortality(losses: readonly { age: number; lost: number }[], age: number, lodged: number): number {
  const recent = losses.filter((l) => l.age > age - MORTALITY_DAYS && l.age <= age);
  if (recent.length === 0 || lodged <= 0) return DEFAULT_DAILY_MORTALITY;
  const lost = recent.reduce((n, l) => n + l.lost, 0);
  return Math.min(0.05, lost / (lodged + lost) / MORTALITY_DAYS);
}

/** A batch can be forecast while it is lodged and has a growth reference (broilers of a known lineage). */
function canForecast(row: BatchRow, now: Date): boolean {
  const { batch } = row;
  return (
    isBroiler(row.productionType) &&
    LODGED_STAGES.includes(batch.stage) &&
    batch.closingDate === null &&
    batch.openingDate <= now &&
    growthTarget(PRODUCTION_TYPE.broiler, batch.lineage, batch.sexExternalId, 0) !== null
  );
}

export async function batchForecastState(db: Db, stored: BatchRow, now: Date): Promise<BatchForecastState> {
  const { batch } = stored;
  // The age at `now` (the query's is at the database's clock).
  const row: BatchRow = batch.closingDate === null && batch.openingDate <= now ? { ...stored, age: dayOfAge(batch, now.getTime()) } : stored;
  const [days, losses, eaten, silos, timeZone] = await readTogether(db, [
    () => weighedDays(db, row),
    () => findLossesByAge(db, batch.id),
    () => findFeedEaten(db, batch.id),
    () => silosOfShed(db, batch.shedId, batch, now),
    () => companyTimeZone(db, batch.companyId),
  ]);
  const { dateOfAge, ageOfDate } = batchCalendar(batch, timeZone);
  const weighed = days.map((d) => ({ ...d, date: dateOfAge(d.age) }));
  const lossesFrom = (age: number) => losses.filter((l) => l.age >= age).reduce((n, l) => n + l.lost, 0);
  const dailyMortality = expectedDailyMortality(losses, row.age, batch.currentLodged);
  const animalsAt = (age: number) =>
    age <= row.age ? batch.currentLodged + lossesFrom(age) : batch.currentLodged * (1 - dailyMortality) ** (age - row.age);
  const feedEaten = eaten ?? 0;
  const feedInSilos = stockOf(silos)?.kg ?? 0;
  const state: BatchForecastState = {
    row,
    today: localDay(now, timeZone),
    dateOfAge,
    ageOfDate,
    weighed,
    growth: null,
    currentWeight: null,
    dailyMortality,
    animalsAt,
    feedEaten,
    feedInSilos,
    points: [],
    target: null,
  };
  if (!canForecast(row, now)) return state;

  const reference = broilerWeightReference(batch);
  const growth = growthForecastOf(await weighedDaysOfBatch(db, row), reference);
  const currentWeight = days.find((d) => d.age === row.age)?.weight ?? growth.weightAt(row.age);
  // What the animals really ate lately scales their future intake; before any consumption, their weight does.
  const intakeRatio = feedEaten > 0 ? (await feedForecastOf(db, forecastBatchOf(row), silos, now)).intake_ratio : null;
  const projection = projectSlaughter({
    weightAt: growth.weightAt,
    ...(growth.bandAt ? { bandAt: growth.bandAt } : {}),
    referenceWeight: reference,
    // The projection adds, on reaching each age, the feed of the 24 h that end there: the table's own day.
    referenceIntake: (age) => referenceFeedIntake(PRODUCTION_TYPE.broiler, batch.lineage, batch.sexExternalId, age),
    currentAge: row.age,
    currentWeight,
    lastAge: BROILER_REFERENCE_LAST_DAY,
    dateOfAge,
    lodged: batch.currentLodged,
    dailyMortality,
    eatenKg: feedEaten,
    stockKg: feedInSilos,
    intakeRatio,
    targetWeight: batch.targetWeight,
  });
  return { ...state, growth, currentWeight, points: projection.points, target: projection.target };
}

export const projectionPointOf = (p: DomainPoint): SlaughterProjectionPoint => ({
  age: p.age,
  date: p.date,
  weight: roundTo(p.weight, 1),
  weight_p10: p.band ? roundTo(p.band.p10, 1) : null,
  weight_p90: p.band ? roundTo(p.band.p90, 1) : null,
  accumulated_consumption: roundTo(p.accumulatedConsumption, 1),
  necessary_ration: roundTo(p.necessaryRation, 1),
});

async function forecastableBatch(db: Db, principal: Principal, id: number): Promise<BatchRow> {
  const row = await findBatch(db, predictionScopeOf(principal), id);
  if (!row) throw new NotFoundError('Batch not found');
  return row;
}

/** `GET /v1/slaughter-weight-projection/{batch id}`. */
export async function getSlaughterForecast(db: Db, principal: Principal, id: number, now = new Date()): Promise<SlaughterForecast> {
  const state = await batchForecastState(db, await forecastableBatch(db, principal, id), now);
  const { row } = state;
  return {
    results: {
      batch: row.batch.id,
      age: row.age,
      date: state.today,
      method: state.growth?.method ?? null,
      current_weight: roundTo(state.currentWeight, 1),
      current_lodged: row.batch.currentLodged,
      daily_mortality: roundTo(state.dailyMortality, 5),
      feed_eaten: roundTo(state.feedEaten, 1),
      feed_in_silos: roundTo(state.feedInSilos, 1),
      weighed: state.weighed.map((d) => ({ age: d.age, date: d.date, weight: roundTo(d.weight, 1) })),
      predictions: state.points.map(projectionPointOf),
      target: state.target,
      plan: planOf(row),
    },
  };
}

/** The production projection of a forecast: spec §9's 15 ages up to today, then every forecast day. */
export function pcpProjectionsOf(state: BatchForecastState): PcpProjection[] {
  const { row, growth } = state;
  if (!growth) return [];
  const weighed = new Map(state.weighed.map((d) => [d.age, d.weight]));
  const forecast = new Map(state.points.map((p) => [p.age, p.weight]));
  const first = Math.max(row.batch.ageAtLodging, row.age - PCP_PAST_AGES);
  const ages = Array.from({ length: row.age - first + 1 + state.points.length }, (_, i) => first + i);
  const weightAt = (age: number) => weighed.get(age) ?? forecast.get(age) ?? (age === row.age ? state.currentWeight! : growth.weightAt(age));
  return pcpProjection(ages, weightAt, state.animalsAt).map((p) => ({ age: p.age, weight: roundTo(p.weight, 1), projection: roundTo(p.projection, 1) }));
}

/** `GET /v2/batches/{id}/pcp`. */
export async function getBatchPcp(db: Db, principal: Principal, id: number, now = new Date()): Promise<BatchPcp> {
  const state = await batchForecastState(db, await forecastableBatch(db, principal, id), now);
  const { batch } = state.row;
  return { batch: batch.id, age: state.row.age, current_lodged: batch.currentLodged, pcp_projections: pcpProjectionsOf(state), plan: planOf(state.row) };
}

/** The PCP of a batch for its detail: only broilers, and only for roles with Predição. */
export async function pcpOfBatchDetail(db: Db, principal: Principal, row: BatchRow, now: Date): Promise<PcpProjection[]> {
  if (!isBroiler(row.productionType) || !predictionScopeOf(principal).productionTypes.includes(PRODUCTION_TYPE.broiler)) return [];
  return pcpProjectionsOf(await batchForecastState(db, row, now));
}
