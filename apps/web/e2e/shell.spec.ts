import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openModuleMenu, sideBar, signIn, startSignedIn } from './helpers';

const MODULES = ['Frangos de corte', 'Matrizeiro', 'Aves poedeiras', 'Suínos'];

/** Per module: the sub-pages that are links, and the locked ones. */
type ModuleMenu = { links: string[]; locked: string[] };
// Pages not built yet are not listed at all; only a missing permission locks a page.
const BROILER: ModuleMenu = {
  links: ['Desempenho', 'Previsão de abate', 'Planejamento PCP', 'Sanidade e ambiência', 'Nutrição', 'Alertas recentes', 'Histórico de alertas', 'Painel: Previsão de abate'],
  locked: [],
};
const MATRIX: ModuleMenu = { links: ['Desempenho', 'Sanidade e ambiência', 'Nutrição', 'Alertas recentes', 'Histórico de alertas'], locked: [] };
const LAYING: ModuleMenu = { links: ['Desempenho', 'Sanidade e ambiência', 'Nutrição', 'Alertas recentes', 'Histórico de alertas'], locked: [] };
const SWINE: ModuleMenu = { links: ['Nutrição', 'Alertas recentes', 'Histórico de alertas'], locked: [] };

const EXPECTED_MENUS: Record<string, Record<string, ModuleMenu>> = {
  admin: { 'Frangos de corte': BROILER, Matrizeiro: MATRIX, 'Aves poedeiras': LAYING, Suínos: SWINE },
  tecnico: { 'Frangos de corte': BROILER, Matrizeiro: MATRIX, 'Aves poedeiras': LAYING, Suínos: SWINE },
  produtor: { 'Frangos de corte': BROILER, Matrizeiro: MATRIX },
  vendas: {
    'Frangos de corte': {
      links: ['Desempenho', 'Alertas recentes', 'Histórico de alertas'],
      locked: ['Previsão de abate', 'Planejamento PCP', 'Sanidade e ambiência', 'Nutrição', 'Painel: Previsão de abate'],
    },
  },
  suinos: { Suínos: SWINE },
};

async function readMenu(page: Page): Promise<Record<string, ModuleMenu>> {
  const nav = sideBar(page);
  const menu: Record<string, ModuleMenu> = {};
  for (const name of MODULES) {
    const toggle = nav.getByRole('button', { name, exact: true });
    if ((await toggle.count()) === 0) continue;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const pages = nav.getByRole('list', { name, exact: true });
    menu[name] = {
      links: await pages.getByRole('link').allInnerTexts(),
      locked: await pages.locator('[aria-disabled="true"]').allInnerTexts(),
    };
    await expect(pages.locator('[aria-disabled="true"] svg title')).toHaveCount(menu[name].locked.length);
  }
  return menu;
}

test('each demo user sees exactly their modules and locks; signing in again rebuilds the menu', async ({ page }) => {
  await page.goto('/login');
  for (const [username, expected] of Object.entries(EXPECTED_MENUS)) {
    await signIn(page, username);
    await expect(page).toHaveURL('/');
    await expect(sideBar(page).getByRole('button', { name: Object.keys(expected)[0], exact: true })).toBeVisible();
    expect(await readMenu(page), username).toEqual(expected);
    await sideBar(page).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
  }
});

test('a locked address typed directly lands on Home with a notice saying why', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/swine/nutrition');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Sua conta não tem acesso ao módulo Suínos.' })).toBeVisible();
});

test('a guest opening a page without the permission lands on Home with the notice', async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await page.goto('/broiler/sanity');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Você não pode abrir Frangos de corte - Sanidade e ambiência: sua conta não tem a permissão Sanidade neste módulo.' }),
  ).toBeVisible();
});

test('signing in to reach a locked page ends on Home with the notice', async ({ page }) => {
  await page.goto('/broiler/performance');
  await expect(page).toHaveURL('/login?next=%2Fbroiler%2Fperformance');
  await signIn(page, 'suinos');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Sua conta não tem acesso ao módulo Frangos de corte.' })).toBeVisible();
});

test('clicking through the menu opens the page with its title, heading and module', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  const nav = sideBar(page);
  await (await openModuleMenu(page, 'Matrizeiro')).getByRole('link', { name: 'Nutrição' }).click();

  await expect(page).toHaveURL('/matrix/nutrition');
  await expect(page).toHaveTitle('Plantel - Matrizeiro - Nutrição');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrição');
  await expect(page.getByRole('main')).toContainText('Matrizeiro');
  await expect(nav.getByRole('link', { name: 'Nutrição' })).toHaveAttribute('aria-current', 'page');

  await (await openModuleMenu(page, 'Frangos de corte')).getByRole('link', { name: 'Desempenho' }).click();
  await expect(page).toHaveTitle('Plantel - Frangos de corte - Desempenho');
  const shed = page.getByRole('grid').locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
  await expect(shed).toHaveText(/\S/);
  const name = await shed.innerText();
  await shed.click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+\?sex=\d$/);
  await expect(page).toHaveTitle('Plantel - Frangos de corte - Desempenho - Painel');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('the language switch changes the interface and survives a reload', async ({ page }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/broiler/performance');
  await expect(page).toHaveTitle('Plantel - Frangos de corte - Desempenho');

  await sideBar(page).getByRole('button', { name: 'Idioma: Português (Brasil)' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page).toHaveTitle('Plantel - Broiler - Performance');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performance');

  await page.reload();
  await expect(page).toHaveTitle('Plantel - Broiler - Performance');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

const documentCursor = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).cursor);

test('five logo clicks turn the chicken cursor on for staff', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/sanity');
  const logo = sideBar(page).getByRole('link', { name: 'Plantel, ir para o início' });
  for (let i = 0; i < 5; i++) await logo.click();

  await expect.poll(() => documentCursor(page)).toContain('data:image/svg+xml');
  const still = await documentCursor(page);
  await page.mouse.move(600, 400);
  await page.mouse.move(640, 420);
  await expect.poll(() => documentCursor(page)).not.toBe(still); // walking
  await expect.poll(() => documentCursor(page)).toBe(still); // still again 200 ms later

  for (let i = 0; i < 5; i++) await logo.click();
  await expect.poll(() => documentCursor(page)).not.toContain('data:image/svg+xml');
});

test('logo clicks do nothing special for a producer', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  const logo = sideBar(page).getByRole('link', { name: 'Plantel, ir para o início' });
  for (let i = 0; i < 5; i++) await logo.click();
  await page.mouse.move(600, 400);
  expect(await documentCursor(page)).not.toContain('data:image/svg+xml');
});

test('a page whose code fails to load shows an error with a retry button', async ({ page }) => {
  await startSignedIn(page, 'suinos');
  await page.goto('/');
  await page.route('**/assets/ShedListPage-*.js', (route) => route.abort());
  await sideBar(page).getByRole('button', { name: 'Suínos' }).click();
  await sideBar(page).getByRole('link', { name: 'Nutrição' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não foi possível carregar esta página');
  await expect(sideBar(page)).toBeVisible();

  await page.unroute('**/assets/ShedListPage-*.js');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrição');
  await expect(page).toHaveURL('/swine/nutrition');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side bar opens from the menu button as a drawer and closes after choosing a page', async ({ page }) => {
    await startSignedIn(page, 'vendas');
    await page.goto('/');
    await expect(sideBar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    await sideBar(page).getByRole('button', { name: 'Frangos de corte' }).click();
    await sideBar(page).getByRole('link', { name: 'Desempenho', exact: true }).click();

    await expect(page).toHaveURL('/broiler/performance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desempenho');
    await expect(sideBar(page)).toBeHidden();
  });
});

test('the login page loads at most 200 KiB of gzipped JavaScript and CSS', async ({ page }) => {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const dist = path.resolve(import.meta.dirname, '../dist');
  const gzipBytes = [...files].reduce((sum, file) => sum + fs.statSync(path.join(dist, `${file}.gz`)).size, 0);
  test.info().annotations.push({ type: 'login gzip KiB', description: (gzipBytes / 1024).toFixed(1) });
  expect(files.size).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(200 * 1024);
});
