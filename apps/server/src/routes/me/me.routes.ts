import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginResponseSchema, passwordChangeSchema, profileSchema } from '@plantel/contracts';
import { claimsFor, toSessionUser } from '../../services/access/auth.service';
import { changeOwnPassword, getProfile } from '../../services/access/me.service';

/** The signed-in user's own account: the profile the user menu shows, and a password change. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Who is signed in: name, username, company and roles',
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    (request) => getProfile(db, request.principal),
  );

  app.post(
    '/password',
    {
      // Guessing the current password through this route is as slow as through sign-in.
      config: { secretAnswer: true, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (r) => `password:${r.principal?.userId ?? r.ip}` } },
      schema: {
        operationId: 'changeOwnPassword',
        summary: "Change one's own password",
        description:
          'Checks the current password (400 naming `current_password` when wrong) and the new one (400 naming `new_password` when shorter than 8 characters or equal to the current one). Every access and refresh token issued before stops working, on every device; the answer carries fresh ones for this session. Guests change nothing (403). At most 10 attempts a minute (429).',
        body: passwordChangeSchema,
        response: { 200: loginResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await changeOwnPassword(db, request.principal, request.body);
      request.log.info({ username: user.username }, 'password changed');
      const claims = claimsFor(user);
      return { access: await reply.jwtSign(claims), refresh: app.signRefresh(claims), user: toSessionUser(user) };
    },
  );
};
