import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useNoticeStore } from '@/stores/notice';
import { useSessionStore } from '@/stores/session';
import { routeAccessDenial } from './access';
import { loginPath, safeNextPath } from './loginRedirect';
import type { RouteMeta } from './routeMeta';

/** Signed-in layout loader: without a live session, go to the login page and come back afterwards. */
export function requireSession({ request }: LoaderFunctionArgs): null {
  if (useSessionStore.getState().isExpired()) throw redirect(loginPath(new URL(request.url)));
  return null;
}

/** Login page loader: a signed-in user has nothing to do there. */
export function redirectSignedIn({ request }: LoaderFunctionArgs): null {
  if (!useSessionStore.getState().isExpired()) {
    throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/');
  }
  return null;
}

/**
 * Loader of a route with a role: a user whose roles do not open it lands on Home with a notice
 * saying why. This covers addresses typed or opened directly and the page chosen after signing in;
 * inside the app, useAccessBlocker stops such navigations before they start.
 */
export function requireRouteAccess(meta: RouteMeta): () => null {
  return () => {
    const session = useSessionStore.getState();
    // Without a session the signed-in layout's loader sends the user to sign in first.
    if (session.isExpired()) return null;
    const denial = routeAccessDenial(meta, session.roles);
    if (denial === null) return null;
    useNoticeStore.getState().showAccessDenied(meta, denial);
    throw redirect('/');
  };
}
