import type { Roles } from './roles';
import { MODULES, PERMISSIONS, type ModuleName, type Permission } from './vocabulary';

/** What a guest reads instead of sensitive text (spec §4): on the screens and in exported files. */
export const SENSITIVE_MASK = '•••••';

export interface AccessSubject {
  roles: Roles;
  is_staff: boolean;
  is_superuser: boolean;
}

export function hasModule(roles: Roles, module: ModuleName): boolean {
  return roles[module] !== undefined;
}

export function hasPermission(roles: Roles, module: ModuleName, permission: Permission): boolean {
  return roles[module]?.includes(permission) ?? false;
}

/** Every module with every permission: what a company's first administrator holds. */
export const EVERY_ROLE: Roles = Object.fromEntries(MODULES.map((m) => [m, [...PERMISSIONS]]));

/** Whether `holder` holds every module and every permission of `wanted`. */
export function holdsEveryRole(holder: Roles, wanted: Roles): boolean {
  return Object.entries(wanted).every(([module, permissions]) => {
    const held = holder[module as ModuleName];
    return held !== undefined && (permissions ?? []).every((p) => held.includes(p));
  });
}

/**
 * Whether `manager` may give or change access of someone with `other`'s access: a superuser always;
 * anyone else only within what he holds himself, and the staff flag only when he is staff. So nobody
 * widens anyone's access, his own included, beyond his own.
 */
export function mayManageAccess(manager: AccessSubject, other: AccessSubject): boolean {
  if (manager.is_superuser) return true;
  if (other.is_superuser || (other.is_staff && !manager.is_staff)) return false;
  return holdsEveryRole(manager.roles, other.roles);
}

/** The header by which every signed-in answer tells the access the server now sees for the caller. */
export const ACCESS_STAMP_HEADER = 'x-plantel-access';

/**
 * A short fingerprint of someone's access (staff, superuser, modules and permissions, in a fixed
 * order), the same in the server and the browser: when the one an answer carries differs from the
 * session's, the app renews its session and its menu follows, without signing out.
 */
export function accessStamp(subject: AccessSubject): string {
  const text = [subject.is_staff ? 's' : '', subject.is_superuser ? 'u' : '', ...MODULES.map((m) => (subject.roles[m] ? `${m}:${PERMISSIONS.filter((p) => subject.roles[m]!.includes(p)).join(',')}` : ''))].join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Spec §4: a sales user (Vendas in broiler or matrix) who is neither staff nor superuser is a guest. */
export function isGuest(user: AccessSubject): boolean {
  if (user.is_staff || user.is_superuser) return false;
  return hasPermission(user.roles, 'frangos_de_corte', 'Vendas') || hasPermission(user.roles, 'matrizeiro', 'Vendas');
}

/**
 * Keys whose text a guest never reads (spec §4): names of producers, properties and their owners,
 * wherever an answer carries them. A guest reads SENSITIVE_MASK instead.
 */
export const SENSITIVE_KEYS: ReadonlySet<string> = new Set([
  'producer',
  'property_name',
  'property_owner',
  'shed_property_name',
  'shed_property_owner',
  'company_name',
]);

/**
 * Keys of a shed's name: names often carry the property's ("Sítio Boa Vista - Aviário 01"), so a
 * guest reads the shed's identification instead (the sibling `identification`, or
 * `shed_identification` beside `shed_name`), or SENSITIVE_MASK when the answer has none.
 */
const SHED_NAME_KEYS: Readonly<Record<string, string>> = { name: 'identification', shedName: 'identification', shed_name: 'shed_identification' };

/** A shed object: a `name` is a shed's (not a ration's, rule's or device's) only beside an identification and a sensitive name. */
function isShedObject(record: Record<string, unknown>): boolean {
  return typeof record.identification === 'string' && Object.keys(record).some((k) => SENSITIVE_KEYS.has(k));
}

/**
 * The one masking function (spec §4): `value` as a guest may read it, a deep copy with every
 * sensitive name replaced, keys and their order kept, so it still matches its contract. Every
 * answer to a guest goes through it: JSON answers (a hook of the API), alert stream events,
 * e-mails, exports and reports.
 */
export function maskSensitive<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => maskSensitive(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const record = value as Record<string, unknown>;
  const shed = isShedObject(record);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'string' && SENSITIVE_KEYS.has(key)) out[key] = SENSITIVE_MASK;
    else if (typeof item === 'string' && key in SHED_NAME_KEYS && (key === 'shed_name' || shed)) {
      const identification = record[SHED_NAME_KEYS[key]!];
      out[key] = typeof identification === 'string' ? identification : SENSITIVE_MASK;
    } else out[key] = maskSensitive(item);
  }
  return out as T;
}

/** `value` as this user may read it: masked for a guest, unchanged for anyone else. */
export function maskFor<T>(user: { isGuest: boolean }, value: T): T {
  return user.isGuest ? maskSensitive(value) : value;
}
