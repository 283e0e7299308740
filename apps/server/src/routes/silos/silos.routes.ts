import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, occupationHistoryQuerySchema, occupationHistorySchema } from '@plantel/contracts';
import { getOccupationHistory } from '../../services/silos.service';

export const silosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/occupation-history',
    {
      schema: {
        summary: "A silo's load-cell readings, oldest first",
        description:
          'The last `days` days (default 7) or the UTC calendar days start…end; with batch_id, cut to that batch\'s life and counted back from its closing. A silo outside the scope is a 404.',
        params: idParamsSchema,
        querystring: occupationHistoryQuerySchema,
        response: { 200: occupationHistorySchema },
      },
    },
    (request) => getOccupationHistory(app.database.db, request.principal, request.params.id, request.query),
  );
};
