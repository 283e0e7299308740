import { gompertzWeight, PIG_CURVE, pigDailyFeedIntake } from './growth-targets';
import { broilerTableFor, referenceFor } from './reference/broiler-reference';

/**
 * Reference feed intake of one animal on a day of age, g/animal/day, by production type (spec §3:
 * 1, 2 matrix; 3 broiler; 5 swine; 6, 7 laying birds). Null when there is no reference.
 * - broilers: the lineage's published table (Ross 308, Cobb 500) for the sex;
 * - pigs: daily feed intake by body weight (Schinckel et al., ../shared/reference) at the Gompertz
 *   reference weight for the age;
 * - breeder females (restricted feeding) and laying hens: no published table was found, so these are
 *   working assumptions: breeders 20 g + 0.72 g per day of age up to 165 g, layers 10 g + 0.6 g per
 *   day of age up to 112 g.
 */
export function referenceFeedIntake(productionType: number, lineage: string, sex: number, age: number): number | null {
  switch (productionType) {
    case 3:
      return broilerTableFor(lineage) ? referenceFor(lineage, sex, age).dailyFeedIntake : null;
    case 1:
    case 2:
      return Math.min(165, 20 + 0.72 * age);
    case 6:
    case 7:
      return Math.min(112, 10 + 0.6 * age);
    case 5:
      return pigDailyFeedIntake(gompertzWeight(PIG_CURVE, age)) * 1000;
    default:
      return null;
  }
}

/** How a module counts feed per animal: grams per bird, kilograms per pig. */
export function feedPerAnimalUnit(productionType: number): 'g' | 'kg' {
  return productionType === 5 ? 'kg' : 'g';
}
