import type { EntryRoute } from './AppRoute';
import { redirectSignedIn } from './guards';
import { SETUP_PATH } from './loginRedirect';

/** Where an invitation or password-reset link leads (no session needed; the secret is after `#`). */
export const SET_PASSWORD_PATH = '/set-password';


/**
 * The routes the app opens with (see app/router.tsx): Home checks the session only; Login, setting a
 * password and the not-found page have no layout. The rest of the table comes on the first
 * navigation outside them.
 */
export const entryRoutes: EntryRoute[] = [
  { path: '/', layout: true, handle: { name: 'Home' }, page: 'home', prefetch: 'home' },
  { path: '/login', layout: false, handle: { name: 'Login' }, loader: redirectSignedIn, page: 'login' },
  // An invitation or reset link: sets a password, then sign in.
  { path: SET_PASSWORD_PATH, layout: false, handle: { name: 'SetPassword' }, fullTranslations: true, page: 'setPassword' },
  // An installation's first run: its first company and administrator (the setup token after `#`).
  { path: SETUP_PATH, layout: false, handle: { name: 'Setup' }, fullTranslations: true, page: 'setup' },
  { path: '*', layout: false, handle: { name: 'NotFound' }, page: 'notFound' },
];
