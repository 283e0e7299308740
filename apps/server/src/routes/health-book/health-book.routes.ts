import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertLanguageOf, batchReportQuerySchema, bulletinVersionSchema, bulletinVersionsSchema, healthBookSchema, idParamSchema, sanitaryBulletinSchema, idParamsSchema, sampleInputSchema, sampleResultInputSchema, sampleSchema, treatmentInputSchema, treatmentSchema, vaccinationInputSchema, vaccinationSchema } from '@plantel/contracts';
import { recordSample, recordSampleResult, recordTreatment, recordVaccination } from '../../services/health/health-records.service';
import { sanitaryBulletin, sanitaryBulletinPdf } from '../../services/health/sanitary-bulletin.service';
import { issueSanitaryBulletin, sanitaryBulletinVersions } from '../../services/health/sanitary-bulletin-versions.service';
import type { CompanyEventOptions } from '../../services/integrations/company-events.service';
import { healthBook } from '../../services/health/health-book.service';
import { sendAttachment } from '../attachment';

const WHO =
  "Needs Sanidade in the batch's module (otherwise 404); guests get 403; recording is for staff (403 otherwise), and a settled batch's book is frozen (409). Sent with an Idempotency-Key, a record is written once however often it is sent.";
const sampleParamsSchema = z.object({ id: idParamSchema, sample: idParamSchema });

/** A flock's health book: treatments, vaccinations and samples (docs/health-book.md). */
export const healthBookRoutes: FastifyPluginAsyncZod<{ events: CompanyEventOptions }> = async (app, { events }) => {
  const db = app.database.db;

  app.get(
    '/:id/health-book',
    {
      schema: {
        operationId: 'getBatchHealthBook',
        summary: "A flock's treatments, vaccinations and samples, and the withdrawal that runs",
        description: `${WHO} Each treatment carries the end of its meat withdrawal (the last dose plus the product's days for the flock's species) and, for a flock in lay, of its eggs'.`,
        params: idParamsSchema,
        response: { 200: healthBookSchema },
      },
    },
    (request) => healthBook(db, request.principal, request.params.id),
  );

  app.get(
    '/:id/sanitary-bulletin',
    {
      schema: {
        operationId: 'getBatchSanitaryBulletin',
        summary: "The flock's sanitary bulletin (Boletim Sanitário): what the plant receives with the lot",
        description: `${WHO} Who and where the flock is (the producer with the tax id, the property and its municipality), the animals housed, the mortality by week of life, every treatment with its active ingredients and the end of its withdrawal, every vaccination and sample with its result, the prescribing veterinarians and the planned slaughter day.`,
        params: idParamsSchema,
        response: { 200: sanitaryBulletinSchema },
      },
    },
    (request) => sanitaryBulletin(db, request.principal, request.params.id),
  );

  app.get(
    '/:id/sanitary-bulletin/pdf',
    {
      schema: {
        operationId: 'getBatchSanitaryBulletinPdf',
        summary: "The sanitary bulletin as a PDF in the reader's language (`lang`, else Accept-Language, else pt-BR: it goes to a Brazilian plant)",
        description: `${WHO} Answers \`application/pdf\` as an attachment.`,
        params: idParamsSchema,
        querystring: batchReportQuerySchema.pick({ lang: true }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const lang = alertLanguageOf(request.query.lang, request.headers['accept-language']);
      const pdf = await sanitaryBulletinPdf(db, request.principal, request.params.id, lang);
      return sendAttachment(reply, { contentType: 'application/pdf', filename: `plantel-boletim-sanitario-${request.params.id}.pdf`, body: pdf });
    },
  );

  app.get(
    '/:id/sanitary-bulletin/versions',
    {
      schema: {
        operationId: 'listBatchSanitaryBulletinVersions',
        summary: 'Every version of the sanitary bulletin issued, newest first, and whether the newest is out of date',
        description: `${WHO} Out of date: a treatment, vaccination, sample or result recorded since the newest was issued, or the planned day moved.`,
        params: idParamsSchema,
        response: { 200: bulletinVersionsSchema },
      },
    },
    (request) => sanitaryBulletinVersions(db, request.principal, request.params.id),
  );

  app.post(
    '/:id/sanitary-bulletin/versions',
    {
      schema: {
        operationId: 'issueBatchSanitaryBulletin',
        summary: 'Issue the sanitary bulletin as the book reads now: kept as a new version and sent as `sanitary_bulletin.issued`',
        description: `${WHO} The event goes to the company's events webhook (PUT /v2/notifications/events-webhook), signed as the alerts' webhook is; the version keeps what became of it (delivered, failed with the answer, or no address set). Without anyone issuing it, Plantel issues it 24 h before the planned day begins.`,
        params: idParamsSchema,
        response: { 201: bulletinVersionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await issueSanitaryBulletin(db, request.principal, request.params.id, events)),
  );

  app.post(
    '/:id/treatments',
    {
      schema: {
        operationId: 'createBatchTreatment',
        summary: 'Record a treatment given to a flock',
        description: `${WHO} Refused (400): a product not in the catalogue, of another species, a vaccine, not given by the route, not allowed in lay on a flock in lay; an antimicrobial without its quantity; a first dose ahead of now; a moment outside the batch; a division of another batch; a last dose before the first.`,
        params: idParamsSchema,
        body: treatmentInputSchema,
        response: { 201: treatmentSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordTreatment(db, request.principal, request.params.id, request.body)),
  );

  app.post(
    '/:id/vaccinations',
    {
      schema: {
        operationId: 'createBatchVaccination',
        summary: 'Record a vaccination of a flock',
        description: `${WHO} Refused (400): a product that is not a vaccine of the catalogue, of another species, not given by the route; a day outside the batch or ahead of today.`,
        params: idParamsSchema,
        body: vaccinationInputSchema,
        response: { 201: vaccinationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordVaccination(db, request.principal, request.params.id, request.body)),
  );

  app.post(
    '/:id/samples',
    {
      schema: {
        operationId: 'createBatchSample',
        summary: 'Record a sample taken from a flock, with its result or pending',
        description: `${WHO} Refused (400): a day outside the batch or ahead of today; a result before the sample or ahead of today; a serovar without a positive result.`,
        params: idParamsSchema,
        body: sampleInputSchema,
        response: { 201: sampleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordSample(db, request.principal, request.params.id, request.body)),
  );

  app.put(
    '/:id/samples/:sample/result',
    {
      schema: {
        operationId: 'putBatchSampleResult',
        summary: "A pending sample's result",
        description: `${WHO} A sample whose result is known is a 409.`,
        params: sampleParamsSchema,
        body: sampleResultInputSchema,
        response: { 200: sampleSchema },
      },
    },
    (request) => recordSampleResult(db, request.principal, request.params.id, request.params.sample, request.body),
  );
};
