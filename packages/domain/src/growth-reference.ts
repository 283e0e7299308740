import { isBroiler, isSwine, PRODUCTION_TYPE } from '@plantel/contracts';
import { BREEDER_FEMALE_CURVE, gompertzDailyGain, gompertzWeight, LAYER_HEN_CURVE, type GompertzCurve } from './growth-targets';
import { broilerTableFor, referenceFor } from './reference/broiler-reference';
import { pigDailyGain, pigReferenceWeight, type BatchEntry } from './swine-reference';

/** The target of one day of age: mean live weight (g) and daily gain (g/day). */
export interface GrowthTarget {
  weight: number;
  dailyGain: number;
}

const CURVES: Partial<Record<number, GompertzCurve>> = {
  [PRODUCTION_TYPE.breederRearing]: BREEDER_FEMALE_CURVE,
  [PRODUCTION_TYPE.breederLaying]: BREEDER_FEMALE_CURVE,
  [PRODUCTION_TYPE.layerRearing]: LAYER_HEN_CURVE,
  [PRODUCTION_TYPE.layerLaying]: LAYER_HEN_CURVE,
};

/**
 * The growth target of a flock by production type (spec §3: 1, 2 matrix; 3 broiler; 5 swine; 6, 7
 * laying birds): broilers follow their lineage's published table (Ross 308, Cobb 500) for the sex;
 * breeders and layers the Gompertz targets of growth-targets.ts; pigs the swine reference
 * (swine-reference.ts), from the batch's `entry` when given. Null for a broiler lineage without a
 * table.
 */
export function growthTarget(productionType: number, lineage: string, sex: number, age: number, entry?: BatchEntry): GrowthTarget | null {
  if (isBroiler(productionType)) {
    if (!broilerTableFor(lineage)) return null;
    const point = referenceFor(lineage, sex, age);
    return { weight: point.bodyWeight, dailyGain: point.dailyGain };
  }
  if (isSwine(productionType)) {
    const weight = pigReferenceWeight(age, entry);
    return { weight: weight * 1000, dailyGain: pigDailyGain(weight) * 1000 };
  }
  const curve = CURVES[productionType];
  if (!curve) return null;
  return { weight: gompertzWeight(curve, age) * 1000, dailyGain: gompertzDailyGain(curve, age) * 1000 };
}
