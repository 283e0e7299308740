import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, homeSummaryQuerySchema, homeSummarySchema } from '@plantel/contracts';
import { getHomeSummary } from '../../services/overview/home.service';

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
};
