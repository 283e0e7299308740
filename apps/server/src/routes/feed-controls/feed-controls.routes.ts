import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedControlInputSchema,
  feedControlListSchema,
  feedControlPatchSchema,
  feedControlSchema,
  feedControlsQuerySchema,
  idParamsSchema,
} from '@plantel/contracts';
import { changeFeedControl, createFeedControl, getFeedControls, removeFeedControl } from '../../services/nutrition/feed-controls.service';

const WRITES =
  "Needs Nutrição in the batch's module; guests get 403. Quantity in kg, more than 0; the date not in the future; the silo of the batch's shed; the ration type of the company. A delivery newer than the silo's last reading adds to its stock until the next reading; the shed's silo status, feed available and end-of-feed date follow in the same transaction.";

export const feedControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listFeedControls',
        summary: "A batch's feed deliveries (feed-control records), paged",
        description: "Filtered by silo and by UTC days start…end (end not after today, start not after end), by date newest first unless `ordering=date`. A batch outside the scope (Nutrição) is a 404.",
        querystring: feedControlsQuerySchema,
        response: { 200: feedControlListSchema },
      },
    },
    (request) => getFeedControls(app.database.db, request.principal, request.query),
  );

  app.post(
    '/',
    { schema: { operationId: 'createFeedControl', summary: 'Record a feed delivery typed in by hand (feed_control_type 1)', description: WRITES, body: feedControlInputSchema, response: { 201: feedControlSchema } } },
    async (request, reply) => reply.code(201).send(await createFeedControl(app.database.db, request.principal, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateFeedControl',
        summary: 'Correct a feed delivery',
        description: `${WRITES} An automatic record (feed_control_type 2, detected by the load cells) keeps its silo and date: changing them is a 409.`,
        params: idParamsSchema,
        body: feedControlPatchSchema,
        response: { 200: feedControlSchema },
      },
    },
    (request) => changeFeedControl(app.database.db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteFeedControl',
        summary: 'Delete a feed delivery typed in by hand',
        description: 'Only manual records (feed_control_type 1); an automatic one is a 409 (spec §6). The silo gives back what the record added to its stock.',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await removeFeedControl(app.database.db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
