import { chromium, expect, test, type Page } from '@playwright/test';
import { PASSWORD, startSignedIn } from './helpers';

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

  // Signing out drops the answers kept for this person; an expired session would have kept them.
  const keptAnswers = () => page.evaluate(async () => (await caches.keys()).includes('plantel-api'));
  expect(await keptAnswers()).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(keptAnswers).toBe(false);
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

test('Chromium finds nothing that stops installing the app (the checks Lighthouse ran for installability)', async ({ browserName: _ }, testInfo) => {
  // A browser profile of its own: test contexts are incognito, where nothing installs.
  const { launchOptions, baseURL } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const installed = context.pages()[0] ?? (await context.newPage());
    await startSignedIn(installed, 'tecnico');
    await installed.goto('/');
    await installed.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await installed.reload();
    await expect.poll(() => installed.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string; critical: number }[] };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** A JWT-shaped access token that expired a minute ago (as one left from yesterday): its signature does not matter, the browser only reads when it expires. */
function expiredAccess(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '2', cid: 1, ver: 1, exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;
}

test('a sign-in lasts through a day offline: with its access token expired, the app opens on what it kept, and renews the token once the network returns', async ({ page, context }) => {
  const login = await page.request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  const { refresh, user } = (await login.json()) as { refresh: string; user: { username: string; roles: object; is_staff: boolean; is_superuser: boolean; person: { first_name: string } } };
  const session = (token: string) =>
    JSON.stringify({ state: { token, refresh, username: user.username, name: user.person.first_name, roles: user.roles, is_staff: user.is_staff, is_superuser: user.is_superuser, isGuest: false }, version: 1 });
  const storedToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('plantel_session') ?? '{}') as { state?: { token?: string | null } }).state?.token ?? null);
  const expiresIn = (token: string | null) => (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp - Date.now() / 1000;

  // Signed in yesterday: the access token has expired, the refresh token has not. Online, the app renews it.
  await page.addInitScript((value) => {
    if (window === window.top && localStorage.getItem('plantel_session') === null) localStorage.setItem('plantel_session', value);
  }, session(expiredAccess()));
  await page.goto('/broiler/performance');
  await expect(rows(page).first()).toBeVisible();
  expect(expiresIn(await storedToken())).toBeGreaterThan(3600);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const names = await shedNames(page);

  // A day in the barn without signal: the access token expires again; the app still opens, signed in, on what it kept.
  await context.setOffline(true);
  await page.evaluate((value) => localStorage.setItem('plantel_session', value), session(expiredAccess()));
  await page.reload();
  await expect(page).toHaveURL(/\/broiler\/performance$/);
  await expect(rows(page).first()).toBeVisible();
  expect(await shedNames(page)).toEqual(names);
  await expect(notice(page)).toBeVisible();

  // Signal again: the next request renews the token and the data is live.
  await context.setOffline(false);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(expiresIn(await storedToken())).toBeGreaterThan(3600);

  // A refresh token the server refuses (here, one that is not its own) ends the session: sign in again.
  await page.evaluate((value) => localStorage.setItem('plantel_session', value.replace(/"refresh":"[^"]+"/, '"refresh":"not-a-token"')), session(expiredAccess()));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});
