/**
 * The figures of a flock in lay (breeders and laying hens), one definition each (docs/kpis.md, "Eggs").
 * A day's eggs are counted per division and summed over the flock; a period's rates divide its sums,
 * never average daily rates, so a day with more hens weighs more. Weights in grams, feed in kg, ages
 * in days of age. A figure that cannot be computed from what is given is null, never NaN.
 */

const WEEK_DAYS = 7;
const DOZEN = 12;

/**
 * The week of life a day of age falls in, as lay standards count it: days 0–6 of age are week 1, and
 * days 140–146 (the hen 20 weeks old) week 21.
 */
export const layWeek = (age: number) => Math.floor(age / WEEK_DAYS) + 1;

/** One day of a flock in lay, its divisions summed. */
export interface LayDay {
  /** Day of age of the flock. */
  age: number;
  /** Hens alive that day (at its start: the day's deaths still laid in part). */
  hens: number;
  /** Eggs collected, every kind included. */
  eggs: number;
  /** Of them, eggs fit to set (breeders). */
  hatching: number;
  /** Of them, second-quality eggs. */
  cracked: number;
  dirty: number;
  floor: number;
  /** Mean egg weight of the day's sample, g; null when no egg was weighed. */
  meanEggWeight: number | null;
  /** Feed given that day, kg; null when not recorded. */
  feedKg: number | null;
  /** Hens that died or were culled that day. */
  deaths: number;
  /** The flock's divisions whose eggs the day has, and how many it has; absent: every one. */
  boxes?: { recorded: number; of: number };
}

/** The sums a lay period's figures are made of. */
interface LaySums {
  henDays: number;
  eggs: number;
  hatching: number;
  secondQuality: number;
  floor: number;
  /** Eggs of the days whose sample was weighed, and their weight, g. */
  weighedEggs: number;
  weighedGrams: number;
  /** Hen-days and feed of the days whose feed is recorded. */
  fedHenDays: number;
  fedEggs: number;
  feedKg: number;
  deaths: number;
}

function sumsOf(days: readonly LayDay[]): LaySums {
  const sums: LaySums = { henDays: 0, eggs: 0, hatching: 0, secondQuality: 0, floor: 0, weighedEggs: 0, weighedGrams: 0, fedHenDays: 0, fedEggs: 0, feedKg: 0, deaths: 0 };
  for (const d of days) {
    sums.henDays += d.hens;
    sums.eggs += d.eggs;
    sums.hatching += d.hatching;
    sums.secondQuality += d.cracked + d.dirty + d.floor;
    sums.floor += d.floor;
    sums.deaths += d.deaths;
    if (d.meanEggWeight !== null && d.eggs > 0) {
      sums.weighedEggs += d.eggs;
      sums.weighedGrams += d.eggs * d.meanEggWeight;
    }
    if (d.feedKg !== null) {
      sums.fedHenDays += d.hens;
      sums.fedEggs += d.eggs;
      sums.feedKg += d.feedKg;
    }
  }
  return sums;
}

const ratio = (part: number, whole: number, scale = 1) => (whole > 0 ? (scale * part) / whole : null);

/** Hen-day production, %: eggs ÷ hen-days (the hens alive, summed over the days) × 100. */
export const henDayPercent = (eggs: number, henDays: number) => ratio(eggs, henDays, 100);

/** Eggs per hen housed: eggs laid since housing ÷ hens housed. */
export const eggsPerHenHoused = (eggs: number, hensHoused: number) => ratio(eggs, hensHoused);

/** Hatching eggs, % of the eggs collected. */
export const hatchingEggPercent = (hatching: number, eggs: number) => ratio(hatching, eggs, 100);

/** Egg mass, g of egg a hen a day: hen-day rate × mean egg weight. */
export const eggMass = (eggs: number, meanEggWeight: number | null, henDays: number) =>
  meanEggWeight === null ? null : ratio(eggs * meanEggWeight, henDays);

/** Feed a hen a day, g. */
export const feedPerHenDay = (feedKg: number, henDays: number) => ratio(feedKg * 1000, henDays);

/** Feed per dozen eggs, kg. */
export const feedPerDozen = (feedKg: number, eggs: number) => ratio(feedKg, eggs / DOZEN);

/** Feed per kg of eggs, kg/kg: feed ÷ the eggs' weight. */
export const feedPerKgEggs = (feedKg: number, eggs: number, meanEggWeight: number | null) =>
  meanEggWeight === null ? null : ratio(feedKg, (eggs * meanEggWeight) / 1000);

/** Hen-day % against the breed standard's for the same week of life, in points: negative below it. */
export const henDayDeviation = (henDay: number | null, standard: number | null) => (henDay === null || standard === null ? null : henDay - standard);

/** Mortality of a period, % of the hens alive at its start. */
export const periodMortalityPercent = (deaths: number, hensAtStart: number) => ratio(deaths, hensAtStart, 100);

/** One week of life of a flock in lay. */
export interface LayWeek {
  week: number;
  /** Days of the week recorded (a week in progress, or the flock's first, has fewer than 7). */
  days: number;
  /** The fewest of the flock's divisions any of its days recorded, and how many it has: 1 of 3 is one box's lay, not the flock's. */
  boxesRecorded: number;
  boxes: number;
  /** Seven days, each with every division: a week that speaks for the flock (the peak and the weeks at 90 % count only these). */
  complete: boolean;
  henDays: number;
  eggs: number;
  henDayPercent: number | null;
  /** Eggs since housing, to the week's end, ÷ hens housed. */
  eggsPerHenHoused: number | null;
  hatchingPercent: number | null;
  /** Hatching eggs since housing ÷ hens housed. */
  hatchingPerHenHoused: number | null;
  /** Cracked, dirty and floor eggs, % of the eggs. */
  secondQualityPercent: number | null;
  floorPercent: number | null;
  /** The eggs' mean weight over the days weighed, g (weighted by each day's eggs); null for a week without a sample. */
  meanEggWeight: number | null;
  eggMass: number | null;
  /** Over the days whose feed is recorded. */
  feedPerHenDay: number | null;
  feedPerDozen: number | null;
  feedPerKgEggs: number | null;
  mortalityPercent: number | null;
}

/** The week of each day, in order; the first week is the flock's first in lay. */
function byWeek(days: readonly LayDay[]): Map<number, LayDay[]> {
  const weeks = new Map<number, LayDay[]>();
  for (const day of [...days].sort((a, b) => a.age - b.age)) {
    const week = layWeek(day.age);
    const list = weeks.get(week) ?? [];
    list.push(day);
    weeks.set(week, list);
  }
  return weeks;
}

/**
 * A flock's weeks of lay, from its days (its divisions summed; any order). `hensHoused` are the hens
 * at housing, the base of the per-hen-housed figures.
 */
export function layWeeks(days: readonly LayDay[], hensHoused: number): LayWeek[] {
  let eggsSoFar = 0;
  let hatchingSoFar = 0;
  const weeks: LayWeek[] = [];
  for (const [week, list] of byWeek(days)) {
    const s = sumsOf(list);
    eggsSoFar += s.eggs;
    hatchingSoFar += s.hatching;
    const meanEggWeight = ratio(s.weighedGrams, s.weighedEggs);
    const fedMeanWeight = s.fedEggs > 0 ? meanEggWeight : null;
    const boxes = Math.max(...list.map((d) => d.boxes?.of ?? 1));
    const boxesRecorded = Math.min(...list.map((d) => d.boxes?.recorded ?? d.boxes?.of ?? 1));
    weeks.push({
      week,
      days: list.length,
      boxesRecorded,
      boxes,
      complete: list.length === WEEK_DAYS && boxesRecorded === boxes,
      henDays: s.henDays,
      eggs: s.eggs,
      henDayPercent: henDayPercent(s.eggs, s.henDays),
      eggsPerHenHoused: eggsPerHenHoused(eggsSoFar, hensHoused),
      hatchingPercent: hatchingEggPercent(s.hatching, s.eggs),
      hatchingPerHenHoused: eggsPerHenHoused(hatchingSoFar, hensHoused),
      secondQualityPercent: ratio(s.secondQuality, s.eggs, 100),
      floorPercent: ratio(s.floor, s.eggs, 100),
      meanEggWeight,
      eggMass: eggMass(s.eggs, meanEggWeight, s.henDays),
      feedPerHenDay: feedPerHenDay(s.feedKg, s.fedHenDays),
      feedPerDozen: s.fedHenDays > 0 ? feedPerDozen(s.feedKg, s.fedEggs) : null,
      feedPerKgEggs: s.fedHenDays > 0 ? feedPerKgEggs(s.feedKg, s.fedEggs, fedMeanWeight) : null,
      mortalityPercent: periodMortalityPercent(s.deaths, list[0]!.hens),
    });
  }
  return weeks;
}

/** The flock's best whole week of lay (`complete`): its hen-day % and week of life; null before one. */
export function peakProduction(weeks: readonly LayWeek[]): { week: number; henDayPercent: number } | null {
  let peak: { week: number; henDayPercent: number } | null = null;
  for (const w of weeks) {
    if (w.complete && w.henDayPercent !== null && w.eggs > 0 && (peak === null || w.henDayPercent > peak.henDayPercent)) peak = { week: w.week, henDayPercent: w.henDayPercent };
  }
  return peak;
}

/** Hen-day % a laying flock's good weeks reach. */
export const GOOD_LAY_PERCENT = 90;

/** Whole weeks (7 days recorded) whose hen-day production reached 90 % or more. */
export const weeksAtOrAbove = (weeks: readonly LayWeek[], percent = GOOD_LAY_PERCENT) =>
  weeks.filter((w) => w.complete && w.henDayPercent !== null && w.henDayPercent >= percent).length;

/** Points of hen-day production below the days before that make a drop worth an alert (about five times the day-to-day noise of a flock). */
export const LAY_DROP_POINTS = 6;
/** Days whose hen-day production a day is compared with. */
export const LAY_DROP_BASE_DAYS = 3;

export interface LayDrop {
  age: number;
  henDayPercent: number;
  /** Hen-day % of the three days before, together. */
  baselinePercent: number;
  points: number;
}

/**
 * Whether a day's hen-day production fell more than `points` below that of the three days before it
 * (their eggs over their hen-days). Days are the flock's, divisions summed; a day without its three
 * days before, or without hens, is no drop.
 */
export function layDropOn(days: readonly Pick<LayDay, 'age' | 'hens' | 'eggs'>[], age: number, points = LAY_DROP_POINTS): LayDrop | null {
  const today = days.find((d) => d.age === age);
  const before = days.filter((d) => d.age < age && d.age >= age - LAY_DROP_BASE_DAYS);
  if (!today || before.length < LAY_DROP_BASE_DAYS) return null;
  const henDay = henDayPercent(today.eggs, today.hens);
  const baseline = henDayPercent(
    before.reduce((n, d) => n + d.eggs, 0),
    before.reduce((n, d) => n + d.hens, 0),
  );
  if (henDay === null || baseline === null || baseline - henDay <= points) return null;
  return { age, henDayPercent: henDay, baselinePercent: baseline, points: baseline - henDay };
}
