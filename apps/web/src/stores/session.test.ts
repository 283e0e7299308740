import { beforeEach, describe, expect, it } from 'vitest';
import { makeJwt, makeJwtExpiringIn } from '@/testing/makeJwt';
import { makeLoginResponse } from '@/testing/makeLoginResponse';
import { SESSION_STORAGE_KEY, useSessionStore } from './session';

const session = () => useSessionStore.getState();

beforeEach(() => session().logout());

describe('session store', () => {
  it('stores the token, name, roles and flags on login and persists them', () => {
    const response = makeLoginResponse();
    session().login(response);

    expect(session()).toMatchObject({
      token: response.access,
      username: 'produtor',
      name: 'Paulo',
      roles: response.user.roles,
      is_staff: false,
      is_superuser: false,
      isGuest: false,
    });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state?: { token?: string } };
    expect(stored.state?.token).toBe(response.access);
  });

  it('names the user by username when they have no first name', () => {
    session().login(makeLoginResponse({ firstName: '  ', username: 'vendas' }));
    expect(session().name).toBe('vendas');
  });

  it('marks a sales user as guest unless they are staff or superuser', () => {
    session().login(makeLoginResponse({ roles: { frangos_de_corte: ['Vendas', 'Performance'] } }));
    expect(session().isGuest).toBe(true);

    session().login(makeLoginResponse({ roles: { matrizeiro: ['Vendas'] }, is_staff: true }));
    expect(session().isGuest).toBe(false);

    session().login(makeLoginResponse({ roles: { suinos: ['Nutrição'] } }));
    expect(session().isGuest).toBe(false);
  });

  it('compares the token expiry with the current time in seconds', () => {
    const now = Math.floor(Date.now() / 1000);
    session().login(makeLoginResponse({}, makeJwt({ exp: now + 60 })));

    expect(session().isExpired()).toBe(false);
    expect(session().isExpired(now + 59)).toBe(false);
    expect(session().isExpired(now + 60)).toBe(true);
  });

  it('treats an expired, unreadable or missing token as expired', () => {
    session().login(makeLoginResponse({}, makeJwtExpiringIn(-1)));
    expect(session().isExpired()).toBe(true);

    session().login(makeLoginResponse({}, 'not-a-jwt'));
    expect(session().isExpired()).toBe(true);

    session().login(makeLoginResponse({}, makeJwt({ sub: '3' })));
    expect(session().isExpired()).toBe(true);

    session().logout();
    expect(session().isExpired()).toBe(true);
  });

  it('lasts while its refresh token does, though the access token has expired, and persists it', () => {
    const now = Math.floor(Date.now() / 1000);
    session().login(makeLoginResponse({}, makeJwt({ exp: now - 10 }), makeJwt({ exp: now + 86_400 })));

    expect(session().accessExpired()).toBe(true);
    expect(session().isExpired()).toBe(false);
    expect(session().isExpired(now + 86_400)).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.refresh).toBe(session().refresh);
  });

  it('forgets everything on logout', () => {
    session().login(makeLoginResponse({ is_superuser: true }));
    session().logout();

    expect(session()).toMatchObject({ token: null, name: '', roles: {}, is_superuser: false, isGuest: false });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state?: { token?: string | null } };
    expect(stored.state?.token).toBeNull();
  });
});
