import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, batchReportQuerySchema, forecastAccuracySchema, forecastSnapshotsSchema, idParamsSchema, slaughterResultsInputSchema, slaughterResultsSchema, loadPlanInputSchema, loadPlanSchema, loadPlanSettingsSchema, loadPlanVersionSchema, loadPlanVersionsSchema } from '@plantel/contracts';
import type { CompanyEventOptions } from '../../services/integrations/company-events.service';
import { issueLoadPlan } from '../../services/plant/load-plan-issue.service';
import { forecastSnapshots } from '../../services/plant/forecast-snapshots.service';
import { forecastAccuracy, putSlaughterResults, slaughterResults } from '../../services/plant/slaughter-results.service';
import { loadPlanSettings, setLoadPlanSettings } from '../../services/plant/load-plan-settings.service';
import { loadPlan, loadPlanPdf, loadPlanVersions, saveLoadPlan } from '../../services/plant/load-plan.service';
import { sendAttachment } from '../attachment';

const WHO = "Needs Predição in the batch's module (otherwise 404); guests get 403; saving and issuing are for staff (403 otherwise).";

/** A flock's load plan: the loads the plant receives hour by hour (docs/plant-loop.md). */
export const loadPlanRoutes: FastifyPluginAsyncZod<{ events: CompanyEventOptions }> = async (app, { events }) => {
  const db = app.database.db;

  app.get(
    '/:id/load-plan',
    {
      schema: {
        operationId: 'getBatchLoadPlan',
        summary: "The newest version of a flock's load plan, and how far the forecast has moved since it was saved",
        description: `${WHO} null while the flock has no plan. Each load's expected weight is the forecast when its feed is withdrawn less the live shrink to the plant's scale, as the version's settings had it.`,
        params: idParamsSchema,
        response: { 200: loadPlanSchema.nullable() },
      },
    },
    (request) => loadPlan(db, request.principal, request.params.id),
  );

  app.put(
    '/:id/load-plan',
    {
      schema: {
        operationId: 'putBatchLoadPlan',
        summary: 'Save the load plan: every load with its catch, truck, birds and divisions; kept as a new version',
        description: `${WHO} Refused (400): a division of another batch, more birds than the flock holds, a load whose feed withdrawal would already have begun or lies beyond the forecast. 409: the flock has no planned slaughter day or no forecast, or a catch falls inside a treatment's withdrawal (naming the product, the treatment and its end).`,
        params: idParamsSchema,
        body: loadPlanInputSchema,
        response: { 201: loadPlanVersionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveLoadPlan(db, request.principal, request.params.id, request.body)),
  );

  app.get(
    '/:id/load-plan/versions',
    {
      schema: {
        operationId: 'listBatchLoadPlanVersions',
        summary: 'Every version of the load plan, newest first, as each was saved',
        description: WHO,
        params: idParamsSchema,
        response: { 200: loadPlanVersionsSchema },
      },
    },
    async (request) => ({ results: await loadPlanVersions(db, request.principal, request.params.id) }),
  );

  app.get(
    '/:id/load-plan/pdf',
    {
      schema: {
        operationId: 'getBatchLoadPlanPdf',
        summary: "The newest load plan as a PDF in the reader's language (`lang`, else Accept-Language, else pt-BR)",
        description: `${WHO} Answers \`application/pdf\` as an attachment; 404 while the flock has no plan.`,
        params: idParamsSchema,
        querystring: batchReportQuerySchema.pick({ lang: true }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const lang = alertLanguageOf(request.query.lang, request.headers['accept-language']);
      const pdf = await loadPlanPdf(db, request.principal, request.params.id, lang);
      return sendAttachment(reply, { contentType: 'application/pdf', filename: `plantel-plano-de-carregamento-${request.params.id}.pdf`, body: pdf });
    },
  );

  app.get(
    '/:id/forecast-snapshots',
    {
      schema: {
        operationId: 'listBatchForecastSnapshots',
        summary: "What the forecast said, day by day, of the flock's weight on its planned slaughter day, as it was made",
        description: `${WHO} Kept once a company day while the flock is planned, never recomputed: the plant's weights score them afterwards.`,
        params: idParamsSchema,
        response: { 200: forecastSnapshotsSchema },
      },
    },
    async (request) => ({ results: await forecastSnapshots(db, request.principal, request.params.id) }),
  );

  app.put(
    '/:id/slaughter-results',
    {
      schema: {
        operationId: 'putBatchSlaughterResults',
        summary: "The plant's results of the flock, load by load: scale weights, birds hung and dead on arrival, condemnations by cause, footpad scores",
        description: `${WHO} Sent again, they replace the last (with an Idempotency-Key, a resend is answered as the first). The batch's slaughter day, birds delivered (hung + dead on arrival) and live kg (the loads' net) become the plant's, which the settlement's closing takes. Refused (400): a net that is not the gross less the tare, more birds condemned whole or scored than hung, more birds than housed, a slaughter day outside the batch. A settled batch (409) changes through its statement's correction.`,
        params: idParamsSchema,
        body: slaughterResultsInputSchema,
        response: { 200: slaughterResultsSchema },
      },
    },
    (request) => putSlaughterResults(db, request.principal, request.params.id, request.body),
  );

  app.get(
    '/:id/slaughter-results',
    {
      schema: {
        operationId: 'getBatchSlaughterResults',
        summary: "The plant's results of the flock and the figures they give; null until they are in",
        description: WHO,
        params: idParamsSchema,
        response: { 200: slaughterResultsSchema.nullable() },
      },
    },
    (request) => slaughterResults(db, request.principal, request.params.id),
  );

  app.get(
    '/:id/forecast-accuracy',
    {
      schema: {
        operationId: 'getBatchForecastAccuracy',
        summary: "The forecasts kept 1, 3 and 7 days before the slaughter, against the plant's mean weight",
        description: `${WHO} 404 until the plant's results are in. The actual weight is the loads' net kg over the birds hung and dead on arrival.`,
        params: idParamsSchema,
        response: { 200: forecastAccuracySchema },
      },
    },
    (request) => forecastAccuracy(db, request.principal, request.params.id),
  );

  app.post(
    '/:id/load-plan/issue',
    {
      schema: {
        operationId: 'issueBatchLoadPlan',
        summary: 'Send the newest load plan now as `load_plan.issued` on the company events webhook',
        description: `${WHO} Signed as the alerts' webhook is; the version keeps what became of it (delivered, failed with the answer, or no address set). Without anyone issuing it, Plantel issues the newest version 48 h before its first catch. 404 while the flock has no plan.`,
        params: idParamsSchema,
        response: { 200: loadPlanVersionSchema },
      },
    },
    (request) => issueLoadPlan(db, request.principal, request.params.id, events),
  );
};

/** How the company's flocks go to the plant: the settings of its load plans. */
export const loadPlanSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getLoadPlanSettings',
        summary: "The company's feed withdrawal and transport hours, live shrink per hour, and how far a plan's forecast may move",
        description: 'Any signed-in user of the company; the defaults until staff set them (docs/plant-loop.md).',
        response: { 200: loadPlanSettingsSchema },
      },
    },
    (request) => loadPlanSettings(db, request.principal),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'putLoadPlanSettings',
        summary: "Set how the company's flocks go to the plant",
        description: 'Staff (403 otherwise); audited. Plans saved before keep the settings they were computed with.',
        body: loadPlanSettingsSchema,
        response: { 200: loadPlanSettingsSchema },
      },
    },
    (request) => setLoadPlanSettings(db, request.principal, request.body),
  );
};
