import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorFallback } from '@/components/errors/ErrorFallback';
import { PageErrorBoundary, RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { PageLoader } from '@/components/ui/PageLoader';
import type { AppRoute } from '@/config/routes/AppRoute';
import { entryRoutes } from '@/config/routes/entryRoutes';
import { requireRouteAccess, requireSession } from '@/config/routes/guards';
import { entryPages, withPageFrom } from '@/app/entryPages';
import type { RouteHandle } from '@/config/routes/routeMeta';
import { loadCurrentLanguage } from '@/lib/i18n';
import { loadChunk } from '@/lib/loadChunk';
import { nextTask } from '@/lib/nextTask';
import { firstPathSegment, useEnvironmentStore } from '@/stores/environment';
import { useSessionStore } from '@/stores/session';
import { RootRoute } from './routes/RootRoute';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The route's own loader, after the role-aware guard when the route has a role. */
function routeLoader({ handle, loader, fullTranslations }: AppRoute): LoaderFunction | undefined {
  if (fullTranslations) {
    return async (args, context) => {
      await loadCurrentLanguage();
      return loader ? loader(args, context) : null;
    };
  }
  if (!handle.role) return loader;
  const guard = requireRouteAccess(handle);
  if (!loader) return guard;
  return (args, context) => {
    guard();
    return loader(args, context);
  };
}

/**
 * The route's loader, then the start of its page's queries (AppRoute.prefetch) once the loader let
 * the navigation through and while there is a session. Nothing waits for the queries, nor for the
 * code that starts them: a page whose starter failed to load asks for its data itself.
 */
function withPrefetch(loader: LoaderFunction | undefined, prefetch: AppRoute['prefetch']): LoaderFunction | undefined {
  if (!prefetch) return loader;
  return async (args, context) => {
    const result: unknown = loader ? await loader(args, context) : null;
    if (!useSessionStore.getState().isExpired()) {
      // Each step in a task of its own: asking for the module, then (after it is evaluated) the data.
      nextTask()
        .then(prefetch)
        .then(
          (start) => setTimeout(start),
          () => {},
        );
    }
    return result;
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
      // Asking for a chunk (and preloading what it imports) is main-thread work; in a task of its own
      // it does not lengthen the router's start, which asks for every lazy part of the page at once.
      await nextTask();
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
    loader: withPrefetch(routeLoader(route), route.prefetch),
    lazy: { Component: orChunkError(route.page, !route.layout) },
    // Inside the layout a failed page shows its error beside the side bar.
    ErrorBoundary: route.layout ? PageErrorBoundary : undefined,
  };
}

const ROOT_ID = 'root';
const SIGNED_IN_ID = 'signed-in';

/** The router's routes: the routes given under a root, layout routes under the signed-in layout. */
export function buildRoutes(routes: AppRoute[]): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      Component: RootRoute,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: SIGNED_IN_ID,
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

/**
 * What the router opens with: the entry routes (Home, sign-in, setting a password, not found), and
 * the rest of the table fetched in a chunk of its own on the first navigation that needs it. The
 * sign-in page so loads neither the table of the farm modules nor the code that loads their pages.
 */
export function appRouterRoutes(
  loadLaterRoutes: () => Promise<AppRoute[]> = () => import('./pages').then((m) => m.laterRoutes()),
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let patched = false;
  let failure: unknown;
  // An address the entry routes do not know matches the not-found route, which React Router takes
  // as the cue to fetch the rest; when that failed, the route shows the failure, not "not found".
  const orFailure = (route: AppRoute): AppRoute => {
    if (route.path !== '*') return route;
    const loader = route.loader;
    return {
      ...route,
      loader: (args, context) => {
        if (failure) throw failure;
        return loader ? loader(args, context) : null;
      },
    };
  };
  return {
    routes: buildRoutes(entryRoutes.map(withPageFrom(entryPages)).map(orFailure)),
    patchRoutesOnNavigation: async ({ patch }) => {
      if (patched) return;
      try {
        const routes = await loadChunk(loadLaterRoutes);
        if (patched) return;
        patched = true;
        failure = undefined;
        patch(SIGNED_IN_ID, routes.filter((route) => route.layout).map(toRouteObject));
        patch(ROOT_ID, routes.filter((route) => !route.layout).map(toRouteObject));
      } catch (error) {
        // Asked again on the next navigation to an address the entry routes do not know.
        failure = error;
      }
    },
  };
}

/** Keeps the environment filter category at the first path segment, before each page renders. */
export function syncEnvironmentCategory(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  const sync = (pathname: string) => useEnvironmentStore.getState().setCategory(firstPathSegment(pathname));
  sync(router.state.location.pathname);
  return router.subscribe((state) => sync(state.location.pathname));
}

/** Settles once the router's first navigation is done: its pages' code is in and their loaders have run. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The app's router: its first navigation (the page's code and loaders) starts at once. */
export function createAppRouter(): DataRouter {
  const { routes, patchRoutesOnNavigation } = appRouterRoutes();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  syncEnvironmentCategory(router);
  return router;
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
