import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_ROLE, apiErrorSchema, setupDoneSchema, setupStateSchema } from '@plantel/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { setupToken } from '../src/services/access/first-run.service';
import { createTestDatabase } from './helpers/test-database';

/**
 * An installation's first run by the setup page: while no company exists, the first one and its
 * administrator are made from the machine itself, or from elsewhere with the one-time token the
 * server prints at start; never again after.
 */

const ELSEWHERE = '203.0.113.7';
const PASSWORD = 'primeira-senha-1';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  app = await buildApp({ config: loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PLANTEL_RESPONSE_CHECKS: 'true' }), database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const setup = (body: object, remoteAddress = ELSEWHERE) => app.inject({ method: 'POST', url: '/api/v2/setup', payload: body, remoteAddress });
const state = async (remoteAddress = ELSEWHERE) => setupStateSchema.parse((await app.inject({ url: '/api/v2/setup', remoteAddress })).json());
const first = { company: 'Cooperativa Nova', username: 'chefe', first_name: 'Clara', password: PASSWORD };

describe('the first company, by the setup page', () => {
  it('asks for the token away from the machine, and refuses a wrong or missing one, making nothing', async () => {
    expect(await state()).toEqual({ needed: true, token_required: true });
    expect(await state('127.0.0.1')).toEqual({ needed: true, token_required: false });
    for (const token of [undefined, 'not-the-token']) {
      const res = await setup({ ...first, ...(token ? { token } : {}) });
      expect(res.statusCode, res.body).toBe(403);
      expect(apiErrorSchema.parse(res.json()).fields?.[0]).toMatchObject({ field: 'token', key: 'setup.errors.token' });
    }
    // A proxy on the machine passes others' requests on: they are not the machine's.
    const proxied = await app.inject({ method: 'POST', url: '/api/v2/setup', payload: first, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ELSEWHERE } });
    expect(proxied.statusCode).toBe(403);
    expect((await state()).needed).toBe(true);
  });

  it('refuses a short password or an unknown key by name', async () => {
    const token = (await setupToken(database.db))!;
    const short = await setup({ ...first, token, password: 'curta' });
    expect(short.statusCode).toBe(400);
    expect(apiErrorSchema.parse(short.json()).fields?.map((f) => f.field)).toEqual(['password']);
    const unknown = await setup({ ...first, token, roles: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('roles');
  });

  it('makes the company and its administrator with every module once, spends the token, and refuses a second', async () => {
    const token = (await setupToken(database.db))!;
    expect(token.length).toBeGreaterThan(20);
    // Every copy of the server prints the same token while it lasts.
    expect(await setupToken(database.db)).toBe(token);
    const res = await setup({ ...first, token });
    expect(res.statusCode, res.body).toBe(201);
    expect(setupDoneSchema.parse(res.json())).toMatchObject({ company: { name: 'Cooperativa Nova' }, username: 'chefe' });

    const login = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'chefe', password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ user: { roles: unknown; is_staff: boolean } }>().user).toMatchObject({ roles: EVERY_ROLE, is_staff: true });

    expect(await setupToken(database.db)).toBeNull();
    expect(await state()).toEqual({ needed: false, token_required: true });
    const again = await setup({ ...first, company: 'Outra', username: 'outro', token }, '127.0.0.1');
    expect(again.statusCode).toBe(409);
  });
});

describe('from the machine itself', () => {
  it('needs no token', async () => {
    const local = await createTestDatabase({ empty: true });
    await local.migrate();
    const localApp = await buildApp({ config: loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PLANTEL_RESPONSE_CHECKS: 'true' }), database: local });
    try {
      const res = await localApp.inject({ method: 'POST', url: '/api/v2/setup', payload: first, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await localApp.close();
      await local.close();
    }
  });
});
