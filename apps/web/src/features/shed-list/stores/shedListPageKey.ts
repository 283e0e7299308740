import { ROUTE_MODULES, type RouteModule } from '@plantel/contracts';
import { type Feature } from '@/config/routes/routeMeta';
import { FEATURE_CATEGORY } from '../filters/shedListCategories';

/** Where a list's filters are saved: module and page, `broiler/performance`. */
export type ShedListPageKey = `${RouteModule}/${Feature}`;

export interface ShedListPage {
  module: RouteModule;
  page: Feature;
}

export function shedListPageKey(module: RouteModule, page: Feature): ShedListPageKey {
  return `${module}/${page}`;
}

/** The module and page of a saved key, or null when it names none. */
export function parseShedListPageKey(key: string): ShedListPage | null {
  const [module, page, ...rest] = key.split('/');
  const knownModule = (ROUTE_MODULES as readonly string[]).includes(module ?? '');
  const knownPage = page !== undefined && Object.hasOwn(FEATURE_CATEGORY, page);
  if (!knownModule || !knownPage || rest.length > 0) return null;
  return { module: module as RouteModule, page: page as Feature };
}
