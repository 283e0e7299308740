import type { RuleVerdict } from './alert-rules';
import { LAY_DROP_BASE_DAYS, henDayPercent, layDropOn, layWeek, type LayDay } from './eggs';

/**
 * The alert rules of a flock in lay (docs/alerts.md, "Eggs"), on its days with their divisions summed.
 * Each judges the latest day recorded, or the week of recorded days that ends on it, so a flock whose
 * eggs are typed in a day late is judged on what it has. Without a day recorded in the last
 * `LAY_RECENT_DAYS`, an open alert clears: nothing says the condition still holds.
 */

/** Days of lay the week-long rules read: the latest recorded day and the six before it. */
export const LAY_RECENT_DAYS = 7;
/** Fewest days of the recent week that the week-long rules judge on. */
const FEWEST_RECENT_DAYS = 3;

type Counts = Pick<LayDay, 'age' | 'hens' | 'eggs' | 'floor' | 'meanEggWeight'>;

const CLEAR: RuleVerdict = { active: false };
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The recent week of recorded days ending at the latest one, whose age is at most `today`; null when none is recent. */
export function recentLayDays<T extends Pick<LayDay, 'age'>>(days: readonly T[], today: number): { latest: T; week: T[] } | null {
  const recorded = days.filter((d) => d.age <= today).sort((a, b) => a.age - b.age);
  const latest = recorded.at(-1);
  if (!latest || latest.age <= today - LAY_RECENT_DAYS) return null;
  return { latest, week: recorded.filter((d) => d.age > latest.age - LAY_RECENT_DAYS) };
}

const sum = <T>(days: readonly T[], pick: (d: T) => number) => days.reduce((n, d) => n + pick(d), 0);

/**
 * A drop in lay: the latest day's hen-day % more than `points` below the three days before it (their
 * eggs over their hen-days). Can't tell without those three days.
 */
export function layDropVerdict(days: readonly Pick<LayDay, 'age' | 'hens' | 'eggs'>[], today: number, points: number): RuleVerdict {
  const recent = recentLayDays(days, today);
  if (!recent) return CLEAR;
  const { latest } = recent;
  const before = days.filter((d) => d.age < latest.age && d.age >= latest.age - LAY_DROP_BASE_DAYS);
  if (before.length < LAY_DROP_BASE_DAYS || latest.hens <= 0) return null;
  const drop = layDropOn(days, latest.age, points);
  return drop ? { active: true, params: { value: round(drop.henDayPercent), baseline: round(drop.baselinePercent), points: round(drop.points), day: latest.age } } : CLEAR;
}

/**
 * Hen-day production of the recent week (the latest day recorded up to `today` and the six before,
 * their eggs over their hen-days; without `today`, up to the latest recorded): what the shed lists
 * show and the standard rule judges. With it, the latest day's age (its week is the standard's to compare with) and how many days it holds.
 */
export function recentHenDay(days: readonly Pick<LayDay, 'age' | 'hens' | 'eggs'>[], today?: number): { percent: number; age: number; days: number } | null {
  const recent = recentLayDays(days, today ?? Math.max(...days.map((d) => d.age)));
  const percent = recent && henDayPercent(sum(recent.week, (d) => d.eggs), sum(recent.week, (d) => d.hens));
  return recent && percent !== null ? { percent, age: recent.latest.age, days: recent.week.length } : null;
}

/** A standard's figure for the week of life a day of age falls in; null when the standard has none. */
export function standardFigureAt<T extends { week: number }>(rows: readonly T[], age: number, pick: (row: T) => number | null): number | null {
  const row = rows.find((r) => r.week === layWeek(age));
  return row ? pick(row) : null;
}

/** The recent week's hen-day % more than `points` below the standard's for the latest day's week. */
export function layBelowStandardVerdict(days: readonly Counts[], today: number, standardPercent: (age: number) => number | null, points: number): RuleVerdict {
  if (!recentLayDays(days, today)) return CLEAR;
  const recent = recentHenDay(days, today);
  const standard = recent && standardPercent(recent.age);
  // Without a standard for the week (none loaded, or removed) the rule has nothing to hold the flock to.
  if (recent && standard === null) return CLEAR;
  if (!recent || standard === null || recent.days < FEWEST_RECENT_DAYS) return null;
  const below = standard - recent.percent;
  return below > points ? { active: true, params: { value: round(recent.percent), standard: round(standard), points: round(below), week: layWeek(recent.age) } } : CLEAR;
}

/**
 * The recent week's mean egg weight (its weighed days, each by its eggs) outside the standard's egg
 * weight ± `percent` %. Can't tell without a weighed day or a standard weight for the week.
 */
export function eggWeightVerdict(days: readonly Counts[], today: number, standardWeight: (age: number) => number | null, percent: number): RuleVerdict {
  const recent = recentLayDays(days, today);
  if (!recent) return CLEAR;
  const standard = standardWeight(recent.latest.age);
  const weighed = recent.week.filter((d) => d.meanEggWeight !== null && d.eggs > 0);
  const eggs = sum(weighed, (d) => d.eggs);
  if (standard === null) return CLEAR;
  if (eggs === 0) return null;
  const value = sum(weighed, (d) => d.eggs * d.meanEggWeight!) / eggs;
  const [min, max] = [standard * (1 - percent / 100), standard * (1 + percent / 100)];
  return value < min || value > max ? { active: true, params: { value: round(value), min: round(min), max: round(max), week: layWeek(recent.latest.age) } } : CLEAR;
}

/** Floor eggs of the recent week above `limit` % of its eggs. */
export function floorEggsVerdict(days: readonly Counts[], today: number, limit: number): RuleVerdict {
  const recent = recentLayDays(days, today);
  if (!recent) return CLEAR;
  const eggs = sum(recent.week, (d) => d.eggs);
  if (eggs === 0 || recent.week.length < FEWEST_RECENT_DAYS) return null;
  const value = (100 * sum(recent.week, (d) => d.floor)) / eggs;
  return value > limit ? { active: true, params: { value: round(value, 2), limit, days: recent.week.length } } : CLEAR;
}
