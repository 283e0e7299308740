import { MODULES, type Roles } from '@plantel/contracts';

/** The modules a user's roles open, in the side bar's order, each with its permissions as given. */
export function rolesByModule(roles: Roles): { module: (typeof MODULES)[number]; permissions: string[] }[] {
  return MODULES.filter((module) => roles[module] !== undefined).map((module) => ({ module, permissions: [...(roles[module] ?? [])] }));
}

/** Whether two lists of ids hold the same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
