import { z } from 'zod';
import { idParamSchema } from './bounded';

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
