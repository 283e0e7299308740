import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@plantel/contracts';
import { authenticate, claimsFor, toSessionUser } from '../../services/auth.service';
import { sendError } from '../../plugins/errors';

export interface TokenRoutesOptions {
  maxPerClient: number;
  maxPerUser: number;
}

function usernameOf(body: unknown): string {
  const username = (body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

export const tokenRoutes: FastifyPluginAsyncZod<TokenRoutesOptions> = async (app, options) => {
  // Two budgets: one per client address, one per client and username (spec: rate-limited login).
  const perClient = app.rateLimit({ max: options.maxPerClient, timeWindow: '1 minute', keyGenerator: (r) => `login:${r.ip}` });
  const perUser = app.rateLimit({
    max: options.maxPerUser,
    timeWindow: '1 minute',
    keyGenerator: (r) => `login:${r.ip}:${usernameOf(r.body)}`,
  });

  app.post(
    '/',
    {
      preHandler: [perClient, perUser],
      schema: {
        summary: 'Sign in: exchange username and password for an access token',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await authenticate(app.database.db, username, password);
      if (!user) {
        request.log.info({ username }, 'login refused');
        return sendError(request, reply, 401, 'No active account found with the given credentials');
      }
      return { access: await reply.jwtSign(claimsFor(user)), user: toSessionUser(user) };
    },
  );
};
