import type { ModuleName, Permission, Roles } from './roles';

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

/** Spec §4: a sales user (Vendas in broiler or matrix) who is neither staff nor superuser is a guest. */
export function isGuest(user: AccessSubject): boolean {
  if (user.is_staff || user.is_superuser) return false;
  return hasPermission(user.roles, 'frangos_de_corte', 'Vendas') || hasPermission(user.roles, 'matrizeiro', 'Vendas');
}
