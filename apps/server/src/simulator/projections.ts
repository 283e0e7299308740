import { ageStart, type BatchTimeline } from './batch-timeline';
import type { PcpProjectionRow, SlaughterProjectionRow } from './farm-rows';
import type { SpeciesProfile } from './species';
import { isoDate } from './time';

export interface ProjectionInput {
  profile: SpeciesProfile;
  lineage: string;
  sex: number;
  batchKey: number;
  timeline: BatchTimeline;
  currentAge: number;
  currentLodged: number;
  lodgedAt(age: number): number;
  /** Last weighed mean / reference at that age. */
  weightRatio: number;
  targetAge: number;
  eatenTotal: number;
  available: number;
  now: number;
}

const LAST_PROJECTED_AGE = 56;

/**
 * A first, simple forecast (a real model comes later): the reference curve scaled by the batch's
 * current weight ratio; animals thinned by the reference mortality; feed by the reference intake.
 * accumulated_consumption is the batch's feed from lodging to that age (kg); necessary_ration the
 * part of it still to be delivered beyond what the silos hold (kg).
 */
export function projectBatch(input: ProjectionInput): { slaughter: SlaughterProjectionRow[]; pcp: PcpProjectionRow[] } {
  const { profile, lineage, sex, timeline } = input;
  const lastAge = Math.min(LAST_PROJECTED_AGE, Math.max(input.targetAge + 7, input.currentAge + 7));
  const weightAt = (age: number) => Math.round(profile.referenceWeight(lineage, sex, age) * input.weightRatio * 10) / 10;

  const futureLodged = new Map<number, number>([[input.currentAge, input.currentLodged]]);
  const slaughter: SlaughterProjectionRow[] = [];
  let lodged = input.currentLodged;
  let accumulated = input.eatenTotal;
  for (let age = input.currentAge + 1; age <= lastAge; age++) {
    lodged *= 1 - profile.dailyMortality(age);
    futureLodged.set(age, lodged);
    accumulated += (profile.referenceIntake(lineage, sex, age) * lodged) / 1000;
    slaughter.push({
      batch: input.batchKey,
      age,
      date: isoDate(ageStart(timeline, age)),
      weight: weightAt(age),
      accumulatedConsumption: Math.round(accumulated),
      necessaryRation: Math.round(Math.max(0, accumulated - input.eatenTotal - input.available)),
      computedAt: input.now,
    });
  }

  const pcp: PcpProjectionRow[] = [];
  for (let age = Math.max(timeline.firstAge, input.currentAge - 14); age <= lastAge; age++) {
    const animals = futureLodged.get(age) ?? input.lodgedAt(age);
    const weight = weightAt(age);
    pcp.push({ batch: input.batchKey, age, weight, projection: Math.round((weight * animals) / 1000) });
  }
  return { slaughter, pcp };
}
