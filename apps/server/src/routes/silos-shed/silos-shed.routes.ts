import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, shedSilosSchema } from '@plantel/contracts';
import { getShedSilos } from '../../services/nutrition/silos.service';

export const silosShedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'listShedSilos',
        summary: "The silos of a shed, deliveries counted for its current batch",
        description: 'A shed of another company, or of a module outside the roles, is a 404. Feed in kg.',
        params: idParamsSchema,
        response: { 200: shedSilosSchema },
      },
    },
    (request) => getShedSilos(app.database.db, request.principal, request.params.id),
  );
};
