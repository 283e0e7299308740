import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import {
  alertCountsQuerySchema,
  alertCountsSchema,
  alertDeliveriesQuerySchema,
  alertDeliveryListSchema,
  alertHistoryQuerySchema,
  alertHistorySchema,
  alertLanguageOf,
  alertThresholdsPatchSchema,
  alertThresholdsSchema,
  idParamsSchema,
  maskFor,
  notificationPolicySchema,
  notificationPreferencesSchema,
  notificationSettingsSchema,
  PRODUCTION_TYPE_MODULE,
  recentAlertListSchema,
  recentAlertSchema,
  recentAlertsQuerySchema,
  waterWarningChartSchema,
  type AlertEvent,
} from '@plantel/contracts';
import { z } from 'zod';
import { ALERT_EVENT_ID_PATTERN, alertEventId, changesSince, OVERLAP_MS, type AlertFeed, type ChangedAlert } from '../../services/alerts/alert-feed';
import { getAlertThresholds, getNotificationSettings, putNotificationPreferences, updateAlertThresholds, type ServerChannels } from '../../services/alerts/policy/alert-settings.service';
import { listAlertDeliveries } from '../../services/alerts/dispatch/alert-deliveries.service';
import { getNotificationPolicy, putNotificationPolicy } from '../../services/alerts/policy/notification-policy.service';
import { acknowledge, alertCounts, alertHistory, listRecentAlerts } from '../../services/alerts/alerts.service';
import { waterWarningChartOf } from '../../services/nutrition/water-warnings.service';
import { sessionStillValid, type TokenClaims } from '../../services/access/auth.service';
import { alertScopeOf, readsAlertChange } from '../../services/access/farm-scope';

export interface AlertsRoutesOptions {
  feed: AlertFeed;
  emailAvailable: boolean;
  telegram: ServerChannels['telegram'];
  /** Webhook URLs may be http, and local or private addresses. */
  webhookPrivateNetworks: boolean;
}

const HEARTBEAT_MS = 25_000;
const languageOf = (request: { query: unknown; headers: Record<string, unknown> }) =>
  alertLanguageOf((request.query as { lang?: string } | undefined)?.lang, request.headers['accept-language'] as string | undefined);

export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (app, { feed, emailAvailable, telegram, webhookPrivateNetworks }) => {
  const db = app.database.db;

  app.get(
    '/recent',
    {
      schema: {
        operationId: 'listRecentAlerts',
        summary: 'Recent alerts of the sheds in scope (spec §7), newest first',
        description: 'Filters: module, type, shed, since (default: the last 24 h), limit. Company-wide alerts (no telemetry) have no shed.',
        querystring: recentAlertsQuerySchema,
        response: { 200: recentAlertListSchema },
      },
    },
    (request) => listRecentAlerts(db, request.principal, request.query, languageOf(request)),
  );

  app.get(
    '/history',
    {
      schema: {
        operationId: 'listAlertHistory',
        summary: 'Every alert matching the filters, a page at a time, newest first',
        querystring: alertHistoryQuerySchema,
        response: { 200: alertHistorySchema },
      },
    },
    (request) => alertHistory(db, request.principal, request.query, languageOf(request)),
  );

  app.get(
    '/counts',
    {
      schema: {
        operationId: 'getAlertCounts',
        summary: 'Alerts per type since a time, those still open, and the card level (3 when any)',
        querystring: alertCountsQuerySchema,
        response: { 200: alertCountsSchema },
      },
    },
    (request) => alertCounts(db, request.principal, request.query),
  );

  app.post(
    '/:id/acknowledge',
    {
      schema: {
        operationId: 'acknowledgeAlert',
        summary: 'Acknowledge an open alert (409 when it is already acknowledged or resolved)',
        description: "An alert the caller may not read (another company, a module or the type's feature permission they lack: Ambiência and Sanidade need Sanidade, Desempenho Performance, Nutrição Nutrição) is a 404. Guests get 403.",
        params: idParamsSchema,
        querystring: z.object({ lang: recentAlertsQuerySchema.shape.lang }),
        response: { 200: recentAlertSchema },
      },
    },
    (request) => acknowledge(db, request.principal, request.params.id, languageOf(request)),
  );

  app.get(
    '/:id/water-chart',
    {
      schema: {
        operationId: 'getWaterWarningChart',
        summary: "The series a water warning (water_shortfall, ratio_out_of_band, water_leak) was judged on",
        description:
          "Water and feed per animal per day against the batch's expectation, the water:feed ratio with its band, and the shed's hourly litres against the same hour of the days before, at the alert's last evaluation (docs/alerts.md). 404 for an alert the caller may not read or that is not a water warning.",
        params: idParamsSchema,
        response: { 200: waterWarningChartSchema },
      },
    },
    (request) => waterWarningChartOf(db, request.principal, request.params.id),
  );

  app.get('/thresholds', { schema: { operationId: 'getAlertThresholds', summary: "The company's alert thresholds", response: { 200: alertThresholdsSchema } } }, (request) =>
    getAlertThresholds(db, request.principal),
  );

  app.patch(
    '/thresholds',
    { schema: { operationId: 'updateAlertThresholds', summary: "Change some of the company's alert thresholds (staff only)", body: alertThresholdsPatchSchema, response: { 200: alertThresholdsSchema } } },
    (request) => updateAlertThresholds(db, request.principal, request.body),
  );

  app.get(
    '/notification-preferences',
    { schema: { operationId: 'getNotificationPreferences', summary: "The caller's notification preferences, and whether this server can send e-mail", response: { 200: notificationSettingsSchema } } },
    (request) => getNotificationSettings(db, request.principal, { emailAvailable, telegram }),
  );

  app.put(
    '/notification-preferences',
    { schema: { operationId: 'putNotificationPreferences', summary: "Set the caller's notification preferences", body: notificationPreferencesSchema, response: { 200: notificationSettingsSchema } } },
    (request) => putNotificationPreferences(db, request.principal, request.body, { emailAvailable, telegram, webhookPrivateNetworks }),
  );

  app.get(
    '/notification-policy',
    { schema: { operationId: 'getNotificationPolicy', summary: "The company's notification policy: per severity the delay, the repeat interval and the escalation chain (staff only)", response: { 200: notificationPolicySchema } } },
    (request) => getNotificationPolicy(db, request.principal),
  );

  app.put(
    '/notification-policy',
    {
      schema: {
        operationId: 'putNotificationPolicy',
        summary: "Set the company's notification policy (staff only)",
        description: 'Escalation steps in order of `after_minutes`, each naming people of the company (400 naming the step otherwise).',
        body: notificationPolicySchema,
        response: { 200: notificationPolicySchema },
      },
    },
    (request) => putNotificationPolicy(db, request.principal, request.body),
  );

  app.get(
    '/deliveries',
    {
      schema: {
        operationId: 'listAlertDeliveries',
        summary: 'The delivery log: each message of an alert to a person on a channel, with the provider\'s answer (staff only)',
        querystring: alertDeliveriesQuerySchema,
        response: { 200: alertDeliveryListSchema },
      },
    },
    (request) => listAlertDeliveries(db, request.principal, request.query),
  );

  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/stream',
    {
      schema: {
        operationId: 'streamAlerts',
        summary: 'Server-Sent Events: an `alert` event whenever an alert of the sheds in scope opens, is acknowledged or resolves',
        description:
          'Each event carries id, type, state, module and shed (see AlertEvent), and an SSE id. A client that reconnects with the last id it received in `Last-Event-ID` (to this copy of the server or another) is first sent the changes it may have missed: those from 10 s before that event on, within the last hour; a change can thus come twice, never not at all. A comment line every 25 s keeps proxies from closing the stream.',
        headers: z.looseObject({
          'last-event-id': z.string().regex(ALERT_EVENT_ID_PATTERN, 'must be the id of an event of this stream').optional(),
        }),
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      const scope = alertScopeOf(principal);
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 3000\n\n');
      streams.add(stream);
      // Ids sent from the replay, which the live feed may send again while their times overlap.
      const replayed = new Set<string>();
      const send = (changes: ChangedAlert[], fromReplay: boolean) => {
        if (stream.writableEnded || stream.destroyed) return;
        for (const c of changes) {
          if (!readsAlertChange(scope, c)) continue;
          const id = alertEventId(c);
          if (fromReplay) replayed.add(id);
          else if (replayed.has(id)) continue;
          const event: AlertEvent = { id: c.id, type: c.type, state: c.state, module: c.productionType === null ? null : (PRODUCTION_TYPE_MODULE[c.productionType] ?? null), shed: c.shedId, shed_identification: c.shedIdentification };
          stream.write(`id: ${id}\nevent: alert\ndata: ${JSON.stringify(maskFor(principal, event))}\n\n`);
        }
      };
      // Live changes wait while the missed ones are sent, so the stream keeps their order.
      let held: ChangedAlert[] | null = lastEventId ? [] : null;
      const unsubscribe = feed.subscribe((changes) => (held ? held.push(...changes) : send(changes, false)));
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      // A password change, a deleted user or an expired token ends the stream within one feed interval;
      // a failed check (database away) leaves it open until the next.
      const claims = request.user as TokenClaims & { exp?: number };
      const revocation = setInterval(() => {
        sessionStillValid(db, claims, principal).then(
          (valid) => (valid ? undefined : stream.end()),
          () => undefined,
        );
      }, feed.intervalMs);
      const forget = setTimeout(() => replayed.clear(), 3 * OVERLAP_MS);
      stream.on('close', () => {
        clearInterval(heartbeat);
        clearInterval(revocation);
        clearTimeout(forget);
        unsubscribe();
        streams.delete(stream);
      });
      if (lastEventId) {
        try {
          for await (const page of changesSince(db, lastEventId)) send(page, true);
        } catch (err) {
          // The database is away: the client reconnects with the same id and is sent them then.
          request.log.warn({ err }, 'alert stream: sending missed changes failed');
          stream.end();
        }
        const live = held ?? [];
        held = null;
        send(live, false);
      }
    },
  );
};
