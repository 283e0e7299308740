import { hasModule, hasPermission, type Roles } from '@plantel/contracts';
import type { RouteMeta } from './routeMeta';

/** Why a user may not enter a route. */
export type AccessDenial = 'module' | 'disabled' | 'permission';

/**
 * The role-aware guard (spec §2, §6): the user's roles must contain the route's module and, when the
 * route names one, its permission (alert routes name none: role only). Disabled routes cannot be
 * entered by anyone. Returns null when the user may enter.
 */
export function routeAccessDenial(meta: RouteMeta, roles: Roles): AccessDenial | null {
  if (meta.role && !hasModule(roles, meta.role)) return 'module';
  if (meta.disabled) return 'disabled';
  if (meta.role && meta.permission && !hasPermission(roles, meta.role, meta.permission)) return 'permission';
  return null;
}
