import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ambienceModuleParamsSchema, ambienceProfileInputSchema, ambienceProfileSchema, ambienceProfilesSchema } from '@plantel/contracts';
import { listAmbienceProfiles, resetAmbienceProfile, saveAmbienceProfileOf } from '../../services/sanity/ambience.service';

export const ambienceProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listAmbienceProfiles',
        summary: 'How the ambience of each poultry module in the roles is judged: ideal air and comfort classes by age',
        description: "The company's own bands where it set them (custom), Plantel's defaults otherwise (docs/ambience.md says where each default comes from).",
        response: { 200: ambienceProfilesSchema },
      },
    },
    (request) => listAmbienceProfiles(app.database.db, request.principal),
  );

  app.put(
    '/:module',
    {
      schema: {
        operationId: 'putAmbienceProfile',
        summary: "Set the company's ambience bands of a module (staff only)",
        description: 'Bands start at age 0 with increasing ages; each minimum below its maximum; each enthalpy class contains the one before. Non-staff get 403.',
        params: ambienceModuleParamsSchema,
        body: ambienceProfileInputSchema,
        response: { 200: ambienceProfileSchema },
      },
    },
    (request) => saveAmbienceProfileOf(app.database.db, request.principal, request.params.module, request.body),
  );

  app.delete(
    '/:module',
    {
      schema: { operationId: 'deleteAmbienceProfile', summary: "Go back to Plantel's default bands for a module (staff only)", params: ambienceModuleParamsSchema },
    },
    async (request, reply) => {
      await resetAmbienceProfile(app.database.db, request.principal, request.params.module);
      return reply.code(204).send();
    },
  );
};
