import { z } from 'zod';
import { boundedDateSchema, boundedDateTimeSchema } from './bounded';
import { SEXES } from './farm-codes';

/** Sex of a batch: name and external id (1 mixed, 2 female, 3 male). */
export const sexSchema = z.object({
  name: z.enum(['mixed', 'female', 'male']),
  external_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type Sex = z.infer<typeof sexSchema>;

export function sexOf(externalId: number): Sex | null {
  const name = SEXES[externalId as keyof typeof SEXES];
  return name ? { name, external_id: externalId as Sex['external_id'] } : null;
}

export const siloStatusSchema = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe('Silo status (spec §4): 1 critical, 2 low, 3 satisfactory, 0 no data');

export const comfortLevelSchema = z
  .number()
  .int()
  .min(-1)
  .max(3)
  .describe('Comfort (spec §4) by temperature, humidity and enthalpy at the exact age and altitude: 0 comfortable, 1 intermediary, 2 critical, 3 lethal, -1 no data');

export const productionTypeRefSchema = z.object({
  external_id: z.number().int().describe('1, 2 matrix; 3 broiler; 5 swine; 6, 7 laying birds'),
});

export const isoDateSchema = boundedDateSchema.describe('Calendar date, YYYY-MM-DD, from 1900 to 2100');
export const isoDateTimeSchema = boundedDateTimeSchema;

/** Who wrote a record: the user's first name, else the username; null when no person did (a device, an import). */
export const actorSchema = z.object({ id: z.number().int(), name: z.string().describe("The user's first name, else the username") }).nullable();
