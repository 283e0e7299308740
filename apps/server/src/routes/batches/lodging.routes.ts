import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lodgeBatchInputSchema, lodgedBatchSchema } from '@plantel/contracts';
import { lodgeBatch } from '../../services/lodging.service';

/** A batch lodged in an empty shed (issue 37). */
export const lodgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        operationId: 'lodgeBatch',
        summary: 'Lodge a batch in an empty shed',
        description:
          "Needs Performance or Cadastro in the shed's module, within the farms you follow (another shed is a 404). A shed houses one open batch: lodging into an occupied one is a 409 naming it. Above the capacity of the shed or a division, or before the company's minimum sanitary break after the last batch left, the answer is a 409 naming `confirm_over_capacity` or `confirm_short_break`: send it again with that set to true. The batch then says it was lodged above capacity. Audited.",
        body: lodgeBatchInputSchema,
        response: { 201: lodgedBatchSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await lodgeBatch(app.database.db, request.principal, request.body)),
  );
};
