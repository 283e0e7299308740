/** One future day of a batch: what it weighs and how much feed it will have eaten. */
export interface SlaughterProjectionPoint {
  age: number;
  /** ISO calendar date of that day of age. */
  date: string;
  /** Expected mean weight, g. */
  weight: number;
  /** Its 80 % prediction interval (P10–P90), g; null without one. */
  band: { p10: number; p90: number } | null;
  /** Feed eaten by the batch from lodging to that day, kg. */
  accumulatedConsumption: number;
  /** Feed still to deliver for that day beyond what the silos hold, kg. */
  necessaryRation: number;
}

export interface TargetReach {
  weight: number;
  age: number;
  date: string;
  /** The batch already weighs the target. */
  reached: boolean;
}

export interface SlaughterProjectionInput {
  /** Expected mean weight (g) at an age: the growth forecast; and its P10–P90 interval, where it has one. */
  weightAt: (age: number) => number;
  bandAt?: (age: number) => { p10: number; p90: number };
  /** Breed reference weight (g) and feed intake (g/animal/day) at an age. */
  referenceWeight: (age: number) => number;
  referenceIntake: (age: number) => number | null;
  /** Today's age and its weight: the last weighing or the forecast for today. */
  currentAge: number;
  currentWeight: number;
  /** Last age to project. */
  lastAge: number;
  dateOfAge: (age: number) => string;
  /** Animals in the batch now, and the share expected to die or be culled each day. */
  lodged: number;
  dailyMortality: number;
  /** Feed eaten so far and feed in the silos, kg. */
  eatenKg: number;
  stockKg: number;
  /** Recent real/reference intake; when unknown, intake follows the expected weight's ratio to the reference. */
  intakeRatio: number | null;
  targetWeight: number | null;
}

export interface SlaughterProjection {
  points: SlaughterProjectionPoint[];
  target: TargetReach | null;
}

/**
 * Day by day from tomorrow to `lastAge`: the forecast weight, the animals thinned by the expected
 * mortality, their feed (the reference intake scaled to this batch) added to what they ate so far,
 * and the part of it the silos cannot cover. Weights never go down: a forecast that would (beyond
 * the reference tables) holds its last value.
 */
export function projectSlaughter(input: SlaughterProjectionInput): SlaughterProjection {
  const points: SlaughterProjectionPoint[] = [];
  let lodged = input.lodged;
  let accumulated = input.eatenKg;
  let weight = input.currentWeight;
  for (let age = input.currentAge + 1; age <= input.lastAge; age++) {
    lodged *= 1 - input.dailyMortality;
    weight = Math.max(weight, input.weightAt(age));
    const reference = input.referenceIntake(age);
    const scale = input.intakeRatio ?? weight / input.referenceWeight(age);
    if (reference !== null) accumulated += (reference * scale * lodged) / 1000;
    points.push({
      age,
      date: input.dateOfAge(age),
      weight,
      band: input.bandAt?.(age) ?? null,
      accumulatedConsumption: accumulated,
      necessaryRation: Math.max(0, accumulated - input.eatenKg - input.stockKg),
    });
  }
  return { points, target: targetReach(input, points) };
}

function targetReach(input: SlaughterProjectionInput, points: readonly SlaughterProjectionPoint[]): TargetReach | null {
  const weight = input.targetWeight;
  if (weight === null || weight <= 0) return null;
  if (input.currentWeight >= weight) return { weight, age: input.currentAge, date: input.dateOfAge(input.currentAge), reached: true };
  const hit = points.find((p) => p.weight >= weight);
  return hit ? { weight, age: hit.age, date: hit.date, reached: false } : null;
}

/** Spec §9: the PCP shows the 14 ages before today's and today's (15 ages), then the forecast onwards. */
export const PCP_PAST_AGES = 14;

export interface PcpPoint {
  age: number;
  /** Mean weight, g: weighed where there is a weighing, else expected. */
  weight: number;
  /** Live weight the batch would deliver at that age, kg. */
  projection: number;
}

/** The production projection: each age's mean weight times the animals at that age, in kg of live weight. */
export function pcpProjection(ages: readonly number[], weightAt: (age: number) => number, animalsAt: (age: number) => number): PcpPoint[] {
  return ages.map((age) => {
    const weight = weightAt(age);
    return { age, weight, projection: (weight * animalsAt(age)) / 1000 };
  });
}
