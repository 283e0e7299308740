/**
 * The slaughter-weight forecast's 80 % band (P10–P90), calibrated on how far real forecasts missed:
 * not on the model's own idea of its error. Each residual is log(outcome ÷ forecast) at a horizon in
 * days. Their variance is the weighings' sampling variance (a flock weighed on 10 birds misses more than
 * one weighed on 100) plus a part that grows with the horizon, base + perDay · h (least squares of the squared
 * residuals, less what the weighings' own sampling explains, on h), and the band's edges are the 10th and 90th percentiles of the residuals divided by
 * σ(h): a forecast that tends to miss low gets a band that leans high, as the record showed.
 */
export interface ForecastResidual {
  horizon: number;
  logResidual: number;
  /** The variance the weighings' own sampling explains (animals weighed, their CV), log scale. */
  sampling: number;
}

export interface ForecastBandCalibration {
  /** σ² at horizon 0 and its growth per day ahead (log scale). */
  base: number;
  perDay: number;
  /** P10 and P90 of the residuals in units of σ(h). */
  low: number;
  high: number;
  /** How many residuals it was calibrated on. */
  residuals: number;
}

/** The horizon bands the forecast is judged by. */
export const FORECAST_HORIZON_BANDS = [
  { name: '1-3_days', from: 1, to: 3 },
  { name: '4-7_days', from: 4, to: 7 },
  { name: '8-14_days', from: 8, to: 14 },
  { name: '15-21_days', from: 15, to: 21 },
] as const;

/**
 * The band's edges are never nearer than a normal distribution's P10 and P90 (±1.2816 σ): a few dozen
 * flocks show a distribution's middle well and its tails poorly.
 */
const Z90 = 1.2815515655446004;
/** A variance never assumed below this (1 % on the log scale): no band collapses onto its forecast. */
const MIN_VARIANCE = 0.01 ** 2;

function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lower = Math.floor(at);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (at - lower);
}

export function calibrateForecastBand(residuals: readonly ForecastResidual[]): ForecastBandCalibration {
  const n = residuals.length;
  const mx = residuals.reduce((s, r) => s + r.horizon, 0) / n;
  const beyond = (r: ForecastResidual) => r.logResidual ** 2 - r.sampling;
  const my = residuals.reduce((s, r) => s + beyond(r), 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const r of residuals) {
    sxx += (r.horizon - mx) ** 2;
    sxy += (r.horizon - mx) * (beyond(r) - my);
  }
  const perDay = Math.max(0, sxx > 0 ? sxy / sxx : 0);
  const base = Math.max(MIN_VARIANCE, my - perDay * mx);
  const scaled = residuals.map((r) => r.logResidual / Math.sqrt(r.sampling + base + perDay * r.horizon)).sort((a, b) => a - b);
  return { base, perDay, low: Math.min(-Z90, quantile(scaled, 0.1)), high: Math.max(Z90, quantile(scaled, 0.9)), residuals: n };
}

/** The P10–P90 band (g) around a forecast weight `horizon` days ahead of its latest weighing, whose ratio carries `sampling` variance. */
export function forecastBandAt(calibration: ForecastBandCalibration, forecast: number, horizon: number, sampling: number): { p10: number; p90: number } {
  const sigma = Math.sqrt(sampling + calibration.base + calibration.perDay * Math.max(0, horizon));
  return { p10: forecast * Math.exp(calibration.low * sigma), p90: forecast * Math.exp(calibration.high * sigma) };
}
