import { recentHenDay, type Random } from '@plantel/domain';
import { ageAt, ageStart, type BatchTimeline } from './batch-timeline';
import type { AnomalyPlan } from './farm-description';
import type { EggRow } from './farm-rows';
import type { Flock } from './flock';
import type { Species } from './species';
import { DAY_MS, HOUR_MS, isoDate } from './time';

/**
 * How a flock lays by week of life: hen-day production rises from the onset of lay to a peak and
 * then falls slowly (persistency), p(t) = scale · e^(−decline·t) · (1 − e^(−rise·t)), t the weeks
 * since the onset (the shape of McMillan's lay curve). Egg weight grows towards a mature weight.
 */
interface LayCurve {
  onsetWeek: number;
  scale: number;
  /** Per week after the onset. */
  decline: number;
  rise: number;
  /** g: mature weight, and how far below it the first eggs are. */
  matureEggWeight: number;
  firstEggDeficit: number;
  /** Breeders set their eggs: the share fit to set once lay settles. */
  hatchingShare: number | null;
  /** Eggs laid outside the nest, share at the onset and once settled. */
  floorShare: [number, number];
}

/**
 * Layers: lay from about 18.5 weeks, over 95 % at the peak (week 26–28), about 80 % at 72 weeks.
 * Broiler breeders: from about 24 weeks, a peak near 82 % at week 30–31, about 64 % at 64 weeks.
 */
const CURVES: Partial<Record<Species, LayCurve>> = {
  laying: { onsetWeek: 18.5, scale: 0.985, decline: 0.0042, rise: 0.55, matureEggWeight: 63.5, firstEggDeficit: 17, hatchingShare: null, floorShare: [0.004, 0.001] },
  matrix: { onsetWeek: 24, scale: 0.9, decline: 0.0085, rise: 0.45, matureEggWeight: 70, firstEggDeficit: 22, hatchingShare: 0.95, floorShare: [0.03, 0.007] },
};

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);

/** The hen-day rate (0–1) of a flock of a species at a day of age; 0 before the onset of lay. */
export function henDayRate(species: Species, age: number): number {
  const curve = CURVES[species];
  if (!curve) return 0;
  const t = age / 7 - curve.onsetWeek;
  return t <= 0 ? 0 : curve.scale * Math.exp(-curve.decline * t) * (1 - Math.exp(-curve.rise * t));
}

/** A division's eggs of one day at hen-day rate `rate` (0–1), from the hens alive at its start. */
function divisionDay(curve: LayCurve, rate: number, age: number, hens: number, random: Random): Omit<EggRow, 'division' | 'age' | 'date'> {
  const weeks = age / 7 - curve.onsetWeek;
  const p = clamp(rate, 0, 1);
  const total = clamp(Math.round(hens * p + random.normal(0, Math.sqrt(hens * p * (1 - p)))), 0, hens);
  const settled = 1 - Math.exp(-0.35 * weeks);
  const cracked = random.poisson(total * 0.012 * (1 + weeks / 60));
  const dirty = random.poisson(total * 0.01);
  const floor = random.poisson(total * (curve.floorShare[0] + (curve.floorShare[1] - curve.floorShare[0]) * settled));
  const doubleYolk = random.poisson(total * 0.012 * (1 - settled));
  const seconds = Math.min(total, cracked + dirty + floor + doubleYolk);
  const hatching = curve.hatchingShare === null ? 0 : clamp(Math.round(total * curve.hatchingShare * (0.88 + 0.12 * settled)), 0, total - seconds);
  const weighed = age % 7 === 2;
  const meanEggWeight = weighed ? Math.round((curve.matureEggWeight - curve.firstEggDeficit * Math.exp(-0.12 * weeks) + random.normal(0, 0.5)) * 10) / 10 : null;
  return {
    total,
    hatching,
    cracked: Math.min(cracked, total),
    dirty: Math.min(dirty, total - Math.min(cracked, total)),
    floor: Math.min(floor, Math.max(total - cracked - dirty, 0)),
    doubleYolk: Math.min(doubleYolk, Math.max(total - cracked - dirty - floor, 0)),
    meanEggWeight,
  };
}

/**
 * One division's eggs of a day of a live farm, as the seed draws them (no anomaly): null before the
 * onset of lay, or for a species that does not lay.
 */
export function liveLayDay(species: Species, age: number, hens: number, random: Random): Omit<EggRow, 'division' | 'age' | 'date'> | null {
  const curve = CURVES[species];
  const base = henDayRate(species, age);
  return curve && base > 0 ? divisionDay(curve, base * (1 + random.normal(0, 0.01)), age, hens, random) : null;
}

/** The hen-day production of a flock's last 7 days laid, its divisions summed (`recentHenDay`), %; null before any egg. */
export function recentHenDayOf(rows: readonly EggRow[], flock: Flock): number | null {
  const days = new Map<number, { age: number; hens: number; eggs: number }>();
  for (const r of rows) {
    const day = days.get(r.age) ?? { age: r.age, hens: 0, eggs: 0 };
    day.hens += flock.divisionLodgedAt(r.division, r.age);
    day.eggs += r.total;
    days.set(r.age, day);
  }
  return recentHenDay([...days.values()])?.percent ?? null;
}

export interface LayInput {
  species: Species;
  timeline: BatchTimeline;
  flock: Flock;
  divisions: number;
  anomalies: readonly AnomalyPlan[];
  now: number;
  timeZone: string;
  random: Random;
}

/**
 * The eggs of each division and whole day since the onset of lay: collected from the hens alive at
 * the day's start at the curve's rate, with binomial and day-to-day noise; a sample weighed one day
 * a week; a `lay_drop` takes its points off for its days (a disease, heat or a feeding error).
 */
export function simulateLay(input: LayInput): EggRow[] {
  const { species, timeline, flock, random } = input;
  const curve = CURVES[species];
  if (!curve) return [];
  const drop = input.anomalies.find((a) => a.kind === 'lay_drop');
  const dropFrom = drop ? ageAt(timeline, input.now - drop.hoursAgo * HOUR_MS) : null;
  const rows: EggRow[] = [];
  for (let age = timeline.firstAge; age <= timeline.lastAge; age++) {
    const dayStart = ageStart(timeline, age);
    // Eggs are counted when the day is over.
    if (dayStart + DAY_MS > timeline.end) break;
    const base = henDayRate(species, age);
    if (base === 0) continue;
    const dropped = drop && dropFrom !== null && age >= dropFrom && age < dropFrom + drop.days ? drop.points / 100 : 0;
    const dayNoise = random.normal(0, 0.01);
    for (let d = 0; d < input.divisions; d++) {
      const day = divisionDay(curve, base * (1 + dayNoise) - dropped, age, flock.divisionLodgedAt(d, age), random);
      rows.push({ division: d, age, date: isoDate(dayStart, input.timeZone), ...day });
    }
  }
  return rows;
}
