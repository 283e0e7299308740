import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeLinkPreviewSchema, acknowledgeLinkResultSchema, alertLanguageOf, apiErrorSchema } from '@plantel/contracts';
import { z } from 'zod';
import { sendError } from '../../plugins/errors';
import { acknowledgePage, acknowledgeText } from '../../services/alerts/acknowledge/acknowledge-page';
import { followAcknowledgeLink, inspectAcknowledgeLink, type AcknowledgeLinkOutcome } from '../../services/alerts/acknowledge/acknowledge-link.service';

const STATUS: Record<AcknowledgeLinkOutcome['result'], number> = { ready: 200, acknowledged: 200, unknown: 404, expired: 410, used: 410, forbidden: 403, closed: 409 };
const params = z.object({ token: z.string().max(200) });
const errors = { 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema };

/** The acknowledge link of alert messages: no sign-in, the signed token is the credential. */
export const acknowledgeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The page's button posts an empty form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  /** A browser (Accept: text/html) gets the page; anything else JSON. */
  const answer = (request: FastifyRequest, reply: FastifyReply, said: Awaited<ReturnType<typeof inspectAcknowledgeLink>>) => {
    const { outcome, language } = said;
    const status = STATUS[outcome.result];
    const lang = language ?? alertLanguageOf(undefined, request.headers['accept-language']);
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('text/html')) return reply.code(status).type('text/html; charset=utf-8').send(acknowledgePage(lang, outcome));
    if (outcome.result === 'ready') return reply.send({ alert_id: outcome.alertId, message: outcome.message, shed: outcome.shed, expires_at: outcome.expiresAt.toISOString() });
    if (outcome.result === 'acknowledged') return reply.send({ alert_id: outcome.alertId, acknowledged_by: outcome.by, acknowledged_at: outcome.at.toISOString() });
    return sendError(request, reply, status, acknowledgeText('en', outcome.result));
  };

  app.get(
    '/:token',
    {
      schema: {
        operationId: 'inspectAlertAcknowledgeLink',
        summary: 'Read the acknowledge link of a message: the alert it would acknowledge, changing nothing',
        description:
          "GET and HEAD change nothing: mail scanners and link previews fetch links. A browser (Accept: text/html) gets a page in the person's language with the alert and one button, whose POST acknowledges it. A link that cannot be used answers as its POST would: 404 unknown, 410 expired or used, 409 when the alert is no longer open, 403 for a guest.",
        security: [],
        params,
        response: { 200: acknowledgeLinkPreviewSchema, ...errors },
      },
    },
    async (request, reply) => answer(request, reply as FastifyReply, await inspectAcknowledgeLink(db, request.params.token, new Date())),
  );

  app.post(
    '/:token',
    {
      schema: {
        operationId: 'acknowledgeAlertByLink',
        summary: 'Acknowledge an alert from the link in a message, without signing in',
        description:
          "The token is signed by the server and names the message, the alert and the person; it expires after 72 h and works once (a second use is a 410, as is an expired link; 409 when the alert was already acknowledged or resolved; 403 for a guest). It only acknowledges the alert, as that person. A browser (Accept: text/html, the page's button) gets a one-sentence page in the person's language instead of JSON. The body, if any, is ignored.",
        security: [],
        params,
        response: { 200: acknowledgeLinkResultSchema, ...errors },
      },
    },
    async (request, reply) => answer(request, reply as FastifyReply, await followAcknowledgeLink(db, request.params.token, new Date())),
  );
};
