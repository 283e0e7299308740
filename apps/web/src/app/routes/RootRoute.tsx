import { Outlet, ScrollRestoration } from 'react-router';
import { usePageTitle } from '@/config/routes/usePageTitle';

/** Root of every route: page title and scroll restoration. */
export function RootRoute() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
