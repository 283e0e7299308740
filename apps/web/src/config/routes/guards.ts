import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/stores/session';
import { loginPath, safeNextPath } from './loginRedirect';

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
