import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/loadChunk';
import type { AppRoute, EntryPageName, PageName, PrefetchName, RouteEntry } from '@/config/routes/AppRoute';

export type PageLoader = () => Promise<ComponentType>;

/** A route module loaded on demand, in its own chunk, failing after CHUNK_LOAD_TIMEOUT_MS. */
export const lazyPage = (load: () => Promise<ComponentType>): PageLoader => () => loadChunk(load);

/** The pages of the routes the app opens with; app/pages.ts has the others. */
export const entryPages = {
  home: lazyPage(() => import('@/app/routes/HomePage').then((m) => m.HomePage)),
  login: lazyPage(() => import('@/app/routes/LoginPage').then((m) => m.LoginPage)),
  setPassword: lazyPage(() => import('@/app/routes/SetPasswordPage').then((m) => m.SetPasswordPage)),
  setup: lazyPage(() => import('@/app/routes/SetupPage').then((m) => m.SetupPage)),
  notFound: lazyPage(() => import('@/app/routes/NotFoundPage').then((m) => m.NotFoundPage)),
} satisfies Record<EntryPageName, PageLoader>;

/** What starts a page's first queries, each in a chunk of its own (see AppRoute.prefetch). */
const prefetches = {
  home: () => import('@/app/routes/prefetchHome').then((m) => m.prefetchHome),
} satisfies Record<PrefetchName, () => Promise<() => void>>;

/** Route table entries with the code that loads their pages (and starts their queries), for the router. */
export function withPageFrom<P extends PageName>(pages: Record<P, PageLoader>) {
  return ({ page, prefetch, ...entry }: RouteEntry & { page: P }): AppRoute => ({
    ...entry,
    page: pages[page],
    ...(prefetch ? { prefetch: prefetches[prefetch] } : {}),
  });
}
