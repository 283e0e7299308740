import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenu } from '@/config/routes/menu';
import { changeLanguage, i18n } from '@/lib/i18n';
import { DEMO_USERS, type DemoUserName } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SideBar } from './SideBar';

function renderSideBar(user: DemoUserName, pathname = '/') {
  const onLogoClick = vi.fn();
  const onLogout = vi.fn();
  const { roles, is_staff, is_superuser } = DEMO_USERS[user];
  const guest = user === 'vendas';
  const element = <SideBar menu={buildMenu(roles)} pathname={pathname} onLogoClick={onLogoClick} onLogout={onLogout} staff={is_staff || is_superuser} guest={guest} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [pathname] });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return { ...rendered, nav, router, onLogoClick, onLogout };
}

const moduleButton = (nav: HTMLElement, name: string) => within(nav).getByRole('button', { name });

afterEach(async () => {
  await changeLanguage('pt-BR');
});

describe('SideBar', () => {
  it('shows one button per module of the user, all closed on Home', () => {
    const { nav } = renderSideBar('produtor');
    for (const name of ['Frangos de corte', 'Matrizeiro']) expect(moduleButton(nav, name)).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Suínos' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens one module at a time; its button toggles it', async () => {
    const { nav, user } = renderSideBar('tecnico');
    const broiler = moduleButton(nav, 'Frangos de corte');
    const swine = moduleButton(nav, 'Suínos');

    await user.click(broiler);
    expect(broiler).toHaveAttribute('aria-expanded', 'true');
    const broilerPages = within(nav).getByRole('list', { name: 'Frangos de corte' });
    expect(broiler).toHaveAttribute('aria-controls', broilerPages.parentElement?.closest('[id]')?.id);
    expect(within(broilerPages).getByRole('link', { name: 'Desempenho' })).toHaveAttribute('href', '/broiler/performance');

    await user.click(swine);
    expect(swine).toHaveAttribute('aria-expanded', 'true');
    expect(broiler).toHaveAttribute('aria-expanded', 'false');

    await user.click(swine);
    expect(swine).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the module of the current page and marks the page', () => {
    const { nav } = renderSideBar('produtor', '/matrix/sanity');
    expect(moduleButton(nav, 'Matrizeiro')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Sanidade e ambiência' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks one entry at a time: the list on the list, the dashboard entry on a dashboard, though both lead to the list', () => {
    const onList = renderSideBar('tecnico', '/broiler/slaughter-prediction').nav;
    expect(within(onList).getByRole('link', { name: 'Previsão de abate' })).toHaveAttribute('aria-current', 'page');
    expect(within(onList).getByRole('link', { name: 'Painel: Previsão de abate' })).not.toHaveAttribute('aria-current');
    cleanup();
    const onDashboard = renderSideBar('tecnico', '/broiler/slaughter-prediction/dashboard/4').nav;
    expect(within(onDashboard).getByRole('link', { name: 'Previsão de abate' })).not.toHaveAttribute('aria-current');
    expect(within(onDashboard).getByRole('link', { name: 'Painel: Previsão de abate' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows locked sub-pages with a lock, disabled and not as links', async () => {
    const { nav, user } = renderSideBar('vendas');
    await user.click(moduleButton(nav, 'Frangos de corte'));
    const pages = within(nav).getByRole('list', { name: 'Frangos de corte' });

    expect(within(pages).getAllByRole('link').map((link) => link.textContent)).toEqual(['Desempenho', 'Alertas recentes', 'Histórico de alertas']);
    const locked = within(pages).getAllByRole('button').filter((el) => el.getAttribute('aria-disabled') === 'true');
    // Each reads as its name followed by the lock's title.
    expect(locked.map((el) => el.textContent?.replace(/Bloqueado$/, ''))).toEqual([
      'Previsão de abate',
      'Planejamento PCP',
      'Sanidade e ambiência',
      'Nutrição',
      'Painel: Previsão de abate',
    ]);
    for (const el of locked) expect(within(el).getByTitle('Bloqueado')).toBeInTheDocument();
  });

  it('counts logo clicks, leads home and signs out', async () => {
    const { nav, user, router, onLogoClick, onLogout } = renderSideBar('tecnico', '/broiler/sanity');
    await user.click(within(nav).getByRole('link', { name: 'Plantel, ir para o início' }));
    expect(onLogoClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(nav).getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('leads staff to the devices page and marks it when open', () => {
    const { nav } = renderSideBar('tecnico', '/settings/devices');
    expect(within(nav).getByRole('link', { name: 'Dispositivos' })).toHaveAttribute('href', '/settings/devices');
    expect(within(nav).getByRole('link', { name: 'Dispositivos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('leads everyone to the alert thresholds and marks them when open', () => {
    const { nav } = renderSideBar('produtor', '/settings/alerts');
    const thresholds = within(nav).getByRole('link', { name: 'Limites de alerta' });
    expect(thresholds).toHaveAttribute('href', '/settings/alerts');
    expect(thresholds).toHaveAttribute('aria-current', 'page');
  });

  it('leads everyone to the performance settings, after the alert thresholds, and marks them when open', () => {
    const { nav } = renderSideBar('vendas', '/settings/performance');
    const settings = within(nav).getByRole('link', { name: 'Configurações de desempenho' });
    expect(settings).toHaveAttribute('href', '/settings/performance');
    expect(settings).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Configurações de desempenho') - links.indexOf('Limites de alerta')).toBe(1);
  });

  it('shows no devices or batch import link to producers', () => {
    const { nav } = renderSideBar('produtor');
    expect(within(nav).queryByRole('link', { name: 'Dispositivos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Importar lote' })).not.toBeInTheDocument();
  });

  it('leads staff to the batch import, after the devices, and marks it when open', () => {
    const { nav } = renderSideBar('tecnico', '/settings/batch-import');
    const batchImport = within(nav).getByRole('link', { name: 'Importar lote' });
    expect(batchImport).toHaveAttribute('href', '/settings/batch-import');
    expect(batchImport).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Importar lote') - links.indexOf('Dispositivos')).toBe(1);
  });

  it('leads staff to the users, after the batch import, and marks them when open', () => {
    const { nav } = renderSideBar('admin', '/settings/users');
    const users = within(nav).getByRole('link', { name: 'Usuários' });
    expect(users).toHaveAttribute('href', '/settings/users');
    expect(users).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Usuários') - links.indexOf('Importar lote')).toBe(1);
  });

  it('shows no users link to anyone outside the staff', () => {
    for (const user of ['produtor', 'vendas', 'suinos'] as const) {
      const { nav, unmount } = renderSideBar(user);
      expect(within(nav).queryByRole('link', { name: 'Usuários' }), user).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Limites de alerta' })).toBeInTheDocument();
      unmount();
    }
  });

  it('leads staff to the reading retention, after the users, and shows it to no producer', () => {
    const { nav } = renderSideBar('tecnico', '/settings/retention');
    const retention = within(nav).getByRole('link', { name: 'Retenção de leituras' });
    expect(retention).toHaveAttribute('href', '/settings/retention');
    expect(retention).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Retenção de leituras') - links.indexOf('Usuários')).toBe(1);
    cleanup();
    expect(within(renderSideBar('produtor').nav).queryByRole('link', { name: 'Retenção de leituras' })).not.toBeInTheDocument();
  });

  it('leads everyone with a module to the scheduled reports, next to the devices', () => {
    const { nav } = renderSideBar('vendas', '/settings/reports');
    const reports = within(nav).getByRole('link', { name: 'Relatórios agendados' });
    expect(reports).toHaveAttribute('href', '/settings/reports');
    expect(reports).toHaveAttribute('aria-current', 'page');
  });

  it('leads everyone with a module to the farm register, and only staff to the audit', () => {
    const tecnico = within(renderSideBar('tecnico').nav).getAllByRole('link').map((link) => link.textContent);
    expect(tecnico).toEqual(expect.arrayContaining(['Cadastro', 'Auditoria']));
    cleanup();
    const produtor = within(renderSideBar('produtor').nav).getAllByRole('link').map((link) => link.textContent);
    expect(produtor).toContain('Cadastro');
    expect(produtor).not.toContain('Auditoria');
  });

  it('puts the scheduled reports just before the staff’s devices', () => {
    const links = within(renderSideBar('tecnico').nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Dispositivos') - links.indexOf('Relatórios agendados')).toBe(1);
  });

  it('leads staff to the settlement contracts and rankings, a producer to the rankings only, a guest to neither', () => {
    const linksOf = (user: DemoUserName) => within(renderSideBar(user).nav).getAllByRole('link').map((link) => link.textContent);
    expect(linksOf('tecnico')).toEqual(expect.arrayContaining(['Comparação de produtores', 'Contratos de integração']));
    cleanup();
    const producer = linksOf('produtor');
    expect(producer).toContain('Comparação de produtores');
    expect(producer).not.toContain('Contratos de integração');
    cleanup();
    const guest = linksOf('vendas');
    expect(guest).not.toContain('Comparação de produtores');
    expect(guest).not.toContain('Contratos de integração');
  });

  it('shows no scheduled reports to someone whose roles open no module', () => {
    const element = <SideBar menu={buildMenu({})} pathname="/" onLogoClick={vi.fn()} onLogout={vi.fn()} />;
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
    expect(screen.queryByRole('link', { name: 'Relatórios agendados' })).not.toBeInTheDocument();
  });

  it('switches the language from the language dropdown and remembers it', async () => {
    const { nav, user } = renderSideBar('produtor');
    await user.click(within(nav).getByRole('button', { name: 'Idioma: Português (Brasil)' }));
    const menu = screen.getByRole('menu');
    // Each by its own name, its two letters beside it (no country's flag).
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['PTPortuguês (Brasil)', 'ENEnglish', 'ESEspañol']);

    await user.click(within(menu).getByRole('menuitem', { name: 'English' }));

    expect(await within(nav).findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Breeders' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
