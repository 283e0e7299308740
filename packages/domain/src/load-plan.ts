/**
 * A flock's load plan (docs/plant-loop.md): each load's expected mean live weight at the plant's scale.
 * Birds stop growing when their feed is withdrawn, before the catch, and lose weight at a steady rate
 * from then to the plant's scale (live shrink: gut emptying and water loss), 0.18–0.43 % an hour as
 * Northcutt (University of Georgia) reports, for 8–12 h of feed withdrawal in all.
 */
export interface ShrinkSettings {
  /** Hours before the catch the feed is withdrawn, on the farm. */
  feedWithdrawalHours: number;
  /** Hours from the catch to the plant's scale: catching, transport and lairage. */
  transportHours: number;
  /** Live weight lost per hour without feed, % of the weight at withdrawal. */
  shrinkPercentPerHour: number;
}

const HOUR_MS = 3_600_000;

/** When a load's feed is withdrawn: its catch less the withdrawal hours. */
export const feedWithdrawalStart = (catchAt: Date, s: ShrinkSettings) => new Date(catchAt.getTime() - s.feedWithdrawalHours * HOUR_MS);

/** The share of the weight at withdrawal a bird still weighs at the plant's scale. */
export const shrinkFactor = (s: ShrinkSettings) => 1 - (s.shrinkPercentPerHour / 100) * (s.feedWithdrawalHours + s.transportHours);

/** A weight at the feed's withdrawal, as the plant's scale will read it, g. */
export const plantWeight = (weightAtWithdrawal: number, s: ShrinkSettings) => weightAtWithdrawal * shrinkFactor(s);

/**
 * A weight forecast at a fractional day of age, straight between the whole days around it: growth
 * within a day is close enough to linear for an hour's share.
 */
export function weightAtAge(weightAt: (age: number) => number, age: number): number {
  const day = Math.floor(age);
  const share = age - day;
  return share === 0 ? weightAt(day) : weightAt(day) + (weightAt(day + 1) - weightAt(day)) * share;
}

export interface PlannedLoad {
  birds: number;
  /** Expected mean live weight at the plant, g, and its P10 and P90 when the forecast has a band. */
  weight: number;
  weightP10: number | null;
  weightP90: number | null;
}

/**
 * The plan's totals: birds, and kg as birds × expected weight. The P10 and P90 of the total add the
 * loads' own: one flock's forecast errs the same way for every load, so the bands add up rather than
 * shrink as independent errors would.
 */
export function loadPlanTotals(loads: readonly PlannedLoad[]) {
  const kg = (weight: (l: PlannedLoad) => number | null) => {
    let total = 0;
    for (const l of loads) {
      const w = weight(l);
      if (w === null) return null;
      total += (l.birds * w) / 1000;
    }
    return total;
  };
  return { birds: loads.reduce((n, l) => n + l.birds, 0), kg: kg((l) => l.weight)!, kgP10: kg((l) => l.weightP10), kgP90: kg((l) => l.weightP90) };
}

/** How far a plan's forecast has moved since it was saved, % of the saved kg (signed: more kg now is positive). */
export const forecastMovePercent = (savedKg: number, nowKg: number) => (savedKg > 0 ? ((nowKg - savedKg) / savedKg) * 100 : 0);
