import { useMatches } from 'react-router';
import { routeMetaOf, type RouteHandle } from './routeMeta';

/** The meta of the page being shown (the deepest matched route). */
export function useRouteMeta(): RouteHandle | undefined {
  return routeMetaOf(useMatches().at(-1));
}
