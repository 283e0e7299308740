import { ALERT_TYPE_PERMISSION, ALERT_TYPES, MODULES, hasModule, hasPermission, productionTypesOf, type AlertType, type Permission, type Roles } from '@plantel/contracts';
import type { AlertScope } from '../../repositories/alerts.repository';
import type { FarmScope } from '../../repositories/farm-scope';
import type { Principal } from './auth.service';

/**
 * What the principal may see: their company, the production types of the modules in their roles,
 * and, for someone outside the staff linked to producers, only those producers' farms.
 */
export function farmScopeOf(principal: Principal): FarmScope {
  return {
    companyId: principal.companyId,
    productionTypes: MODULES.filter((m) => hasModule(principal.roles, m)).flatMap(productionTypesOf),
    producerIds: principal.producerIds,
  };
}

/** The farm scope narrowed to the modules where the principal's roles grant `permission`. */
export function farmScopeWith(principal: Principal, permission: Permission): FarmScope {
  return {
    companyId: principal.companyId,
    productionTypes: MODULES.filter((m) => hasPermission(principal.roles, m, permission)).flatMap(productionTypesOf),
    producerIds: principal.producerIds,
  };
}

/** Every farm of a company: for work the company's own devices and jobs do, not a person. */
export function companyFarmScope(companyId: number): FarmScope {
  return { companyId, productionTypes: MODULES.flatMap(productionTypesOf), producerIds: null };
}

/**
 * The alerts someone with these roles reads in a company: those of the sheds of their modules (and
 * of their producers, when they follow only some), each type only where the module grants its
 * feature permission (an Ambiência alert needs Sanidade).
 */
export function alertScopeFor(companyId: number, roles: Roles, producerIds: number[] | null): AlertScope {
  const alertTypes = Object.fromEntries(
    ALERT_TYPES.map((type) => [type, MODULES.filter((m) => hasPermission(roles, m, ALERT_TYPE_PERMISSION[type])).flatMap(productionTypesOf)]),
  ) as Record<AlertType, number[]>;
  return { companyId, productionTypes: MODULES.filter((m) => hasModule(roles, m)).flatMap(productionTypesOf), producerIds, alertTypes };
}

/** The alerts the principal may read, list, count, follow and acknowledge. */
export function alertScopeOf(principal: Principal): AlertScope {
  return alertScopeFor(principal.companyId, principal.roles, principal.producerIds);
}

/** Every alert of a company: for the company's own jobs (e-mailing each person what they read). */
export function companyAlertScope(companyId: number): AlertScope {
  const all = companyFarmScope(companyId);
  return { ...all, alertTypes: Object.fromEntries(ALERT_TYPES.map((type) => [type, all.productionTypes])) as Record<AlertType, number[]> };
}

/**
 * Whether a scope reads an alert that changed, as alertInScope reads them: of its company, a shed of
 * its modules (and of its producers, when it follows only some), and the type's feature permission there.
 */
export function readsAlertChange(
  scope: AlertScope,
  change: { companyId: number; type: AlertType; productionType: number | null; producerId: number | null },
): boolean {
  if (change.companyId !== scope.companyId) return false;
  if (scope.producerIds !== null && (change.producerId === null || !scope.producerIds.includes(change.producerId))) return false;
  const ofType = scope.alertTypes[change.type];
  return change.productionType === null ? ofType.length > 0 : scope.productionTypes.includes(change.productionType) && ofType.includes(change.productionType);
}
