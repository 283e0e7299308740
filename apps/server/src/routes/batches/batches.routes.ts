import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertLanguageOf,
  batchDetailSchema,
  batchReportQuerySchema,
  batchPerformanceSchema,
  batchNutritionSchema,
  batchPcpSchema,
  batchSanitySchema,
  consumptionHistoryQuerySchema,
  consumptionHistorySchema,
  idParamsSchema,
  mortalityInputSchema,
  mortalityRecordSchema,
  weighingInputSchema,
  weighingSchema,
} from '@plantel/contracts';
import { getBatchPerformance } from '../../services/batch-performance.service';
import { getBatchNutrition, getConsumptionHistory } from '../../services/batch-nutrition.service';
import { renderBatchReport } from '../../services/batch-report.service';
import { getBatchSanity } from '../../services/batch-sanity.service';
import { getBatch } from '../../services/batches.service';
import { getBatchPcp } from '../../services/slaughter-forecast.service';
import { addWeighing, recordMortality } from '../../services/growth-records.service';

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

  app.get(
    '/:id/performance',
    {
      schema: {
        summary: "A batch's growth per division and for the batch, computed from its raw weighings",
        description:
          'Needs the Performance permission in the batch\'s module (otherwise 404). Daily points (mean weight of the day\'s weighings, reference weight, G.P.D.), weekly points, the latest weighing\'s samples and 50 g histogram, uniformity, and for the batch FCR, mortality, viability and EPEF (broilers). Weights in g, feed in kg.',
        params: idParamsSchema,
        response: { 200: batchPerformanceSchema },
      },
    },
    (request) => getBatchPerformance(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id/sanity',
    {
      schema: {
        summary: "A batch's climate, comfort and losses per division, computed from the raw sensor readings",
        description:
          'Needs the Sanidade permission in the batch\'s module (otherwise 404). Latest S0/D0 values (null and stale when older than an hour), last-24 h ranges against the ideal band for the age, hourly means over the batch, every reading of the last 24 h, daily temperature amplitude, hours in each comfort level by enthalpy, losses and the latest airsacculitis inspection.',
        params: idParamsSchema,
        response: { 200: batchSanitySchema },
      },
    },
    (request) => getBatchSanity(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id/nutrition',
    {
      schema: {
        summary: "A batch's silos, feed totals, end-of-feed forecast and water, computed from the load cells and meters",
        description:
          "Needs the Nutrição permission in the batch's module (otherwise 404). Per silo: stock, room, deliveries of the batch, occupation and status; totals across silos; when the feed runs out (reference intake for the age scaled by what the animals ate over the last 3 days) with the stock falling every 6 h until then; water per hour (48 h) and per day of age (14 days), null without a water meter. Feed in kg, water in litres.",
        params: idParamsSchema,
        response: { 200: batchNutritionSchema },
      },
    },
    (request) => getBatchNutrition(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id/pcp',
    {
      schema: {
        summary: "A broiler batch's production projection (PCP): its live weight by age",
        description:
          "Needs the Predição permission in the batch's module (otherwise 404). The 14 ages before today's and today's (weighed mean weight where weighed, else expected), then the growth forecast to day 56, each times the animals at that age (past: the lodged plus later losses; future: thinned by the recent daily mortality). Weights in g, projection in kg. Empty for a batch that cannot be forecast.",
        params: idParamsSchema,
        response: { 200: batchPcpSchema },
      },
    },
    (request) => getBatchPcp(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id/consumption-history',
    {
      schema: {
        summary: 'Feed eaten by a batch per day or week of age, against the reference',
        description:
          "Needs the Nutrição permission in the batch's module (otherwise 404). Days from the load cells (falls are feed eaten, jumps are deliveries), between start and end (default the last 14 days), or summed per week of age. kg.",
        params: idParamsSchema,
        querystring: consumptionHistoryQuerySchema,
        response: { 200: consumptionHistorySchema },
      },
    },
    (request) => getConsumptionHistory(app.database.db, request.principal, request.params.id, request.query),
  );

  app.get(
    '/:id/report',
    {
      schema: {
        summary: 'The batch report as a PDF: identification, indicators against the reference, charts, comfort, feed, alerts and forecast',
        description:
          "Sections follow the caller's permissions in the batch's module (Performance, Sanidade, Nutrição, Predição); a guest reads the company, property and producer masked. Another company's batch is a 404. Answers `application/pdf` as an attachment.",
        params: idParamsSchema,
        querystring: batchReportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const lang = alertLanguageOf(request.query.lang, request.headers['accept-language']);
      const pdf = await renderBatchReport(app.database.db, request.principal, request.params.id, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="plantel-batch-${request.params.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/:id/weighings',
    {
      schema: {
        summary: 'Record a weighing of one division by hand: individual weights, or an average with a count',
        description:
          'Needs the Performance permission in the batch\'s module; guests get 403. The time must fall within the batch and not in the future, and the weights must be plausible for the age (40–180 % of the growth target). Two weighings of a division at the same moment are a 409.',
        params: idParamsSchema,
        body: weighingInputSchema,
        response: { 201: weighingSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addWeighing(app.database.db, request.principal, request.params.id, request.body)),
  );

  app.put(
    '/:id/mortality',
    {
      schema: {
        summary: "Record a division's deaths and culls of one day (the same day again replaces it)",
        description: 'The animals lodged in the division and the batch follow. Needs the Performance permission; guests get 403.',
        params: idParamsSchema,
        body: mortalityInputSchema,
        response: { 200: mortalityRecordSchema },
      },
    },
    (request) => recordMortality(app.database.db, request.principal, request.params.id, request.body),
  );
};
