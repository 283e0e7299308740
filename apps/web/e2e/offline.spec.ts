import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './helpers';

// A phone in the barn: the app, installed from its manifest, opens with no network and shows the
// data of its last visit, saying since when (docs/offline.md).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

// At a phone's width the shed list is a list of cards, each headed by its shed.
const rows = (page: Page) => page.getByRole('list', { name: 'Galpões' }).getByRole('listitem');
const shedNames = (page: Page) => rows(page).getByRole('heading', { level: 2 }).allInnerTexts();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Sem conexão' });

test('opens offline from the last visit: the shed list as last seen, with the time it was received', async ({ page, context }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await expect(rows(page).first()).toBeVisible();
  // The worker installs after the first visit; the next visit's answers go through it and are kept.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const names = await shedNames(page);
  expect(names.length).toBeGreaterThan(0);
  await expect(notice(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await shedNames(page)).toEqual(names);
  // "Sem conexão: mostrando os dados recebidos em 28/11/2026 06:30." — on the company's clock.
  await expect(notice(page)).toHaveText(/^Sem conexão: mostrando os dados recebidos em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
  // A phone's width, no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await context.setOffline(false);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('is installable: a manifest in the page language with icons, and a service worker in control', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as { lang: string; name: string; display: string; start_url: string; icons: { sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ lang: 'pt-BR', name: 'Plantel', display: 'standalone', start_url: '/' });
  expect(manifest.icons).toEqual(expect.arrayContaining([expect.objectContaining({ sizes: '192x192', type: 'image/png' }), expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]));
  for (const icon of manifest.icons) expect((await page.request.get((icon as unknown as { src: string }).src)).ok()).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // In English, the English manifest.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-en.webmanifest');
});
