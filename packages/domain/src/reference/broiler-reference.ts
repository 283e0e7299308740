import type { BroilerProfile, BroilerRow, BroilerTable } from './broiler-table';
import { COBB_500 } from './cobb500';
import { ROSS_308 } from './ross308';

export const BROILER_TABLES: readonly BroilerTable[] = [ROSS_308, COBB_500];

/** The genetic reference of a broiler batch for one age (per bird). */
export interface BroilerReferencePoint {
  age: number;
  bodyWeight: number;
  dailyGain: number;
  dailyFeedIntake: number;
  cumulativeFeedIntake: number;
  /** Cumulative feed / live weight. */
  fcr: number;
  /** True when part of the point was filled in because the transcription leaves it empty (see `completeRows`). */
  estimated: boolean;
}

interface CompleteRow {
  bodyWeight: number;
  dailyGain: number;
  dailyFeedIntake: number;
  cumulativeFeedIntake: number;
  fcr: number;
  estimated: boolean;
}

const FIRST_WEEK = 7;

/**
 * Fills the values the transcriptions leave empty, so every day has every field:
 * - day 0: no gain, no intake, FCR 0;
 * - Ross male/female day 1 daily intake: the day-1 cumulative intake (they are the same thing);
 * - Cobb 500 days 1-7 (only the day-7 cumulative intake is published): that total spread over the
 *   seven days in the proportions of Ross 308 as-hatched days 1-7, cumulative as running sums and
 *   FCR as cumulative / weight. The week-1 shape is an assumption; the weekly total is published.
 */
function completeRows(rows: readonly BroilerRow[]): CompleteRow[] {
  const rossWeekOne = ROSS_308.profiles.as_hatched.slice(1, FIRST_WEEK + 1).map((r) => r[3]!);
  const rossWeekOneTotal = rossWeekOne.reduce((a, b) => a + b, 0);
  const weekOneTotal = rows[FIRST_WEEK]?.[4];
  let cumulative = 0;
  return rows.map(([day, bodyWeight, gain, intake, cumulativeIntake, fcr], i) => {
    let estimated = false;
    let dailyFeedIntake: number;
    if (day === 0) dailyFeedIntake = 0;
    else if (intake !== null) dailyFeedIntake = intake;
    else if (day === 1 && cumulativeIntake !== null) dailyFeedIntake = cumulativeIntake;
    else if (day <= FIRST_WEEK && weekOneTotal != null) {
      dailyFeedIntake = Math.round((weekOneTotal * rossWeekOne[day - 1]!) / rossWeekOneTotal);
      estimated = true;
    } else throw new Error(`reference day ${day} has no daily feed intake to fill from`);
    if (cumulativeIntake !== null) cumulative = cumulativeIntake;
    else {
      cumulative += dailyFeedIntake;
      estimated ||= day > 0;
    }
    const previous = rows[i - 1];
    return {
      bodyWeight,
      dailyGain: gain ?? (previous ? bodyWeight - previous[1] : 0),
      dailyFeedIntake,
      cumulativeFeedIntake: cumulative,
      fcr: fcr ?? Math.round((cumulative / bodyWeight) * 1000) / 1000,
      estimated,
    };
  });
}

const completed = new Map<BroilerTable, Record<BroilerProfile, CompleteRow[]>>(
  BROILER_TABLES.map((table) => [
    table,
    {
      as_hatched: completeRows(table.profiles.as_hatched),
      male: completeRows(table.profiles.male),
      female: completeRows(table.profiles.female),
    },
  ]),
);

/** The table of a lineage name as batches carry it ('Ross 308', 'ross', 'COBB500'…); undefined when not a known broiler. */
export function broilerTableFor(lineage: string): BroilerTable | undefined {
  const name = lineage.toLowerCase();
  if (name.includes('ross')) return ROSS_308;
  if (name.includes('cobb')) return COBB_500;
  return undefined;
}

/** Batch sex external id (1 mixed, 2 female, 3 male) to the reference profile. */
export function profileOfSex(sex: number): BroilerProfile {
  if (sex === 2) return 'female';
  if (sex === 3) return 'male';
  return 'as_hatched';
}

export const BROILER_REFERENCE_LAST_DAY = 56;

/**
 * The reference for a lineage, sex (1 mixed → as-hatched, 2 female, 3 male) and age in days,
 * interpolated linearly between days; ages outside 0-56 take the nearest table day.
 */
export function referenceFor(lineage: string, sex: number, age: number): BroilerReferencePoint {
  const table = broilerTableFor(lineage);
  if (!table) throw new RangeError(`no broiler reference for lineage "${lineage}"`);
  const rows = completed.get(table)![profileOfSex(sex)];
  const clamped = Math.min(Math.max(age, 0), rows.length - 1);
  const lower = Math.floor(clamped);
  const upper = Math.min(lower + 1, rows.length - 1);
  const f = clamped - lower;
  const a = rows[lower]!;
  const b = rows[upper]!;
  const mix = (x: number, y: number) => x + (y - x) * f;
  return {
    age,
    bodyWeight: mix(a.bodyWeight, b.bodyWeight),
    dailyGain: mix(a.dailyGain, b.dailyGain),
    dailyFeedIntake: mix(a.dailyFeedIntake, b.dailyFeedIntake),
    cumulativeFeedIntake: mix(a.cumulativeFeedIntake, b.cumulativeFeedIntake),
    fcr: mix(a.fcr, b.fcr),
    estimated: a.estimated || (f > 0 && b.estimated),
  };
}
