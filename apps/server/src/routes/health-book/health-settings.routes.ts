import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSettingsSchema } from '@plantel/contracts';
import { healthSettings, setHealthSettings } from '../../services/health/health-settings.service';

/** How the company keeps its flocks' health books (docs/health-book.md, "Who keeps it"). */
export const healthSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getHealthSettings',
        summary: 'How the company keeps its health books: whether producers record on their own flocks',
        description: 'Read with Sanidade in some module (guests get 403).',
        response: { 200: healthSettingsSchema },
      },
    },
    (request) => healthSettings(db, request.principal),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'putHealthSettings',
        summary: 'Let producers record treatments, vaccinations and samples on their own flocks, or not',
        description: 'Staff with Sanidade in some module (403 otherwise); audited.',
        body: healthSettingsSchema,
        response: { 200: healthSettingsSchema },
      },
    },
    (request) => setHealthSettings(db, request.principal, request.body),
  );
};
