import type { Random } from '@plantel/domain';
import { ageAt, ageStart, type BatchTimeline } from './batch-timeline';
import type { AnomalyPlan } from './farm-description';
import type { MortalityRow, PerformanceRow, WeighingRow } from './farm-rows';
import type { SpeciesProfile } from './species';
import { DAY_MS, HOUR_MS, isoDate, MINUTE_MS, round } from './time';

export interface FlockInput {
  profile: SpeciesProfile;
  lineage: string;
  sex: number;
  lodged: number;
  divisions: number;
  timeline: BatchTimeline;
  anomalies: readonly AnomalyPlan[];
  now: number;
  /** The company's IANA time zone, whose wall clock the day follows. */
  timeZone: string;
  random: Random;
}

export interface Weighing {
  division: number;
  age: number;
  weighedAt: number;
  samples: number[];
}

/** A batch's animals day by day: how many, what they weigh, what was measured. */
export interface Flock {
  /** Animals housed per division now (or at closing). */
  divisionLodged: number[];
  currentLodged: number;
  /** Animals housed at the start of an age day. */
  lodgedAt(age: number): number;
  /** Animals a division housed at the start of an age day. */
  divisionLodgedAt(division: number, age: number): number;
  /** The flock's true mean weight at an age (lodged-weighted over divisions), g. */
  meanWeightAt(age: number): number;
  referenceWeightAt(age: number): number;
  /** Deaths and culls since lodging. */
  losses: number;
  /** Deaths and culls of an age day per animal then housed (a partial last day scaled to a whole one). */
  dailyLossRate(age: number): number;
  weighings: Weighing[];
  /** Division rows: local division index, not yet offset by the shed. */
  weighingRows: WeighingRow[];
  performanceRows: PerformanceRow[];
  mortalityRows: MortalityRow[];
}

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
/** Losses on a mortality spike's day, at least: above the alert's default limit (3 per thousand a day) in every species. */
const SPIKE_DAILY_MORTALITY = 0.005;

function splitLodged(total: number, parts: number, random: Random): number[] {
  const shares = Array.from({ length: parts }, () => 1 + random.uniform(-0.03, 0.03));
  const sum = shares.reduce((a, b) => a + b, 0);
  const counts = shares.map((s) => Math.floor((total * s) / sum));
  counts[0]! += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/** Individual weights with exactly the asked mean and CV (before scale rounding): standardised normal draws. */
export function drawSamples(random: Random, count: number, mean: number, cv: number, resolution: number): number[] {
  const z = Array.from({ length: count }, () => random.normal());
  const zMean = z.reduce((a, b) => a + b, 0) / count;
  const zSd = Math.sqrt(z.reduce((a, b) => a + (b - zMean) ** 2, 0) / (count - 1)) || 1;
  return z.map((v) => Math.max(resolution, Math.round((mean * (1 + (cv / 100) * ((v - zMean) / zSd))) / resolution) * resolution));
}

export function simulateFlock(input: FlockInput): Flock {
  const { profile, lineage, sex, timeline, random } = input;
  const { firstAge, lastAge } = timeline;
  const days = lastAge - firstAge + 1;
  const reference = (age: number) => profile.referenceWeight(lineage, sex, age);

  const behind = input.anomalies.find((a) => a.kind === 'weight_behind');
  const batchFactor = behind ? 1 - behind.percent / 100 : 1 + clamp(random.normal(0, 0.012), -0.02, 0.02);
  const spike = input.anomalies.find((a) => a.kind === 'mortality_spike');
  // The alert judges whole days: the spike falls on the last whole day before the alert.
  const spikeAge = spike ? Math.min(ageAt(timeline, input.now - spike.hoursAgo * HOUR_MS), ageAt(timeline, input.now) - 1) : null;
  const loss = input.anomalies.find((a) => a.kind === 'weight_loss');

  // True mean weight per division and day.
  const means: number[][] = [];
  for (let d = 0; d < input.divisions; d++) {
    const divisionFactor = 1 + clamp(random.normal(0, 0.01), -0.015, 0.015);
    let walk = 0;
    const series: number[] = [];
    for (let i = 0; i < days; i++) {
      walk = clamp(0.8 * walk + random.normal(0, 0.004), -0.01, 0.01);
      series.push(reference(firstAge + i) * batchFactor * divisionFactor * (1 + walk));
    }
    if (loss && loss.division === d) {
      const lastDay = ageAt(timeline, input.now - loss.hoursAgo * HOUR_MS) - firstAge;
      const from = Math.max(0, lastDay - loss.days);
      for (let i = from + 1; i < days; i++) series[i] = series[from]! * (1 - 0.012 * (i - from));
    }
    means.push(series);
  }

  // Losses per division and day; the last day counts only the hours elapsed.
  const lodgedStart: number[][] = [];
  const mortalityRows: MortalityRow[] = [];
  const divisionLodged = splitLodged(input.lodged, input.divisions, random);
  const lossesPerDay = new Array<number>(days).fill(0);
  const elapsedPerDay = new Array<number>(days).fill(0);
  for (let d = 0; d < input.divisions; d++) {
    const starts: number[] = [];
    let housed = divisionLodged[d]!;
    for (let i = 0; i < days; i++) {
      const age = firstAge + i;
      starts.push(housed);
      const dayStart = ageStart(timeline, age);
      const elapsed = clamp((timeline.end - dayStart) / DAY_MS, 0, 1);
      elapsedPerDay[i] = elapsed;
      const rate = age === spikeAge ? Math.max(4 * profile.dailyMortality(age), SPIKE_DAILY_MORTALITY) : profile.dailyMortality(age);
      const expected = housed * rate * elapsed;
      const dead = Math.min(housed, random.poisson(expected * (1 - profile.cullShare)));
      const culled = Math.min(housed - dead, random.poisson(expected * profile.cullShare));
      housed -= dead + culled;
      lossesPerDay[i]! += dead + culled;
      mortalityRows.push({ division: d, age, date: isoDate(dayStart, input.timeZone), amountMortality: dead, amountEliminated: culled });
    }
    lodgedStart.push(starts);
    divisionLodged[d] = housed;
  }

  const dayIndex = (age: number) => clamp(Math.round(age) - firstAge, 0, days - 1);
  const lodgedAt = (age: number) => lodgedStart.reduce((sum, s) => sum + s[dayIndex(age)]!, 0);
  const meanWeightAt = (age: number) => {
    const i = dayIndex(age);
    const total = lodgedStart.reduce((sum, s) => sum + s[i]!, 0);
    if (total === 0) return means.reduce((sum, m) => sum + m[i]!, 0) / means.length;
    return lodgedStart.reduce((sum, s, d) => sum + s[i]! * means[d]![i]!, 0) / total;
  };

  // Weighings inside the history window: a sample of individuals around each division's true mean.
  const weighings: Weighing[] = [];
  const weighingRows: WeighingRow[] = [];
  const performanceRows: PerformanceRow[] = [];
  const every = profile.weighingEvery;
  for (let d = 0; d < input.divisions; d++) {
    const baseCv = random.uniform(profile.cv[0], profile.cv[1]);
    let previous: { age: number; weight: number } | null = null;
    for (let age = firstAge; age <= lastAge; age++) {
      if ((age - firstAge) % every !== 0) continue;
      const weighedAt = ageStart(timeline, age) + 2 * HOUR_MS + random.int(0, 60) * MINUTE_MS;
      if (weighedAt < timeline.windowStart || weighedAt > timeline.end) continue;
      const cv = clamp(baseCv + random.normal(0, 0.4), profile.cv[0] - 0.5, profile.cv[1] + 0.5);
      const count = random.int(profile.sampleCount[0], profile.sampleCount[1]);
      // The birds have grown on since the day began: their true mean at the weighing's exact age.
      const exactAge = age + (weighedAt - ageStart(timeline, age)) / DAY_MS;
      const trueMean = (means[d]![age - firstAge]! * reference(exactAge)) / reference(age);
      const samples = drawSamples(random, count, trueMean, cv, profile.weightResolution);
      weighings.push({ division: d, age, weighedAt, samples });
      weighingRows.push({ division: d, weighedAt, age, samples });

      const weight = samples.reduce((a, b) => a + b, 0) / count;
      const before = previous ?? (age - every >= firstAge ? { age: age - every, weight: means[d]![age - every - firstAge]! } : null);
      performanceRows.push({
        division: d,
        age,
        date: isoDate(ageStart(timeline, age), input.timeZone),
        weight: round(weight, 1),
        idealWeight: round(reference(age), 1),
        gain: before ? round((weight - before.weight) / (age - before.age), 1) : null,
        predictWeight: before ? round((before.weight / reference(before.age)) * reference(age), 1) : null,
      });
      previous = { age, weight };
    }
  }

  const losses = lossesPerDay.reduce((a, b) => a + b, 0);
  return {
    divisionLodged,
    currentLodged: divisionLodged.reduce((a, b) => a + b, 0),
    lodgedAt,
    divisionLodgedAt: (division, age) => lodgedStart[division]?.[dayIndex(age)] ?? 0,
    meanWeightAt,
    referenceWeightAt: reference,
    losses,
    dailyLossRate: (age) => {
      const i = dayIndex(age);
      const housed = lodgedAt(age);
      return housed > 0 && elapsedPerDay[i]! > 0 ? lossesPerDay[i]! / housed / elapsedPerDay[i]! : 0;
    },
    weighings,
    weighingRows,
    performanceRows,
    mortalityRows,
  };
}
