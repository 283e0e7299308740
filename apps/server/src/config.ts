import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { externalDashboardsConfigSchema, type ExternalDashboardsConfig } from '@plantel/contracts';
import { repoRoot } from './paths';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PLANTEL_DATA_DIR: z.string().min(1).default('./data'),
  PLANTEL_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PLANTEL_JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a number followed by s, m, h or d, e.g. 12h')
    .default('12h'),
  PLANTEL_REFRESH_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a number followed by s, m, h or d, e.g. 7d')
    .default('7d'),
  PLANTEL_DEMO: booleanFlag.default(true),
  PLANTEL_DEMO_LIVE: booleanFlag.optional(),
  PLANTEL_DEMO_LIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  PLANTEL_WEB_DIST: z.string().min(1).optional(),
  PLANTEL_AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  PLANTEL_LOGIN_MAX_PER_USER: z.coerce.number().int().positive().default(10),
  PLANTEL_LOGIN_MAX_PER_CLIENT: z.coerce.number().int().positive().default(60),
  PLANTEL_REFRESH_MAX_PER_CLIENT: z.coerce.number().int().positive().default(600),
  PLANTEL_BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  PLANTEL_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PLANTEL_TRUST_PROXY: booleanFlag.default(false),
  PLANTEL_EXTERNAL_DASHBOARDS: z.string().optional(),
  PLANTEL_EXTERNAL_DASHBOARDS_FILE: z.string().optional(),
  PLANTEL_ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PLANTEL_ALERT_FEED_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  PLANTEL_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  PLANTEL_SMTP_FROM: z.string().min(3).default('Plantel <alertas@plantel.local>'),
  PLANTEL_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLANTEL_TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be the token BotFather gives, e.g. 123456:ABC-DEF…').optional(),
  PLANTEL_TELEGRAM_BOT_USERNAME: z.string().regex(/^@?[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be the bot\'s username, e.g. PlantelAlertasBot').optional(),
  PLANTEL_TELEGRAM_API_URL: z.string().regex(/^https?:\/\//, 'must start with http:// or https://').default('https://api.telegram.org'),
  PLANTEL_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key in base64url').optional(),
  PLANTEL_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url').optional(),
  PLANTEL_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').default('mailto:alertas@plantel.local'),
  PLANTEL_REPORTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PLANTEL_TELEMETRY_BODY_LIMIT: z.coerce.number().int().positive().default(8 * 1_048_576),
  PLANTEL_TELEMETRY_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  PLANTEL_MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?):\/\//, 'must start with mqtt://, mqtts://, ws:// or wss://')
    .optional(),
  PLANTEL_MQTT_CLIENT_ID: z.string().min(1).max(64).optional(),
  PLANTEL_MQTT_SHARE_GROUP: z.string().regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, _ and - only').default('plantel'),
  PLANTEL_WEBHOOK_PRIVATE_NETWORKS: booleanFlag.default(false),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  PLANTEL_RESPONSE_CHECKS: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Real PostgreSQL when set; the embedded PGlite database under dataDir otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  jwtTtl: string;
  /** How long a sign-in lasts without a password: a refresh token renews the access token until then, even after days offline. */
  refreshTtl: string;
  /**
   * How long a token's user look-up is reused (0: looked up on every request). Changes made through
   * this copy apply at once; those made elsewhere (another copy, the CLI) within this bound.
   */
  authCacheMs: number;
  demo: boolean;
  /**
   * Seconds between the demo farm's live readings; null when the demo farm stands still (no demo,
   * PLANTEL_DEMO_LIVE=0, or a DATABASE_URL without PLANTEL_DEMO_LIVE=1).
   */
  demoLiveSeconds: number | null;
  webDist: string;
  loginMaxPerUser: number;
  loginMaxPerClient: number;
  /** Token renewals a minute from one client address (apart from sign-ins). */
  refreshMaxPerClient: number;
  bodyLimit: number;
  /** The longest a client may take to send a whole request, seconds. */
  requestTimeoutSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  /** Seconds between alert evaluations (0: only after data arrives). */
  alertsIntervalSeconds: number;
  /** How often the live alert feed looks for changes. */
  alertFeedIntervalMs: number;
  /** Alerts go out by e-mail only when an SMTP server is given. */
  smtp: { url: string; from: string } | null;
  /** Where people reach this server (links in alert messages); http://localhost:<port> when unset. */
  publicUrl: string;
  /** Whether PLANTEL_PUBLIC_URL was given: without it, links carry a local address that may not open elsewhere. */
  publicUrlSet: boolean;
  /** Alerts go out by Telegram only when a bot token is given: one bot for the whole installation. */
  telegram: { token: string; apiUrl: string; username: string | null } | null;
  /**
   * The VAPID key pair that signs Web Push messages; null to generate one on first start and keep it
   * in the database. The subject (mailto: or https:) tells push services whom to contact.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  /** Webhooks may call http URLs and private or local addresses (on-premise gateways); otherwise public https only. */
  webhookPrivateNetworks: boolean;
  /** Seconds between looks for scheduled report e-mails that are due (0: none are sent); only with smtp. */
  reportsIntervalSeconds: number;
  /** Logs the process's memory (resident, heap, outside the heap) this often; 0 never. */
  memoryLogSeconds: number;
  /** Pages that embed a dashboard of an external host instead of drawing their own panels. */
  externalDashboards: ExternalDashboardsConfig;
  /** Largest telemetry request body, bytes. */
  telemetryBodyLimit: number;
  /** How long telemetry changes gather before the summaries they touch are refreshed. */
  telemetryRefreshMs: number;
  /**
   * The MQTT bridge runs when a broker is given. Each copy of the server needs its own client id
   * (its broker session survives restarts); copies share the subscription through the share group.
   */
  mqtt: { url: string; clientId: string; shareGroup: string } | null;
  /**
   * Per-client counters (sign-in and password-change limits) live in this Redis, shared by every copy
   * of the server; without it each copy counts in its own memory.
   */
  redisUrl: string | undefined;
  /**
   * Checks every response against its contract before sending it (tests, development); without it
   * responses are written as the services build them, which the checked runs hold to the contract.
   */
  responseChecks: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL= npm start`) means unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.PLANTEL_DATA_DIR),
    jwtSecret: e.PLANTEL_JWT_SECRET,
    jwtTtl: e.PLANTEL_JWT_TTL,
    refreshTtl: e.PLANTEL_REFRESH_TTL,
    authCacheMs: e.PLANTEL_AUTH_CACHE_MS,
    demo: e.PLANTEL_DEMO,
    demoLiveSeconds: e.PLANTEL_DEMO && (e.PLANTEL_DEMO_LIVE ?? e.DATABASE_URL === undefined) ? e.PLANTEL_DEMO_LIVE_SECONDS : null,
    webDist: path.resolve(e.PLANTEL_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    loginMaxPerUser: e.PLANTEL_LOGIN_MAX_PER_USER,
    loginMaxPerClient: e.PLANTEL_LOGIN_MAX_PER_CLIENT,
    refreshMaxPerClient: e.PLANTEL_REFRESH_MAX_PER_CLIENT,
    bodyLimit: e.PLANTEL_BODY_LIMIT,
    requestTimeoutSeconds: e.PLANTEL_REQUEST_TIMEOUT_SECONDS,
    trustProxy: e.PLANTEL_TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    alertsIntervalSeconds: e.PLANTEL_ALERTS_INTERVAL_SECONDS,
    alertFeedIntervalMs: e.PLANTEL_ALERT_FEED_INTERVAL_MS,
    smtp: e.PLANTEL_SMTP_URL ? { url: e.PLANTEL_SMTP_URL, from: e.PLANTEL_SMTP_FROM } : null,
    publicUrl: (e.PLANTEL_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: e.PLANTEL_PUBLIC_URL !== undefined,
    reportsIntervalSeconds: e.PLANTEL_REPORTS_INTERVAL_SECONDS,
    memoryLogSeconds: e.PLANTEL_MEMORY_LOG_SECONDS,
    telegram: e.PLANTEL_TELEGRAM_BOT_TOKEN
      ? { token: e.PLANTEL_TELEGRAM_BOT_TOKEN, apiUrl: e.PLANTEL_TELEGRAM_API_URL, username: e.PLANTEL_TELEGRAM_BOT_USERNAME?.replace(/^@/, '') ?? null }
      : null,
    vapid: readVapidKeys(e.PLANTEL_VAPID_PUBLIC_KEY, e.PLANTEL_VAPID_PRIVATE_KEY),
    vapidSubject: e.PLANTEL_VAPID_SUBJECT,
    webhookPrivateNetworks: e.PLANTEL_WEBHOOK_PRIVATE_NETWORKS,
    externalDashboards: readExternalDashboards(e.PLANTEL_EXTERNAL_DASHBOARDS, e.PLANTEL_EXTERNAL_DASHBOARDS_FILE),
    telemetryBodyLimit: e.PLANTEL_TELEMETRY_BODY_LIMIT,
    telemetryRefreshMs: e.PLANTEL_TELEMETRY_REFRESH_MS,
    responseChecks: e.PLANTEL_RESPONSE_CHECKS,
    redisUrl: e.REDIS_URL,
    mqtt: e.MQTT_URL ? { url: e.MQTT_URL, clientId: e.PLANTEL_MQTT_CLIENT_ID ?? `plantel-${os.hostname()}`.slice(0, 64), shareGroup: e.PLANTEL_MQTT_SHARE_GROUP } : null,
  };
}

function readVapidKeys(publicKey: string | undefined, privateKey: string | undefined): Config['vapid'] {
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError('Invalid configuration:\n  PLANTEL_VAPID_PUBLIC_KEY: set it and PLANTEL_VAPID_PRIVATE_KEY together, or neither');
  }
  return { publicKey, privateKey };
}

/** The external dashboards, as JSON in the variable or in the file it names; none by default. */
function readExternalDashboards(json: string | undefined, file: string | undefined): ExternalDashboardsConfig {
  if (json !== undefined && file !== undefined) {
    throw new ConfigError('Invalid configuration:\n  PLANTEL_EXTERNAL_DASHBOARDS: set it or PLANTEL_EXTERNAL_DASHBOARDS_FILE, not both');
  }
  const variable = json !== undefined ? 'PLANTEL_EXTERNAL_DASHBOARDS' : 'PLANTEL_EXTERNAL_DASHBOARDS_FILE';
  let text = json;
  if (file !== undefined) {
    try {
      text = fs.readFileSync(path.resolve(file), 'utf8');
    } catch (err) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: not valid JSON`);
  }
  const parsed = externalDashboardsConfigSchema.safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${variable}: ${[...i.path].join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const appVersion: string = (
  await import('../../../package.json', { with: { type: 'json' } })
).default.version;
