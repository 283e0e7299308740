import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchRemovalInputSchema, batchRemovalListSchema, batchRemovalSchema, idParamsSchema, lodgeBatchInputSchema, lodgedBatchSchema } from '@plantel/contracts';
import { listBatchRemovals, recordBatchRemoval } from '../../services/performance/batch-removals.service';
import { lodgeBatch } from '../../services/register/lodging.service';

/** A batch lodged in an empty shed, and animals removed from it alive before its end (issue 37). */
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

  app.get(
    '/:id/removals',
    {
      schema: {
        operationId: 'listBatchRemovals',
        summary: "A batch's removals (thinning), oldest first",
        description: "Needs the Performance permission in the batch's module (otherwise 404).",
        params: idParamsSchema,
        response: { 200: batchRemovalListSchema },
      },
    },
    (request) => listBatchRemovals(app.database.db, request.principal, request.params.id),
  );

  app.post(
    '/:id/removals',
    {
      schema: {
        operationId: 'createBatchRemoval',
        summary: 'Record animals taken out of a division alive before the end of the batch (thinning)',
        description:
          "Needs Performance or Cadastro in the batch's module (otherwise 404); guests get 403. The moment is on the company's clock, after the lodging and not in the future; the animals at most those the division holds; their live weight plausible for the age (40–180 % of the growth target a head). A closed batch is a 409: its statement counts what it delivered. The animals lodged follow, and the figures count the removed animals as delivered: viability, FCR on live weight plus the weight removed, EPEF and the settlement (docs/kpis.md). Audited.",
        params: idParamsSchema,
        body: batchRemovalInputSchema,
        response: { 201: batchRemovalSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordBatchRemoval(app.database.db, request.principal, request.params.id, request.body)),
  );
};
