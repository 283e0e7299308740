import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, tokenRefreshResponseSchema, type LoginResponse } from '@plantel/contracts';
import { getOrCreateSecret } from '../src/repositories/secrets.repository';
import { changePassword, deleteUser } from '../src/services/access/users.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { decodeJwt, forgeJwt } from './helpers/jwt';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await getOrCreateSecret(t.database.db, 'jwt_signing_key', 'unused-candidate');
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: payload as object });
const getShed = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v2/sheds/1', headers: authorization ? { authorization } : {} });

describe('POST /api/v1/token/', () => {
  it('signs in a demo user with the spec shape and an HS256 token that expires', async () => {
    const res = await login({ username: 'produtor', password: 'plantel' });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toEqual({
      username: 'produtor',
      is_staff: false,
      is_superuser: false,
      person: { first_name: 'Paulo' },
      roles: {
        frangos_de_corte: ['Performance', 'Predição', 'Sanidade', 'Nutrição'],
        matrizeiro: ['Performance', 'Predição', 'Sanidade', 'Nutrição'],
      },
    });
    const { header, payload } = decodeJwt(body.access);
    expect(header.alg).toBe('HS256');
    const now = Date.now() / 1000;
    expect(payload.exp).toBeGreaterThan(now + 3600);
    expect(payload.exp).toBeLessThanOrEqual(now + 12 * 3600 + 5);
  });

  it('matches the username regardless of case', async () => {
    expect((await login({ username: 'ADMIN', password: 'plantel' })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'produtor', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: 'plantel' }],
  ])('refuses %s with 401 and the same message', async (_, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'No active account found with the given credentials' });
    expect(res.json().access).toBeUndefined();
  });

  it('names every missing field with 400', async () => {
    const res = await login({ username: '  ' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['password', 'username']);
    expect(res.json().fields[0]).toMatchObject({ location: 'body' });
  });

  it('explains a malformed JSON body with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "produtor", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Malformed JSON body/);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('bearer authentication', () => {
  const claims = (over: object = {}) => ({ sub: '3', cid: 1, ver: 1, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600, ...over });

  it('accepts the token login returned', async () => {
    expect((await getShed(`Bearer ${await t.tokenFor('produtor')}`)).statusCode).toBe(200);
  });

  it('accepts a token signed with the stored secret (the forging helper is faithful)', async () => {
    expect((await getShed(`Bearer ${forgeJwt(claims(), secret)}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a header without the Bearer scheme', 'Token abc.def.ghi'],
    ['a Bearer without a token', 'Bearer'],
    ['garbage', 'Bearer not-a-jwt'],
  ])('answers 401 JSON to %s', async (_, authorization) => {
    const res = await getShed(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(res.json().requestId).toEqual(expect.any(String));
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [h, , s] = (await t.tokenFor('produtor')).split('.');
    const forgedPayload = Buffer.from(JSON.stringify(claims({ sub: '1' }))).toString('base64url');
    expect((await getShed(`Bearer ${h}.${forgedPayload}.${s}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    expect((await getShed(`Bearer ${forgeJwt(claims(), 'x'.repeat(40))}`)).statusCode).toBe(401);
  });

  it.each(['HS512', 'none'] as const)('refuses the %s algorithm even with the right secret', async (alg) => {
    expect((await getShed(`Bearer ${forgeJwt(claims(), secret, alg)}`)).statusCode).toBe(401);
  });

  it('refuses an expired token and says so', async () => {
    const res = await getShed(`Bearer ${forgeJwt(claims({ exp: Math.floor(Date.now() / 1000) - 5 }), secret)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it.each([
    ['no expiry', { exp: undefined }],
    ['a user id that is not a number', { sub: 'admin' }],
    ['a user id written otherwise than in plain decimal', { sub: '0x1' }],
    ['a user id beyond the integer range', { sub: '2147483648' }],
  ])('answers 401, never 500, to a token signed with the key but with %s', async (_, change) => {
    const payload = JSON.parse(JSON.stringify(claims(change)));
    const res = await getShed(`Bearer ${forgeJwt(payload, secret)}`);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'Invalid access token' });
  });

  it('refuses a token that claims another company than the user belongs to', async () => {
    expect((await getShed(`Bearer ${forgeJwt(claims({ cid: 2 }), secret)}`)).statusCode).toBe(401);
  });

  it('stops honouring tokens issued before a password change, and those of a deleted user', async () => {
    const before = await t.tokenFor('tecnico');
    await changePassword(t.database.db, 'tecnico', 'a-new-password');
    expect((await getShed(`Bearer ${before}`)).statusCode).toBe(401);
    const after = await t.tokenFor('tecnico', 'a-new-password');
    expect((await getShed(`Bearer ${after}`)).statusCode).toBe(200);
    await deleteUser(t.database.db, 'tecnico');
    expect((await getShed(`Bearer ${after}`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/token/refresh', () => {
  const refresh = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: payload as object });
  const signIn = async (username: string, password = 'plantel') => loginResponseSchema.parse((await login({ username, password })).json());
  // One sign-in for the tests that only read its tokens: sign-ins per user are limited.
  let produtor: Promise<LoginResponse> | undefined;
  const signedIn = () => (produtor ??= signIn('produtor'));

  it('signs in with a refresh token that lasts the configured 7 days and is marked as one', async () => {
    const { access, refresh: token } = await signedIn();
    const { payload } = decodeJwt(token);
    const now = Date.now() / 1000;
    expect(payload).toMatchObject({ typ: 'refresh', sub: decodeJwt(access).payload.sub });
    expect(payload.exp).toBeGreaterThan(now + 7 * 86_400 - 60);
    expect(payload.exp).toBeLessThanOrEqual(now + 7 * 86_400 + 5);
  });

  it('exchanges a refresh token for a working access token and the user as they are now', async () => {
    const { refresh: token } = await signedIn();
    const res = await refresh({ refresh: token });
    expect(res.statusCode, res.body).toBe(200);
    const body = tokenRefreshResponseSchema.parse(res.json());
    expect(Object.keys(res.json())).toEqual(['access', 'user']);
    expect(body.user.username).toBe('produtor');
    expect(decodeJwt(body.access).payload.typ).toBeUndefined();
    expect((await getShed(`Bearer ${body.access}`)).statusCode).toBe(200);
  });

  it('refuses a refresh token used as an access token, and an access token used as a refresh token', async () => {
    const { access, refresh: token } = await signedIn();
    const asAccess = await getShed(`Bearer ${token}`);
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json().message).toMatch(/refresh token is not an access token/);
    expect((await refresh({ refresh: access })).statusCode).toBe(401);
  });

  it.each([
    ['expired', (c: Record<string, unknown>) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 5 })],
    ['of another company', (c: Record<string, unknown>) => ({ ...c, cid: 2 })],
    ['without a numeric user id', (c: Record<string, unknown>) => ({ ...c, sub: 'admin' })],
  ])('answers 401 to a refresh token %s', async (_, change) => {
    const { refresh: token } = await signedIn();
    const forged = forgeJwt(change(decodeJwt(token).payload), secret);
    const res = await refresh({ refresh: forged });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'The sign-in has expired or was ended; sign in again' });
  });

  it('answers 401 to a refresh token signed with another secret or tampered with', async () => {
    const { refresh: token } = await signedIn();
    expect((await refresh({ refresh: forgeJwt(decodeJwt(token).payload, 'another-secret-another-secret-another') })).statusCode).toBe(401);
    expect((await refresh({ refresh: `${token.slice(0, -2)}xx` })).statusCode).toBe(401);
    expect((await refresh({ refresh: 'not-a-jwt' })).statusCode).toBe(401);
  });

  it('stops renewing after a password change', async () => {
    const { refresh: before } = await signIn('vendas');
    await changePassword(t.database.db, 'vendas', 'another-password');
    expect((await refresh({ refresh: before })).statusCode).toBe(401);
    const { refresh: after } = await signIn('vendas', 'another-password');
    expect((await refresh({ refresh: after })).statusCode).toBe(200);
  });

  it('names a missing refresh token and refuses an unknown key by name', async () => {
    const missing = await refresh({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual(['refresh']);
    const { refresh: token } = await signedIn();
    const extra = await refresh({ refresh: token, access: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().fields)).toContain('access');
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After once a client exhausts the attempts for one username', async () => {
    const limited = await createTestApp({ PLANTEL_LOGIN_MAX_PER_USER: '3', PLANTEL_LOGIN_MAX_PER_CLIENT: '100' });
    try {
      const attempt = (username: string, password = 'wrong') =>
        limited.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });
      for (let i = 0; i < 3; i++) expect((await attempt('produtor')).statusCode).toBe(401);
      const blocked = await attempt('produtor', 'plantel');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // Same username in another letter case counts against the same budget.
      expect((await attempt('PRODUTOR', 'plantel')).statusCode).toBe(429);
      // Another account from the same client still has its own budget.
      expect((await attempt('admin', 'plantel')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits a client that sprays many usernames', async () => {
    const limited = await createTestApp({ PLANTEL_LOGIN_MAX_PER_USER: '100', PLANTEL_LOGIN_MAX_PER_CLIENT: '4' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: `u${i}`, password: 'x' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
