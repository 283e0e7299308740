import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, homeSummaryQuerySchema, homeSummarySchema, setupChecklistSchema } from '@plantel/contracts';
import { getHomeSummary } from '../../services/overview/home.service';
import { getSetupChecklist } from '../../services/overview/setup-checklist.service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        operationId: 'getHomeSummary',
        summary: 'Home: per module the caller may open, sheds, lodged sheds and recent alerts by type',
        querystring: homeSummaryQuerySchema,
        response: { 200: homeSummarySchema },
      },
    },
    (request) => getHomeSummary(app.database.db, request.principal, request.query.hours, alertLanguageOf(request.headers['accept-language'])),
  );

  app.get(
    '/setup',
    {
      schema: {
        operationId: 'getSetupChecklist',
        summary: "A new company's first steps, each done or not: producer, property, shed with divisions, silo, ration type, device with a key, people, a lodged batch",
        description: 'Staff and superusers (403 otherwise). Archived things do not count; people counts active users besides the first.',
        response: { 200: setupChecklistSchema },
      },
    },
    (request) => getSetupChecklist(app.database.db, request.principal),
  );
};
