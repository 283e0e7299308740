import type { AppRoute } from './AppRoute';
import { redirectSignedIn } from './guards';

/** Routes outside the farm modules (spec §2): Home checks the session only; Login has no layout. */
export const coreRoutes: AppRoute[] = [
  {
    path: '/',
    layout: true,
    handle: { name: 'Home' },
    page: () => import('@/app/routes/HomePage').then((m) => m.HomePage),
  },
  {
    path: '/login',
    layout: false,
    handle: { name: 'Login' },
    loader: redirectSignedIn,
    page: () => import('@/app/routes/LoginPage').then((m) => m.LoginPage),
  },
  {
    path: '*',
    layout: false,
    handle: { name: 'NotFound' },
    page: () => import('@/app/routes/NotFoundPage').then((m) => m.NotFoundPage),
  },
];
