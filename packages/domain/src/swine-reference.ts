import { PIG_CURVE } from './growth-targets';

/**
 * The swine reference, by body weight and, from where a batch entered, by age (docs/nutrition.md).
 *
 * NRC (2012), *Nutrient Requirements of Swine*, 11th ed., Table 16-1A (growing pigs allowed feed ad
 * libitum, 90 % dry matter): for each weight range, the estimated feed intake including wastage and
 * the daily gain, kg/day. Each range's figures are taken at its middle weight.
 */
export const NRC_2012_GROWING_PIGS = [
  { fromKg: 5, toKg: 7, intakeKg: 0.28, gainKg: 0.21 },
  { fromKg: 7, toKg: 11, intakeKg: 0.493, gainKg: 0.335 },
  { fromKg: 11, toKg: 25, intakeKg: 0.953, gainKg: 0.585 },
  { fromKg: 25, toKg: 50, intakeKg: 1.582, gainKg: 0.758 },
  { fromKg: 50, toKg: 75, intakeKg: 2.229, gainKg: 0.9 },
] as const;

/**
 * Grow-finish daily feed intake by body weight, kg/day: Schinckel et al. (via PMC5420136, Table 3),
 * the mean of the 1 kg and 2 kg birth-weight columns.
 */
const SCHINCKEL_INTAKE: readonly (readonly [number, number])[] = [
  [46.7, 1.625],
  [64.6, 2.035],
  [83.5, 2.32],
  [102.5, 2.495],
];

const middle = (r: { fromKg: number; toKg: number }) => (r.fromKg + r.toKg) / 2;

/** NRC up to the 25–50 kg range (middle 37.5 kg), Schinckel from 46.7 kg: the table that covers more of the weights. */
const INTAKE_BY_WEIGHT: readonly (readonly [number, number])[] = [
  ...NRC_2012_GROWING_PIGS.filter((r) => middle(r) < SCHINCKEL_INTAKE[0]![0]).map((r) => [middle(r), r.intakeKg] as const),
  ...SCHINCKEL_INTAKE,
];

const GAIN_BY_WEIGHT = NRC_2012_GROWING_PIGS.map((r) => [middle(r), r.gainKg] as const);

/** Linear between the points; held at the first point below it; along the last segment above it. */
function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  let i = 0;
  while (i < points.length - 2 && x > points[i + 1]![0]) i++;
  const [x1, y1] = points[i]!;
  const [x2, y2] = points[i + 1]!;
  return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
}

/**
 * Daily feed intake of a pig by body weight, kg/day: NRC (2012) from 6 to 37.5 kg, Schinckel from
 * 46.7 kg, linear between their points and from 37.5 to 46.7 kg; below 6 kg the 5–7 kg figure,
 * above 102.5 kg along the last segment.
 */
export function pigDailyFeedIntake(weightKg: number): number {
  return interpolate(INTAKE_BY_WEIGHT, weightKg);
}

const gompertzRate = (w: number) => PIG_CURVE.b * w * Math.log(PIG_CURVE.wmax / w);
const LAST_GAIN = GAIN_BY_WEIGHT.at(-1)!;

/**
 * Daily gain of a pig by body weight, kg/day: NRC (2012) between the ranges' middle weights (6 to
 * 62.5 kg), the 5–7 kg figure below; above 62.5 kg the shape of the Gompertz growth rate (Shull
 * 2013) scaled to meet NRC's 0.900 kg at 62.5 kg.
 */
export function pigDailyGain(weightKg: number): number {
  if (weightKg <= LAST_GAIN[0]) return interpolate(GAIN_BY_WEIGHT, weightKg);
  return (LAST_GAIN[1] * gompertzRate(Math.min(weightKg, PIG_CURVE.wmax * 0.99))) / gompertzRate(LAST_GAIN[0]);
}

/**
 * Where the reference curve is anchored when a batch gives no entry weight: a pig weaned at 21 days
 * weighs 13.7 lb, 6.2 kg (Kansas State University, 1,350 pigs weaned at 21 days: "Influence of
 * weaning weight and growth during the first week postweaning on subsequent pig performance").
 */
export const PIG_WEANING: { readonly age: number; readonly weightKg: number } = { age: 21, weightKg: 6.2 };

/** The reference curve, weight (kg) by age (days), every STEP days, grown by `pigDailyGain` from the anchor both ways. */
const STEP = 0.05;
const FIRST_KG = 0.5;
const LAST_AGE = 400;

function buildCurve() {
  const rk4 = (w: number, h: number) => {
    const k1 = pigDailyGain(w);
    const k2 = pigDailyGain(w + (h * k1) / 2);
    const k3 = pigDailyGain(w + (h * k2) / 2);
    const k4 = pigDailyGain(w + h * k3);
    return w + (h * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
  };
  const before: number[] = [];
  for (let w = PIG_WEANING.weightKg; w > FIRST_KG; ) before.push((w = rk4(w, -STEP)));
  const after: number[] = [PIG_WEANING.weightKg];
  for (let age = PIG_WEANING.age; age < LAST_AGE; age += STEP) after.push(rk4(after.at(-1)!, STEP));
  return { firstAge: PIG_WEANING.age - before.length * STEP, weights: [...before.reverse(), ...after] };
}

let curve: ReturnType<typeof buildCurve> | null = null;
const referenceCurve = () => (curve ??= buildCurve());

function curveWeight(age: number): number {
  const { firstAge, weights } = referenceCurve();
  const x = Math.min(Math.max((age - firstAge) / STEP, 0), weights.length - 1);
  const i = Math.min(Math.floor(x), weights.length - 2);
  return weights[i]! + (weights[i + 1]! - weights[i]!) * (x - i);
}

/** Age on the reference curve at which a pig weighs `weightKg`. */
function curveAge(weightKg: number): number {
  const { firstAge, weights } = referenceCurve();
  if (weightKg <= weights[0]!) return firstAge;
  let lo = 0;
  let hi = weights.length - 1;
  if (weightKg >= weights[hi]!) return firstAge + hi * STEP;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (weights[mid]! <= weightKg) lo = mid;
    else hi = mid;
  }
  return firstAge + (lo + (weightKg - weights[lo]!) / (weights[hi]! - weights[lo]!)) * STEP;
}

/** Where a batch entered: the animals' age (days) and mean weight (g, null when not recorded). */
export interface BatchEntry {
  age: number;
  weight: number | null;
}

/**
 * Reference weight of a pig at `age` days, kg. A batch with an entry weight follows the curve from
 * there: the pigs housed at 6 kg at 21 days grow as the curve grows from 6 kg, whatever age the
 * curve itself gives 6 kg. Without an entry weight, the curve as anchored (6.2 kg at 21 days).
 */
export function pigReferenceWeight(age: number, entry?: BatchEntry): number {
  const shift = entry && entry.weight !== null && entry.weight > 0 ? curveAge(entry.weight / 1000) - entry.age : 0;
  return curveWeight(age + shift);
}
