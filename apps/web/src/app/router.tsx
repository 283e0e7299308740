import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorFallback } from '@/components/errors/ErrorFallback';
import { PageErrorBoundary, RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { PageLoader } from '@/components/ui/PageLoader';
import type { AppRoute } from '@/config/routes/AppRoute';
import { appRoutes } from '@/config/routes/appRoutes';
import { requireRouteAccess, requireSession } from '@/config/routes/guards';
import type { RouteHandle } from '@/config/routes/routeMeta';
import { loadCurrentLanguage } from '@/lib/i18n';
import { loadChunk } from '@/lib/loadChunk';
import { firstPathSegment, useEnvironmentStore } from '@/stores/environment';
import { RootRoute } from './routes/RootRoute';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The route's own loader, after the role-aware guard when the route has a role. */
function routeLoader({ handle, loader }: AppRoute): LoaderFunction | undefined {
  if (!handle.role) return loader;
  const guard = requireRouteAccess(handle);
  if (!loader) return guard;
  return (args, context) => {
    guard();
    return loader(args, context);
  };
}

/**
 * A lazy route component that never rejects: when its chunk fails to load (or takes over
 * CHUNK_LOAD_TIMEOUT_MS), the route renders the translated error with its retry button. A rejected
 * lazy component would leave React Router rendering nothing at all.
 */
function orChunkError(load: () => Promise<ComponentType>, fullPage: boolean): () => Promise<ComponentType> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error('Could not load a part of the app', error);
      return function ChunkLoadFailed() {
        return <ErrorFallback error={error} fullPage={fullPage} />;
      };
    }
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { ...route.handle, path: route.path };
  return {
    path: route.path,
    handle,
    loader: routeLoader(route),
    lazy: { Component: orChunkError(route.page, !route.layout) },
    // Inside the layout a failed page shows its error beside the side bar.
    ErrorBoundary: route.layout ? PageErrorBoundary : undefined,
  };
}

/** The router's routes: the route table under a root, layout routes under the signed-in layout. */
export function buildRoutes(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'signed-in',
          loader: async (args) => {
            requireSession(args);
            await loadCurrentLanguage();
            return null;
          },
          lazy: {
            Component: orChunkError(() => loadChunk(() => import('./routes/SignedInLayout').then((m) => m.SignedInLayout)), true),
          },
          children: routes.filter((route) => route.layout).map(toRouteObject),
        },
        ...routes.filter((route) => !route.layout).map(toRouteObject),
      ],
    },
  ];
}

/** Keeps the environment filter category at the first path segment, before each page renders. */
export function syncEnvironmentCategory(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  const sync = (pathname: string) => useEnvironmentStore.getState().setCategory(firstPathSegment(pathname));
  sync(router.state.location.pathname);
  return router.subscribe((state) => sync(state.location.pathname));
}

const router = createBrowserRouter(buildRoutes());
syncEnvironmentCategory(router);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
