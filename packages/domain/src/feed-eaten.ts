import { recentIntakeRatio } from './feed-consumption';

/** Feed a batch ate on one day of age (from `age` to `age + 1` days old), kg, and the estimated part of it. */
export interface FeedDay {
  age: number;
  amount: number;
  estimated: number;
}

/** Feed eaten up to a moment, kg, and how much of it is estimated rather than measured or recorded. */
export interface FeedEaten {
  kg: number;
  estimatedKg: number;
}

export interface FeedEatenInput {
  /** The batch's recorded days, in any order. */
  days: readonly FeedDay[];
  /** Age at housing: the first day of age. */
  firstAge: number;
  /** The moment, as the animals' exact age in days (28.4 = 0.4 of the way through day 28). */
  age: number;
  /** Reference intake of the animals lodged on a day of age, kg; null when there is none. */
  referenceKg: (age: number) => number | null;
}

/**
 * Feed a batch ate from housing to a moment: every whole day of age before it, plus the share of its
 * current day that has passed, that day's feed spread evenly over it. A day with no record (the
 * current day, or a gap) is estimated: its reference intake scaled by what the animals ate against
 * the reference on the last recorded days before it (recentIntakeRatio).
 */
export function feedEatenTo({ days, firstAge, age, referenceKg }: FeedEatenInput): FeedEaten {
  const byAge = new Map(days.map((d) => [d.age, d]));
  const lastWhole = Math.floor(age);
  const recorded: { amount: number | null; ideal: number | null }[] = [];
  let kg = 0;
  let estimatedKg = 0;
  for (let day = firstAge; day <= lastWhole; day++) {
    const share = day < lastWhole ? 1 : age - lastWhole;
    const record = byAge.get(day);
    if (record) {
      kg += record.amount * share;
      estimatedKg += record.estimated * share;
      recorded.push({ amount: record.amount, ideal: referenceKg(day) });
      continue;
    }
    const reference = referenceKg(day);
    if (reference === null || share === 0) continue;
    const estimate = reference * recentIntakeRatio(recorded) * share;
    kg += estimate;
    estimatedKg += estimate;
  }
  return { kg, estimatedKg };
}
