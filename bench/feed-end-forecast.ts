// When the feed runs out: the end-of-feed forecast (forecastFeedEnd, the ratio of the last three
// measured days) against the naive rule (the stock over the last measured day's consumption), scored
// in hours at 1, 2 and 3 days before the silos really empty. The flocks eat as no model here says:
// their appetite drifts from the table, swings from day to day, drops for days in a heat wave, and
// the load cells miss days and now and then record a day double or half.
import { createRandom, forecastFeedEnd, hashSeed, recentIntakeRatio, referenceFor, type Random } from '@plantel/domain';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const FLOCKS = Number(process.env.BENCH_FEED_END_FLOCKS ?? 200);
const LEAD_DAYS = [1, 2, 3] as const;

interface FeedFlock {
  lodged: number;
  lineage: string;
  sex: number;
  /** What the flock really ate on each day of age, kg. */
  eaten: number[];
  /** What the load cells recorded for each day of age: null when they missed it. */
  measured: (number | null)[];
}

const reference = (flock: Pick<FeedFlock, 'lineage' | 'sex'>, age: number) => referenceFor(flock.lineage, flock.sex, age).dailyFeedIntake;

function feedFlock(random: Random): FeedFlock {
  const lineage = random.pick(['Ross 308', 'Cobb 500']);
  const sex = random.int(1, 3);
  const lodged = random.int(15_000, 30_000);
  let appetite = random.uniform(0.85, 1.15);
  const heat = random.next() < 0.4 ? { from: random.int(20, 40), days: random.int(2, 4), cut: random.uniform(0.15, 0.3) } : null;
  const eaten: number[] = [];
  const measured: (number | null)[] = [];
  for (let age = 0; age <= 56; age++) {
    appetite *= 1 + random.normal(0, 0.01);
    const hot = heat && age >= heat.from && age < heat.from + heat.days ? 1 - heat.cut : 1;
    const kg = (reference({ lineage, sex }, age) * lodged * appetite * hot * (1 + random.normal(0, 0.04))) / 1000;
    eaten.push(Math.max(0, kg));
    const roll = random.next();
    measured.push(roll < 0.1 ? null : roll < 0.12 ? kg * 2 : roll < 0.14 ? kg / 2 : kg);
  }
  return { lodged, lineage, sex, eaten, measured };
}

/** The moment the stock delivered at `from` is eaten, the day's feed eaten evenly over it. */
function runOut(flock: FeedFlock, from: number, stock: number): number | null {
  let left = stock;
  for (let age = Math.floor(from / DAY); age < flock.eaten.length; age++) {
    const start = Math.max(from, age * DAY);
    const rate = flock.eaten[age]! / DAY;
    const within = rate * ((age + 1) * DAY - start);
    if (within >= left) return start + left / rate;
    left -= within;
  }
  return null;
}

/** What the flock ate between two moments, kg. */
function eatenBetween(flock: FeedFlock, from: number, to: number): number {
  let kg = 0;
  for (let age = Math.floor(from / DAY); age * DAY < to; age++) {
    const overlap = Math.min(to, (age + 1) * DAY) - Math.max(from, age * DAY);
    if (overlap > 0) kg += (flock.eaten[age]! * overlap) / DAY;
  }
  return kg;
}

export function evaluateFeedEnd() {
  const random = createRandom(hashSeed('feed-end-forecast'));
  const errors = new Map(LEAD_DAYS.map((d) => [d, { shipped: [] as number[], naive: [] as number[] }]));
  for (let i = 0; i < FLOCKS; i++) {
    const flock = feedFlock(random);
    // A delivery on a day between 18 and 40, of four to nine days of feed.
    const delivered = random.int(18, 40) * DAY + random.int(6, 18) * HOUR;
    const stock = eatenBetween(flock, delivered, delivered + random.uniform(4, 9) * DAY);
    const end = runOut(flock, delivered, stock);
    if (end === null) continue;
    for (const lead of LEAD_DAYS) {
      const at = end - lead * DAY;
      if (at <= delivered) continue;
      // The silos' load cells read the stock within ±150 kg.
      const stockNow = Math.max(0, stock - eatenBetween(flock, delivered, at) + random.normal(0, 150));
      const today = Math.floor(at / DAY);
      const days = flock.measured.slice(0, today).map((amount, age) => ({ amount, ideal: (reference(flock, age) * flock.lodged) / 1000 }));
      const shipped = forecastFeedEnd({ stockKg: stockNow, at, lodged: flock.lodged, openingDate: 0, ageAtLodging: 0, intake: (age) => reference(flock, age), ratio: recentIntakeRatio(days) }).endsAt;
      const lastMeasured = days.findLast((d) => d.amount !== null)?.amount ?? null;
      const naive = lastMeasured ? at + (stockNow / lastMeasured) * DAY : null;
      const e = errors.get(lead)!;
      if (shipped !== null) e.shipped.push(Math.abs(shipped - end) / HOUR);
      if (naive !== null) e.naive.push(Math.abs(naive - end) / HOUR);
    }
  }
  const mean = (xs: readonly number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
  return Object.fromEntries(
    LEAD_DAYS.map((lead) => {
      const e = errors.get(lead)!;
      return [`${lead}_days_before`, { forecasts: e.shipped.length, shipped_mean_error_hours: mean(e.shipped), last_day_rate_mean_error_hours: mean(e.naive) }];
    }),
  );
}
