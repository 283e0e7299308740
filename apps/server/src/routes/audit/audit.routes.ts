import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, auditListSchema, auditQuerySchema } from '@plantel/contracts';
import { listAudit } from '../../services/access/audit.service';

/** The company's audit log (staff only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listAudit',
        summary: 'Changes to the farm register, to people and their access, and to flocks: who, when, what, before and after',
        description: "Newest first. `start` and `end` are the company's calendar days. Staff only (403).",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    (request) => listAudit(app.database.db, request.principal, request.query, alertLanguageOf(request.query.lang, request.headers['accept-language'])),
  );
};
