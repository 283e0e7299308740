import { ACCESS_STAMP_HEADER, accessStamp } from '@plantel/contracts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, sendError } from './plugins/errors';
import { idempotentWrites } from './plugins/idempotency';
import { guestAccess } from './plugins/guests';
import { inputGuardPlugin } from './plugins/input-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { RequestLog } from './plugins/request-log';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import type { AlertEngine } from './jobs/alert-engine.job';
import { TelemetryFollowUp } from './jobs/telemetry-follow-up.job';
import { alertsRoutes } from './routes/alerts/alerts.routes';
import { acknowledgeLinkRoutes } from './routes/alerts/acknowledge-link.routes';
import { AlertFeed } from './services/alerts/alert-feed';
import { batchesRoutes } from './routes/batches/batches.routes';
import { ambienceProfilesRoutes } from './routes/ambience-profiles/ambience-profiles.routes';
import { externalDashboardsRoutes } from './routes/external-dashboards/external-dashboards.routes';
import { exportsRoutes } from './routes/exports/exports.routes';
import { healthRoutes } from './routes/health/health.routes';
import { feedControlsRoutes } from './routes/feed-controls/feed-controls.routes';
import { slaughterForecastRoutes } from './routes/slaughter-forecast/slaughter-forecast.routes';
import { minimumConsumptionRoutes } from './routes/minimum-consumption/minimum-consumption.routes';
import { homeRoutes } from './routes/home/home.routes';
import { meRoutes } from './routes/me/me.routes';
import { rationTypeRegisterRoutes, rationTypesRoutes } from './routes/ration-types/ration-types.routes';
import { shedsRoutes } from './routes/sheds/sheds.routes';
import { silosShedRoutes } from './routes/silos-shed/silos-shed.routes';
import { silosRoutes } from './routes/silos/silos.routes';
import { tokenRoutes } from './routes/token/token.routes';
import { devicesRoutes, ingestKeysRoutes } from './routes/devices/devices.routes';
import { telemetryRoutes } from './routes/telemetry/telemetry.routes';
import { weighingsRoutes } from './routes/weighings/weighings.routes';
import { reportSchedulesRoutes } from './routes/report-schedules/report-schedules.routes';
import { contractsRoutes } from './routes/contracts/contracts.routes';
import { settlementRoutes } from './routes/settlement/settlement.routes';
import { eggsRoutes } from './routes/eggs/eggs.routes';
import { layStandardsRoutes } from './routes/lay-standards/lay-standards.routes';
import { healthBookRoutes } from './routes/health-book/health-book.routes';
import { loadPlanRoutes, loadPlanSettingsRoutes } from './routes/load-plan/load-plan.routes';
import { antimicrobialUseRoutes, healthSettingsRoutes } from './routes/health-book/health-settings.routes';
import { healthProductsRoutes } from './routes/health-book/health-products.routes';
import { rankingsRoutes } from './routes/settlement/rankings.routes';
import { statementFilesRoutes } from './routes/settlement/statement-files.routes';
import { sanitaryBreakRoutes } from './routes/performance-settings/sanitary-break.routes';
import { performanceSettingsRoutes } from './routes/performance-settings/performance-settings.routes';
import { passwordLinksRoutes, usersRoutes } from './routes/users/users.routes';
import { setupRoutes } from './routes/setup/setup.routes';
import { registerImportRoutes } from './routes/register/register-import.routes';
import { producerRegisterRoutes, propertyRegisterRoutes, shedRegisterRoutes, siloRegisterRoutes } from './routes/register/register.routes';
import { lodgingRoutes } from './routes/batches/lodging.routes';
import { auditRoutes } from './routes/audit/audit.routes';
import { readingsRetentionRoutes } from './routes/readings-retention/readings-retention.routes';
import { externalDashboardOrigins } from './services/overview/external-dashboards.service';
import { READ_METHODS } from './plugins/read-methods';
import { keepDerivedRows, rebuildStaleRowsNow } from './services/common/stale-rows.service';
import { keepShedListAnswers } from './services/overview/shed-list.service';
import { smtpMailer, type Mailer } from './services/alerts/channels/email';
import { resolveJwtSecret, resolveVapidKeys } from './services/common/secrets.service';
import { pushRoutes } from './routes/notifications/push.routes';
import { eventsWebhookRoutes, webhookSecretRoutes } from './routes/notifications/webhook-secret.routes';

/** The longest a connection may sit idle; open alert streams send a heartbeat well within it. */
const CONNECTION_TIMEOUT_MS = 120_000;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    alertEngine: AlertEngine | null;
    telemetryFollowUp: TelemetryFollowUp;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Evaluates alerts soon after data changes through the API; none in tests that do not ask. */
  alertEngine?: AlertEngine | null;
  /** Sends e-mail asked for through the API; by default one for the configured SMTP server, if any. */
  mailer?: Mailer | null;
}

/** Builds the whole server (API, docs, web app) without listening; tests drive it with inject(). */
export async function buildApp({ config, database, logger = false, alertEngine = null, mailer = config.smtp && smtpMailer(config.smtp.url, config.smtp.from) }: AppOptions) {
  const app = Fastify({
    logger,
    logController: new RequestLog(),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A client that stops sending part-way through a request, or holds an idle connection, is let go.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Node sizes its headers timeout from the request timeout only when the server is created with it,
    // and checks unfinished requests every 30 s unless told otherwise.
    http: { requestTimeout: config.requestTimeoutSeconds * 1000, connectionsCheckingInterval: Math.min(5_000, (config.requestTimeoutSeconds * 1000) / 2) },
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Errors the router meets before any route runs answer in the one error shape too: a path segment
    // longer than any id or name names nothing (404), a malformed URL is a 400.
    frameworkErrors: (error, request, reply) => {
      reply.header('cache-control', 'no-store');
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, 404, 'Not found');
      return sendError(request, reply, 400, error.message);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseChecks));
  app.decorate('database', database);
  keepDerivedRows(database.db);
  // What a person's write made outside a transaction is rebuilt before its answer goes out (devices'
  // readings mark nothing: the telemetry follow-up rebuilds after them).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.principal && !READ_METHODS.has(request.method)) await rebuildStaleRowsNow(database.db);
    return payload;
  });
  app.decorate('alertEngine', alertEngine);
  const alertFeed = new AlertFeed(database.db, config.alertFeedIntervalMs);
  app.addHook('onClose', async () => alertFeed.stop());
  const followUp = new TelemetryFollowUp(database, { alertEngine, delayMs: config.telemetryRefreshMs, onError: (err) => app.log.error({ err }, 'refreshing summaries after readings failed') });
  app.decorate('telemetryFollowUp', followUp);
  app.addHook('onClose', async () => followUp.stop());
  const stopKeepingShedLists = await keepShedListAnswers(database);
  app.addHook('onClose', stopKeepingShedLists);

  // API answers (tokens, farm figures, files, errors) are never kept by browsers or proxies.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
  });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { frameOrigins: externalDashboardOrigins(config.externalDashboards) });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(openapiPlugin);
  const vapidKeys = await resolveVapidKeys(config, database.db);
  await app.register(authPlugin, { secret: await resolveJwtSecret(config, database.db), expiresIn: config.jwtTtl, refreshExpiresIn: config.refreshTtl, principalCacheMs: config.authCacheMs });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(tokenRoutes, {
        prefix: '/v1/token',
        maxPerClient: config.loginMaxPerClient,
        maxPerUser: config.loginMaxPerUser,
        maxRefreshPerClient: config.refreshMaxPerClient,
      });
      await api.register(acknowledgeLinkRoutes, { prefix: '/v2/alerts/acknowledge' });
      await api.register(passwordLinksRoutes, { prefix: '/v2/password-links' });
      await api.register(setupRoutes, { prefix: '/v2/setup', publicUrl: config.publicUrl, publicUrlSet: config.publicUrlSet });
      await api.register(telemetryRoutes, { prefix: '/v2/telemetry', followUp, bodyLimit: config.telemetryBodyLimit });
      await api.register(async (secured) => {
        secured.addHook('onRequest', secured.authenticate);
        // Guests read, masked, and change nothing (403).
        guestAccess(secured);
        // Every answer tells the access the server now sees, so a changed role reaches the menu at once.
        secured.addHook('onRequest', async (request, reply) => {
          const p = request.principal;
          if (p) reply.header(ACCESS_STAMP_HEADER, accessStamp({ roles: p.roles, is_staff: p.isStaff, is_superuser: p.isSuperuser }));
        });
        // A write sent again with its Idempotency-Key (an offline phone's outbox) writes once.
        idempotentWrites(secured, database.db);
        // Data entered by hand (weighings, deliveries, rules…) may raise or clear alerts.
        secured.addHook('onResponse', async (request, reply) => {
          if (request.method !== 'GET' && reply.statusCode < 300) alertEngine?.requestEvaluation(request.principal.companyId);
        });
        await secured.register(meRoutes, { prefix: '/v2/me' });
        await secured.register(shedsRoutes, { prefix: '/v2/sheds' });
        await secured.register(batchesRoutes, { prefix: '/v2/batches' });
        await secured.register(settlementRoutes, { prefix: '/v2/batches' });
        await secured.register(eggsRoutes, { prefix: '/v2/batches' });
        await secured.register(layStandardsRoutes, { prefix: '/v2/lay-standards' });
        await secured.register(healthSettingsRoutes, { prefix: '/v2/health-settings' });
        await secured.register(antimicrobialUseRoutes, { prefix: '/v2/antimicrobial-use' });
        await secured.register(healthBookRoutes, { prefix: '/v2/batches', events: { allowPrivateNetworks: config.webhookPrivateNetworks } });
        await secured.register(healthProductsRoutes, { prefix: '/v2/health-products' });
        await secured.register(loadPlanRoutes, { prefix: '/v2/batches', events: { allowPrivateNetworks: config.webhookPrivateNetworks } });
        await secured.register(loadPlanSettingsRoutes, { prefix: '/v2/load-plan-settings' });
        await secured.register(statementFilesRoutes, { prefix: '/v2/batches' });
        await secured.register(rankingsRoutes, { prefix: '/v2' });
        await secured.register(contractsRoutes, { prefix: '/v2/contracts' });
        await secured.register(weighingsRoutes, { prefix: '/v2/weighings' });
        await secured.register(ambienceProfilesRoutes, { prefix: '/v2/ambience-profiles' });
        await secured.register(silosRoutes, { prefix: '/v2/silos' });
        await secured.register(silosShedRoutes, { prefix: '/v1/silos-shed' });
        await secured.register(rationTypesRoutes, { prefix: '/v1/ration-types' });
        await secured.register(rationTypeRegisterRoutes, { prefix: '/v2/ration-types' });
        await secured.register(homeRoutes, { prefix: '/v2/home' });
        await secured.register(feedControlsRoutes, { prefix: '/v1/feed-controls' });
        await secured.register(slaughterForecastRoutes, { prefix: '/v1/slaughter-weight-projection' });
        await secured.register(minimumConsumptionRoutes, { prefix: '/v2/alerts/minimal_consumption' });
        await secured.register(alertsRoutes, { prefix: '/v2/alerts', feed: alertFeed, emailAvailable: config.smtp !== null, telegram: config.telegram, webhookPrivateNetworks: config.webhookPrivateNetworks });
        await secured.register(devicesRoutes, { prefix: '/v2/devices' });
        await secured.register(ingestKeysRoutes, { prefix: '/v2/ingest-keys' });
        await secured.register(externalDashboardsRoutes, { prefix: '/v1/external-dashboards', config: config.externalDashboards });
        await secured.register(exportsRoutes, { prefix: '/v2/exports' });
        await secured.register(reportSchedulesRoutes, { prefix: '/v2/report-schedules', mailer });
        await secured.register(performanceSettingsRoutes, { prefix: '/v2/settings/performance' });
        await secured.register(sanitaryBreakRoutes, { prefix: '/v2/settings/sanitary-break' });
        await secured.register(usersRoutes, { prefix: '/v2/users', publicUrl: config.publicUrl, publicUrlSet: config.publicUrlSet, mailer });
        await secured.register(producerRegisterRoutes, { prefix: '/v2/producers' });
        await secured.register(propertyRegisterRoutes, { prefix: '/v2/properties' });
        await secured.register(shedRegisterRoutes, { prefix: '/v2/sheds' });
        await secured.register(siloRegisterRoutes, { prefix: '/v2/silos' });
        await secured.register(lodgingRoutes, { prefix: '/v2/batches' });
        await secured.register(auditRoutes, { prefix: '/v2/audit' });
        await secured.register(registerImportRoutes, { prefix: '/v2/register' });
        await secured.register(readingsRetentionRoutes, { prefix: '/v2/settings/readings-retention' });
        await secured.register(pushRoutes, { prefix: '/v2/notifications/push', publicKey: vapidKeys.publicKey });
        await secured.register(webhookSecretRoutes, { prefix: '/v2/notifications/webhook-secret' });
        await secured.register(eventsWebhookRoutes, { prefix: '/v2/notifications/events-webhook', events: { allowPrivateNetworks: config.webhookPrivateNetworks } });
      });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
