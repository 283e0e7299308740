import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, weighingInputSchema, weighingSchema } from '@plantel/contracts';
import { changeWeighing, removeWeighing } from '../../services/performance/growth-records.service';

export const weighingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateWeighing',
        summary: 'Change a weighing entered by hand (the whole weighing again)',
        description: 'Only its author or staff; scale readings cannot be changed (403). Same checks as recording one.',
        params: idParamsSchema,
        body: weighingInputSchema,
        response: { 200: weighingSchema },
      },
    },
    (request) => changeWeighing(app.database.db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWeighing',
        summary: 'Delete a weighing entered by hand',
        description: 'Only its author or staff; scale readings cannot be deleted (403).',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await removeWeighing(app.database.db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
