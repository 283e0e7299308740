import { isSwine, PRODUCTION_TYPE } from '@plantel/contracts';
import { broilerTableFor, referenceFor } from './reference/broiler-reference';
import { pigDailyFeedIntake, pigReferenceWeight, type BatchEntry } from './swine-reference';

/**
 * Reference feed intake of one animal for day `age` as the breeder tables number it, g/animal/day:
 * what the animal eats in the 24 hours that END at `age` days old (the Ross 308 row of day 7 is the
 * feed of the seventh day of life, from 6 to 7 days old; day 0 is housing, nothing eaten yet). By
 * production type (spec §3: 1, 2 matrix; 3 broiler; 5 swine; 6, 7 laying birds); null without one.
 * - broilers: the lineage's published table (Ross 308, Cobb 500) for the sex;
 * - pigs: daily feed intake by body weight (NRC 2012 in the nursery, Schinckel et al. in grow-finish;
 *   swine-reference.ts) at the reference weight for the middle of those 24 hours, the reference
 *   weight following the batch from its `entry` (age and weight) when given;
 * - breeders (restricted feeding): the rearing line and the rise into lay of BREEDER_INTAKE;
 * - laying hens: no published table was found, so a working assumption, also at the middle of the
 *   24 hours: 10 g + 0.6 g per day of age up to 112 g.
 */
/**
 * Breeder intake, g/bird/day, at the middle of the 24 hours (docs/nutrition.md, "Broiler breeders"):
 * - rearing: base + perDay × age, the line through the cumulative energy parent stock must have eaten
 *   by 20 and by 22 weeks (at least 23,000 and 27,000 kcal ME; alelagro.kz, "Monitoring the growth
 *   of the parent stock chickens"), at a 2,750 kcal/kg diet (working assumption): 8,363.6 g by day
 *   140 and 1,454.5 g more by day 154, so 140 base + 9,800 perDay = 8,363.6 and
 *   14 base + 2,058 perDay = 1,454.5;
 * - into lay: from 5 % production at 25 weeks (Ross PS pocket guide) the allowance rises to the
 *   peak feed of 155 g, given from 40 % production (IASRI e-course, "Restricted feeding"), which
 *   follows about two weeks later (Cobb: production ten times higher in lay's second week); held after.
 */
export const BREEDER_INTAKE = { base: 19.6, perDay: 0.5735, layStartDay: 175, peakFeedDay: 189, peakGrams: 155, dietKcalPerKg: 2750 } as const;

function breederIntake(age: number): number {
  const { base, perDay, layStartDay, peakFeedDay, peakGrams } = BREEDER_INTAKE;
  if (age <= layStartDay) return base + perDay * age;
  if (age >= peakFeedDay) return peakGrams;
  const atLay = base + perDay * layStartDay;
  return atLay + ((peakGrams - atLay) * (age - layStartDay)) / (peakFeedDay - layStartDay);
}

export function referenceFeedIntake(productionType: number, lineage: string, sex: number, age: number, entry?: BatchEntry): number | null {
  const middle = Math.max(0, age - 0.5);
  switch (productionType) {
    case PRODUCTION_TYPE.broiler:
      return broilerTableFor(lineage) ? referenceFor(lineage, sex, age).dailyFeedIntake : null;
    case PRODUCTION_TYPE.breederRearing:
    case PRODUCTION_TYPE.breederLaying:
      return breederIntake(middle);
    case PRODUCTION_TYPE.layerRearing:
    case PRODUCTION_TYPE.layerLaying:
      return Math.min(112, 10 + 0.6 * middle);
    case PRODUCTION_TYPE.swine:
      return pigDailyFeedIntake(pigReferenceWeight(middle, entry)) * 1000;
    default:
      return null;
  }
}

/**
 * Reference feed intake of one animal during its day of age `dayOfAge`, from `dayOfAge` to
 * `dayOfAge + 1` days old, g: the table's day `dayOfAge + 1`. This is how Plantel counts a batch's
 * days (consumption history, forecasts, the simulator): the first day after housing is day 0 and
 * eats the table's day 1.
 */
export function referenceIntakeOnDay(productionType: number, lineage: string, sex: number, dayOfAge: number, entry?: BatchEntry): number | null {
  return referenceFeedIntake(productionType, lineage, sex, dayOfAge + 1, entry);
}

/** How a module counts feed per animal: grams per bird, kilograms per pig. */
export function feedPerAnimalUnit(productionType: number): 'g' | 'kg' {
  return isSwine(productionType) ? 'kg' : 'g';
}
