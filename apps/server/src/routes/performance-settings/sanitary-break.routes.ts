import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, sanitaryBreakSettingsSchema } from '@plantel/contracts';
import { getSanitaryBreaks, putSanitaryBreaks } from '../../services/register/sanitary-break.service';

/** Each module's sanitary break (vazio sanitário): everyone reads, the register's editors change it. */
export const sanitaryBreakRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/',
    {
      schema: {
        operationId: 'getSanitaryBreaks',
        summary: 'The fewest days a shed stands empty between batches, per module, before a lodging asks to confirm',
        response: { 200: sanitaryBreakSettingsSchema, 401: apiErrorSchema },
      },
    },
    (request) => getSanitaryBreaks(db, request.principal),
  );
  app.put(
    '/',
    {
      schema: {
        operationId: 'putSanitaryBreaks',
        summary: "Set each module's sanitary break, in whole days (0–180)",
        description: 'Staff change the modules where they hold Cadastro (superusers every one): a module changed without it is a 403 naming it, and nothing changes. Audited. Answers the breaks as stored.',
        body: sanitaryBreakSettingsSchema,
        response: { 200: sanitaryBreakSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => putSanitaryBreaks(db, request.principal, request.body),
  );
};
