import { MODULE_OF_ROUTE, ROUTE_MODULES, type ModuleName } from '@plantel/contracts';

/** The recent-alerts list of a module, or one shed's recent-alert dashboard in it. */
export function recentAlertsPath(module: ModuleName, shedId?: number): string {
  const segment = ROUTE_MODULES.find((m) => MODULE_OF_ROUTE[m] === module)!;
  return shedId === undefined ? `/${segment}/alerts/recent/` : `/${segment}/alerts/recent/dashboard/${shedId}`;
}
