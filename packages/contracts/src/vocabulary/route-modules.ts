import type { ModuleName } from './modules';

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
export const ROUTE_OF_MODULE = {
  frangos_de_corte: 'broiler',
  matrizeiro: 'matrix',
  aves_poedeiras: 'laying-birds',
  suinos: 'swine',
} as const satisfies { [M in ModuleName]: RouteModule };

export const isRouteModule = (segment: string): segment is RouteModule => (ROUTE_MODULES as readonly string[]).includes(segment);
