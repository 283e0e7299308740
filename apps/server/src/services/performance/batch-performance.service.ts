import { adjustedFcrConventionOf, adjustedWeight, batchFiguresAt, batchFiguresNow, batchWeighings, dailyGains, fitRatioForecast, flockStats, growthTarget, isWeeklyAge, ratioWeightAt, removedPercent, removedTotal, viabilityPercent, weeklyGain, weekOfAge, weightBounds, weightHistogram, type BatchRecords, type Removal, type WeighedDay } from '@plantel/domain';
import { isBroiler, PRODUCTION_TYPE, sexOf, type BatchPerformance, type DivisionPerformance, type PerformancePoint } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import type { FarmScope } from '../../repositories/farm-scope';
import { findRemovalsOfBatch, type BatchRemovalRow } from '../../repositories/batch-removals.repository';
import { settledFeedKg } from '../../repositories/settlement.repository';
import { findDivisionsWithLosses, findFeedDays, findLossesByAge, findWeighingsOfBatch, type WeighingRow } from '../../repositories/performance.repository';
import type { Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { getPerformanceSettings } from './performance-settings.service';
import { sexOfBatch } from '../overview/shed-detail.service';
import { DAY_MS } from '../common/units';


/** Spec §9: the performance table and charts show the last 14 days. */
const RECENT_DAYS = 14;

/** The batches whose performance the principal may read: modules where their roles grant Performance. */
export const performanceScopeOf = (principal: Principal) => farmScopeWith(principal, 'Performance');

const finite = (n: number) => (Number.isFinite(n) ? n : null);

/** The animals' exact age at a moment, days. */
const exactAge = (batch: { ageAtLodging: number; openingDate: Date }, at: Date) => batch.ageAtLodging + (at.getTime() - batch.openingDate.getTime()) / DAY_MS;

/** Removals (thinning) as the figures take them: at the animals' exact age. */
const removalsForFigures = (rows: readonly BatchRemovalRow[], batch: { ageAtLodging: number; openingDate: Date }): Removal[] =>
  rows.map((r) => ({ age: exactAge(batch, r.removedAt), animals: r.animals, liveWeightKg: r.liveWeightKg }));

interface Day {
  age: number;
  /** Sum and count of the weights of the day's weighings (an average counts `count` birds). */
  total: number;
  count: number;
  samples: number[];
  lastWeighedAt: Date;
}

/** The day's mean weight pools every weighing of that day of age. */
function daysOf(weighings: readonly WeighingRow[]): Day[] {
  const days = new Map<number, Day>();
  for (const w of weighings) {
    const day = days.get(w.age) ?? { age: w.age, total: 0, count: 0, samples: [], lastWeighedAt: w.weighedAt };
    if (w.samples.length > 0) {
      day.total += w.samples.reduce((a, b) => a + b, 0);
      day.count += w.samples.length;
      day.samples.push(...w.samples);
    } else if (w.meanWeight !== null && w.birdCount !== null) {
      day.total += w.meanWeight * w.birdCount;
      day.count += w.birdCount;
    }
    if (w.weighedAt > day.lastWeighedAt) day.lastWeighedAt = w.weighedAt;
    days.set(w.age, day);
  }
  return [...days.values()].filter((d) => d.count > 0).sort((a, b) => a.age - b.age);
}

/** Who reads the figures (for whether they may edit a weighing); null when the server reads them for itself. */
type Viewer = Pick<Principal, 'userId' | 'isStaff' | 'isSuperuser' | 'isGuest'> | null;

interface BatchContext {
  row: BatchRow;
  viewer: Viewer;
}

/** A hand-entered weighing may be changed by whoever entered it, and by staff; never by a guest, and scale readings never. */
export function mayEditWeighing(viewer: Viewer, enteredBy: number | null): boolean {
  if (!viewer || viewer.isGuest || enteredBy === null) return false;
  return enteredBy === viewer.userId || viewer.isStaff || viewer.isSuperuser;
}

function divisionPerformance(
  division: { id: number; identification: string; currentLodge: number; losses: number },
  weighings: readonly WeighingRow[],
  { row, viewer }: BatchContext,
): DivisionPerformance {
  const { batch, productionType } = row;
  const target = (age: number) => growthTarget(productionType, batch.lineage, batch.sexExternalId, age, { age: batch.ageAtLodging, weight: batch.entryWeight });
  const days = daysOf(weighings);
  const gains = dailyGains(days.map((d) => ({ age: d.age, weight: d.total / d.count })));
  const points: PerformancePoint[] = days.map((d, i) => {
    const weight = d.total / d.count;
    const reference = target(d.age);
    const realAge = exactAge(batch, d.lastWeighedAt);
    return {
      age: d.age,
      week: weekOfAge(d.age),
      weight,
      adjusted_weight: reference && realAge >= d.age ? adjustedWeight(weight, realAge, reference.dailyGain) : null,
      predict_weight: null,
      ideal_weight: reference?.weight ?? null,
      gain: gains[i] ?? null,
    };
  });
  const latest = points.at(-1);
  const week = weeklyGain(points);
  const sampled = days.findLast((d) => d.samples.length > 0);
  // Uniformity and CV are of the weighing the weight beside them is: none when it was a mean alone.
  const latestDay = days.at(-1);
  const stats = latestDay && latestDay.samples.length === latestDay.count ? flockStats(latestDay.samples) : null;
  const recentFrom = (latest?.age ?? 0) - RECENT_DAYS + 1;
  return {
    id: division.id,
    identification: division.identification,
    current_lodge: division.currentLodge,
    weight: latest?.weight ?? null,
    weight_age: latest?.age ?? null,
    weight_bounds: latest ? weightBounds(latest.weight) : null,
    week_weight: week?.weight ?? null,
    week_gain: week?.gain ?? null,
    uniformity: stats ? finite(stats.uniformity) : null,
    variation_coef: stats ? finite(stats.cv) : null,
    mortality: division.losses,
    performance_data: points,
    weekly: points.filter((p) => isWeeklyAge(p.age)),
    samples: sampled?.samples ?? [],
    samples_age: sampled?.age ?? null,
    histogram: sampled ? weightHistogram(sampled.samples) : [],
    weighings: weighings
      .filter((w) => w.age >= recentFrom)
      .reverse()
      .map((w) => ({
        id: w.id,
        division: division.id,
        weighed_at: w.weighedAt.toISOString(),
        age: w.age,
        count: w.samples.length || (w.birdCount ?? 0),
        weight: w.samples.length ? w.samples.reduce((a, b) => a + b, 0) / w.samples.length : (w.meanWeight ?? 0),
        samples: w.samples,
        sex: w.sexExternalId === null ? null : sexOf(w.sexExternalId),
        manual: w.enteredBy !== null,
        editable: mayEditWeighing(viewer, w.enteredBy),
      })),
  };
}

/**
 * The flock's uniformity and CV over the birds of every division's latest weighing, the weighings
 * its weight is of; unknown when one of them is a mean alone.
 */
function pooledStats(divisions: readonly DivisionPerformance[]) {
  const weighed = divisions.filter((d) => d.weight_age !== null);
  if (weighed.some((d) => d.uniformity === null || d.samples_age !== d.weight_age)) return flockStats([]);
  return flockStats(weighed.flatMap((d) => d.samples));
}

/** A division figure for the whole batch, weighted by the animals each division holds; divisions without it are left out. */
export function lodgeWeightedMean(divisions: readonly DivisionPerformance[], pick: (d: DivisionPerformance) => number | null): number | null {
  let total = 0;
  let animals = 0;
  for (const d of divisions) {
    const value = pick(d);
    if (value === null) continue;
    const n = Math.max(d.current_lodge, 1);
    total += value * n;
    animals += n;
  }
  return animals > 0 ? total / animals : null;
}

/** `GET /v2/batches/{id}/performance`. */
export async function getBatchPerformance(db: Db, principal: Principal, id: number): Promise<BatchPerformance> {
  const row = await findBatch(db, performanceScopeOf(principal), id);
  if (!row) throw new NotFoundError('Batch not found');
  return buildBatchPerformance(db, row, principal);
}

/** The moment of an exact age of the batch. */
const momentOfAge = (batch: BatchRow['batch'], age: number) => new Date(batch.openingDate.getTime() + (age - batch.ageAtLodging) * DAY_MS);

/** A broiler batch's growth table, g by exact age (its lineage and sex known to have one). */
export const broilerWeightReference = (batch: Pick<BatchRow['batch'], 'lineage' | 'sexExternalId'>) => (age: number) =>
  growthTarget(PRODUCTION_TYPE.broiler, batch.lineage, batch.sexExternalId, age)!.weight;

/**
 * Estimates for now, broilers only: the breed table scaled to where the batch's weighings put it
 * (fitRatioForecast, the slaughter forecast's), and the feed eaten up to now.
 */
function figuresNow(row: BatchRow, records: BatchRecords, now: Date): BatchPerformance['now'] {
  const { batch } = row;
  if (!isBroiler(row.productionType) || growthTarget(PRODUCTION_TYPE.broiler, batch.lineage, batch.sexExternalId, 0) === null) return null;
  const age = exactAge(batch, now);
  const reference = broilerWeightReference(batch);
  const fit = fitRatioForecast(records.weighings, reference);
  const estimate = fit ? batchFiguresNow(records, age, ratioWeightAt(fit, reference, age)) : null;
  if (!estimate) return null;
  const { moment, figures } = estimate;
  const lastWeighed = records.weighings.at(-1)!.age;
  return {
    at: now.toISOString(),
    age,
    weight: moment.weight,
    last_weighing_age: lastWeighed,
    days_since_weighing: age - lastWeighed,
    performance: figures.performance,
    feed_kg: moment.feed.kg,
    feed_estimated_kg: moment.feed.estimatedKg,
    conversion_factor: figures.conversion,
    corrected_conversion_factor: figures.corrected,
    adjusted_conversion_factor: figures.adjusted,
    production_efficiency: figures.efficiency,
  };
}

/** What a batch's figures are computed from, as stored: its divisions and weighings, feed days, losses, removals and slaughter. */
async function loadBatchRecords(db: Db, row: BatchRow) {
  const { batch, productionType } = row;
  // One after another: a summary refresh reads them inside the transaction that wrote the record,
  // whose one connection takes one query at a time.
  const divisionRows = await findDivisionsWithLosses(db, batch.id);
  const weighings = await findWeighingsOfBatch(db, batch.id);
  const feedDays = await findFeedDays(db, batch.id);
  const losses = await findLossesByAge(db, batch.id);
  const removalRows = await findRemovalsOfBatch(db, batch.id);
  const settings = await getPerformanceSettings(db, batch.companyId);
  const settledFeed = batch.closingDate === null ? null : await settledFeedKg(db, batch.id);
  const divisionWeighings = divisionRows.flatMap((d) =>
    daysOf(weighings.filter((w) => w.divisionId === d.id)).map((day) => ({
      division: d.id,
      day: day.age,
      age: exactAge(batch, day.lastWeighedAt),
      weight: day.total / day.count,
      animals: d.currentLodge,
      weighed: day.count,
      // Weights recorded one by one say how they scatter; a mean alone does not.
      cv: day.samples.length === day.count && day.count > 1 ? finite(flockStats(day.samples).cv / 100) : null,
    })),
  );
  const slaughter = batch.slaughterDate !== null && batch.slaughterAnimals !== null && batch.slaughterLiveWeightKg !== null && batch.closingDate !== null
    ? { age: exactAge(batch, batch.closingDate), animals: batch.slaughterAnimals, liveWeightKg: batch.slaughterLiveWeightKg, ...(settledFeed === null ? {} : { feedKg: settledFeed }) }
    : null;
  const records: BatchRecords = {
    productionType,
    lineage: batch.lineage,
    sex: batch.sexExternalId,
    housed: batch.initialLodged,
    entryWeight: batch.entryWeight ?? growthTarget(productionType, batch.lineage, batch.sexExternalId, batch.ageAtLodging)?.weight ?? null,
    ageAtLodging: batch.ageAtLodging,
    feedDays,
    weighings: batchWeighings(divisionWeighings, (age) => growthTarget(productionType, batch.lineage, batch.sexExternalId, age, { age: batch.ageAtLodging, weight: batch.entryWeight })?.weight ?? null),
    losses,
    removals: removalsForFigures(removalRows, batch),
    slaughter,
    convention: adjustedFcrConventionOf(settings),
  };
  return { divisionRows, weighings, feedDays, settledFeed, records };
}

/** The batch's weighed days as its figures take them (batchWeighings): exact ages, each with how far it can be trusted. */
export async function weighedDaysOfBatch(db: Db, row: BatchRow): Promise<readonly WeighedDay[]> {
  return (await loadBatchRecords(db, row)).records.weighings;
}

/**
 * The weight (kg) of the animals a batch lost before a slaughter at `closedAt` with these animals
 * and live weight: the corrected FCR's addend, as the batch's dashboard counts it once closed (the
 * losses of each day weighed on the curve of its weighings). Null for a batch out of `scope`.
 */
export async function lostWeightAtSlaughter(db: Db, scope: FarmScope, batchId: number, slaughter: { closedAt: Date; animals: number; liveWeightKg: number }): Promise<number | null> {
  const row = await findBatch(db, scope, batchId);
  if (!row) return null;
  const { records } = await loadBatchRecords(db, row);
  const at = { age: exactAge(row.batch, slaughter.closedAt), animals: slaughter.animals, liveWeightKg: slaughter.liveWeightKg };
  return batchFiguresAt({ ...records, slaughter: at })?.moment.lostKg ?? null;
}

/** A batch's growth, computed from its weighings, losses, feed and slaughter; its figures all for one moment (batchFiguresAt). */
export async function buildBatchPerformance(db: Db, row: BatchRow, viewer: Viewer, now = new Date()): Promise<BatchPerformance> {
  const { batch } = row;
  const { divisionRows, weighings, feedDays, settledFeed, records } = await loadBatchRecords(db, row);
  const context = { row, viewer };
  const divisions = divisionRows.map((d) => divisionPerformance(d, weighings.filter((w) => w.divisionId === d.id), context));
  const result = batchFiguresAt(records);
  const hasFeed = feedDays.length > 0 || settledFeed !== null;
  const current = feedDays.length > 0 && batch.closingDate === null ? figuresNow(row, records, now) : null;
  const pooled = pooledStats(divisions);
  const mortality = divisions.reduce((n, d) => n + d.mortality, 0);
  const moment = result?.moment ?? null;
  const figures = result?.figures ?? null;
  const removed = removedTotal(records.removals);
  const viability = figures?.viability ?? viabilityPercent(batch.initialLodged, batch.currentLodged + removed.animals);
  return {
    id: batch.id,
    lineage: batch.lineage,
    sex: sexOfBatch(batch.sexExternalId),
    age: row.age,
    production_type: row.productionType,
    housed: batch.initialLodged,
    current_lodged: batch.currentLodged,
    removed: removed.animals,
    removed_live_weight_kg: removed.kg,
    removed_percent: removedPercent(batch.initialLodged, removed.animals),
    figures_at: moment ? momentOfAge(batch, moment.age).toISOString() : null,
    figures_age: moment?.age ?? null,
    final: moment?.final ?? false,
    weight: moment?.weight ?? null,
    weight_age: moment ? Math.floor(moment.age) : null,
    ideal_weight: moment?.referenceWeight ?? null,
    performance: figures?.performance ?? null,
    uniformity: finite(pooled.uniformity),
    variation_coef: finite(pooled.cv),
    feed_kg: moment && hasFeed ? moment.feed.kg : null,
    feed_estimated_kg: moment && hasFeed ? moment.feed.estimatedKg : null,
    conversion_factor: hasFeed ? (figures?.conversion ?? null) : null,
    corrected_conversion_factor: hasFeed ? (figures?.corrected ?? null) : null,
    adjusted_conversion_factor: hasFeed ? (figures?.adjusted ?? null) : null,
    adjusted_fcr: { reference_weight: records.convention.referenceWeight, points_per_100g: records.convention.pointsPer100g },
    mortality,
    delivered_mean_weight: removed.animals > 0 ? (figures?.delivered.meanWeight ?? null) : null,
    delivered_mean_age: removed.animals > 0 ? (figures?.delivered.meanAge ?? null) : null,
    mortality_percent: viability === null ? null : 100 - viability,
    viability,
    production_efficiency: hasFeed ? (figures?.efficiency ?? null) : null,
    slaughter: batch.slaughterDate !== null && batch.slaughterAnimals !== null && batch.slaughterLiveWeightKg !== null
      ? { date: batch.slaughterDate, animals: batch.slaughterAnimals, live_weight_kg: batch.slaughterLiveWeightKg }
      : null,
    now: current,
    divisions,
  };
}
