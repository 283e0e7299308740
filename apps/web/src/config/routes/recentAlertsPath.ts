import type { ModuleName } from '@plantel/contracts';
import { MODULE_ROLE, ROUTE_MODULES } from './routeMeta';

/** The recent-alerts list of a module, or one shed's recent-alert dashboard in it. */
export function recentAlertsPath(module: ModuleName, shedId?: number): string {
  const segment = ROUTE_MODULES.find((m) => MODULE_ROLE[m] === module)!;
  return shedId === undefined ? `/${segment}/alerts/recent/` : `/${segment}/alerts/recent/dashboard/${shedId}`;
}
