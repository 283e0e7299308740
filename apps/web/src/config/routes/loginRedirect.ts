export const LOGIN_PATH = '/login';

/** Where an installation without a company makes its first one (linked from the login page, so kept as light). */
export const SETUP_PATH = '/setup';

/** The login page, remembering the page to come back to after signing in. */
export function loginPath(target: { pathname: string; search: string; hash: string }): string {
  const next = target.pathname + target.search + target.hash;
  return next === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ next }).toString()}`;
}

/** `next` when it is a path on this site, otherwise null: the login page must not redirect elsewhere. */
export function safeNextPath(next: string | null, origin: string = window.location.origin): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const url = new URL(next, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}
