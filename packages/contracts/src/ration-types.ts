import { z } from 'zod';
import { rationPhaseSchema } from './farm-codes';
import { listEnvelope, paginationQueryShape } from './pagination';

export const RATION_TYPES_PAGE = { defaultLimit: 999, maxLimit: 999 } as const;

/** A feed formula of the company. */
export const rationTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phase: rationPhaseSchema,
  density: z.number().describe('Bulk density, kg/m³'),
});
export type RationType = z.infer<typeof rationTypeSchema>;

export const rationTypesQuerySchema = z.object({
  company: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("The caller's company id; any other company answers 404"),
  ...paginationQueryShape(RATION_TYPES_PAGE),
});
export type RationTypesQuery = z.infer<typeof rationTypesQuerySchema>;

export const rationTypeListSchema = listEnvelope(rationTypeSchema);
export type RationTypeList = z.infer<typeof rationTypeListSchema>;
