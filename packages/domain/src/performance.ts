/**
 * Growth and production figures of a flock (broiler and breeder performance). Weights in grams,
 * feed in kg, ages in days. A figure that cannot be computed from what is given is null, never NaN.
 */

/** Days between weekly points: ages divisible by 7 are the weekly points (spec §9). */
export const WEEK_DAYS = 7;

/** Spec §9: a division card shows its weight with bounds ±10 %; uniformity counts birds within them. */
export const UNIFORMITY_BAND = 0.1;

/** Spec §9: the weight histogram groups birds in 50 g bands. */
export const HISTOGRAM_BAND_G = 50;

export const isWeeklyAge = (age: number) => age > 0 && age % WEEK_DAYS === 0;

export const weekOfAge = (age: number) => Math.floor(age / WEEK_DAYS);

/** Lower and upper bound of a weight's ±10 % band. */
export function weightBounds(weight: number): { low: number; high: number } {
  return { low: weight * (1 - UNIFORMITY_BAND), high: weight * (1 + UNIFORMITY_BAND) };
}

/** A weight on a day of age. */
export interface AgedWeight {
  age: number;
  weight: number;
}

/**
 * Daily gain (G.P.D., g/day) of each weighing against the one before it: the weight difference over
 * the days between them (a missed day spreads the gain over both). The first weighing has none.
 */
export function dailyGains(points: readonly AgedWeight[]): (number | null)[] {
  const sorted = [...points].sort((a, b) => a.age - b.age);
  return sorted.map((p, i) => {
    const previous = sorted[i - 1];
    if (!previous || p.age === previous.age) return null;
    return (p.weight - previous.weight) / (p.age - previous.age);
  });
}

/** The weight at `age`, or interpolated between the weighings around it; null outside them. */
export function weightAt(points: readonly AgedWeight[], age: number): number | null {
  const sorted = [...points].sort((a, b) => a.age - b.age);
  const exact = sorted.find((p) => p.age === age);
  if (exact) return exact.weight;
  const after = sorted.findIndex((p) => p.age > age);
  if (after <= 0) return null;
  const a = sorted[after - 1]!;
  const b = sorted[after]!;
  return a.weight + ((b.weight - a.weight) * (age - a.age)) / (b.age - a.age);
}

/**
 * The last whole week's weight and its gain over the week before: the weight at the latest weekly
 * age the weighings reach, minus the weight seven days earlier. Null when the weighings do not
 * cover both ends.
 */
export function weeklyGain(points: readonly AgedWeight[]): { age: number; weight: number; gain: number | null } | null {
  if (points.length === 0) return null;
  const lastAge = Math.max(...points.map((p) => p.age));
  const weekAge = Math.floor(lastAge / WEEK_DAYS) * WEEK_DAYS;
  if (weekAge === 0) return null;
  const weight = weightAt(points, weekAge);
  if (weight === null) return null;
  const before = weightAt(points, weekAge - WEEK_DAYS);
  return { age: weekAge, weight, gain: before === null ? null : weight - before };
}

/**
 * A weight taken part-way through a day of age, brought to the whole day with the reference's daily
 * gain: a weighing at 28.4 days is 0.4 days of reference gain above the day-28 weight.
 */
export function adjustedWeight(weight: number, realAge: number, referenceDailyGain: number): number {
  return weight - referenceDailyGain * (realAge - Math.floor(realAge));
}

/** One band of a weight histogram: birds weighing from `from` (included) to `to` (excluded), g. */
export interface HistogramBand {
  from: number;
  to: number;
  count: number;
}

/** Individual weights counted in bands of `band` g, from the lightest bird's band to the heaviest's, empty bands included. */
export function weightHistogram(samples: readonly number[], band = HISTOGRAM_BAND_G): HistogramBand[] {
  const valid = samples.filter((w) => Number.isFinite(w) && w > 0);
  if (valid.length === 0) return [];
  const first = Math.floor(Math.min(...valid) / band);
  const last = Math.floor(Math.max(...valid) / band);
  const bands = Array.from({ length: last - first + 1 }, (_, i) => ({ from: (first + i) * band, to: (first + i + 1) * band, count: 0 }));
  for (const w of valid) bands[Math.floor(w / band) - first]!.count++;
  return bands;
}
