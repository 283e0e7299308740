import { z } from 'zod';
import { moduleNameSchema } from './roles';
import { AMBIENCE_MODULES } from './vocabulary';

export const ambienceModuleSchema = z.enum(AMBIENCE_MODULES);

const bandSchema = z.object({ min: z.number().min(-50).max(500), max: z.number().min(-50).max(500) }).strict();

/** The ideal air and comfort classes of a flock from one age on (°C, % RH, ppm, kJ/kg dry air). */
export const ambienceBandSchema = z.object({
  age_from: z.number().int().min(0).max(1000),
  temperature: bandSchema,
  humidity: bandSchema,
  co2_max: z.number().positive().max(50_000),
  nh3_max: z.number().positive().max(1000),
  enthalpy: z.object({ comfortable: bandSchema, intermediary: bandSchema, critical: bandSchema }).strict(),
}).strict();
export type AmbienceBandDto = z.infer<typeof ambienceBandSchema>;


export const ambienceProfileSchema = z.object({
  module: moduleNameSchema,
  custom: z.boolean().describe("The company's own bands; false when Plantel's defaults apply"),
  bands: z.array(ambienceBandSchema),
});
export type AmbienceProfileDto = z.infer<typeof ambienceProfileSchema>;

export const ambienceProfilesSchema = z.object({ results: z.array(ambienceProfileSchema) });

export const ambienceProfileInputSchema = z.object({ bands: z.array(ambienceBandSchema).min(1).max(100) }).strict();
export type AmbienceProfileInput = z.infer<typeof ambienceProfileInputSchema>;

export const ambienceModuleParamsSchema = z.object({ module: ambienceModuleSchema });
