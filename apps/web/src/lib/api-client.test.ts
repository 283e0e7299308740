import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_STAMP_HEADER, accessStamp, healthResponseSchema } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { makeJwtExpiringIn } from '@/testing/makeJwt';
import { makeLoginResponse } from '@/testing/makeLoginResponse';
import { apiClient } from './api-client';
import { ApiRequestError, NetworkError } from './api-errors';

interface Call {
  url: string;
  init: RequestInit;
}

/** Stands in for the network: records each request and answers with the next queued response. */
function fakeNetwork(...answers: (() => Response)[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

const session = () => useSessionStore.getState();

beforeEach(() => session().logout());
afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends JSON with the bearer token and returns the answer', async () => {
    const response = makeLoginResponse();
    session().login(response);
    const calls = fakeNetwork(json(200, { count: 0, results: [] }));

    await expect(apiClient('/v2/sheds/lodged', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ count: 0, results: [] });

    expect(calls).toHaveLength(1);
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('/api/v2/sheds/lodged');
    expect(headers.get('authorization')).toBe(`Bearer ${response.access}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('ends the session on a 401 and keeps why, when the server says the person was deactivated', async () => {
    session().login(makeLoginResponse());
    fakeNetwork(json(401, { statusCode: 401, error: 'Unauthorized', message: 'deactivated', requestId: 'r', fields: [{ field: 'session', location: 'headers', message: 'deactivated', key: 'auth.errors.deactivated' }] }));
    await expect(apiClient('/v2/home')).rejects.toBeInstanceOf(ApiRequestError);
    expect(session().token).toBeNull();
    expect(session().endedBecause).toBe('deactivated');
    session().login(makeLoginResponse());
    expect(session().endedBecause).toBeNull();
  });

  it('renews the session once when an answer says the server sees other access, and the roles follow', async () => {
    const login = makeLoginResponse();
    session().login(login);
    const widened = { ...login.user, roles: { ...login.user.roles, suinos: ['Cadastro' as const] } };
    const stamp = accessStamp({ roles: widened.roles, is_staff: widened.is_staff, is_superuser: widened.is_superuser });
    const calls = fakeNetwork(json(200, { a: 1 }, { [ACCESS_STAMP_HEADER]: stamp }), json(200, { access: makeJwtExpiringIn(3600), user: widened }), json(200, { b: 2 }, { [ACCESS_STAMP_HEADER]: stamp }));

    await apiClient('/v2/home');
    await vi.waitFor(() => expect(session().roles).toEqual(widened.roles));
    await apiClient('/v2/home');
    expect(calls.map((c) => c.url)).toEqual(['/api/v2/home', '/api/v1/token/refresh', '/api/v2/home']);
  });

  describe('with an expired access token and a refresh token still valid', () => {
    const expiredAccess = () => makeLoginResponse({}, makeJwtExpiringIn(-5), makeJwtExpiringIn(7 * 86_400));

    it('renews the access token first, once for requests sent together, then sends them with it', async () => {
      const login = expiredAccess();
      session().login(login);
      const renewed = makeJwtExpiringIn(3600);
      const calls = fakeNetwork(json(200, { access: renewed, user: { ...login.user, person: { first_name: 'Paulino' } } }), json(200, { a: 1 }), json(200, { b: 2 }));

      await expect(Promise.all([apiClient('/v2/sheds/lodged'), apiClient('/v2/home')])).resolves.toEqual([{ a: 1 }, { b: 2 }]);

      expect(calls.map((c) => c.url)).toEqual(['/api/v1/token/refresh', '/api/v2/sheds/lodged', '/api/v2/home']);
      expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refresh: login.refresh });
      expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull();
      for (const call of calls.slice(1)) expect(new Headers(call.init.headers).get('authorization')).toBe(`Bearer ${renewed}`);
      expect(session()).toMatchObject({ token: renewed, refresh: login.refresh, name: 'Paulino' });
    });

    it('ends the session when the server refuses the refresh token (expired, or the password changed)', async () => {
      session().login(expiredAccess());
      const calls = fakeNetwork(json(401, { statusCode: 401, error: 'Unauthorized', message: 'The sign-in has expired or was ended; sign in again', requestId: 'r' }));

      const error = await apiClient('/v2/sheds/lodged').catch((e: unknown) => e);

      expect((error as ApiRequestError).status).toBe(401);
      expect(calls).toHaveLength(1);
      expect(session().token).toBeNull();
      expect(session().refresh).toBeNull();
    });

    it('a renewal answered after signing out does not sign the user back in', async () => {
      const login = expiredAccess();
      session().login(login);
      let answer: ((response: Response) => void) | undefined;
      vi.stubGlobal('fetch', (url: string) =>
        url === '/api/v1/token/refresh' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(json(200, {})()),
      );

      const request = apiClient('/v2/sheds/lodged').catch((e: unknown) => e);
      await vi.waitFor(() => expect(answer).not.toBeUndefined());
      session().logout();
      answer!(json(200, { access: makeJwtExpiringIn(3600), user: login.user })());
      await request;

      expect(session().token).toBeNull();
      expect(session().refresh).toBeNull();
    });

    it('keeps the session without a network: the request goes as it is, for the app to answer from what it kept', async () => {
      const login = expiredAccess();
      session().login(login);
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        if (url === '/api/v1/token/refresh') throw new TypeError('Failed to fetch');
        return json(200, { kept: true }, { 'x-plantel-cached': '1' })();
      });

      await expect(apiClient('/v2/sheds/lodged')).resolves.toEqual({ kept: true });

      expect(calls).toEqual(['/api/v1/token/refresh', '/api/v2/sheds/lodged']);
      expect(session()).toMatchObject({ token: login.access, refresh: login.refresh });
      expect(session().isExpired()).toBe(false);
    });
  });

  it('ends an expired session without calling the server', async () => {
    session().login(makeLoginResponse({}, makeJwtExpiringIn(-5)));
    const calls = fakeNetwork(json(200, {}));

    const error = await apiClient('/v2/sheds/lodged').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
    expect(calls).toHaveLength(0);
    expect(session().token).toBeNull();
  });

  it('ends the session when the server answers 401', async () => {
    session().login(makeLoginResponse());
    fakeNetwork(json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token revoked', requestId: 'r1' }));

    const error = await apiClient('/v2/sheds/lodged').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Token revoked' });
    expect(session().token).toBeNull();
  });

  it('keeps the session on a refused sign-in, which carries no token', async () => {
    session().login(makeLoginResponse());
    const calls = fakeNetwork(json(401, { statusCode: 401, error: 'Unauthorized', message: 'No active account', requestId: 'r2' }));

    await expect(apiClient('/v1/token/', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });

    expect(new Headers(calls[0]?.init.headers).has('authorization')).toBe(false);
    expect(session().token).not.toBeNull();
  });

  it('carries the API message, fields and Retry-After of an error answer', async () => {
    fakeNetwork(
      json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Slow down', requestId: 'r3' }, { 'retry-after': '42' }),
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request',
        requestId: 'r4',
        fields: [{ field: 'username', location: 'body', message: 'Required' }],
      }),
    );

    await expect(apiClient('/v1/token/', { method: 'POST', auth: false })).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 42,
    });
    await expect(apiClient('/v1/token/', { method: 'POST', auth: false })).rejects.toMatchObject({
      status: 400,
      fields: [{ field: 'username', location: 'body', message: 'Required' }],
    });
  });

  it('keeps the whole error answer, for answers that say more than the usual shape', async () => {
    const refused = { statusCode: 400, error: 'Bad Request', message: '1 refused', requestId: 'r5', refusals: [{ sheet: 'feed', row: 3 }] };
    fakeNetwork(json(400, refused), () => new Response('not json', { status: 413 }));

    await expect(apiClient('/v2/batches/import', { method: 'POST', auth: false })).rejects.toMatchObject({ status: 400, body: refused });
    await expect(apiClient('/v2/batches/import', { method: 'POST', auth: false })).rejects.toMatchObject({ status: 413, body: undefined });
  });

  it('reports a server it cannot reach as a network error', async () => {
    fakeNetwork();
    await expect(apiClient('/health', { auth: false })).rejects.toBeInstanceOf(NetworkError);
  });

  it('validates the answer with the given contract schema', async () => {
    fakeNetwork(json(200, { status: 'ok', database: 'pglite', version: '0.1.0' }), json(200, { status: 'maybe' }));

    await expect(apiClient('/health', { auth: false, schema: healthResponseSchema })).resolves.toMatchObject({ status: 'ok' });
    await expect(apiClient('/health', { auth: false, schema: healthResponseSchema })).rejects.toThrow();
  });
});
