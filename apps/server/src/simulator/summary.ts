import { flockStats } from '@plantel/domain';
import type { BatchTimeline } from './batch-timeline';
import type { Climate } from './climate';
import type { BatchSummaryRow } from './farm-rows';
import type { Feed } from './feed';
import type { Flock } from './flock';
import type { SpeciesProfile } from './species';
import { DAY_MS } from './time';

export interface SummaryInput {
  profile: SpeciesProfile;
  batchKey: number;
  timeline: BatchTimeline;
  flock: Flock | null;
  climate: Climate;
  feed: Feed;
  entryWeight: number | null;
  /** Forecast weight at the target age, if the batch has one. */
  predictedWeight: (weightRatio: number) => number | null;
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
    mortality: flock?.losses ?? 0,
    enthalpy: input.climate.latestComfort,
    rationType: feed.currentRationKey,
    siloStatus: 0,
    available: null,
    predictedWeight: null,
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

  let weightRatio = 1;
  const lastWeighing = flock?.weighings.reduce<number | null>((age, w) => (age === null || w.age > age ? w.age : age), null) ?? null;
  if (flock && lastWeighing !== null) {
    const stats = flockStats(flock.weighings.filter((w) => w.age === lastWeighing).flatMap((w) => w.samples));
    const before = (days: number) => pooledMean(flock, lastWeighing - days) ?? flock.meanWeightAt(lastWeighing - days);
    const reference = flock.referenceWeightAt(lastWeighing);
    weightRatio = stats.mean / reference;
    Object.assign(summary, {
      weight: r(stats.mean, 1),
      weightAge: lastWeighing,
      gain: lastWeighing > timeline.firstAge ? r((stats.mean - before(profile.weighingEvery)) / profile.weighingEvery, 1) : null,
      weekGain: lastWeighing - 7 >= timeline.firstAge ? r(stats.mean - before(7), 1) : null,
      variationCoef: r(stats.cv, 2),
      uniformity: r(stats.uniformity, 1),
      performance: r((100 * stats.mean) / reference, 1),
    });
    const liveKg = (flock.currentLodged * stats.mean) / 1000;
    if (profile.species === 'broiler' && liveKg > 0) summary.conversionFactor = r(feed.eatenTotal / liveKg, 3);
    if (profile.species === 'swine' && input.entryWeight !== null && stats.mean > input.entryWeight) {
      summary.conversionFactor = r(feed.eatenTotal / ((flock.currentLodged * (stats.mean - input.entryWeight)) / 1000), 3);
    }
    if (open) summary.predictedWeight = input.predictedWeight(weightRatio);
  }
  return { summary };
}
