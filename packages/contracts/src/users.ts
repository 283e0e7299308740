import { z } from 'zod';
import { idSchema } from './bounded';
import { resultsEnvelope } from './pagination';
import { rolesSchema } from './roles';

/** How many producers one user may be linked to at once (far more than any integration has per person). */
export const MAX_LINKED_PRODUCERS = 500;

/** A producer of the company: whose farms (properties and their sheds) a linked user follows. */
export const producerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Producer = z.infer<typeof producerSchema>;

/** `GET /v2/producers`: the company's producers by name (staff only). */
export const producerListSchema = resultsEnvelope(producerSchema);
export type ProducerList = z.infer<typeof producerListSchema>;

/** A user of the company as staff manage them: who they are, their roles and the producers they follow. */
export const companyUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  roles: rolesSchema.describe('Module → permissions'),
  producers: z.array(producerSchema).describe('The producers the user is linked to, by name'),
  follows_every_farm: z
    .boolean()
    .describe('Whether the user sees every farm of the company: staff and superusers always, others when linked to no producer'),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** `GET /v2/users`: the company's users by username (staff only). */
export const companyUserListSchema = resultsEnvelope(companyUserSchema);
export type CompanyUserList = z.infer<typeof companyUserListSchema>;

/** `PUT /v2/users/{id}/producers`: the producers whose farms alone the user follows (empty: the whole company). */
export const userProducersInputSchema = z
  .object({
    producer_ids: z.array(idSchema).max(MAX_LINKED_PRODUCERS).describe("Ids of the company's producers; empty to follow the whole company"),
  })
  .strict();
export type UserProducersInput = z.infer<typeof userProducersInputSchema>;
