import { MODULES, type ExternalDashboardKey, type ExternalDashboardsConfig, type ModuleName } from '@plantel/contracts';
import type { Principal } from './auth.service';

const ROUTE_MODULE_ROLE: Record<string, ModuleName> = {
  broiler: 'frangos_de_corte',
  matrix: 'matrizeiro',
  'laying-birds': 'aves_poedeiras',
  swine: 'suinos',
};

/** The configured dashboards of the modules the caller's roles open (the others are none of their business). */
export function externalDashboardsFor(config: ExternalDashboardsConfig, principal: Principal): ExternalDashboardsConfig {
  const open = new Set(MODULES.filter((m) => principal.roles[m] !== undefined));
  return Object.fromEntries(
    Object.entries(config).filter(([key]) => open.has(ROUTE_MODULE_ROLE[key.split('/')[0]!]!)),
  ) as Partial<Record<ExternalDashboardKey, ExternalDashboardsConfig[ExternalDashboardKey]>>;
}

/** Origins of the configured hosts: the only ones the web app may frame. */
export function externalDashboardOrigins(config: ExternalDashboardsConfig): string[] {
  return [...new Set(Object.values(config).map((dashboard) => new URL(dashboard!.host).origin))];
}
