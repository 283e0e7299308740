import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pushPublicKeySchema, pushSubscriptionCreateSchema, pushSubscriptionListSchema, pushSubscriptionSchema } from '@plantel/contracts';
import { listMyPushSubscriptions, subscribeToPush, unsubscribeFromPush } from '../../services/alerts/channels/push-subscriptions.service';

export interface PushRoutesOptions {
  /** The server's VAPID public key, base64url. */
  publicKey: string;
}

/** Web Push on this device: the key to subscribe with, and the signed-in person's subscriptions (docs/alerts.md). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { publicKey }) => {
  const db = app.database.db;

  app.get(
    '/public-key',
    { schema: { operationId: 'getPushPublicKey', summary: "The server's VAPID public key, the applicationServerKey browsers subscribe with", response: { 200: pushPublicKeySchema } } },
    () => ({ public_key: publicKey }),
  );

  app.get(
    '/subscriptions',
    { schema: { operationId: 'listPushSubscriptions', summary: 'Your browsers that receive notifications', response: { 200: pushSubscriptionListSchema } } },
    (request) => listMyPushSubscriptions(db, request.principal),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        operationId: 'createPushSubscription',
        summary: "Receive notifications on this browser: its PushSubscription as toJSON() gives it (the same endpoint again replaces the keys)",
        body: pushSubscriptionCreateSchema,
        response: { 201: pushSubscriptionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await subscribeToPush(db, request.principal, request.body, request.headers['user-agent'])),
  );

  app.delete(
    '/subscriptions/:id',
    { schema: { operationId: 'deletePushSubscription', summary: 'Stop notifications on one of your browsers', params: idParamsSchema } },
    async (request, reply) => {
      await unsubscribeFromPush(db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
