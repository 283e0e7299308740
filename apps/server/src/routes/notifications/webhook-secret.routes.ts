import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsWebhookSchema, webhookSecretSchema } from '@plantel/contracts';
import { getWebhookSecret, rotateCompanyWebhookSecret } from '../../services/alerts/channels/webhook-secret.service';
import { eventsWebhook, setEventsWebhook, type CompanyEventOptions } from '../../services/integrations/company-events.service';

/** The company's webhook signing secret (docs/alerts.md, "Signed webhook"). */
export const webhookSecretRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getWebhookSecret',
        summary: "The company's webhook signing secret: gateways verify X-Plantel-Signature with it",
        description: 'Staff only (403 otherwise). Generated the first time it is needed; the same for every person of the company.',
        response: { 200: webhookSecretSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await getWebhookSecret(db, request.principal)),
  );

  app.post(
    '/rotate',
    {
      config: { secretAnswer: true },
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: 'Replace the webhook signing secret: messages are signed with the new one at once',
        description: 'Staff only (403 otherwise). The old secret stops verifying: update the gateway with the one answered.',
        response: { 200: webhookSecretSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await rotateCompanyWebhookSecret(db, request.principal)),
  );
};

/** Where the company's events go (docs/integrations.md). */
export const eventsWebhookRoutes: FastifyPluginAsyncZod<{ events: CompanyEventOptions }> = async (app, { events }) => {
  const db = app.database.db;

  app.get(
    '/',
    { schema: { operationId: 'getEventsWebhook', summary: "The address of the company's events webhook (a sanitary bulletin issued…)", description: 'Staff only (403 otherwise).', response: { 200: eventsWebhookSchema } } },
    (request) => eventsWebhook(db, request.principal),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'putEventsWebhook',
        summary: "Set the company's events webhook, or clear it with null",
        description: 'Staff only (403 otherwise); audited. A public https address unless this server allows private networks (400 otherwise). Events are signed with the webhook secret.',
        body: eventsWebhookSchema,
        response: { 200: eventsWebhookSchema },
      },
    },
    (request) => setEventsWebhook(db, request.principal, request.body, events),
  );
};
