import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { antimicrobialUseQuerySchema, antimicrobialUseReportSchema, healthSettingsSchema } from '@plantel/contracts';
import { antimicrobialUseReport } from '../../services/health/antimicrobial-use-report.service';
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

/** The antimicrobial use of a period's slaughtered flocks (docs/health-book.md, "Antimicrobial use"). */
export const antimicrobialUseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/',
    {
      schema: {
        operationId: 'getAntimicrobialUse',
        summary: 'The antimicrobial use of the flocks slaughtered in a period: mg of active ingredient per kg of live weight produced, by class, for the company, each producer or each farm',
        description:
          "Sanidade in some module (guests get 403); each reader's own farms. A flock counts in the period of its slaughter (its closing day on the company's calendar); its kg are its live weight at slaughter and taken out before. A group's mg per kg is all its mg over all its kg. Export: GET /v2/exports/antimicrobial-use.",
        querystring: antimicrobialUseQuerySchema,
        response: { 200: antimicrobialUseReportSchema },
      },
    },
    (request) => antimicrobialUseReport(db, request.principal, request.query),
  );
};
