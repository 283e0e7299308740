import { DEFAULT_PERFORMANCE_SETTINGS, isBroiler } from '@plantel/contracts';
import { adjustedFcrConventionOf, batchFiguresAt, batchWeighings, fitRatioForecast, flockStats, ratioWeightAt, ratioWeightBand, type BatchRecords } from '@plantel/domain';
import type { BatchTimeline } from './batch-timeline';
import type { Climate } from './climate';
import type { BatchSummaryRow } from './farm-rows';
import type { Feed } from './feed';
import type { Flock } from './flock';
import type { SpeciesProfile } from './species';
import { DAY_MS } from './time';

export interface SummaryInput {
  profile: SpeciesProfile;
  productionType: number;
  lineage: string;
  sex: number;
  housed: number;
  batchKey: number;
  timeline: BatchTimeline;
  flock: Flock | null;
  climate: Climate;
  feed: Feed;
  entryWeight: number | null;
  /** The planned slaughter's day of age, if the batch has one: a broiler batch's forecast weight and band on it are kept, as the server keeps them. */
  plannedAge: number | null;
  now: number;
}

const r = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** Mean of the pooled samples of every division weighed at an age. */
function pooledMean(flock: Flock, age: number): number | null {
  const samples = flock.weighings.filter((w) => w.age === age).flatMap((w) => w.samples);
  return samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : null;
}

/** The latest figures of a batch (see the batch_summaries table), and its weight against the reference. */
export function summarizeBatch(input: SummaryInput): { summary: BatchSummaryRow } {
  const { flock, feed, timeline, profile } = input;
  const open = timeline.closing === null;
  const summary: BatchSummaryRow = {
    batch: input.batchKey,
    weight: null,
    weightAge: null,
    gain: null,
    weekGain: null,
    variationCoef: null,
    uniformity: null,
    performance: null,
    conversionFactor: null,
    productionEfficiency: null,
    henDayPercent: null,
    mortality: flock?.losses ?? 0,
    enthalpy: input.climate.latestComfort,
    rationType: feed.currentRationKey,
    siloStatus: 0,
    available: null,
    predictedWeight: null,
    predictedWeightP10: null,
    predictedWeightP90: null,
    rationEndAt: null,
    updatedAt: input.now,
  };
  if (open) {
    const statuses = feed.silos.map((s) => s.status).filter((s) => s > 0);
    summary.siloStatus = statuses.length ? Math.min(...statuses) : 0;
    const weights = feed.silos.map((s) => s.availableWeight).filter((w): w is number => w !== null);
    summary.available = weights.length ? Math.round(weights.reduce((a, b) => a + b, 0)) : null;
    if (feed.ranOutAt !== null) summary.rationEndAt = feed.ranOutAt;
    else if (timeline.housed && feed.dailyDemand > 0 && summary.available !== null) {
      summary.rationEndAt = Math.round(input.now + (summary.available / feed.dailyDemand) * DAY_MS);
    }
  }

  const lastWeighing = flock?.weighings.reduce<number | null>((age, w) => (age === null || w.age > age ? w.age : age), null) ?? null;
  if (flock && lastWeighing !== null) {
    const stats = flockStats(flock.weighings.filter((w) => w.age === lastWeighing).flatMap((w) => w.samples));
    const before = (days: number) => pooledMean(flock, lastWeighing - days) ?? flock.meanWeightAt(lastWeighing - days);
    // The figures Plantel shows for the batch, by the same functions the server computes them with.
    const records = recordsOf(input, flock);
    const figuresAt = batchFiguresAt(records);
    Object.assign(summary, {
      weight: figuresAt ? r(figuresAt.moment.weight, 1) : null,
      weightAge: lastWeighing,
      gain: lastWeighing > timeline.firstAge ? r((stats.mean - before(profile.weighingEvery)) / profile.weighingEvery, 1) : null,
      weekGain: lastWeighing - 7 >= timeline.firstAge ? r(stats.mean - before(7), 1) : null,
      variationCoef: r(stats.cv, 2),
      uniformity: r(stats.uniformity, 1),
      performance: figuresAt?.figures.performance ?? null,
      conversionFactor: figuresAt?.figures.conversion ?? null,
      productionEfficiency: figuresAt?.figures.efficiency ?? null,
    });
    const reference = (age: number) => flock.referenceWeightAt(age);
    const fit = open && input.plannedAge !== null && isBroiler(input.productionType) ? fitRatioForecast(records.weighings, reference) : null;
    if (fit && input.plannedAge !== null) {
      const band = ratioWeightBand(fit, reference, input.plannedAge);
      Object.assign(summary, {
        predictedWeight: r(ratioWeightAt(fit, reference, input.plannedAge), 1),
        predictedWeightP10: r(band.p10, 1),
        predictedWeightP90: r(band.p90, 1),
      });
    }
  }
  return { summary };
}

function recordsOf(input: SummaryInput, flock: Flock): BatchRecords {
  const { timeline } = input;
  const exactAge = (time: number) => timeline.ageAtLodging + (time - timeline.opening) / DAY_MS;
  const losses = new Map<number, number>();
  for (const m of flock.mortalityRows) losses.set(m.age, (losses.get(m.age) ?? 0) + m.amountMortality + m.amountEliminated);
  return {
    productionType: input.productionType,
    lineage: input.lineage,
    sex: input.sex,
    housed: input.housed,
    entryWeight: input.entryWeight,
    ageAtLodging: timeline.ageAtLodging,
    feedDays: input.feed.consumption.map((c) => ({ age: c.age, amount: c.amount, estimated: c.estimatedAmount })),
    weighings: batchWeighings(
      flock.weighings.map((w) => ({
        division: w.division,
        day: w.age,
        age: exactAge(w.weighedAt),
        weight: w.samples.reduce((a, b) => a + b, 0) / w.samples.length,
        animals: flock.divisionLodged[w.division]!,
      })),
    ),
    losses: [...losses].map(([age, lost]) => ({ age, lost })),
    slaughter: null,
    removals: [],
    convention: adjustedFcrConventionOf(DEFAULT_PERFORMANCE_SETTINGS),
  };
}
