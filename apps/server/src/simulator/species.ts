import { PRODUCTION_TYPE, type ProductionTypeId } from '@plantel/contracts';
import { growthTarget, idealTemperature, referenceFor, referenceIntakeOnDay } from '@plantel/domain';

export type Species = 'broiler' | 'matrix' | 'laying' | 'swine';

/**
 * How a kind of animal grows, eats and dies in the simulation. Broilers follow the breeders'
 * published tables; the others follow the Gompertz targets of @plantel/domain; all eat the
 * reference intake of @plantel/domain. The mortality rates are simulator assumptions:
 * - daily mortality: broilers 0.18 % in week 1, 0.08 % in week 2, 0.06 % after (≈3.5 % at 42 days);
 *   breeders 0.03 %, layers 0.025 %, pigs 0.03 %.
 */
export interface SpeciesProfile {
  species: Species;
  poultry: boolean;
  /** Age of the animals when lodged in this kind of shed. */
  ageAtLodging: number;
  /** Mean live weight by age for a lineage and sex, g. */
  referenceWeight(lineage: string, sex: number, age: number): number;
  /** Feed per animal during a day of age (from `age` to `age + 1` days old), g. */
  referenceIntake(lineage: string, sex: number, age: number): number;
  /** Air temperature set point, °C. */
  setPoint(age: number): number;
  dailyMortality(age: number): number;
  /** Share of losses that are culls rather than deaths. */
  cullShare: number;
  /** Days between weighings. */
  weighingEvery: number;
  sampleCount: readonly [number, number];
  /** Range of the coefficient of variation of weights, %. */
  cv: readonly [number, number];
  /** Scale resolution of individual weights, g. */
  weightResolution: number;
}

const broiler: SpeciesProfile = {
  species: 'broiler',
  poultry: true,
  ageAtLodging: 0,
  referenceWeight: (lineage, sex, age) => referenceFor(lineage, sex, age).bodyWeight,
  referenceIntake: (lineage, sex, age) => referenceIntakeOnDay(3, lineage, sex, age)!,
  setPoint: idealTemperature,
  dailyMortality: (age) => (age <= 7 ? 0.0018 : age <= 14 ? 0.0008 : 0.0006),
  cullShare: 0.3,
  weighingEvery: 1,
  sampleCount: [30, 100],
  cv: [8, 10.5],
  weightResolution: 1,
};

const matrix: SpeciesProfile = {
  species: 'matrix',
  poultry: true,
  ageAtLodging: 0,
  referenceWeight: (lineage, sex, age) => growthTarget(PRODUCTION_TYPE.breederRearing, lineage, sex, age)!.weight,
  referenceIntake: (lineage, sex, age) => referenceIntakeOnDay(1, lineage, sex, age)!,
  setPoint: idealTemperature,
  dailyMortality: () => 0.0003,
  cullShare: 0.4,
  weighingEvery: 1,
  sampleCount: [40, 100],
  cv: [7.5, 9.5],
  weightResolution: 5,
};

const laying: SpeciesProfile = {
  species: 'laying',
  poultry: true,
  ageAtLodging: 119,
  referenceWeight: (lineage, sex, age) => growthTarget(PRODUCTION_TYPE.layerRearing, lineage, sex, age)!.weight,
  referenceIntake: (lineage, sex, age) => referenceIntakeOnDay(6, lineage, sex, age)!,
  setPoint: idealTemperature,
  dailyMortality: () => 0.00025,
  cullShare: 0.3,
  weighingEvery: 1,
  sampleCount: [40, 100],
  cv: [7.5, 9.5],
  weightResolution: 5,
};

const swine: SpeciesProfile = {
  species: 'swine',
  poultry: false,
  ageAtLodging: 65,
  referenceWeight: (lineage, sex, age) => growthTarget(PRODUCTION_TYPE.swine, lineage, sex, age)!.weight,
  referenceIntake: (lineage, sex, age) => referenceIntakeOnDay(5, lineage, sex, age)!,
  // Grow-finish pigs: 24 °C at 25 kg down to 18 °C at finishing.
  setPoint: (age) => 24 - 6 * Math.min(Math.max((age - 65) / 100, 0), 1),
  dailyMortality: () => 0.0003,
  cullShare: 0.2,
  weighingEvery: 7,
  sampleCount: [30, 50],
  cv: [8, 11],
  weightResolution: 100,
};

export function speciesOf(productionType: ProductionTypeId): SpeciesProfile {
  switch (productionType) {
    case PRODUCTION_TYPE.breederRearing:
    case PRODUCTION_TYPE.breederLaying:
      return matrix;
    case PRODUCTION_TYPE.broiler:
      return broiler;
    case PRODUCTION_TYPE.swine:
      return swine;
    case PRODUCTION_TYPE.layerRearing:
    case PRODUCTION_TYPE.layerLaying:
      return laying;
  }
}
