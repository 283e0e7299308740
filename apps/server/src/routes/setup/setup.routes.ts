import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupDoneSchema, setupInputSchema, setupStateSchema } from '@plantel/contracts';
import { completeSetup, getSetupState } from '../../services/access/first-run.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request made on the machine the server runs on: from a loopback address, and not passed on by
 * a proxy (a proxy on the same machine would make everyone look local).
 */
const fromMachine = (request: FastifyRequest) =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;

/** An installation's first run (no company yet): its first company and administrator, by the setup page. */
export const setupRoutes: FastifyPluginAsyncZod<{ publicUrl: string; publicUrlSet: boolean }> = async (app, { publicUrl, publicUrlSet }) => {
  const db = app.database.db;
  app.get(
    '/',
    {
      schema: {
        operationId: 'getSetupState',
        summary: 'Whether the installation still has no company, and whether the setup token is asked for',
        security: [],
        response: { 200: setupStateSchema },
      },
    },
    (request) => getSetupState(db, fromMachine(request)),
  );
  app.post(
    '/',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'completeSetup',
        summary: 'Make the first company and its administrator, who holds every module and permission',
        description:
          'Only while no company exists (409 after). From another machine than the server’s, the setup token printed at start is asked for (403 naming `token` when wrong or missing). The token is then spent; the administrator signs in with the password sent.',
        security: [],
        body: setupInputSchema,
        response: { 201: setupDoneSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await completeSetup(db, request.body, { fromMachine: fromMachine(request), links: { publicUrl, publicUrlSet } })),
  );
};
