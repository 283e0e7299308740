import { z } from 'zod';

import { MODULES, PERMISSIONS } from './vocabulary';

export type { Permission } from './vocabulary';

export const moduleNameSchema = z.enum(MODULES);
export const permissionSchema = z.enum(PERMISSIONS);

/** A map of module name to the permissions the user holds in it. */
export const rolesSchema = z.partialRecord(moduleNameSchema, z.array(permissionSchema));
export type Roles = z.infer<typeof rolesSchema>;
