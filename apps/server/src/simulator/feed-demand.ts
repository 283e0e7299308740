import type { Random } from '@plantel/domain';
import { ageAt, type BatchTimeline } from './batch-timeline';
import type { AnomalyPlan } from './farm-description';
import type { Flock } from './flock';
import type { SpeciesProfile } from './species';
import { DAY_MS, HOUR_MS, localHour } from './time';

/** Feed the animals want, kg per hour, from `start` (an hour boundary) for `hours` hours. */
export interface FeedDemand {
  start: number;
  hours: number;
  kg: Float64Array;
  /** Age of the animals during each hour (-1 before lodging). */
  age: Int32Array;
}

/**
 * Birds and pigs eat mostly in daylight (05:00-20:00 local) and little at night; chicks in their
 * first week are kept under near-continuous light and eat around the clock.
 */
function lightWeight(hour: number, chicks: boolean): number {
  const day = hour >= 5 && hour < 20;
  if (chicks) return day ? 1.1 : 0.8;
  return day ? 1.3 : 0.35;
}
const meanLightWeight = (chicks: boolean) => (15 * lightWeight(12, chicks) + 9 * lightWeight(0, chicks)) / 24;

/**
 * A sick flock drinks less before it eats less: from `start` water falls by `dailyDrop` against the
 * feed eaten (simulator/water.ts), and a day later feed falls too, by `dailyDrop` more each day.
 */
export interface DiseaseOnset {
  start: number;
  /** Share lost per day, about 0.10-0.15. */
  dailyDrop: number;
}

export function diseaseFeedFactor(disease: DiseaseOnset, time: number): number {
  const sinceFeedFalls = time - disease.start - DAY_MS;
  return sinceFeedFalls < 0 ? 1 : (1 - disease.dailyDrop) ** (Math.floor(sinceFeedFalls / DAY_MS) + 1);
}

export function feedDemand(input: {
  profile: SpeciesProfile;
  lineage: string;
  sex: number;
  timeline: BatchTimeline;
  flock: Pick<Flock, 'lodgedAt'> | null;
  start: number;
  anomalies: readonly AnomalyPlan[];
  now: number;
  /** The company's IANA time zone, whose wall clock the day follows. */
  timeZone: string;
  random: Random;
  /** A disease onset: off unless given (the demo never sets it). */
  disease?: DiseaseOnset;
}): FeedDemand {
  const { profile, timeline, flock, random } = input;
  const hours = Math.max(0, Math.ceil((timeline.end - input.start) / HOUR_MS));
  const kg = new Float64Array(hours);
  const ages = new Int32Array(hours).fill(-1);
  const appetite = 1 + random.normal(0, 0.02);
  const dailyFactor = new Map<number, number>();
  const drops = input.anomalies.filter((a) => a.kind === 'consumption_drop').map((a) => input.now - a.hoursAgo * HOUR_MS);

  for (let h = 0; h < hours; h++) {
    const t = input.start + h * HOUR_MS;
    if (!flock || t < timeline.opening) continue;
    const age = ageAt(timeline, t);
    ages[h] = age;
    let factor = dailyFactor.get(age);
    if (factor === undefined) dailyFactor.set(age, (factor = appetite * (1 + random.normal(0, 0.03))));
    const chicks = profile.species === 'broiler' && age < 7;
    const perAnimal = profile.referenceIntake(input.lineage, input.sex, age) / 1000;
    let value = (perAnimal * flock.lodgedAt(age) * factor * lightWeight(localHour(t, input.timeZone), chicks)) / meanLightWeight(chicks) / 24;
    if (drops.some((alertAt) => t >= alertAt - 12 * HOUR_MS && t < alertAt)) value *= 0.4;
    if (input.disease) value *= diseaseFeedFactor(input.disease, t);
    kg[h] = value;
  }
  return { start: input.start, hours, kg, age: ages };
}
