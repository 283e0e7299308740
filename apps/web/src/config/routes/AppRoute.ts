import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteMeta } from './routeMeta';

/** One entry of the route table. */
export interface AppRoute {
  path: string;
  /** Rendered inside the signed-in layout (side bar), which requires a session. */
  layout: boolean;
  handle: RouteMeta;
  loader?: LoaderFunction;
  /** Loads the page: a route module under app/routes, split into its own chunk. */
  page: () => Promise<ComponentType>;
  /**
   * Loads what starts the page's first queries (a module of its own under app/routes): run as the
   * route is entered, so the page's data loads alongside its code. The navigation never waits for it.
   */
  prefetch?: () => Promise<() => void>;
}
