import { forecastBandAt, type ForecastBandCalibration } from './forecast-band';
import { FIRST_TREND_AGE, samplingError, type WeighedDay } from './table-trend';

/**
 * The slaughter-weight forecast: the breed table scaled by where the flock stands against it, and by
 * part of how that ratio has been moving. Chosen on measured flocks (bench/forecast-real-flocks.ts,
 * docs/slaughter-forecast.md), where it beat plain table scaling at every horizon band.
 *
 * - The ratio now (`level`): the log ratios to the table of the weighings of the last `levelDays` days,
 *   each counted by its trust (1 ÷ (its sampling error² + a day bias²)), averaged with where the line
 *   through the last `driftDays` of ratios puts the latest weighing: one light day moves it by half.
 * - The ratio's movement (`drift`, per day): that line's slope. Real flocks keep drifting from their
 *   table for weeks, but not as far as a straight line would carry them: `driftShare` of it goes ahead.
 */
export interface RatioForecast {
  lastAge: number;
  level: number;
  drift: number;
  /** The share of the drift carried ahead of the latest weighing. */
  driftShare: number;
  /** The variance of the ratio now (log scale) that its weighings' sampling leaves: the animals weighed and their scatter. */
  sampling: number;
}

/** How much of the record the forecast reads, and how far it carries the drift. */
export interface RatioForecastSettings {
  /** The ratio now reads the weighings of the last this many days. */
  levelDays: number;
  /** The drift is the slope of the line through this many days of ratios. */
  driftDays: number;
  /** The share of the drift carried ahead. */
  driftShare: number;
}

/** As chosen on the measured flocks (bench/forecast-real-flocks.ts, each flock scored by settings the others chose). */
export const RATIO_FORECAST_SETTINGS: RatioForecastSettings = { levelDays: 3, driftDays: 14, driftShare: 0.4 };
/** Which animals step onto the scale moves a day's mean beyond its sampling error (log scale). */
const DAY_BIAS = 0.02;

/**
 * How far the forecast missed on the measured flocks (bench/results/forecast.json,
 * `real_flocks.calibration`): its P10–P90 band. Recalibrate when the bench's flocks change.
 */
export const RATIO_FORECAST_BAND: ForecastBandCalibration = { spread: 0.001598, low: -1.0474, high: 1.3399, residuals: 261 };

/** A weighing's sampling variance on the log scale; nought for a census. */
export function weighingVariance(day: WeighedDay): number {
  return day.census ? 0 : samplingError(day) ** 2;
}

export function fitRatioForecast(days: readonly WeighedDay[], reference: (age: number) => number, settings: RatioForecastSettings = RATIO_FORECAST_SETTINGS): RatioForecast | null {
  const usable = days.filter((d) => d.weight > 0 && reference(d.age) > 0).sort((a, b) => a.age - b.age);
  const fitted = usable.filter((d) => d.age >= FIRST_TREND_AGE);
  const pool = fitted.length > 0 ? fitted : usable.slice(-1);
  const last = pool.at(-1);
  if (!last) return null;
  const ratio = (d: WeighedDay) => Math.log(d.weight / reference(d.age));
  let trusted = 0;
  let weighted = 0;
  let variance = 0;
  for (const d of pool.filter((p) => p.age >= last.age - settings.levelDays)) {
    const trust = 1 / (samplingError(d) ** 2 + DAY_BIAS ** 2);
    trusted += trust;
    weighted += trust * ratio(d);
    variance += trust ** 2 * weighingVariance(d);
  }
  const recent = weighted / trusted;
  const sampling = variance / trusted ** 2;
  const line = pool.filter((p) => p.age >= last.age - settings.driftDays);
  if (line.length < 2) return { lastAge: last.age, level: recent, drift: 0, driftShare: settings.driftShare, sampling };
  const mx = line.reduce((s, d) => s + d.age, 0) / line.length;
  const my = line.reduce((s, d) => s + ratio(d), 0) / line.length;
  let sxx = 0;
  let sxy = 0;
  for (const d of line) {
    sxx += (d.age - mx) ** 2;
    sxy += (d.age - mx) * (ratio(d) - my);
  }
  const drift = sxx > 0 ? sxy / sxx : 0;
  return { lastAge: last.age, level: (recent + my + drift * (last.age - mx)) / 2, drift, driftShare: settings.driftShare, sampling };
}

/** The expected weight (g) at an age: the table's, times the flock's ratio carried there (a share of its drift ahead of the latest weighing). */
export function ratioWeightAt(fit: RatioForecast, reference: (age: number) => number, age: number): number {
  const ahead = age - fit.lastAge;
  return reference(age) * Math.exp(fit.level + fit.drift * (ahead > 0 ? fit.driftShare * ahead : ahead));
}

/** The weight's P10–P90 (g) at an age, as the measured flocks' misses say. */
export function ratioWeightBand(fit: RatioForecast, reference: (age: number) => number, age: number): { p10: number; p90: number } {
  return forecastBandAt(RATIO_FORECAST_BAND, ratioWeightAt(fit, reference, age), fit.sampling);
}
