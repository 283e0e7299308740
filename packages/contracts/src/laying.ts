import { z } from 'zod';
import type { ModuleName } from './roles';
import { PRODUCTION_TYPE_MODULE } from './sheds';

/** The modules whose flocks lay: breeders and laying hens. */
export const LAYING_MODULES = ['matrizeiro', 'aves_poedeiras'] as const satisfies readonly ModuleName[];
export const layingModuleSchema = z.enum(LAYING_MODULES);
export type LayingModule = z.infer<typeof layingModuleSchema>;

/** Whether a flock of this production type lays (and so has eggs to record). */
export const laysEggs = (productionType: number) => (LAYING_MODULES as readonly string[]).includes(PRODUCTION_TYPE_MODULE[productionType] ?? '');
