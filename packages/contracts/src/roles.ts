import { z } from 'zod';

import { MODULES } from './vocabulary';

/**
 * Per-feature permissions; `Vendas` marks a sales user, who is a guest unless staff or superuser.
 * `Cadastro` lets staff edit the farm register of the module (its sheds; producers and properties with
 * it in any module), `Usuários` lets staff manage people and their access.
 */
export const PERMISSIONS = ['Performance', 'Predição', 'Sanidade', 'Nutrição', 'Vendas', 'Cadastro', 'Usuários'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const moduleNameSchema = z.enum(MODULES);
export const permissionSchema = z.enum(PERMISSIONS);

/** A map of module name to the permissions the user holds in it. */
export const rolesSchema = z.partialRecord(moduleNameSchema, z.array(permissionSchema));
export type Roles = z.infer<typeof rolesSchema>;
