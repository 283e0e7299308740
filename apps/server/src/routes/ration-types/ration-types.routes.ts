import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rationTypeListSchema, rationTypesQuerySchema } from '@plantel/contracts';
import { getRationTypes } from '../../services/nutrition/ration-types.service';

export const rationTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listRationTypes',
        summary: "The ration types of the caller's company, by id",
        description: 'company, when given, must be the caller\'s (another is a 404).',
        querystring: rationTypesQuerySchema,
        response: { 200: rationTypeListSchema },
      },
    },
    (request) => getRationTypes(app.database.db, request.principal, request.query),
  );
};
