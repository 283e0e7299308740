import { z } from 'zod';

/** Modules as they arrive in the login response's role map (spec §6). */
export const MODULES = ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos'] as const;
export type ModuleName = (typeof MODULES)[number];
export const moduleNameSchema = z.enum(MODULES);

/** Each module's segment in the app's addresses (spec §2's route meta), in menu order. */
export const ROUTE_MODULES = ['broiler', 'matrix', 'laying-birds', 'swine'] as const;
export type RouteModule = (typeof ROUTE_MODULES)[number];

/** The module an address segment belongs to. */
export const MODULE_OF_ROUTE: Record<RouteModule, ModuleName> = {
  broiler: 'frangos_de_corte',
  matrix: 'matrizeiro',
  'laying-birds': 'aves_poedeiras',
  swine: 'suinos',
};

/** A module's segment in the app's addresses. */
export const ROUTE_OF_MODULE = Object.fromEntries(Object.entries(MODULE_OF_ROUTE).map(([route, module]) => [module, route])) as Record<ModuleName, RouteModule>;

export const isRouteModule = (segment: string): segment is RouteModule => (ROUTE_MODULES as readonly string[]).includes(segment);

/** The modules whose flocks lay: breeders and laying hens. */
export const LAYING_MODULES = ['matrizeiro', 'aves_poedeiras'] as const satisfies readonly ModuleName[];
export const layingModuleSchema = z.enum(LAYING_MODULES);
export type LayingModule = z.infer<typeof layingModuleSchema>;

/** The poultry modules whose ambience is judged (swine has no sanity pages). */
export const AMBIENCE_MODULES = ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras'] as const satisfies readonly ModuleName[];
export const ambienceModuleSchema = z.enum(AMBIENCE_MODULES);
export type AmbienceModule = z.infer<typeof ambienceModuleSchema>;
