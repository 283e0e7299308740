import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/config/routes/AppRoute';
import { coreRoutes } from '@/config/routes/coreRoutes';
import { withPage } from '@/app/pages';
import { loadChunk } from '@/lib/loadChunk';
import { useEnvironmentStore } from '@/stores/environment';
import { useNoticeStore } from '@/stores/notice';
import { useSessionStore } from '@/stores/session';
import { demoLogin, type DemoUserName } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { appRouterRoutes, buildRoutes, routerReady, syncEnvironmentCategory } from './router';

function renderApp(path: string, user: DemoUserName | null, routes?: AppRoute[]) {
  if (user) useSessionStore.getState().login(demoLogin(user));
  // Without routes of its own, the app's: its entry routes, then the rest of the table as it is needed.
  const { routes: first, patchRoutesOnNavigation } = routes ? { routes: buildRoutes(routes), patchRoutesOnNavigation: undefined } : appRouterRoutes();
  const router = createMemoryRouter(first, { initialEntries: [path], patchRoutesOnNavigation });
  syncEnvironmentCategory(router);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A page of the route table that renders a heading at once. */
const settingsPage: AppRoute = {
  path: '/settings/ambience',
  layout: true,
  handle: { name: 'AmbienceSettings' },
  page: () => Promise.resolve(() => <h1>Ambiência</h1>),
};

/** useBlocker registers its function one render after the layout mounts. */
const blockerRegistered = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const at = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

/** Paths the pages asked the API for. */
let requested: string[] = [];
/** A dashboard page is showing: it asked for its shed. */
const dashboardAsksFor = (shedId: number) => waitFor(() => expect(requested).toContain(`/api/v2/sheds/${shedId}`));

// The pages' first import compiles them, which on a busy machine outlasts a wait for a heading.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/LoginPage'),
    import('@/app/routes/HomePage'),
    import('@/app/routes/ShedListPage'),
    import('@/app/routes/DashboardPage'),
    import('@/app/routes/NotificationSettingsPage'),
    import('@/app/routes/NotFoundPage'),
  ]);
}, 120_000);

beforeEach(() => {
  requested = [];
  // Pages ask the API for their data; these tests are about routing, so it never answers.
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(String(url));
    return new Promise(() => {});
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useNoticeStore.getState().dismiss();
});

describe('guards on an address opened directly', () => {
  it('sends a visitor without a session to sign in, remembering the page, without a notice', async () => {
    const router = renderApp('/broiler/sanity', null);
    await screen.findByRole('heading', { name: 'Entre na sua conta' });
    expect(at(router)).toBe('/login?next=%2Fbroiler%2Fsanity');
    expect(useNoticeStore.getState().notice).toBeNull();
  });

  it('lands a user without the module on Home with a notice saying why', async () => {
    const router = renderApp('/swine/nutrition', 'produtor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua conta não tem acesso ao módulo Suínos.');
    expect(at(router)).toBe('/');
  });

  it('lands a user without the permission on Home with a notice saying why', async () => {
    const router = renderApp('/broiler/sanity', 'vendas');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não pode abrir Frangos de corte - Sanidade e ambiência: sua conta não tem a permissão Sanidade neste módulo.',
    );
    expect(at(router)).toBe('/');
  });

  it('lets a user with the role and permission in, and shows the page', async () => {
    const router = renderApp('/broiler/performance/dashboard/12?sex=3', 'vendas');
    await dashboardAsksFor(12);
    expect(at(router)).toBe('/broiler/performance/dashboard/12?sex=3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the staff-only devices page', () => {
  it('tells a producer who types its address that it is for staff, without asking the API for devices', async () => {
    const router = renderApp('/settings/devices', 'produtor');
    expect(await screen.findByText('Somente a equipe técnica pode gerenciar dispositivos e chaves de envio.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dispositivos' })).toBeInTheDocument();
    expect(at(router)).toBe('/settings/devices');
    // The title follows in an effect of the root route, possibly just after the page shows.
    await waitFor(() => expect(document.title).toBe('Plantel - Configurações - Dispositivos'));
    expect(requested.filter((url) => url.includes('/devices') || url.includes('/ingest-keys'))).toEqual([]);
  });

  it('lists the devices for staff', async () => {
    renderApp('/settings/devices', 'tecnico');
    await waitFor(() => expect(requested).toContain('/api/v2/devices?limit=25&offset=0'));
    expect(requested).toContain('/api/v2/ingest-keys/gateways');
    expect(screen.queryByText('Somente a equipe técnica pode gerenciar dispositivos e chaves de envio.')).not.toBeInTheDocument();
  });
});

describe('guards inside the app', () => {
  it('keeps the user where they were when the next page is refused, and says why', async () => {
    const router = renderApp('/broiler/performance', 'produtor');
    await screen.findByRole('heading', { name: 'Desempenho' });
    await blockerRegistered();

    await act(() => router.navigate('/swine/alerts/recent'));
    expect(at(router)).toBe('/broiler/performance');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua conta não tem acesso ao módulo Suínos.');

    await act(() => router.navigate('/matrix/sanity/dashboard/4'));
    await dashboardAsksFor(4);
    expect(at(router)).toBe('/matrix/sanity/dashboard/4');

    await act(() => router.navigate('/broiler/alerts/history'));
    expect(at(router)).toBe('/broiler/alerts/history');
  });

  it('titles each page and sets the environment category to the first path segment', async () => {
    const router = renderApp('/broiler/performance', 'tecnico');
    await screen.findByRole('heading', { name: 'Desempenho' });
    expect(document.title).toBe('Plantel - Frangos de corte - Desempenho');
    expect(useEnvironmentStore.getState().category).toBe('broiler');

    await act(() => router.navigate('/laying-birds/nutrition/dashboard/8'));
    await dashboardAsksFor(8);
    expect(document.title).toBe('Plantel - Aves poedeiras - Nutrição - Painel');
    expect(useEnvironmentStore.getState().category).toBe('laying-birds');

    await act(() => router.navigate('/'));
    expect(useEnvironmentStore.getState().category).toBe('');
  });
});

describe('the route table', () => {
  const knows = (router: ReturnType<typeof renderApp>, path: string) => JSON.stringify(router.routes).includes(`"path":"${path}"`);

  it('opens with the entry routes and takes in the rest on the first navigation outside them', async () => {
    const router = renderApp('/', 'tecnico');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(knows(router, '/login')).toBe(true);
    expect(knows(router, '/broiler/performance')).toBe(false);

    await act(() => router.navigate('/broiler/performance'));
    await screen.findByRole('heading', { name: 'Desempenho' });
    expect(at(router)).toBe('/broiler/performance');
    expect(knows(router, '/broiler/performance')).toBe(true);
  });

  it('shows the translated chunk error when the rest cannot load, and fetches it again on the next navigation', async () => {
    useSessionStore.getState().login(demoLogin('tecnico'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn((): Promise<AppRoute[]> => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { routes, patchRoutesOnNavigation } = appRouterRoutes(load);
    const router = createMemoryRouter(routes, { initialEntries: ['/broiler/performance'], patchRoutesOnNavigation });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();

    load.mockImplementation(() => import('./pages').then((m) => m.laterRoutes()));
    await act(() => router.navigate('/broiler/sanity'));
    await screen.findByRole('heading', { name: 'Sanidade e ambiência' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page for an address outside the whole table', async () => {
    const router = renderApp('/no/such/page', 'tecnico');
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    expect(at(router)).toBe('/no/such/page');
  });
});

describe("a page's first queries", () => {
  const page = (text: string) => () => Promise.resolve(() => <h1>{text}</h1>);
  const settings = (prefetch: AppRoute['prefetch']): AppRoute => ({
    path: '/settings/notifications',
    layout: true,
    handle: { name: 'NotificationSettings' },
    page: page('Notificações'),
    prefetch,
  });

  it('start as the page is entered, without the navigation waiting for them', async () => {
    const started: string[] = [];
    // The module that starts them never loads: the page shows all the same.
    const routes = [settings(() => Promise.resolve(() => void started.push('/settings/notifications'))), { ...settings(() => new Promise(() => {})), path: '/' }];
    const router = renderApp('/settings/notifications', 'produtor', routes);
    await screen.findByRole('heading', { name: 'Notificações' });
    await waitFor(() => expect(started).toEqual(['/settings/notifications']));

    await act(() => router.navigate('/'));
    expect(at(router)).toBe('/');
  });

  it('do not start for a visitor without a session', async () => {
    const prefetch = vi.fn(() => Promise.resolve(() => {}));
    renderApp('/settings/notifications', null, [settings(prefetch), ...coreRoutes.filter((route) => route.path === '/login').map(withPage)]);
    await screen.findByRole('heading', { name: 'Entre na sua conta' });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leave the page to ask for its data itself when their module cannot load', async () => {
    const prefetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const router = renderApp('/settings/notifications', 'produtor', [settings(prefetch)]);
    await screen.findByRole('heading', { name: 'Notificações' });
    expect(prefetch).toHaveBeenCalledOnce();
    expect(at(router)).toBe('/settings/notifications');
  });
});

describe('routerReady', () => {
  it('settles once the first navigation has loaded its page', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    const router = createMemoryRouter(buildRoutes([settingsPage]), { initialEntries: ['/settings/ambience'] });
    let ready = false;
    const done = routerReady(router).then(() => (ready = true));
    expect(ready).toBe(false);
    await done;
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('/settings/ambience');
  });
});

describe('page chunks', () => {
  it('shows a translated error with a retry button beside the side bar when a page cannot load', async () => {
    const broken: AppRoute = {
      path: '/broiler/performance',
      layout: true,
      handle: { name: 'Performance', module: 'broiler', role: 'frangos_de_corte', permission: 'Performance', feature: 'performance' },
      page: () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broiler/performance', 'produtor', [broken]);

    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });
});
