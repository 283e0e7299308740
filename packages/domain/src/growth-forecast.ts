import type { AgedWeight } from './performance';

/** Gompertz growth in its inflection form: W(t) = Wmax · exp(−exp(−b · (t − t*))), weights in grams. */
export interface GompertzInflectionCurve {
  wmax: number;
  /** Rate constant, 1/day. */
  b: number;
  /** Age of the fastest growth, days. */
  inflectionAge: number;
}

export function gompertzInflectionWeight(curve: GompertzInflectionCurve, age: number): number {
  return curve.wmax * Math.exp(-Math.exp(-curve.b * (age - curve.inflectionAge)));
}

/** Parameters fitted on a log scale: θ = (ln Wmax, ln b, t*), so every value of θ is a valid curve. */
type Theta = readonly [number, number, number];

const curveOf = ([lnWmax, lnB, tStar]: Theta): GompertzInflectionCurve => ({ wmax: Math.exp(lnWmax), b: Math.exp(lnB), inflectionAge: tStar });
const thetaOf = (c: GompertzInflectionCurve): Theta => [Math.log(c.wmax), Math.log(c.b), c.inflectionAge];

/** ln W(t; θ) and its gradient with respect to θ. */
function logGompertz([lnWmax, lnB, tStar]: Theta, age: number): { value: number; gradient: [number, number, number] } {
  const b = Math.exp(lnB);
  const e = Math.exp(-b * (age - tStar));
  return { value: lnWmax - e, gradient: [1, b * (age - tStar) * e, -b * e] };
}

/** One term of a least-squares objective: a residual and its gradient. */
interface Residual {
  value: number;
  gradient: readonly number[];
}

/** Solves the 3 × 3 system A·x = y by Gaussian elimination with partial pivoting; null when singular. */
function solve3(a: number[][], y: number[]): number[] | null {
  const m = a.map((row, i) => [...row, y[i]!]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-300) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = col + 1; r < 3; r++) {
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c < 4; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  const x = [0, 0, 0];
  for (let r = 2; r >= 0; r--) {
    let s = m[r]![3]!;
    for (let c = r + 1; c < 3; c++) s -= m[r]![c]! * x[c]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}

const sumOfSquares = (residuals: readonly Residual[]) => residuals.reduce((s, r) => s + r.value * r.value, 0);

/** Levenberg–Marquardt minimisation of Σ rᵢ(θ)² over the three Gompertz parameters. */
function levenbergMarquardt(residualsAt: (theta: Theta) => Residual[], start: Theta, maxIterations = 200): Theta {
  let theta = start;
  let residuals = residualsAt(theta);
  let cost = sumOfSquares(residuals);
  let lambda = 1e-3;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const jtj = [0, 1, 2].map(() => [0, 0, 0]);
    const jtr = [0, 0, 0];
    for (const r of residuals) {
      for (let i = 0; i < 3; i++) {
        jtr[i]! += r.gradient[i]! * r.value;
        for (let j = 0; j < 3; j++) jtj[i]![j]! += r.gradient[i]! * r.gradient[j]!;
      }
    }
    let improved = false;
    while (lambda < 1e10) {
      const damped = jtj.map((row, i) => row.map((v, j) => (i === j ? v * (1 + lambda) + 1e-12 : v)));
      const step = solve3(damped, jtr.map((v) => -v));
      if (!step) break;
      const candidate: Theta = [theta[0] + step[0]!, theta[1] + step[1]!, theta[2] + step[2]!];
      const candidateResiduals = residualsAt(candidate);
      const candidateCost = sumOfSquares(candidateResiduals);
      if (Number.isFinite(candidateCost) && candidateCost < cost) {
        const gain = cost - candidateCost;
        theta = candidate;
        residuals = candidateResiduals;
        cost = candidateCost;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = gain > 1e-14 * (1 + cost);
        break;
      }
      lambda *= 10;
    }
    if (!improved) break;
  }
  return theta;
}

/**
 * The Gompertz curve closest (least squares on log weights) to a series of weights. Starts from the
 * best point of a coarse grid of rates and inflection ages, where ln Wmax has a closed form.
 */
export function fitGompertz(points: readonly AgedWeight[]): GompertzInflectionCurve {
  const usable = points.filter((p) => p.weight > 0);
  if (usable.length < 3) throw new Error('a Gompertz fit needs at least three weights');
  const logs = usable.map((p) => ({ age: p.age, ln: Math.log(p.weight) }));
  const lastAge = Math.max(...usable.map((p) => p.age));
  let start: Theta = [0, 0, 0];
  let best = Infinity;
  for (let b = 0.01; b <= 0.12; b += 0.005) {
    for (let tStar = 0; tStar <= 2 * lastAge; tStar += 1) {
      const shape = logs.map((p) => Math.exp(-b * (p.age - tStar)));
      const lnWmax = logs.reduce((s, p, i) => s + p.ln + shape[i]!, 0) / logs.length;
      const cost = logs.reduce((s, p, i) => s + (p.ln - lnWmax + shape[i]!) ** 2, 0);
      if (cost < best) {
        best = cost;
        start = [lnWmax, Math.log(b), tStar];
      }
    }
  }
  const residualsAt = (theta: Theta) =>
    logs.map((p) => {
      const g = logGompertz(theta, p.age);
      return { value: g.value - p.ln, gradient: g.gradient };
    });
  return curveOf(levenbergMarquardt(residualsAt, start));
}

/** How much a batch may differ from its breed before its weighings say so (prior standard deviations). */
export interface GrowthPrior {
  /** Of ln Wmax. */
  lnWmax: number;
  /** Of ln b. */
  lnB: number;
  /** Of t*, days. */
  inflectionAge: number;
}

export const DEFAULT_GROWTH_PRIOR: GrowthPrior = { lnWmax: 0.15, lnB: 0.1, inflectionAge: 3 };

/** Relative error of one day's mean weight (sampling and scale), on the log scale. */
const WEIGHING_ERROR = 0.02;
/** An observation's error grows by this share per day of age before the latest one, so recent weighings count more. */
const AGEING_PER_DAY = 0.25;
/** Before this age the chicks' weights say little about how they will grow (yolk, placement stress). */
export const FIRST_FITTED_AGE = 7;
/** Fewer usable days of weighings than this and the reference is only scaled, not refitted. */
export const MIN_FITTED_DAYS = 3;

export type GrowthForecastMethod = 'fitted' | 'scaled-reference' | 'reference';

export interface GrowthForecast {
  method: GrowthForecastMethod;
  /** The batch's own curve when fitted. */
  batchCurve: GompertzInflectionCurve | null;
  /** Expected mean weight (g) at an age. */
  weightAt(age: number): number;
}

export interface GrowthForecastInput {
  /** The batch's daily mean weights (g), one per day of age. */
  observations: readonly AgedWeight[];
  /** The breed reference weight (g) at an age. */
  reference: (age: number) => number;
  /** Ages over which the reference is known, to fit its curve (e.g. 7–56 for broilers). */
  referenceAges: { from: number; to: number };
  prior?: GrowthPrior;
}

/**
 * A batch's growth forecast. The breed reference carries the shape; the batch bends it:
 *   W(t) = ref(t) · G(t; θ) / G(t; θ₀)
 * where G is a Gompertz curve, θ₀ its fit to the reference and θ its fit to the batch's weighings
 * (ages ≥ 7), pulled towards θ₀ by a prior. With few weighings θ stays near θ₀ (the reference, scaled
 * where the data sit); as weighings accumulate, they decide. Fewer than three usable days: the
 * reference scaled by the latest weight's ratio to it; none: the reference itself.
 */
export function forecastGrowth(input: GrowthForecastInput): GrowthForecast {
  const { reference, referenceAges } = input;
  const prior = input.prior ?? DEFAULT_GROWTH_PRIOR;
  const referencePoints: AgedWeight[] = [];
  for (let age = referenceAges.from; age <= referenceAges.to; age++) referencePoints.push({ age, weight: reference(age) });
  const theta0 = thetaOf(fitGompertz(referencePoints));

  const observations = [...input.observations].filter((o) => o.weight > 0 && reference(o.age) > 0).sort((a, b) => a.age - b.age);
  const fitted = observations.filter((o) => o.age >= FIRST_FITTED_AGE);
  const latest = observations.at(-1);
  if (fitted.length < MIN_FITTED_DAYS) {
    if (!latest) return { method: 'reference', batchCurve: null, weightAt: reference };
    const ratio = latest.weight / reference(latest.age);
    return { method: 'scaled-reference', batchCurve: null, weightAt: (age) => reference(age) * ratio };
  }

  const lastAge = fitted.at(-1)!.age;
  const lnG0 = (age: number) => logGompertz(theta0, age).value;
  const data = fitted.map((o) => ({
    age: o.age,
    // What the batch's curve must explain: the weighing once the reference's own wiggles around its fit are removed.
    target: Math.log(o.weight) - Math.log(reference(o.age)) + lnG0(o.age),
    sigma: WEIGHING_ERROR * (1 + AGEING_PER_DAY * (lastAge - o.age)),
  }));
  const priorSigma = [prior.lnWmax, prior.lnB, prior.inflectionAge];
  const residualsAt = (theta: Theta): Residual[] => [
    ...data.map((d) => {
      const g = logGompertz(theta, d.age);
      return { value: (g.value - d.target) / d.sigma, gradient: g.gradient.map((x) => x / d.sigma) };
    }),
    ...priorSigma.map((sigma, i) => ({ value: (theta[i]! - theta0[i]!) / sigma, gradient: [0, 1, 2].map((j) => (j === i ? 1 / sigma : 0)) })),
  ];
  const theta = levenbergMarquardt(residualsAt, theta0);
  return {
    method: 'fitted',
    batchCurve: curveOf(theta),
    weightAt: (age) => reference(age) * Math.exp(logGompertz(theta, age).value - lnG0(age)),
  };
}
