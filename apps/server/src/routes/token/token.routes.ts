import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, loginResponseSchema, tokenRefreshRequestSchema, tokenRefreshResponseSchema } from '@plantel/contracts';
import { signIn, claimsFor, toSessionUser, refreshedUser, sessionEndOf } from '../../services/access/auth.service';
import { DEACTIVATED, DEACTIVATED_FIELDS } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';

export interface TokenRoutesOptions {
  maxPerClient: number;
  maxPerUser: number;
  /** Token renewals a minute from one client address: every session behind one office's address renews through it. */
  maxRefreshPerClient: number;
}

function usernameOf(body: unknown): string {
  const username = (body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/** The user id a refresh token names, read without checking it: only to key its renewal budget. */
function subjectOf(body: unknown): string {
  const token = (body as { refresh?: unknown } | undefined)?.refresh;
  if (typeof token !== 'string') return '';
  try {
    const sub = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub.slice(0, 12) : '';
  } catch {
    return '';
  }
}

export const tokenRoutes: FastifyPluginAsyncZod<TokenRoutesOptions> = async (app, options) => {
  // Two budgets: one per client address, one per client and username. The plugin runs only one
  // of its own handlers per request, so both checks run here.
  const budgets = [
    app.createRateLimit({ max: options.maxPerClient, timeWindow: '1 minute', keyGenerator: (r) => `login:${r.ip}` }),
    app.createRateLimit({
      max: options.maxPerUser,
      timeWindow: '1 minute',
      keyGenerator: (r) => `login:${r.ip}:${usernameOf(r.body)}`,
    }),
  ];
  // Renewals have budgets of their own, apart from sign-ins: per client address, and per session (the
  // refresh token's subject; a forged one only spends the address's budget).
  const renewalBudgets = [
    app.createRateLimit({ max: options.maxRefreshPerClient, timeWindow: '1 minute', keyGenerator: (r) => `refresh:${r.ip}` }),
    app.createRateLimit({ max: options.maxPerUser, timeWindow: '1 minute', keyGenerator: (r) => `refresh:${r.ip}:${subjectOf(r.body)}` }),
  ];
  const throttleWith = (checks: typeof budgets, what: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        return sendError(request, reply, 429, `Too many ${what}; try again in ${result.ttlInSeconds} s`);
      }
    }
  };
  const throttle = throttleWith(budgets, 'sign-in attempts');
  const throttleRenewals = throttleWith(renewalBudgets, 'token renewals');

  app.post(
    '/',
    {
      preHandler: throttle,
      schema: {
        operationId: 'createToken',
        summary: 'Sign in: exchange username and password for an access token',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await signIn(app.database.db, username, password);
      if (!user) {
        request.log.info({ username }, 'login refused');
        return sendError(request, reply, 401, 'No active account found with the given credentials');
      }
      const claims = claimsFor(user);
      return { access: await reply.jwtSign(claims), refresh: app.signRefresh(claims), user: toSessionUser(user) };
    },
  );

  app.post(
    '/refresh',
    {
      preHandler: throttleRenewals,
      schema: {
        operationId: 'refreshToken',
        summary: 'A new access token for a refresh token, while it lasts and the password has not changed',
        description: 'The refresh token comes from sign-in; it is refused (401) once expired, after a password change or a deactivation.',
        security: [],
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const claims = app.verifyRefresh(request.body.refresh);
      const user = claims ? await refreshedUser(app.database.db, claims) : null;
      if (claims && !user && (await sessionEndOf(app.database.db, claims)) === 'deactivated') {
        return sendError(request, reply.header('www-authenticate', 'Bearer'), 401, DEACTIVATED, DEACTIVATED_FIELDS);
      }
      if (!claims || !user) return sendError(request, reply.header('www-authenticate', 'Bearer'), 401, 'The sign-in has expired or was ended; sign in again');
      return { access: await reply.jwtSign(claims), user: toSessionUser(user) };
    },
  );
};
