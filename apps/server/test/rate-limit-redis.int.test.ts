import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/services/demo/demo-seed.service';
import { startTestRedis, type TestRedis } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

const MAX_PER_USER = 3;
const redis: TestRedis | null = await startTestRedis();

/** The attempt (1-based) first refused for too many, signing in on each app of `apps` in turn; null when none is. */
async function firstRefusedAttempt(apps: TestApp[], username: string) {
  for (let attempt = 1; attempt <= 3 * MAX_PER_USER; attempt++) {
    const res = await apps[attempt % apps.length]!.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password: 'wrong password' } });
    if (res.statusCode === 429) return attempt;
    expect(res.statusCode, res.body).toBe(401);
  }
  return null;
}

describe('sign-in limits without REDIS_URL', () => {
  let copies: TestApp[];
  beforeAll(async () => {
    copies = await Promise.all([createTestApp({ PLANTEL_LOGIN_MAX_PER_USER: String(MAX_PER_USER) }), createTestApp({ PLANTEL_LOGIN_MAX_PER_USER: String(MAX_PER_USER) })]);
  });
  afterAll(() => Promise.all(copies.map((c) => c.close())));

  it('are counted by each copy on its own', async () => {
    expect(await firstRefusedAttempt([copies[0]!], 'memory-one')).toBe(MAX_PER_USER + 1);
    expect(await firstRefusedAttempt(copies, 'memory-both')).toBe(2 * MAX_PER_USER + 1);
  });
});

describe.runIf(redis)('sign-in limits with REDIS_URL (a real Redis)', () => {
  let copies: TestApp[];
  beforeAll(async () => {
    const env = { PLANTEL_LOGIN_MAX_PER_USER: String(MAX_PER_USER), REDIS_URL: redis!.url };
    copies = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all(copies.map((c) => c.close()));
  });

  it('are shared by the copies: attempts spread over both are refused at the same count as on one', async () => {
    expect(await firstRefusedAttempt([copies[0]!], 'shared-one')).toBe(MAX_PER_USER + 1);
    expect(await firstRefusedAttempt(copies, 'shared-both')).toBe(MAX_PER_USER + 1);
    const refused = await copies[1]!.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'shared-both', password: 'wrong password' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('let sign-ins through, uncounted, while Redis is away', async () => {
    await redis!.stop();
    expect(await firstRefusedAttempt(copies, 'redis-away')).toBeNull();
    expect((await copies[0]!.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'admin', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });
});

afterAll(() => redis?.stop());
