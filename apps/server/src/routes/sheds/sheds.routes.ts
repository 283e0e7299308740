import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, shedSchema } from '@plantel/contracts';
import { getShed } from '../../services/sheds.service';

export const shedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id(^\\d+)',
    {
      schema: {
        summary: "One shed of the caller's company, if their modules include its production type",
        params: idParamsSchema,
        response: { 200: shedSchema },
      },
    },
    (request) => getShed(app.database.db, request.principal, request.params.id),
  );
};
