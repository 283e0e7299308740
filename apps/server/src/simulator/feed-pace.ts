import { DAY_MS } from './time';

/**
 * A shed's feed as a live farm goes on drawing it: what the flock ate against its reference on its
 * latest stored days, applied to the reference of each day to come.
 */
export interface FeedPace {
  /** Eaten ÷ reference over the latest stored days. */
  ratio: number;
  /** The flock's reference intake per day at a moment, kg (null where there is none). */
  referenceKgPerDay: (time: number) => number | null;
}

/** A day of a shed's stored feed: what it ate and the reference for it, kg. */
export interface FeedDayOfShed {
  amount: number;
  ideal: number | null;
}

/** A housed batch as its reference reads it: the day of age at a moment, and the animals. */
export interface PacedBatch {
  openingDate: Date;
  ageAtLodging: number;
  currentLodged: number;
  /** Reference intake of one animal on a day of age, g. */
  intakePerAnimal: (age: number) => number | null;
}

/**
 * The pace of a shed's latest stored days (with a reference) for its batch: null when none of them
 * has a reference to be measured against.
 */
export function feedPaceOf(days: readonly FeedDayOfShed[], batch: PacedBatch): FeedPace | null {
  const referenced = days.filter((d): d is { amount: number; ideal: number } => d.ideal !== null && d.ideal > 0);
  if (referenced.length === 0) return null;
  const ratio = referenced.reduce((s, d) => s + d.amount, 0) / referenced.reduce((s, d) => s + d.ideal, 0);
  return {
    ratio,
    referenceKgPerDay: (time) => {
      const age = batch.ageAtLodging + Math.floor((time - batch.openingDate.getTime()) / DAY_MS);
      const grams = batch.intakePerAnimal(age);
      return grams === null ? null : (grams * batch.currentLodged) / 1000;
    },
  };
}

/** The pace's feed per day at `time`, kg. */
export const kgPerDayAt = (pace: FeedPace, time: number) => pace.ratio * (pace.referenceKgPerDay(time) ?? 0);
