import { LAYING_MODULES, type ModuleName } from './modules';

/** Production types by the spec's external ids (§3): the only place their numbers are written. */
export const PRODUCTION_TYPE = {
  breederRearing: 1,
  breederLaying: 2,
  broiler: 3,
  swine: 5,
  layerRearing: 6,
  layerLaying: 7,
} as const;
export type ProductionTypeId = (typeof PRODUCTION_TYPE)[keyof typeof PRODUCTION_TYPE];
export const PRODUCTION_TYPE_IDS = Object.values(PRODUCTION_TYPE) as readonly ProductionTypeId[];

/** The module each production type belongs to. */
export const PRODUCTION_TYPE_MODULE: Record<number, ModuleName> = {
  [PRODUCTION_TYPE.breederRearing]: 'matrizeiro',
  [PRODUCTION_TYPE.breederLaying]: 'matrizeiro',
  [PRODUCTION_TYPE.broiler]: 'frangos_de_corte',
  [PRODUCTION_TYPE.swine]: 'suinos',
  [PRODUCTION_TYPE.layerRearing]: 'aves_poedeiras',
  [PRODUCTION_TYPE.layerLaying]: 'aves_poedeiras',
};

export const isProductionType = (id: number): id is ProductionTypeId => id in PRODUCTION_TYPE_MODULE;

export function productionTypesOf(module: ModuleName): number[] {
  return PRODUCTION_TYPE_IDS.filter((id) => PRODUCTION_TYPE_MODULE[id] === module);
}

export const isBroiler = (productionType: number) => productionType === PRODUCTION_TYPE.broiler;
export const isSwine = (productionType: number) => productionType === PRODUCTION_TYPE.swine;
/** Breeders (rearing or laying). */
export const isBreeder = (productionType: number) => PRODUCTION_TYPE_MODULE[productionType] === 'matrizeiro';
/** Laying hens (rearing or laying). */
export const isLayer = (productionType: number) => PRODUCTION_TYPE_MODULE[productionType] === 'aves_poedeiras';

/** Whether a flock of this production type lays (and so has eggs to record). */
export const laysEggs = (productionType: number) => (LAYING_MODULES as readonly string[]).includes(PRODUCTION_TYPE_MODULE[productionType] ?? '');
