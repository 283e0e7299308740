import type { FastifyError, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertLanguageOf,
  apiErrorSchema,
  BATCH_IMPORT_LABELS,
  BATCH_IMPORT_MAX_BYTES,
  batchImportQuerySchema,
  batchImportTemplateQuerySchema,
  type BatchImportTemplateQuery,
  batchImportRefusedSchema,
  batchImportResultSchema,
  batchImportSchema,
  XLSX_CONTENT_TYPE,
  batchDetailSchema,
  batchReportQuerySchema,
  batchPerformanceSchema,
  batchNutritionSchema,
  batchPcpSchema,
  batchSanitySchema,
  consumptionHistoryQuerySchema,
  consumptionHistorySchema,
  idParamsSchema,
  mortalityDayListSchema,
  mortalityDaysQuerySchema,
  mortalityInputSchema,
  mortalityRecordSchema,
  weighingInputSchema,
  weighingSchema,
} from '@plantel/contracts';
import { getBatchPerformance } from '../../services/performance/batch-performance.service';
import { getBatchNutrition, getConsumptionHistory } from '../../services/nutrition/batch-nutrition.service';
import { renderBatchReport } from '../../services/reports/batch-report.service';
import { getBatchSanity } from '../../services/sanity/batch-sanity.service';
import { getBatch } from '../../services/register/batches.service';
import { getBatchPcp } from '../../services/performance/slaughter-forecast.service';
import { addWeighing, listMortalityDays, recordMortality } from '../../services/performance/growth-records.service';
import { batchImportTemplateFor, importBatchAs, requireBatchImporter, importTooLarge, notAnImportFile, type ImportBody } from '../../services/batch-import/import-batch';
import { ImportFileError, ImportRefusedError, refusedAnswer } from '../../services/batch-import/source';
import { acceptImportBodies, askedLanguage } from '../../plugins/import-body';
import { sendAttachment } from '../attachment';

const languageOf = (request: FastifyRequest) =>
  alertLanguageOf(askedLanguage(request), request.headers['accept-language']);

const IMPORT_DESCRIPTION = [
  'Staff or superusers of the company only (403 otherwise), into a shed of the company whose module grants them Performance.',
  `The body is the JSON below (\`application/json\`) or the .xlsx template filled in, sent as it is (\`${XLSX_CONTENT_TYPE}\`; any zip-shaped body is read as .xlsx), at most ${BATCH_IMPORT_MAX_BYTES / 1024 / 1024} MB (413); any other body is a 415.`,
  'Sheets and columns are found by their names in pt-BR, en or es, or by the JSON keys; individual weights go in one cell separated by `;` or spaces; dates are Excel dates or ISO text (a time without offset is on the company clock).',
  'Every value is checked before anything is written: a 400 lists every refusal with its sheet, row (spreadsheet rows as Excel numbers them, header = 1; JSON lists from 1, the batch object is row 1), field, column and reason in the language of `lang`, Accept-Language or pt-BR, and nothing is stored.',
  'Importing the same identification into the same shed again replaces that batch\'s imported history (`replaced: true`); an identification the shed already follows live is refused. With a slaughter the batch is closed on that day. Weights in g, feed and live weight in kg. See docs/batch-import.md.',
].join(' ');

export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import reads JSON or a raw .xlsx up to its own size limit, with its own parsers and words for a body it cannot take.
  await app.register(async (scope) => {
    acceptImportBodies(scope, {
      notJson: (request) => new ImportFileError(400, BATCH_IMPORT_LABELS[languageOf(request)].notJson),
      notAFile: (request) => notAnImportFile(languageOf(request)),
      mayWrite: (principal, request) => requireBatchImporter(principal, languageOf(request)),
    });
    scope.setErrorHandler((error: FastifyError, request) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw importTooLarge(languageOf(request));
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw notAnImportFile(languageOf(request));
      throw error;
    });

    scope.post(
      '/import',
      {
        bodyLimit: BATCH_IMPORT_MAX_BYTES,
        schema: {
          operationId: 'importBatch',
          summary: "Import one batch's history (past or current) from the .xlsx template or JSON: batch, weighings, daily feed and mortality, slaughter",
          description: IMPORT_DESCRIPTION,
          querystring: batchImportQuerySchema,
          body: batchImportSchema,
          response: {
            201: batchImportResultSchema,
            400: z.union([batchImportRefusedSchema, apiErrorSchema]),
            401: apiErrorSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
        // The body schema documents the JSON form; the service reads and checks both forms itself, so every refusal is reported at once.
        validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])),
      },
      async (request, reply) => {
        const lang = languageOf(request);
        const body = request.body as unknown as ImportBody | undefined;
        if (!body) throw notAnImportFile(lang);
        try {
          return reply.code(201).send(await importBatchAs(app.database.db, request.principal, body, lang));
        } catch (err) {
          if (err instanceof ImportRefusedError) return reply.code(400).send(refusedAnswer(lang, request.id, err.refusals));
          throw err;
        }
      },
    );

    scope.get(
      '/import/template',
      {
        schema: {
          operationId: 'getBatchImportTemplate',
          summary: 'The .xlsx template of a batch import, in a language',
          description:
            'One sheet per kind of row (batch, weighings, feed, mortality, slaughter) with the sheet and column names of `lang` (else Accept-Language, else pt-BR), a bold header row whose cells carry a note on what goes in them, and date columns formatted as dates. With `shed`, the batch row names that shed already (404 for a shed the caller cannot import into). Any signed-in user may download it.',
          querystring: batchImportTemplateQuerySchema,
          produces: [XLSX_CONTENT_TYPE],
          response: { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { filename, body } = await batchImportTemplateFor(app.database.db, request.principal, languageOf(request), (request.query as BatchImportTemplateQuery).shed);
        return sendAttachment(reply, { contentType: XLSX_CONTENT_TYPE, filename, body });
      },
    );
  });

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getBatch',
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
        operationId: 'getBatchPerformance',
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
        operationId: 'getBatchSanity',
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
        operationId: 'getBatchNutrition',
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
        operationId: 'getBatchPcp',
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
        operationId: 'getBatchConsumptionHistory',
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
        operationId: 'getBatchReport',
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
      return sendAttachment(reply, { contentType: 'application/pdf', filename: `plantel-batch-${request.params.id}.pdf`, body: pdf });
    },
  );

  app.post(
    '/:id/weighings',
    {
      schema: {
        operationId: 'createWeighing',
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

  app.get(
    '/:id/mortality',
    {
      schema: {
        operationId: 'listBatchMortality',
        summary: "A division's recorded days of deaths and culls, newest first, with who last wrote each",
        description: "For whoever reads the batch's performance; a guest reads the counts without who wrote them. A division not of the batch is a 400.",
        params: idParamsSchema,
        querystring: mortalityDaysQuerySchema,
        response: { 200: mortalityDayListSchema },
      },
    },
    (request) => listMortalityDays(app.database.db, request.principal, request.params.id, request.query.division),
  );

  app.put(
    '/:id/mortality',
    {
      schema: {
        operationId: 'putBatchMortality',
        summary: "Record a division's deaths and culls of one day, replacing the day's or added to them",
        description:
          "With `mode: add` the counts are added to the day's (a second count of the day); otherwise they replace the day's, and with `replaces` a day another person recorded meanwhile is a 409 with its counts. The answer is the day's counts in all. The animals lodged in the division and the batch follow. Needs the Performance permission; guests get 403.",
        params: idParamsSchema,
        body: mortalityInputSchema,
        response: { 200: mortalityRecordSchema },
      },
    },
    (request) => recordMortality(app.database.db, request.principal, request.params.id, request.body),
  );
};
