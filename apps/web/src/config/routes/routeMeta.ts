import type { ModuleName, Permission } from '@plantel/contracts';
import type common from '@/locales/pt-BR/common.json';

/** Route modules as the spec's route meta names them (spec §2). */
export type RouteModule = 'broiler' | 'matrix' | 'laying-birds' | 'swine';

/** Route names; each one's translated page name lives under `routes.<name>`. */
export type RouteName = keyof (typeof common)['routes'];

/** The spec's route meta (§2), carried in each route's `handle`. */
export interface RouteMeta {
  name: RouteName;
  module?: RouteModule;
  /** Listed in the side-bar menu. */
  menu?: boolean;
  /** A dashboard page, grouped apart from ordinary menu items. */
  dashboard?: boolean;
  /** Module the user's roles must contain. */
  role?: ModuleName;
  /** Permission the roles must grant in that module. */
  permission?: Permission;
  /** Shown in the menu with a lock, not navigable. */
  disabled?: boolean;
}

/** Route matches type `handle` as unknown; every route of the table carries a RouteMeta. */
export function routeMetaOf(match: { handle: unknown } | undefined): RouteMeta | undefined {
  return match?.handle as RouteMeta | undefined;
}
