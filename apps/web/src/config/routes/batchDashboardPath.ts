import { generatePath } from 'react-router';
import { MODULE_OF_ROUTE, PRODUCTION_TYPE_MODULE, ROUTE_MODULES } from '@plantel/contracts';
import { appRoutes } from './appRoutes';
import { BATCH_PARAM } from './batchParam';
import { type Feature } from './routeMeta';

/** The dashboards that open one batch, best first: its figures of growth, else its feed. */
const FEATURES: Feature[] = ['performance', 'nutrition'];

/**
 * The dashboard address that opens one batch of a shed: the performance dashboard of the shed's
 * module (`/broiler/performance/dashboard/{shed}?batch={batch}`), else its nutrition dashboard
 * (laying hens and swine have no performance page); null for a production type of no module.
 */
export function batchDashboardPath(productionTypeId: number, shedId: number, batchId: number): string | null {
  const role = PRODUCTION_TYPE_MODULE[productionTypeId];
  const module = ROUTE_MODULES.find((m) => MODULE_OF_ROUTE[m] === role);
  if (!module) return null;
  for (const feature of FEATURES) {
    const route = appRoutes.find((r) => r.handle.module === module && r.handle.feature === feature && r.handle.dashboard && !r.handle.disabled);
    if (route) return `${generatePath(route.path, { id: String(shedId) })}?${new URLSearchParams({ [BATCH_PARAM]: String(batchId) })}`;
  }
  return null;
}
