import type { ModuleName, Permission, RouteModule } from '@plantel/contracts';

/**
 * What a page is about. Names the page in the menu and in its heading (`features.<feature>`); each
 * feature has one list view, and every dashboard shares one dashboard view.
 */
export type Feature =
  | 'performance'
  | 'slaughterPrediction'
  | 'pcpPlanning'
  | 'pcp'
  | 'sanity'
  | 'nutrition'
  | 'recentAlerts'
  | 'alertHistory';

/** The spec's route meta (§2), carried in each route's `handle`. */
export interface RouteMeta {
  /** Unique route name: the spec's (Login, AlertHistoryDashboard, MatrixAlertHistoryDashboard) and ours. */
  name: string;
  module?: RouteModule;
  feature?: Feature;
  /** Listed in the side-bar menu. */
  menu?: boolean;
  /** A dashboard page (`…/dashboard/:id`), grouped apart from ordinary menu items. */
  dashboard?: boolean;
  /** Module the user's roles must contain. */
  role?: ModuleName;
  /** Permission the roles must grant in that module (alert routes have none: role only). */
  permission?: Permission;
  /** Cannot be entered; shown in the menu, if listed, with a lock. */
  disabled?: boolean;
  /** The page reads the `sex` query parameter (3 = male, anything else female): see readSex. */
  sex?: boolean;
  /**
   * A list page's next page: the path pattern a row opens, with `:id` the shed and, where the
   * pattern has it, `:last_batch_id` its current batch (spec §2: "a list page leads to its dashboard").
   */
  next?: string;
}

/** What the router carries in `handle`: the route's meta and its path pattern (for the page title). */
export interface RouteHandle extends RouteMeta {
  path: string;
}

/** Route matches type `handle` as unknown; every route of the table carries a RouteHandle. */
export function routeMetaOf(match: { handle: unknown } | undefined): RouteHandle | undefined {
  return match?.handle as RouteHandle | undefined;
}
