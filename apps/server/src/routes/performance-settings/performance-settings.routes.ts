import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, performanceSettingsSchema } from '@plantel/contracts';
import { getPerformanceSettings, updatePerformanceSettings } from '../../services/performance/performance-settings.service';

/** The company's conventions for its performance figures (the adjusted FCR): everyone reads, staff change. */
export const performanceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getPerformanceSettings',
        summary: "The company's performance settings: the adjusted FCR's reference weight and points per 100 g",
        description:
          "Adjusted FCR = FCR − (mean weight − reference weight) ÷ 100 g × points per 100 g (docs/kpis.md). Plantel's defaults (2,500 g and 0.02 per 100 g, the ILVO proposal) until the company's staff change them. Anyone signed in reads them.",
        response: { 200: performanceSettingsSchema, 401: apiErrorSchema },
      },
    },
    (request) => getPerformanceSettings(db, request.principal.companyId),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'putPerformanceSettings',
        summary: "Set the company's performance settings (staff only)",
        description:
          'Staff or superusers of the company only (403 otherwise). A value out of its range is a 400 naming the field and why (reference weight 500–6,000 g, points 0–0.2 per 100 g; the older convention is 1,500 g and 0.04). Answers the settings as stored.',
        body: performanceSettingsSchema,
        response: { 200: performanceSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => updatePerformanceSettings(db, request.principal, request.body),
  );
};
