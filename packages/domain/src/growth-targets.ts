/** Gompertz growth in the hatch (birth) weight form: W(t) = W0 · exp(ln(Wmax/W0) · (1 − e^(−b·t))). */
export interface GompertzCurve {
  /** Weight at age 0, kg. */
  w0: number;
  /** Asymptotic (mature) weight, kg. */
  wmax: number;
  /** Rate constant, 1/day. */
  b: number;
}

export function gompertzWeight(curve: GompertzCurve, ageDays: number): number {
  return curve.w0 * Math.exp(Math.log(curve.wmax / curve.w0) * (1 - Math.exp(-curve.b * ageDays)));
}

/** Growth rate dW/dt = b · W · ln(Wmax / W), kg/day. */
export function gompertzDailyGain(curve: GompertzCurve, ageDays: number): number {
  const w = gompertzWeight(curve, ageDays);
  return curve.b * w * Math.log(curve.wmax / w);
}

/**
 * Laying hens. Weekly Hy-Line tables were not found; the published Gompertz constants are for
 * layer-type males (Parks 1982: Wmax 2.2 kg, b 0.0239/d). Hens are taken as 82 % of that mature
 * weight (an assumption), which gives about 1.5 kg at 18 weeks and 1.8 kg at 34 weeks.
 */
export const LAYER_HEN_CURVE: GompertzCurve = { w0: 0.04, wmax: 2.2 * 0.82, b: 0.0239 };

/**
 * Broiler breeder females under feed restriction. No published constants or weekly targets were
 * found; this is an approximation chosen to give about 2.2 kg at 20 weeks and 3.1 kg at 28 weeks,
 * the usual scale of breeder-female targets. Not a Cobb or Ross objective.
 */
export const BREEDER_FEMALE_CURVE: GompertzCurve = { w0: 0.042, wmax: 4.0, b: 0.0145 };

/**
 * Pigs (gilts, Shull 2013: Wmax 230 kg, b 0.0126/d) from a 1.5 kg birth weight: about 25 kg at
 * 65 days of age and 120 kg at 162 days. The swine reference (swine-reference.ts) takes only the
 * shape of its growth rate by weight above the last NRC (2012) weight range.
 */
export const PIG_CURVE: GompertzCurve = { w0: 1.5, wmax: 230, b: 0.0126 };

/** Age in days at which a Gompertz curve reaches a weight (kg). */
export function gompertzAgeAt(curve: GompertzCurve, weightKg: number): number {
  const fraction = Math.log(weightKg / curve.w0) / Math.log(curve.wmax / curve.w0);
  if (fraction <= 0) return 0;
  if (fraction >= 1) return Infinity;
  return -Math.log(1 - fraction) / curve.b;
}
