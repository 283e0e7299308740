import { feedEatenTo, type FeedDay } from './feed-eaten';
import { referenceIntakeOnDay } from './feed-reference';
import { growthTarget } from './growth-reference';
import { batchFigures, lostBiomassKg, type AdjustedFcrConvention, type BatchFigures, type Removal } from './kpis';
import { weightAt, type AgedWeight } from './performance';
import { samplingError, type WeighedDay } from './table-trend';

/** One weighing of a division: its mean weight (g), the animals it stands for, and the exact age it was taken at. */
export interface DivisionWeighing {
  division: number;
  /** Day of age (whole days) and exact age (days with fraction) of the weighing. */
  day: number;
  age: number;
  weight: number;
  /** Animals the division holds, which weigh its mean in the batch's. */
  animals: number;
  /** Animals that stood on the scale, and the coefficient of variation (a share) of their weights where recorded one by one. */
  weighed?: number;
  cv?: number | null;
}

/**
 * The batch's mean weight on each day weighed, at the exact age of the day's last weighing, oldest
 * first: every division's latest weighing carried to that day, each weighted by its animals. A
 * division weighed that day gives its weight; one weighed before keeps its ratio to the growth table
 * (`reference`, g at an age; without one, its weight as weighed); one never weighed takes the flock's
 * ratio, so it leaves the mean as it is. One box weighed is then not the whole flock's weight.
 * Each day also says how far it can be trusted (WeighedDay): the animals weighed that day, and the
 * coefficient of variation that gives the day's mean its sampling error (each division's error
 * weighted as its mean is, a carried one's included).
 */
export function batchWeighings(weighings: readonly DivisionWeighing[], reference?: (age: number) => number | null): WeighedDay[] {
  const days = new Map<number, { age: number; parts: DivisionWeighing[] }>();
  for (const w of weighings) {
    const day = days.get(w.day) ?? { age: w.age, parts: [] };
    day.age = Math.max(day.age, w.age);
    day.parts.push(w);
    days.set(w.day, day);
  }
  const latest = new Map<number, DivisionWeighing>();
  const out: WeighedDay[] = [];
  for (const [, day] of [...days].sort(([a], [b]) => a - b)) {
    const carried = [...latest.values()].filter((w) => !day.parts.some((p) => p.division === w.division));
    const contributions = [...day.parts.map((w) => ({ w, weight: w.weight })), ...carried.map((w) => ({ w, weight: carriedWeight(w, day.age, reference) }))];
    const animals = contributions.reduce((n, c) => n + Math.max(c.w.animals, 1), 0);
    const weight = contributions.reduce((t, c) => t + c.weight * Math.max(c.w.animals, 1), 0) / animals;
    const weighed = day.parts.reduce((n, w) => n + (w.weighed ?? 0), 0);
    const known = weighed > 0 && day.parts.every((w) => (w.weighed ?? 0) > 0);
    // The day's relative sampling variance, as a coefficient of variation over the animals weighed that day.
    const variance = contributions.reduce((v, c) => v + (Math.max(c.w.animals, 1) / animals) ** 2 * samplingError(c.w) ** 2, 0);
    out.push({ age: day.age, weight, ...(known ? { weighed, cv: Math.sqrt(variance * weighed) } : {}) });
    for (const w of day.parts) latest.set(w.division, w);
  }
  return out;
}

/** A division's weighing carried to a later age at its ratio to the growth table; as weighed without a table. */
function carriedWeight(w: DivisionWeighing, age: number, reference: ((age: number) => number | null) | undefined): number {
  const then = reference?.(w.age);
  const now = reference?.(age);
  return then && now ? (w.weight * now) / then : w.weight;
}

/** Everything recorded of a batch that its figures come from. */
export interface BatchRecords {
  productionType: number;
  lineage: string;
  sex: number;
  housed: number;
  entryWeight: number | null;
  ageAtLodging: number;
  feedDays: readonly FeedDay[];
  /** The batch's mean weight by exact age (batchWeighings). */
  weighings: readonly WeighedDay[];
  /** Deaths and culls per day of age. */
  losses: readonly { age: number; lost: number }[];
  /** Animals removed alive before the end (thinning), at their exact age. */
  removals: readonly Removal[];
  /**
   * The slaughter of a closed batch, at its day of age; `feedKg`, once a statement settled it, the
   * feed its statement counts (supplied less returned), which then stands for the feed days.
   */
  slaughter: { age: number; animals: number; liveWeightKg: number; feedKg?: number } | null;
  convention: AdjustedFcrConvention;
}

/** The moment a batch's figures are for, and what it had then. */
export interface BatchMoment {
  /** Exact age, days. */
  age: number;
  weight: number;
  alive: number;
  feed: { kg: number; estimatedKg: number };
  lostKg: number;
  /** The removals (thinning) up to the moment. */
  removals: readonly Removal[];
  referenceWeight: number | null;
  /** True when the moment is the slaughter of a closed batch. */
  final: boolean;
}

/**
 * A batch's figures at one moment, feed and weight taken for the same time: the slaughter of a closed
 * batch (the animals and live weight delivered), otherwise its latest weighing. Feed is what was
 * eaten from housing to that moment (feedEatenTo), or, for a batch a statement settled, the feed the
 * statement counts: the dashboard then agrees with what the producer was paid on; the animals alive are those housed less the
 * losses of the days before and the animals removed (thinning) up to it; the animals lost are weighed on the batch's weighings, interpolated
 * from its entry weight onwards. Null before the first weighing of an open batch.
 */
export function batchFiguresAt(records: BatchRecords): { moment: BatchMoment; figures: BatchFigures } | null {
  const { productionType, lineage, sex, housed, ageAtLodging, slaughter } = records;
  const last = records.weighings.at(-1);
  const at = slaughter
    ? { age: slaughter.age, weight: (1000 * slaughter.liveWeightKg) / slaughter.animals, final: true }
    : last
      ? { age: last.age, weight: last.weight, final: false }
      : null;
  if (!at) return null;

  const lostBefore = (day: number) => records.losses.reduce((n, l) => (l.age < day ? n + l.lost : n), 0);
  const removals = records.removals.filter((r) => r.age <= at.age);
  const removedBefore = (age: number) => removals.reduce((n, r) => (r.age < age ? n + r.animals : n), 0);
  const alive = slaughter ? slaughter.animals : housed - lostBefore(Math.floor(at.age)) - removedBefore(Number.POSITIVE_INFINITY);
  const curve: AgedWeight[] = [
    ...(records.entryWeight === null ? [] : [{ age: ageAtLodging, weight: records.entryWeight }]),
    ...records.weighings.filter((w) => w.age < at.age),
    { age: at.age, weight: at.weight },
  ];
  const entry = { age: ageAtLodging, weight: records.entryWeight };
  const feed =
    slaughter?.feedKg !== undefined
      ? { kg: slaughter.feedKg, estimatedKg: 0 }
      : feedEatenTo({
          days: records.feedDays,
          firstAge: ageAtLodging,
          age: at.age,
          referenceKg: (day) => {
            const grams = referenceIntakeOnDay(productionType, lineage, sex, day, entry);
            return grams === null ? null : (grams * (housed - lostBefore(day) - removedBefore(day))) / 1000;
          },
        });
  const moment: BatchMoment = {
    age: at.age,
    weight: at.weight,
    alive,
    feed,
    lostKg: lostBiomassKg(
      records.losses.filter((l) => l.age < Math.floor(at.age)),
      (age) => weightAt(curve, age),
    ),
    removals,
    referenceWeight: growthTarget(productionType, lineage, sex, at.age, entry)?.weight ?? null,
    final: at.final,
  };
  return { moment, figures: batchFigures({ ...moment, productionType, housed, entryWeight: records.entryWeight, convention: records.convention }) };
}

/**
 * The batch's figures now, between weighings: the weight carried forward from the latest weighing to
 * `age` (the exact age now) by the batch's growth curve, `estimatedWeight`, and the feed eaten up to
 * now. Every figure that uses that weight is an estimate. Null for a closed batch, before the first
 * weighing, or when the latest weighing is not older than `age`.
 */
export function batchFiguresNow(records: BatchRecords, age: number, estimatedWeight: number): ReturnType<typeof batchFiguresAt> {
  const last = records.weighings.at(-1);
  if (records.slaughter || !last || age <= last.age || !(estimatedWeight > 0)) return null;
  return batchFiguresAt({ ...records, weighings: [...records.weighings, { age, weight: estimatedWeight }] });
}
