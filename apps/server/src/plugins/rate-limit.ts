import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export interface RateLimitOptions {
  /** Counters shared by every copy of the server in this Redis; each copy's memory without it. */
  redisUrl: string | undefined;
}

/** Key prefix of the counters, so a Redis shared with other software keeps them apart. */
export const RATE_LIMIT_NAMESPACE = 'plantel:rate:';
const CONNECT_TIMEOUT_MS = 2_000;
/** How long one count may wait for Redis before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Registers @fastify/rate-limit (no global limit: routes opt in) on Redis when one is given. While
 * Redis cannot be reached, requests are not refused for it: they go on uncounted and the outage is
 * logged once, until Redis answers again.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { redisUrl }: RateLimitOptions) => {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A count either goes through now or not at all: nothing queues behind a Redis that is away.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  let away = false;
  redis.on('error', (err: Error) => {
    if (!away) app.log.warn({ err }, 'Redis for the rate limits cannot be reached; requests go on uncounted until it is back');
    away = true;
  });
  redis.on('ready', () => {
    if (away) app.log.info('Redis for the rate limits is back');
    away = false;
  });
  // A Redis away at start does not stop the server: the client keeps reconnecting.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true });
});
