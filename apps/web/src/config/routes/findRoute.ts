import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute } from './AppRoute';
import { appRoutes } from './appRoutes';
import type { RouteMeta } from './routeMeta';

const toMatchable = (routes: readonly Pick<AppRoute, 'path' | 'handle'>[]): RouteObject[] => routes.map(({ path, handle }) => ({ path, handle }));
let appMatchable: RouteObject[] | undefined;

/** The meta of the route table entry a path leads to (the router's own ranking), if any. */
export function routeMetaForPath(pathname: string, routes: readonly Pick<AppRoute, 'path' | 'handle'>[] = appRoutes): RouteMeta | undefined {
  const matchable = routes === appRoutes ? (appMatchable ??= toMatchable(appRoutes)) : toMatchable(routes);
  return matchRoutes(matchable, pathname)?.at(-1)?.route.handle as RouteMeta | undefined;
}
