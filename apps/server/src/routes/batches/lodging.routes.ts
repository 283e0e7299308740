import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchRemovalCorrectionSchema,
  batchRemovalInputSchema,
  batchRemovalListSchema,
  batchRemovalSchema,
  idParamsSchema,
  lodgeBatchInputSchema,
  lodgedBatchSchema,
  lodgingCorrectionSchema,
  lodgingSchema,
  removalParamsSchema,
  removalUndoSchema,
  undoInputSchema,
} from '@plantel/contracts';
import { correctBatchRemoval, listBatchRemovals, recordBatchRemoval, undoBatchRemoval } from '../../services/performance/batch-removals.service';
import { lodgeBatch } from '../../services/register/lodging.service';
import { correctLodging, lodgingOfBatch, undoLodging } from '../../services/register/lodging-corrections.service';

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

  const CHANGEABLE =
    "Needs Performance or Cadastro in the batch's module (otherwise 404); guests get 403. Only while the batch is open and no statement settled it (409): a settled batch changes by its statement's correction.";

  app.put(
    '/:id/removals/:removal',
    {
      schema: {
        operationId: 'correctBatchRemoval',
        summary: 'Correct a thinning typed wrong: the removal as it should have been, and why',
        description: `${CHANGEABLE} The removal's animals go back to their division and the corrected ones are taken, checked as a new removal is (400 naming the field). Audited with the reason, before and after.`,
        params: removalParamsSchema,
        body: batchRemovalCorrectionSchema,
        response: { 200: batchRemovalSchema },
      },
    },
    (request) => correctBatchRemoval(app.database.db, request.principal, request.params.id, request.params.removal, request.body),
  );

  app.delete(
    '/:id/removals/:removal',
    {
      schema: {
        operationId: 'undoBatchRemoval',
        summary: 'Undo a thinning that did not happen, saying why',
        description: `${CHANGEABLE} Its animals go back to their division. Audited with the reason.`,
        params: removalParamsSchema,
        body: removalUndoSchema,
      },
    },
    async (request, reply) => {
      await undoBatchRemoval(app.database.db, request.principal, request.params.id, request.params.removal, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/lodging',
    {
      schema: {
        operationId: 'getLodging',
        summary: "The batch's lodging as typed: identification, moment, lineage, sex, entry weight, age, origin and animals housed",
        description: 'What its correction form starts from. A batch the caller cannot read is a 404.',
        params: idParamsSchema,
        response: { 200: lodgingSchema },
      },
    },
    (request) => lodgingOfBatch(app.database.db, request.principal, request.params.id),
  );

  app.patch(
    '/:id/lodging',
    {
      schema: {
        operationId: 'correctLodging',
        summary: 'Correct what was typed wrong at lodging, and why',
        description: `${CHANGEABLE} The animals housed per division (the batch's division ids) move the animals alive by as many, and cannot be fewer than the division has lost and given already (400). The lodging's moment and age date every record of the batch: they change only while it has none (400 naming the field). Audited with the reason, before and after.`,
        params: idParamsSchema,
        body: lodgingCorrectionSchema,
        response: { 200: lodgingSchema },
      },
    },
    (request) => correctLodging(app.database.db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'undoLodging',
        summary: 'Undo a lodging that did not happen, saying why',
        description: `${CHANGEABLE} Only while nothing was recorded of the batch (409 otherwise: correct it instead). Audited with the reason.`,
        params: idParamsSchema,
        body: undoInputSchema,
      },
    },
    async (request, reply) => {
      await undoLodging(app.database.db, request.principal, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
