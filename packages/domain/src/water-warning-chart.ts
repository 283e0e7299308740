import { THERMONEUTRAL_WATER_FEED_RATIO, waterFeedRatioBand, WATER_WARNING_DEFAULTS, type IntakeHour, type WaterWarningSettings } from './water-warning';

/** One day (24 hours ending on the series' hour boundaries) of a batch's water and feed per animal against its expectation. */
export interface WaterChartDay {
  /** Start of the 24 hours, ms. */
  start: number;
  water: number;
  /** The reference water of those hours times the batch's performance over its baseline days. */
  expectedWater: number;
  feed: number;
  /** The reference feed of those hours times the batch's feed performance over its baseline days. */
  expectedFeed: number;
  /** Water ÷ feed, litres per kg (null without feed). */
  ratio: number | null;
  /** The normal ratio band for the day's mean temperature (null without temperatures). */
  band: { low: number; high: number } | null;
}

/** One hour's water per animal against what the leak rule expects of it (the same clock hour on the days before). */
export interface WaterChartHour {
  time: number;
  water: number;
  expected: number;
}

export interface WaterWarningChart {
  days: WaterChartDay[];
  hours: WaterChartHour[];
}

const sum = (hours: readonly IntakeHour[], pick: (h: IntakeHour) => number) => hours.reduce((total, h) => total + pick(h), 0);

/**
 * What each water warning is drawn with: the series' days (water and feed per animal against the
 * expectation the detector uses, the water:feed ratio and its band) and its last 24 hours (water
 * against the same clock hour of the days before, scaled by the reference's growth). The series is
 * the one `waterWarningsAt` judges; a shorter one gives empty lists.
 */
export function waterWarningChart(
  series: readonly IntakeHour[],
  referenceWater: (age: number) => number,
  settings: WaterWarningSettings = WATER_WARNING_DEFAULTS,
): WaterWarningChart {
  const baselineHours = settings.baselineDays * 24;
  if (series.length < 24 + baselineHours) return { days: [], hours: [] };
  const baseline = series.slice(-24 - baselineHours, -24);
  const referenceOf = (hours: readonly IntakeHour[]) => sum(hours, (h) => referenceWater(h.age) / 24);
  const performance = sum(baseline, (h) => h.water) / referenceOf(baseline);
  const feedPerformance = sum(baseline, (h) => h.feed) / (referenceOf(baseline) / THERMONEUTRAL_WATER_FEED_RATIO);
  const days: WaterChartDay[] = [];
  for (let end = series.length; end - 24 >= 0; end -= 24) {
    const day = series.slice(end - 24, end);
    const water = sum(day, (h) => h.water);
    const feed = sum(day, (h) => h.feed);
    const temperatures = day.map((h) => h.temperature).filter((t): t is number => t !== null);
    days.unshift({
      start: day[0]!.time,
      water,
      expectedWater: referenceOf(day) * performance,
      feed,
      expectedFeed: (referenceOf(day) / THERMONEUTRAL_WATER_FEED_RATIO) * feedPerformance,
      ratio: feed > 0 ? water / feed : null,
      band: temperatures.length > 0 ? waterFeedRatioBand(temperatures.reduce((a, b) => a + b, 0) / temperatures.length) : null,
    });
  }
  const hours = series.slice(-24).map((hour, i) => {
    const index = series.length - 24 + i;
    const sameHour = Array.from({ length: settings.baselineDays }, (_, d) => series[index - 24 * (d + 1)]!);
    const expected = sum(sameHour, (h) => (h.water * referenceWater(hour.age)) / referenceWater(h.age)) / sameHour.length;
    return { time: hour.time, water: hour.water, expected };
  });
  return { days, hours };
}
