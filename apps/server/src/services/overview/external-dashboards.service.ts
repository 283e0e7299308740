import { MODULE_OF_ROUTE, MODULES, type ExternalDashboardKey, type ExternalDashboardsConfig, type RouteModule } from '@plantel/contracts';
import type { Principal } from '../access/auth.service';

/** The configured dashboards of the modules the caller's roles open (the others are none of their business). */
export function externalDashboardsFor(config: ExternalDashboardsConfig, principal: Principal): ExternalDashboardsConfig {
  const open = new Set(MODULES.filter((m) => principal.roles[m] !== undefined));
  return Object.fromEntries(
    Object.entries(config).filter(([key]) => open.has(MODULE_OF_ROUTE[key.split('/')[0] as RouteModule])),
  ) as Partial<Record<ExternalDashboardKey, ExternalDashboardsConfig[ExternalDashboardKey]>>;
}

/** Origins of the configured hosts: the only ones the web app may frame. */
export function externalDashboardOrigins(config: ExternalDashboardsConfig): string[] {
  return [...new Set(Object.values(config).map((dashboard) => new URL(dashboard!.host).origin))];
}
