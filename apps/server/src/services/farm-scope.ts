import { MODULES, hasModule, hasPermission, productionTypesOf, type Permission } from '@plantel/contracts';
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
