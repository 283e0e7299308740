import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, occupationHistoryQuerySchema, occupationHistorySchema, siloSchema, siloSettingsInputSchema } from '@plantel/contracts';
import { changeSiloSettings } from '../../services/nutrition/silo-settings.service';
import { getOccupationHistory } from '../../services/nutrition/silos.service';

export const silosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/occupation-history',
    {
      schema: {
        operationId: 'getSiloOccupationHistory',
        summary: "A silo's load-cell readings, oldest first",
        description:
          'The last `days` days (default 7) or the UTC calendar days start…end; with batch_id, cut to that batch\'s period (from the closing of the shed\'s batch before it, since silos are filled before lodging, to its own closing) and counted back from its closing. A silo outside the scope is a 404.',
        params: idParamsSchema,
        querystring: occupationHistoryQuerySchema,
        response: { 200: occupationHistorySchema },
      },
    },
    (request) => getOccupationHistory(app.database.db, request.principal, request.params.id, request.query),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateSilo',
        summary: "Change a silo's status thresholds or rated volume",
        description:
          "Needs the Nutrição permission in the shed's module (otherwise 404); guests get 403. The critical threshold must stay below the low one (400 naming the field). The shed's silo status, feed available and end-of-feed date follow at once.",
        params: idParamsSchema,
        body: siloSettingsInputSchema,
        response: { 200: siloSchema },
      },
    },
    (request) => changeSiloSettings(app.database.db, request.principal, request.params.id, request.body),
  );
};
