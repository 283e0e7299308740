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
 * 65 days of age and 120 kg at 162 days.
 */
export const PIG_CURVE: GompertzCurve = { w0: 1.5, wmax: 230, b: 0.0126 };

/** Age in days at which a Gompertz curve reaches a weight (kg). */
export function gompertzAgeAt(curve: GompertzCurve, weightKg: number): number {
  const fraction = Math.log(weightKg / curve.w0) / Math.log(curve.wmax / curve.w0);
  if (fraction <= 0) return 0;
  if (fraction >= 1) return Infinity;
  return -Math.log(1 - fraction) / curve.b;
}

/**
 * Grow-finish pig daily feed intake (kg/day) by body weight: Schinckel et al. (via PMC5420136,
 * table 3), mean of the 1 kg and 2 kg birth-weight columns, interpolated linearly between the four
 * published weights and extended along the end segments outside 46.7-102.5 kg.
 */
const PIG_INTAKE: readonly (readonly [number, number])[] = [
  [46.7, 1.625],
  [64.6, 2.035],
  [83.5, 2.32],
  [102.5, 2.495],
];

export function pigDailyFeedIntake(weightKg: number): number {
  const last = PIG_INTAKE.length - 1;
  let i = 0;
  while (i < last - 1 && weightKg > PIG_INTAKE[i + 1]![0]) i++;
  const [w1, f1] = PIG_INTAKE[i]!;
  const [w2, f2] = PIG_INTAKE[i + 1]!;
  return Math.max(0.3, f1 + ((f2 - f1) * (weightKg - w1)) / (w2 - w1));
}
