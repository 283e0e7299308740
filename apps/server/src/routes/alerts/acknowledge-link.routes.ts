import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeLinkResultSchema, alertLanguageOf, apiErrorSchema } from '@plantel/contracts';
import { z } from 'zod';
import { sendError } from '../../plugins/errors';
import { acknowledgePage, acknowledgeText } from '../../notifications/acknowledge-page';
import { followAcknowledgeLink, type AcknowledgeLinkOutcome } from '../../services/acknowledge-link.service';

const STATUS: Record<AcknowledgeLinkOutcome['result'], number> = { acknowledged: 200, unknown: 404, expired: 410, used: 410, forbidden: 403, closed: 409 };

/** The acknowledge link of alert messages: no sign-in, the signed token is the credential. */
export const acknowledgeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/:token',
    {
      schema: {
        operationId: 'acknowledgeAlertByLink',
        summary: 'Acknowledge an alert from the link in a message, without signing in',
        description:
          'The token is signed by the server and names the message, the alert and the person; it expires after 72 h and works once (a second use is a 410, as is an expired link; 409 when the alert was already acknowledged or resolved; 403 for a guest). It only acknowledges the alert, as that person. A browser (Accept: text/html) gets a one-sentence page in the person\'s language instead of JSON.',
        security: [],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: acknowledgeLinkResultSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { outcome, language } = await followAcknowledgeLink(db, request.params.token, new Date());
      const lang = language ?? alertLanguageOf(undefined, request.headers['accept-language']);
      const status = STATUS[outcome.result];
      // The page is not the JSON contract's: sent untyped.
      const page = reply as FastifyReply;
      if (request.headers.accept?.includes('text/html')) return page.code(status).type('text/html; charset=utf-8').send(acknowledgePage(lang, outcome.result));
      if (outcome.result !== 'acknowledged') return sendError(request, reply, status, acknowledgeText('en', outcome.result));
      return { alert_id: outcome.alertId, acknowledged_by: outcome.by, acknowledged_at: outcome.at.toISOString() };
    },
  );
};
