import { DAY_MS, HOUR_MS } from './time-units';

/** Feed left in the silos at a moment, kg (spec `ration_end_prediction`). */
export interface StockPoint {
  time: number;
  amount: number;
}

export interface FeedForecastInput {
  /** Feed in the silos, kg, and when it was measured. */
  stockKg: number;
  at: number;
  /** Animals lodged now. */
  lodged: number;
  /** When the animals were lodged and how old they were then, for their age at any time. */
  openingDate: number;
  ageAtLodging: number;
  /** Reference intake by age, g/animal/day (null: no reference for that age). */
  intake(age: number): number | null;
  /** What the animals have recently eaten over the reference (see recentIntakeRatio). */
  ratio: number;
  /** How far ahead to look, days. */
  horizonDays?: number;
  /** Spacing of the predicted points, hours. */
  stepHours?: number;
}

export interface FeedForecast {
  /** Stock from `at` every `stepHours`, ending with 0 kg at the run-out time when it falls within the horizon. */
  points: StockPoint[];
  /** When the silos run empty; null when no animals eat or not within the horizon. */
  endsAt: number | null;
  /** Expected intake over the next 24 hours, kg. */
  nextDayKg: number;
}

/**
 * The end-of-feed forecast: from the stock last measured, take away what the animals are expected
 * to eat, the reference intake for each day of age scaled by what they have really been eating
 * lately, spread evenly over the day, until the stock reaches zero. An empty silo has run out at the
 * time it was measured; a shed without animals (or without a reference) never runs out.
 */
export function forecastFeedEnd(input: FeedForecastInput): FeedForecast {
  const horizon = input.at + (input.horizonDays ?? 60) * DAY_MS;
  const step = (input.stepHours ?? 6) * HOUR_MS;
  const ratePerMs = expectedRate(input);
  const eats = input.lodged > 0 && ratePerMs(input.at) > 0;
  let stock = Math.max(0, input.stockKg);
  const points: StockPoint[] = [{ time: input.at, amount: stock }];
  const nextDayKg = eats ? integrate(ratePerMs, input.at, input.at + DAY_MS, input.openingDate) : 0;
  if (!eats) return { points, endsAt: null, nextDayKg };
  if (stock <= 0) return { points, endsAt: input.at, nextDayKg };

  let time = input.at;
  while (time < horizon) {
    const next = Math.min(time + step, horizon);
    const eaten = integrate(ratePerMs, time, next, input.openingDate);
    if (eaten >= stock) {
      const endsAt = runOutWithin(ratePerMs, time, next, stock, input.openingDate);
      points.push({ time: endsAt, amount: 0 });
      return { points, endsAt, nextDayKg };
    }
    stock -= eaten;
    time = next;
    points.push({ time, amount: stock });
  }
  return { points, endsAt: null, nextDayKg };
}

/** What the forecast expects the animals to eat: the rate, kg/ms, at a moment. */
type IntakeInput = Pick<FeedForecastInput, 'lodged' | 'openingDate' | 'ageAtLodging' | 'intake' | 'ratio'>;

function expectedRate(input: IntakeInput): (time: number) => number {
  return (time: number) => {
    const age = input.ageAtLodging + Math.floor((time - input.openingDate) / DAY_MS);
    const grams = input.intake(Math.max(input.ageAtLodging, age));
    return grams === null ? 0 : (grams * input.lodged * input.ratio) / 1000 / DAY_MS;
  };
}

/** Feed the animals are expected to eat from `from` to `to`, kg, as `forecastFeedEnd` counts it (0 when `to` is not later). */
export function expectedFeedBetween(input: IntakeInput, from: number, to: number): number {
  return to > from && input.lodged > 0 ? integrate(expectedRate(input), from, to, input.openingDate) : 0;
}

/** Start of the day of age after `time`. */
const nextAgeBoundary = (time: number, openingDate: number) => openingDate + (Math.floor((time - openingDate) / DAY_MS) + 1) * DAY_MS;

/** Feed eaten from `from` to `to`: the rate is constant within a day of age. */
function integrate(rate: (t: number) => number, from: number, to: number, openingDate: number): number {
  let total = 0;
  for (let t = from; t < to; ) {
    const end = Math.min(to, nextAgeBoundary(t, openingDate));
    total += rate(t) * (end - t);
    t = end;
  }
  return total;
}

/** The moment between `from` and `to` at which `stock` has been eaten. */
function runOutWithin(rate: (t: number) => number, from: number, to: number, stock: number, openingDate: number): number {
  let left = stock;
  for (let t = from; t < to; ) {
    const end = Math.min(to, nextAgeBoundary(t, openingDate));
    const r = rate(t);
    if (r * (end - t) >= left) return Math.round(t + left / r);
    left -= r * (end - t);
    t = end;
  }
  return to;
}
