import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyUserListSchema,
  companyUserSchema,
  idParamsSchema,
  passwordLinkInfoSchema,
  passwordLinkRedeemSchema,
  passwordLinkSchema,
  passwordLinkTokenSchema,
  userCreatedSchema,
  userCreateSchema,
  userPatchSchema,
  userProducersInputSchema,
} from '@plantel/contracts';
import { listUsersOfCompany } from '../../services/access/company-users.service';
import { inspectPasswordLink, redeemPasswordLink, type LinkContext } from '../../services/access/password-links.service';
import { createCompanyUser, issueUserLink, patchCompanyUser, setUserActive, setUserProducers } from '../../services/access/user-admin.service';

const MANAGERS =
  "Staff with the Usuários permission (superusers always); the others get 403, a user of another company is a 404. A manager gives only the modules and permissions he holds himself (and the staff flag only if staff), and changes, resets, links or deactivates nobody who holds access he lacks (403 naming the field). Audited.";

/** The company's users and the producers each follows (staff only). */
export const usersRoutes: FastifyPluginAsyncZod<LinkContext> = async (app, context) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'listCompanyUsers',
        summary: "The company's users with their roles and the producers they follow (staff only)",
        description:
          'A user linked to producers sees only their farms; staff, superusers and users linked to none see the whole company (`follows_every_farm`). Non-staff get 403.',
        response: { 200: companyUserListSchema },
      },
    },
    (request) => listUsersOfCompany(db, request.principal),
  );

  app.put(
    '/:id/producers',
    {
      schema: {
        operationId: 'putUserProducers',
        summary: 'Set the producers whose farms alone a user follows (user managers)',
        description:
          "Replaces the user's links; an empty list lets them follow the whole company again. Every id must be a producer of the company (400 naming the field otherwise); nobody changes their own links. The user's next request is scoped by the new links. Answers the user as stored. " + MANAGERS,
        params: idParamsSchema,
        body: userProducersInputSchema,
        response: { 200: companyUserSchema },
      },
    },
    (request) => setUserProducers(db, request.principal, request.params.id, request.body),
  );

  app.post(
    '/',
    {
      config: { secretAnswer: true },
      schema: {
        operationId: 'createCompanyUser',
        summary: 'Create a user, who sets a password through a single-use link (72 h)',
        description: `The link is e-mailed when SMTP is set and the user has an address, and then the answer carries no link (\`url\` null); otherwise the answer carries it, to copy and send another way. Staff never see or type another person's password. ${MANAGERS}`,
        body: userCreateSchema,
        response: { 201: userCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompanyUser(db, request.principal, request.body, context)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'patchCompanyUser',
        summary: "Change a user's name, e-mail, staff flag, roles and producer links (only the fields sent)",
        description: `The user's next request follows the change. Nobody changes their own roles or staff flag. ${MANAGERS}`,
        params: idParamsSchema,
        body: userPatchSchema,
        response: { 200: companyUserSchema },
      },
    },
    (request) => patchCompanyUser(db, request.principal, request.params.id, request.body),
  );

  for (const [path, purpose, operationId] of [
    ['invite', 'invite', 'inviteCompanyUser'],
    ['reset-password', 'reset', 'resetCompanyUserPassword'],
  ] as const) {
    app.post(
      `/:id/${path}`,
      {
        config: { secretAnswer: true },
        schema: {
          operationId,
          summary: purpose === 'invite' ? 'A new invitation link for the user' : 'A link for the user to set a new password',
          description: `Single use, valid 72 hours; older links of the user stop working. The current password keeps working until the link is used. ${MANAGERS}`,
          params: idParamsSchema,
          response: { 201: passwordLinkSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await issueUserLink(db, request.principal, request.params.id, purpose, context)),
    );
  }

  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/:id/${path}`,
      {
        config: { secretAnswer: true },
        schema: {
          operationId: active ? 'reactivateCompanyUser' : 'deactivateCompanyUser',
          summary: active ? 'Let a deactivated user sign in again' : 'Stop a user: no sign-in, sessions and alert streams end, no alarm messages',
          description: `Their name stays on what they recorded. Nobody deactivates themselves. ${MANAGERS}`,
          params: idParamsSchema,
          response: { 200: companyUserSchema },
        },
      },
      (request) => setUserActive(db, request.principal, request.params.id, active),
    );
  }
};

/** Single-use links to set a password: opened without signing in. */
export const passwordLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/inspect',
    {
      schema: {
        operationId: 'inspectPasswordLink',
        summary: 'Whose a password link is, and until when it works',
        description: 'A used, expired or unknown link is a 400 naming token, with the reason.',
        security: [],
        body: passwordLinkTokenSchema,
        response: { 200: passwordLinkInfoSchema },
      },
    },
    (request) => inspectPasswordLink(db, request.body.token),
  );
  app.post(
    '/redeem',
    {
      schema: {
        operationId: 'redeemPasswordLink',
        summary: 'Set the password through a link, once',
        description: 'The link is spent and every session the user had ends; then they sign in with the new password.',
        security: [],
        body: passwordLinkRedeemSchema,
        response: { 200: passwordLinkInfoSchema },
      },
    },
    (request) => redeemPasswordLink(db, request.body),
  );
};
