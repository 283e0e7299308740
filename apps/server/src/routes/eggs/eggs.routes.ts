import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eggProductionSchema, eggRecordInputSchema, eggRecordSchema, idParamsSchema } from '@plantel/contracts';
import { eggProduction, recordEggs } from '../../services/eggs/egg-records.service';

/** Eggs of breeder and laying flocks: the day's records per division and the weeks of lay (docs/kpis.md, "Eggs"). */
export const eggsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/:id/eggs',
    {
      schema: {
        operationId: 'getBatchEggs',
        summary: "A laying flock's egg records and its weeks of lay",
        description:
          "Needs the Performance permission in the batch's module (otherwise 404); a batch that does not lay (broilers, pigs) is a 404. Each record carries the division's hens at the start of its day. Weeks of life count days 0–6 of age as week 1; rates divide the week's sums. No breed standard is loaded yet (`standard` is null).",
        params: idParamsSchema,
        response: { 200: eggProductionSchema },
      },
    },
    (request) => eggProduction(db, request.principal, request.params.id),
  );

  app.put(
    '/:id/eggs',
    {
      schema: {
        operationId: 'putBatchEggs',
        summary: "Record a division's eggs of one day (the same day again replaces it)",
        description:
          "Breeder and laying flocks only (409 for others). Needs the Performance permission; guests get 403. Refused (400): a day before the lodging, after the closing or ahead of today; more eggs than the division's hens that day (`eggs.errors.moreThanHens`); kinds adding up to more than the eggs collected.",
        params: idParamsSchema,
        body: eggRecordInputSchema,
        response: { 200: eggRecordSchema },
      },
    },
    (request) => recordEggs(db, request.principal, request.params.id, request.body),
  );
};
