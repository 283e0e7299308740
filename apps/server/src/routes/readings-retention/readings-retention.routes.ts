import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, readingsRetentionSchema } from '@plantel/contracts';
import { getReadingsRetention, updateReadingsRetention } from '../../services/telemetry/readings-retention.service';

/** How long the company's raw readings are kept: everyone reads, staff change. */
export const readingsRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getReadingsRetention',
        summary: "Months of raw readings the company keeps",
        description:
          'Raw readings (climate, air quality, silo load cells, water meters) older than the current month and this many before it are expired: hidden from the company, and dropped by whole months once every company has expired them. Hourly summaries and the daily consumption history are kept for good (docs/retention.md). Plantel keeps 24 months until staff change it. Anyone signed in reads it.',
        response: { 200: readingsRetentionSchema, 401: apiErrorSchema },
      },
    },
    (request) => getReadingsRetention(db, request.principal.companyId),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'putReadingsRetention',
        summary: 'Set how many months of raw readings the company keeps (staff only)',
        description:
          'Staff or superusers of the company only (403 otherwise). A whole number of months from 4 (above the 90-day window readings are accepted in) to 120; anything else is a 400 naming the field and why. Answers the setting as stored.',
        body: readingsRetentionSchema,
        response: { 200: readingsRetentionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => updateReadingsRetention(db, request.principal, request.body),
  );
};
