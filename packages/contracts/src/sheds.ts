import { z } from 'zod';
import { idParamSchema } from './bounded';
import type { ModuleName } from './roles';

/** External ids of production types (spec §3) and the module each belongs to. */
export const PRODUCTION_TYPE_MODULE: Record<number, ModuleName> = {
  1: 'matrizeiro',
  2: 'matrizeiro',
  3: 'frangos_de_corte',
  5: 'suinos',
  6: 'aves_poedeiras',
  7: 'aves_poedeiras',
};

export function productionTypesOf(module: ModuleName): number[] {
  return Object.entries(PRODUCTION_TYPE_MODULE)
    .filter(([, m]) => m === module)
    .map(([id]) => Number(id));
}

export const idParamsSchema = z.object({
  id: idParamSchema,
});

export const shedSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  name: z.string(),
  shedName: z.string(),
  core: z.string(),
  producer: z.string(),
  property: z.number().int(),
  property_name: z.string(),
  property_owner: z.string(),
  production_type: z.object({ external_id: z.number().int() }),
});
export type Shed = z.infer<typeof shedSchema>;
