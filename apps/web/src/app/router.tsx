import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { PageLoader } from '@/components/ui/PageLoader';
import type { AppRoute } from '@/config/routes/AppRoute';
import { appRoutes } from '@/config/routes/appRoutes';
import { requireSession } from '@/config/routes/guards';
import { RootRoute } from './routes/RootRoute';

function toRouteObject({ path, handle, loader, page }: AppRoute): RouteObject {
  return { path, handle, loader, lazy: { Component: page } };
}

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        id: 'signed-in',
        loader: requireSession,
        lazy: { Component: () => import('./routes/SignedInLayout').then((m) => m.SignedInLayout) },
        children: appRoutes.filter((route) => route.layout).map(toRouteObject),
      },
      ...appRoutes.filter((route) => !route.layout).map(toRouteObject),
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
