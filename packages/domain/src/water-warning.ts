import { referenceIntakeOnDay } from './feed-reference';

/**
 * Early warnings from a lodged batch's water and feed (docs/alerts.md, "Early warnings from water").
 * All intakes are per animal: water in litres, feed in kg, one entry per clock hour.
 */
export interface IntakeHour {
  /** Start of the hour, ms. */
  time: number;
  /** Age of the animals during the hour, days. */
  age: number;
  water: number;
  feed: number;
  /** House air temperature during the hour, °C (null when not measured). */
  temperature: number | null;
}

export interface WaterWarningSettings {
  /** Water over the last 24 h must be at least this share below its expectation (0: below it at all). */
  shortfallShare: number;
  /** Hourly drop of the water:feed ratio (log) below the batch's own that is still taken as noise. */
  shortfallSlack: number;
  /** Sum of the hourly drops beyond the slack, over the last 24 h, that is a shortfall. */
  shortfallLimit: number;
  /**
   * Two hours in a row each drawing this many times both the same clock hour of the previous 3 days
   * (scaled by the reference's growth) and the hour's feed times the batch's own water:feed ratio is
   * a leak.
   */
  leakFactor: number;
  /** Days of the batch's own history that scale the expectation. */
  baselineDays: number;
}

/** Defaults and how they were chosen: docs/alerts.md, "Early warnings from water". */
export const WATER_WARNING_DEFAULTS: WaterWarningSettings = {
  shortfallShare: 0,
  shortfallSlack: 0.05,
  shortfallLimit: 0.9,
  leakFactor: 1.4,
  baselineDays: 3,
};

export type WaterWarningKind = 'water_shortfall' | 'ratio_out_of_band' | 'water_leak';

export interface WaterWarning {
  kind: WaterWarningKind;
  /** End of the hour the warning was found in, ms. */
  at: number;
  /** What was measured: litres over 24 h (shortfall), litres per kg (ratio), litres in the hour (leak). */
  observed: number;
  /** The expectation it was compared with, in the same unit (for a ratio, the band edge crossed). */
  expected: number;
}

/** Litres of water per kg of feed for broilers at thermoneutral temperature (21 °C and below). */
export const THERMONEUTRAL_WATER_FEED_RATIO = 1.8;
const THERMONEUTRAL_C = 21;
/** Rise of water intake per °C above thermoneutral, share. */
const RATIO_RISE_PER_DEGREE = 0.065;
const BAND_BELOW = 0.75;
const BAND_ABOVE = 1.25;

/**
 * The normal water:feed band for a house temperature, litres/kg. The lower edge stays at the
 * thermoneutral figure (heat never lowers the ratio), the upper edge rises with the temperature.
 */
export function waterFeedRatioBand(temperature: number): { low: number; high: number } {
  const heat = 1 + RATIO_RISE_PER_DEGREE * Math.max(0, temperature - THERMONEUTRAL_C);
  return { low: THERMONEUTRAL_WATER_FEED_RATIO * BAND_BELOW, high: THERMONEUTRAL_WATER_FEED_RATIO * heat * BAND_ABOVE };
}

/**
 * Reference water of one broiler during its day of age `dayOfAge`, litres: the reference feed of
 * that day (feed-reference.ts) times the thermoneutral water:feed ratio; null without a table.
 */
export function referenceWaterOnDay(lineage: string, sex: number, dayOfAge: number): number | null {
  const feed = referenceIntakeOnDay(3, lineage, sex, dayOfAge);
  return feed === null ? null : (feed / 1000) * THERMONEUTRAL_WATER_FEED_RATIO;
}

const sum = (hours: readonly IntakeHour[], pick: (h: IntakeHour) => number) => hours.reduce((total, h) => total + pick(h), 0);

/**
 * How far the hours have drunk below their feed times `ownRatio`, as a one-sided cumulative sum
 * (Page's CUSUM) of log(ownRatio / ratio) − slack, floored at zero, over the given hours. Hours
 * without feed or water are skipped. A lasting drop builds up hour after hour; noise does not.
 */
export function drinkingLessSum(hours: readonly IntakeHour[], ownRatio: number, slack: number): number {
  let total = 0;
  for (const h of hours) {
    if (h.feed <= 0 || h.water <= 0) continue;
    total = Math.max(0, total + Math.log(ownRatio / (h.water / h.feed)) - slack);
  }
  return total;
}

/**
 * Checks the hour that ends the series (the newest entry) and returns what it warns about.
 * `referenceWater(age)` is the reference water of one animal for a day of age, litres (the
 * reference feed times the water:feed ratio). The series must hold at least the last
 * 24 h plus `baselineDays` days, hour by hour without gaps; shorter series give no warning.
 */
export function waterWarningsAt(
  series: readonly IntakeHour[],
  referenceWater: (age: number) => number,
  settings: WaterWarningSettings = WATER_WARNING_DEFAULTS,
): WaterWarning[] {
  const baselineHours = settings.baselineDays * 24;
  if (series.length < 24 + baselineHours) return [];
  const day = series.slice(-24);
  const baseline = series.slice(-24 - baselineHours, -24);
  const at = series[series.length - 1]!.time + 3_600_000;
  const expectedOf = (hours: readonly IntakeHour[]) => sum(hours, (h) => referenceWater(h.age) / 24);
  const warnings: WaterWarning[] = [];

  const performance = sum(baseline, (h) => h.water) / expectedOf(baseline);
  const water = sum(day, (h) => h.water);
  const expected = expectedOf(day) * performance;
  const ratio = water / sum(day, (h) => h.feed);
  const ownRatio = sum(baseline, (h) => h.water) / sum(baseline, (h) => h.feed);
  if (water < expected * (1 - settings.shortfallShare) && drinkingLessSum(day, ownRatio, settings.shortfallSlack) >= settings.shortfallLimit) {
    warnings.push({ kind: 'water_shortfall', at, observed: water, expected });
  }

  const temperatures = day.map((h) => h.temperature).filter((t): t is number => t !== null);
  if (temperatures.length > 0 && Number.isFinite(ratio)) {
    const band = waterFeedRatioBand(temperatures.reduce((a, b) => a + b, 0) / temperatures.length);
    if (ratio < band.low) warnings.push({ kind: 'ratio_out_of_band', at, observed: ratio, expected: band.low });
    else if (ratio > band.high) warnings.push({ kind: 'ratio_out_of_band', at, observed: ratio, expected: band.high });
  }

  const hourExpected = (index: number) => {
    const hour = series[index]!;
    const sameHour = Array.from({ length: settings.baselineDays }, (_, d) => series[index - 24 * (d + 1)]!);
    return sum(sameHour, (h) => (h.water * referenceWater(hour.age)) / referenceWater(h.age)) / sameHour.length;
  };
  const lastTwo = [series.length - 2, series.length - 1];
  const hourLimit = (i: number) => Math.max(hourExpected(i), series[i]!.feed * ownRatio);
  if (lastTwo.every((i) => series[i]!.water > hourLimit(i) * settings.leakFactor)) {
    const last = series.length - 1;
    warnings.push({ kind: 'water_leak', at, observed: series[last]!.water, expected: hourLimit(last) });
  }
  return warnings;
}
