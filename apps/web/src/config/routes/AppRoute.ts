import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteMeta } from './routeMeta';

/** The pages a route can render, each a route module under app/routes (loaded by app/pages.ts). */
export type PageName =
  | 'home'
  | 'login'
  | 'notFound'
  | 'shedList'
  | 'ambienceSettings'
  | 'notificationSettings'
  | 'alertSettings'
  | 'performanceSettings'
  | 'readingsRetention'
  | 'deviceSettings'
  | 'batchImport'
  | 'userSettings'
  | 'register'
  | 'audit'
  | 'layStandards'
  | 'healthProducts'
  | 'setPassword'
  | 'setup'
  | 'reportSettings'
  | 'settlementContracts'
  | 'batchClose'
  | 'batchStatement'
  | 'settlementRankings'
  | 'dashboard';

/** The pages of the routes the app opens with (config/routes/entryRoutes.ts). */
export type EntryPageName = Extract<PageName, 'home' | 'login' | 'setPassword' | 'setup' | 'notFound'>;

/** What starts a page's first queries, each a module of its own under app/routes. */
export type PrefetchName = 'home';

/**
 * One entry of the route table: plain data that names its page. The pages read the table (a list
 * finds its dashboard's meta), so the table imports none of them; the router puts the two together.
 */
export interface RouteEntry {
  path: string;
  /** Rendered inside the signed-in layout (side bar), which requires a session. */
  layout: boolean;
  handle: RouteMeta;
  loader?: LoaderFunction;
  page: PageName;
  prefetch?: PrefetchName;
  /**
   * A page outside the signed-in layout that needs the whole translations of its language (the
   * layout's pages always get them; the login page makes do with the bundled shell).
   */
  fullTranslations?: boolean;
}

/** A route the app opens with: its page is loaded by the entry chunk itself (app/entryPages.ts). */
export interface EntryRoute extends RouteEntry {
  page: EntryPageName;
}

/** A route as the router takes it: the entry with the code that loads its page. */
export interface AppRoute extends Omit<RouteEntry, 'page' | 'prefetch'> {
  /** Loads the page: a route module under app/routes, split into its own chunk. */
  page: () => Promise<ComponentType>;
  /**
   * Loads what starts the page's first queries (a module of its own under app/routes): run as the
   * route is entered, so the page's data loads alongside its code. The navigation never waits for it.
   */
  prefetch?: () => Promise<() => void>;
}
