import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchDetailSchema, idParamsSchema } from '@plantel/contracts';
import { getBatch } from '../../services/batches.service';

export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        summary: 'One batch with its latest figures, last 24 h of environment, PCP projection and silos',
        description: "A batch of another company, or of a shed whose module is outside the roles, is a 404. Weights of animals in g, feed in kg.",
        params: idParamsSchema,
        response: { 200: batchDetailSchema },
      },
    },
    (request) => getBatch(app.database.db, request.principal, request.params.id),
  );
};
