import type { TokenRefreshResponse } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { ApiRequestError, sessionEndOf } from './api-errors';

let renewing: Promise<void> | null = null;

/**
 * Exchanges the session's refresh token for a new access token, once for any number of callers.
 * Without a network the session stays as it is, so the app still opens on what it kept; refused (the
 * sign-in expired, or the password changed), the session ends.
 */
export function renewAccess(): Promise<void> {
  renewing ??= renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function renew(): Promise<void> {
  const { refresh } = useSessionStore.getState();
  let response: Response;
  try {
    response = await fetch('/api/v1/token/refresh', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  } catch {
    return;
  }
  // Signed out (or in as someone else) while it was asked: the answer is for a session that has ended.
  const ended = () => useSessionStore.getState().refresh !== refresh;
  if (ended()) return;
  if (response.status === 400 || response.status === 401) {
    const body = (await response.json().catch(() => null)) as { fields?: { key?: string }[] } | null;
    useSessionStore.getState().logout(sessionEndOf(body?.fields));
    throw new ApiRequestError(401, 'Session expired');
  }
  // Too many attempts or the server's trouble: the next request tries again.
  if (!response.ok) return;
  const renewed = (await response.json()) as TokenRefreshResponse;
  if (!ended()) useSessionStore.getState().renew(renewed);
}
