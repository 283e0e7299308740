import { MODULES, PRODUCTION_TYPE_MODULE, SENSITIVE_MASK, hasPermission, productionTypesOf } from '@plantel/contracts';
import type { Principal } from '../access/auth.service';
import { ConflictFieldsError, ForbiddenError, InvalidFieldsError, InvalidInputError, NotFoundError } from '../common/errors';
import type { NameSight } from '../../repositories/register.repository';

/** The production types whose sheds the principal may register: superusers all, staff those of modules where they hold `Cadastro`. */
export function registrableProductionTypes(principal: Principal): number[] {
  if (principal.isSuperuser) return MODULES.flatMap(productionTypesOf);
  if (!principal.isStaff) return [];
  return MODULES.filter((m) => hasPermission(principal.roles, m, 'Cadastro')).flatMap(productionTypesOf);
}

/** Staff with `Cadastro` in some module (superusers always): who may change the register. */
export function requireRegisterEditor(principal: Principal): void {
  if (registrableProductionTypes(principal).length === 0) throw new ForbiddenError('Only staff with the Cadastro permission may change the farm register');
}

/** Refuses a shed of a production type whose module the principal may not register. */
export function requireProductionType(principal: Principal, productionType: number, field = 'production_type'): void {
  requireRegisterEditor(principal);
  if (!registrableProductionTypes(principal).includes(productionType)) {
    throw new InvalidFieldsError([{ field, key: 'register.errors.moduleNotAllowed', params: { module: PRODUCTION_TYPE_MODULE[productionType] ?? String(productionType) } }]);
  }
}

/** A text a guest reads masked (spec §4: producers', properties' and owners' names, and their contacts). */
export const forGuest = (principal: Principal, text: string) => (principal.isGuest && text !== '' ? SENSITIVE_MASK : text);

/** A 404 for something of the register the caller cannot see. */
export function notFound(what: string): never {
  throw new NotFoundError(`${what} not found`);
}

/** A guest reads names masked: his register lists are neither searched nor ordered by them. */
export const nameSightOf = (principal: Principal): NameSight => (principal.isGuest ? 'masked' : 'names');

/** Producers and properties are found only by names and tax ids, which a guest may not search (the shed lists' rule). */
export function refuseGuestSearch(principal: Principal, query: { search?: string | undefined }) {
  if (principal.isGuest && query.search) throw new InvalidInputError('search', 'names are masked for guests: search the sheds by their identification instead', 'querystring');
}

/** An archive refused while a shed houses an open batch: a 409 keyed so the screen says it in the reader's language. */
export const housesBatch = (shed: string, batch: string) => new ConflictFieldsError([{ field: 'id', key: 'register.errors.housesBatch', params: { shed, batch } }]);
