import { hasModule, MODULE_OF_ROUTE, ROUTE_MODULES, type ModuleName, type Roles, type RouteModule } from '@plantel/contracts';
import { routeAccessDenial } from './access';
import type { AppRoute } from './AppRoute';
import { appRoutes } from './appRoutes';
import { type Feature } from './routeMeta';

export interface MenuItem {
  name: string;
  path: string;
  feature: Feature;
  /** The route pattern of the page the entry stands for: the entry is marked while it is open. */
  route: string;
  /** Shown with a lock and not navigable: the roles lack the route's permission. */
  disabled: boolean;
}

export interface MenuModule {
  module: RouteModule;
  role: ModuleName;
  /** Every item is disabled. */
  disabled: boolean;
  /** Ordinary sub-pages. */
  items: MenuItem[];
  /** Dashboard entries (routes with both `menu` and `dashboard`). */
  dashboards: MenuItem[];
}

/**
 * The side-bar menu (spec §2), derived from the route table: one group per module the roles
 * contain, in product order, split into ordinary items and dashboards. Routes that are disabled (not
 * built yet) are left out; an item is locked when the user's permissions in its module lack the
 * route's permission.
 */
export function buildMenu(roles: Roles, routes: readonly Pick<AppRoute, 'path' | 'handle'>[] = appRoutes): MenuModule[] {
  return ROUTE_MODULES.filter((module) => hasModule(roles, MODULE_OF_ROUTE[module])).map((module) => {
    const entries = routes.filter(({ handle }) => handle.module === module && handle.menu && handle.feature && !handle.disabled);
    const toItem = ({ path, handle }: Pick<AppRoute, 'path' | 'handle'>): MenuItem => ({
      name: handle.name,
      path,
      feature: handle.feature as Feature,
      route: path,
      disabled: routeAccessDenial(handle, roles) !== null,
    });
    const items = entries.filter(({ handle }) => !handle.dashboard).map(toItem);
    // A dashboard is about one shed: its entry opens the feature's list, where the shed is chosen.
    const dashboards = entries
      .filter(({ handle }) => handle.dashboard)
      .map(toItem)
      .map((item) => ({ ...item, path: items.find((list) => list.feature === item.feature)?.path ?? item.path }));
    return {
      module,
      role: MODULE_OF_ROUTE[module],
      disabled: [...items, ...dashboards].every((item) => item.disabled),
      items,
      dashboards,
    };
  });
}
