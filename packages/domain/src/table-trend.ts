import type { AgedWeight } from './performance';

/**
 * A day's mean weight as weighed, with what says how far it can be trusted: how many animals stood
 * on the scale and the scatter of their individual weights (coefficient of variation, a share), where
 * known.
 */
export interface WeighedDay extends AgedWeight {
  weighed?: number | null;
  cv?: number | null;
  /** Every animal was weighed (a pen's or a load's total), not a sample: no sampling error. */
  census?: boolean;
}

/**
 * How the flock stands against its breed table, from its weighings: the log of its weight ratio to the
 * table at the latest weighing (`level`) and how that ratio moves per day (`drift`), with their
 * uncertainties. Weight at any age = the table's weight × the ratio carried there.
 */
export interface TableTrend {
  lastAge: number;
  level: number;
  drift: number;
  /** Standard errors of level and drift (log scale). */
  levelError: number;
  driftError: number;
  /** The day bias the fit assumed: measured on the flock's weighings, or DAY_BIAS before there are enough. */
  dayBias: number;
}

/** Scatter of individual weights, and animals weighed, assumed where a weighing gives only its mean. */
const ASSUMED_CV = 0.1;
const ASSUMED_WEIGHED = 30;
/**
 * Which animals step onto the scale moves a day's mean beyond its sampling error (the heavy birds at
 * the feeder line, the light ones by the wall): its standard deviation, log scale.
 */
const DAY_BIAS = 0.02;
/** The day bias a flock's own weighings may show, and how many it takes to measure it. */
const MIN_DAY_BIAS = 0.003;
const MAX_DAY_BIAS = 0.05;
const MIN_POINTS_FOR_BIAS = 5;
/** Weighings older than this many days before the latest count for nothing. */
const WINDOW_DAYS = 14;
/** A weighing's say halves every this many days before the latest. */
const HALF_LIFE_DAYS = 4;
/**
 * The ratio's drift is believed near nought (prior standard deviation per day, DRIFT_PRIOR) unless the
 * weighings insist: a drift fitted freely (LOOSE_DRIFT_PRIOR) that stands DRIFT_EVIDENCE standard
 * errors from nought is let through.
 */
const DRIFT_PRIOR = 0.0015;
const LOOSE_DRIFT_PRIOR = 0.02;
const DRIFT_EVIDENCE = 3;
/** Residuals beyond this many standard errors count linearly, not squared (Huber). */
const HUBER_K = 1.345;
/** Each day ahead keeps this share of the drift of the day before: one week's noise does not set the next three. */
export const DRIFT_DAMPING = 0.5;
/** How much the true ratio wanders per day of its own, beyond any steady drift (log-scale variance per day). */
const WANDER_PER_DAY = 0.0055 ** 2;
/** P90 in standard deviations of a normal distribution (P10 is its negative). */
const Z90 = 1.2815515655446004;
/** Before this age the chicks' weights say little about how they will grow. */
export const FIRST_TREND_AGE = 7;

/** A weighing's relative sampling error: the scatter of its animals over how many stood on the scale. */
export function samplingError(day: WeighedDay): number {
  return day.weighed && day.weighed > 0 ? (day.cv ?? ASSUMED_CV) / Math.sqrt(day.weighed) : ASSUMED_CV / Math.sqrt(ASSUMED_WEIGHED);
}

interface TrendPoint {
  /** Days before the latest weighing (≤ 0). */
  x: number;
  /** Log ratio to the table. */
  y: number;
  sampling: number;
  recency: number;
}

/** The weighted line through the points under a Huber loss (IRLS), each point's error its sampling error and the day bias. */
function robustLine(points: readonly TrendPoint[], dayBias: number, driftPrior: number) {
  const errors = points.map((p) => Math.sqrt(p.sampling ** 2 + dayBias ** 2));
  let level = 0;
  let drift = 0;
  let robust = points.map(() => 1);
  let cov = { ll: 0, ss: 0 };
  for (let iteration = 0; iteration < 25; iteration++) {
    // Normal equations of the weighted line, the drift's prior as a pseudo-observation.
    let sw = 0, sx = 0, sxx = 1 / driftPrior ** 2, sy = 0, sxy = 0;
    points.forEach((p, i) => {
      const w = (p.recency * robust[i]!) / errors[i]! ** 2;
      sw += w;
      sx += w * p.x;
      sxx += w * p.x * p.x;
      sy += w * p.y;
      sxy += w * p.x * p.y;
    });
    const det = sw * sxx - sx * sx;
    const next = { level: (sxx * sy - sx * sxy) / det, drift: (sw * sxy - sx * sy) / det };
    cov = { ll: sxx / det, ss: sw / det };
    const moved = Math.abs(next.level - level) + Math.abs(next.drift - drift);
    ({ level, drift } = next);
    robust = points.map((p, i) => {
      const z = Math.abs(p.y - level - drift * p.x) / errors[i]!;
      return z <= HUBER_K ? 1 : HUBER_K / z;
    });
    if (moved < 1e-10) break;
  }
  const residuals = points.map((p) => p.y - level - drift * p.x);
  return { level, drift, cov, residuals, errors };
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Fits the flock's log ratio to its table over its recent weighings: a weighted line through the
 * last WINDOW_DAYS, each weighing counted by its trust (1 / its error², the error being its sampling
 * error and the day's bias) and by its recency, under a Huber loss, so that one light day does not
 * bend the line on its own; the drift is pulled towards nought by a prior. The day bias is measured
 * on the flock's own weighings (the scatter of the residuals beyond their sampling errors) once there
 * are enough of them: a flock weighed precisely is followed closely, a noisy one smoothed. Null
 * without a usable weighing.
 */
export function fitTableTrend(days: readonly WeighedDay[], reference: (age: number) => number): TableTrend | null {
  const usable = days.filter((d) => d.weight > 0 && reference(d.age) > 0).sort((a, b) => a.age - b.age);
  const fitted = usable.filter((d) => d.age >= FIRST_TREND_AGE);
  const pool = fitted.length > 0 ? fitted : usable.slice(-1);
  const last = pool.at(-1);
  if (!last) return null;
  const points: TrendPoint[] = pool
    .filter((d) => d.age > last.age - WINDOW_DAYS)
    .map((d) => ({ x: d.age - last.age, y: Math.log(d.weight / reference(d.age)), sampling: samplingError(d), recency: 0.5 ** ((last.age - d.age) / HALF_LIFE_DAYS) }));
  let dayBias = DAY_BIAS;
  let driftPrior = DRIFT_PRIOR;
  let line = robustLine(points, dayBias, driftPrior);
  if (points.length >= MIN_POINTS_FOR_BIAS) {
    // The residuals' robust scatter (MAD), less what sampling explains.
    const loose = robustLine(points, dayBias, LOOSE_DRIFT_PRIOR);
    const scatter = 1.4826 * median(loose.residuals.map(Math.abs));
    const sampling = median(points.map((p) => p.sampling ** 2));
    dayBias = clamp(Math.sqrt(Math.max(0, scatter ** 2 - sampling)), MIN_DAY_BIAS, MAX_DAY_BIAS);
    const measured = robustLine(points, dayBias, LOOSE_DRIFT_PRIOR);
    if (Math.abs(measured.drift) > DRIFT_EVIDENCE * Math.sqrt(measured.cov.ss)) driftPrior = LOOSE_DRIFT_PRIOR;
    line = robustLine(points, dayBias, driftPrior);
  }
  // The scatter the weighings show beyond their stated errors widens the uncertainty, never narrows it.
  const spread = points.length > 2 ? line.residuals.reduce((s, r, i) => s + (r / line.errors[i]!) ** 2, 0) / (points.length - 2) : 1;
  const inflate = Math.sqrt(Math.max(1, spread));
  return {
    lastAge: last.age,
    level: line.level,
    drift: line.drift,
    levelError: Math.sqrt(line.cov.ll) * inflate,
    driftError: Math.sqrt(line.cov.ss) * inflate,
    dayBias,
  };
}

/** Days of drift a horizon of `days` carries, each day keeping DRIFT_DAMPING of the day before's. */
const dampedDays = (days: number) => (days <= 0 ? days : (DRIFT_DAMPING * (1 - DRIFT_DAMPING ** days)) / (1 - DRIFT_DAMPING));

/** The flock's log ratio to its table at an age: on and before the latest weighing, the fitted line; after it, the drift damped. */
function logRatioAt(trend: TableTrend, age: number): { value: number; variance: number } {
  const ahead = age - trend.lastAge;
  const carried = dampedDays(ahead);
  const value = trend.level + trend.drift * carried;
  const variance = trend.levelError ** 2 + (carried * trend.driftError) ** 2 + WANDER_PER_DAY * Math.max(ahead, 0);
  return { value, variance };
}

/** The expected weight (g) at an age: the table's, times the flock's ratio carried there. */
export function trendWeightAt(trend: TableTrend, reference: (age: number) => number, age: number): number {
  return reference(age) * Math.exp(logRatioAt(trend, age).value);
}

/** The weight's 80 % prediction interval (P10–P90, g) at an age. */
export function trendWeightBand(trend: TableTrend, reference: (age: number) => number, age: number): { p10: number; p90: number } {
  const { value, variance } = logRatioAt(trend, age);
  const spread = Z90 * Math.sqrt(variance);
  return { p10: reference(age) * Math.exp(value - spread), p90: reference(age) * Math.exp(value + spread) };
}
