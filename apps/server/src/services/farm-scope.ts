import { ALERT_TYPE_PERMISSION, ALERT_TYPES, MODULES, hasModule, hasPermission, productionTypesOf, type AlertType, type Permission, type Roles } from '@plantel/contracts';
import type { AlertScope } from '../repositories/alerts.repository';
import type { FarmScope } from '../repositories/farm-scope';
import type { Principal } from './auth.service';

/** What the principal may see: their company, and the production types of the modules in their roles. */
export function farmScopeOf(principal: Principal): FarmScope {
  return {
    companyId: principal.companyId,
    productionTypes: MODULES.filter((m) => hasModule(principal.roles, m)).flatMap(productionTypesOf),
  };
}

/** The farm scope narrowed to the modules where the principal's roles grant `permission`. */
export function farmScopeWith(principal: Principal, permission: Permission): FarmScope {
  return {
    companyId: principal.companyId,
    productionTypes: MODULES.filter((m) => hasPermission(principal.roles, m, permission)).flatMap(productionTypesOf),
  };
}

/** Every farm of a company: for work the company's own devices and jobs do, not a person. */
export function companyFarmScope(companyId: number): FarmScope {
  return { companyId, productionTypes: MODULES.flatMap(productionTypesOf) };
}

/**
 * The alerts someone with these roles reads in a company: those of the sheds of their modules, each
 * type only where the module grants its feature permission (an Ambiência alert needs Sanidade).
 */
export function alertScopeFor(companyId: number, roles: Roles): AlertScope {
  const alertTypes = Object.fromEntries(
    ALERT_TYPES.map((type) => [type, MODULES.filter((m) => hasPermission(roles, m, ALERT_TYPE_PERMISSION[type])).flatMap(productionTypesOf)]),
  ) as Record<AlertType, number[]>;
  return { companyId, productionTypes: MODULES.filter((m) => hasModule(roles, m)).flatMap(productionTypesOf), alertTypes };
}

/** The alerts the principal may read, list, count, follow and acknowledge. */
export function alertScopeOf(principal: Principal): AlertScope {
  return alertScopeFor(principal.companyId, principal.roles);
}

/** Every alert of a company: for the company's own jobs (e-mailing each person what they read). */
export function companyAlertScope(companyId: number): AlertScope {
  const all = companyFarmScope(companyId);
  return { ...all, alertTypes: Object.fromEntries(ALERT_TYPES.map((type) => [type, all.productionTypes])) as Record<AlertType, number[]> };
}
