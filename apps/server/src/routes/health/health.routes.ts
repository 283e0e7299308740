import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@plantel/contracts';
import { appVersion } from '../../config';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database reachability (no authentication)',
        security: [],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const { db, kind } = app.database;
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: kind, version: appVersion };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: kind, version: appVersion });
      }
    },
  );
};
