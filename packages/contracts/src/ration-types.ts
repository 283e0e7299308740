import { z } from 'zod';
import { rationPhaseSchema } from './farm-codes';
import { listEnvelope, paginationQueryShape } from './pagination';
import { moduleNameSchema } from './roles';

export const RATION_TYPES_PAGE = { defaultLimit: 999, maxLimit: 999 } as const;

/** The bulk densities a complete feed has, kg/m³ (mash to pellets, 450–800; the bounds leave room). */
export const RATION_DENSITY_LIMITS = { min: 300, max: 1000 } as const;

/** A feed formula of the company, as a silo or a delivery names it. */
export const rationTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phase: rationPhaseSchema,
  density: z.number().describe('Bulk density, kg/m³'),
});
export type RationType = z.infer<typeof rationTypeSchema>;

/** A feed formula in the company's list: with the species it feeds. */
export const companyRationTypeSchema = rationTypeSchema.extend({
  module: moduleNameSchema.nullable().describe('The species (module) it feeds; null: any'),
});
export type CompanyRationType = z.infer<typeof companyRationTypeSchema>;

export const rationTypesQuerySchema = z
  .object({
    company: z.coerce.number().int().positive().optional().describe("The caller's company id; any other company answers 404"),
    module: moduleNameSchema.optional().describe("Only the types of this module's species (and those of any species)"),
    ...paginationQueryShape(RATION_TYPES_PAGE),
  })
  .strict();
export type RationTypesQuery = z.infer<typeof rationTypesQuerySchema>;

export const rationTypeListSchema = listEnvelope(companyRationTypeSchema);
export type RationTypeList = z.infer<typeof rationTypeListSchema>;

export const RATION_TYPE_MESSAGES = {
  'rationTypes.errors.nameTaken': 'The company already has a ration type of this name',
  'rationTypes.errors.density': `Between ${RATION_DENSITY_LIMITS.min} and ${RATION_DENSITY_LIMITS.max} kg/m³`,
} as const;

const rationTypeFields = {
  name: z.string().trim().min(1, 'validation.required').max(100),
  phase: rationPhaseSchema,
  module: moduleNameSchema.nullable().describe('The species (module) it feeds; null: any'),
  density: z
    .number()
    .min(RATION_DENSITY_LIMITS.min, 'rationTypes.errors.density')
    .max(RATION_DENSITY_LIMITS.max, 'rationTypes.errors.density')
    .describe('Bulk density, kg/m³: it turns a silo’s volume into weight'),
};

/** `POST /v2/ration-types`: a new feed formula of the company. */
export const rationTypeInputSchema = z.object(rationTypeFields).strict();
export type RationTypeInput = z.input<typeof rationTypeInputSchema>;

/** `PATCH /v2/ration-types/{id}`: only the fields sent. */
export const rationTypePatchSchema = z.object(rationTypeFields).partial().strict();
export type RationTypePatch = z.input<typeof rationTypePatchSchema>;
