import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MODULE_OF_ROUTE, type LoginResponse } from '@plantel/contracts';
import { routeAccessDenial } from '../src/config/routes/access';
import { appRoutes } from '../src/config/routes/appRoutes';
import { pageTitle } from '../src/config/routes/pageTitle';
import { LANGUAGES, PASSWORD, catalogueOf, startInLanguage, startSignedIn, translationsIn, type Language } from './helpers';

/**
 * Every page each demo login may open, at 1440×900 and on a phone (390×844): no sideways scroll, no
 * number written with another language's marks, no translation key shown instead of its text, no
 * console error, in pt-BR, en and es. The routes come from the app's own route table and access rule,
 * so a new route is walked without editing this file.
 * Each login and language loads the app once; the other pages are opened inside it, as its own links
 * do (a full load per page made this walk most of the browser suite's time).
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const LOGINS = ['tecnico', 'admin', 'produtor', 'vendas', 'suinos', 'outra'];

/** A page to walk: its address and its route's path, which names the page in the document title. */
interface Walked {
  url: string;
  route: string;
}

/** The pages a login may open, `:id` and `:last_batch_id` filled with a lodged shed of its own per module. */
async function pagesOf(request: APIRequestContext, username: string): Promise<Walked[]> {
  const login = await request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  expect(login.ok(), `${username} signs in`).toBe(true);
  const { access, user } = (await login.json()) as LoginResponse;
  const headers = { authorization: `Bearer ${access}` };
  const shedOf = new Map<string, { id: number; last_batch: number | null } | undefined>();
  const pages: Walked[] = [];
  for (const { path, layout, handle } of appRoutes) {
    if (!layout || routeAccessDenial(handle, user.roles) !== null) continue;
    if (!path.includes(':')) {
      pages.push({ url: path, route: path });
      continue;
    }
    if (path.includes(':batchId')) {
      // A batch's settlement pages: a batch the login may settle or read a statement of, where there is one.
      const batch = await settlementBatchOf(request, headers, path.endsWith('/statement') ? 'statement' : 'close');
      if (batch !== null) pages.push({ url: path.replace(':batchId', String(batch)), route: path });
      continue;
    }
    const module = handle.module!;
    if (!shedOf.has(module)) {
      const answer = await request.get(`/api/v2/sheds/lodged?module=${MODULE_OF_ROUTE[module]}&limit=1`, { headers });
      expect(answer.ok(), `${username}: a lodged ${module} shed`).toBe(true);
      shedOf.set(module, ((await answer.json()) as { results: { id: number; last_batch: number | null }[] }).results[0]);
    }
    const shed = shedOf.get(module);
    if (shed) pages.push({ url: path.replace(':id', String(shed.id)).replace(':last_batch_id', String(shed.last_batch)), route: path });
  }
  return pages;
}

/**
 * A batch for a settlement page: for `close`, the current batch of a lodged broiler shed when the login
 * may close it (a preview answers); for `statement`, a batch whose statement the login may read. Null
 * when there is none.
 */
async function settlementBatchOf(request: APIRequestContext, headers: Record<string, string>, page: 'close' | 'statement'): Promise<number | null> {
  const answer = await request.get('/api/v2/sheds/lodged?module=frangos_de_corte&limit=25', { headers });
  if (!answer.ok()) return null;
  for (const shed of ((await answer.json()) as { results: { last_batch: number | null }[] }).results) {
    if (shed.last_batch === null) continue;
    const probe = page === 'statement' ? await request.get(`/api/v2/batches/${shed.last_batch}/statement`, { headers }) : await request.get(`/api/v2/contracts?species=broiler`, { headers });
    if (probe.ok()) return shed.last_batch;
  }
  return null;
}


/**
 * Opens `url` inside the running app, as its links do: the address changes in the browser's history and
 * the router, which follows the history (as on the back button), shows the page.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/** The translation catalogue's sections: text starting with one of them and a dot is a key shown raw. */
function rawKeyPattern(): RegExp {
  return new RegExp(`\\b(?:${Object.keys(catalogueOf('en')).join('|')})\\.[a-zA-Z_]+(?:\\.[a-zA-Z_]+)*\\b`);
}

/**
 * Numbers written with another language's marks. pt-BR and es: a decimal point ("30.5", "0.1"), or a
 * quantity of 4 digits or more left ungrouped ("9330 kg"). en: a decimal comma ("30,5").
 */
const WRONG_NUMBER: Record<Language, RegExp[]> = {
  'pt-BR': [/(?<![\d.v])\d+\.\d{1,2}(?![\d.])/, /(?<![\d.,])\d{4,}\s?(?:kg|g|t|L|ppm|h)\b/],
  es: [/(?<![\d.v])\d+\.\d{1,2}(?![\d.])/, /(?<![\d.,])\d{4,}\s?(?:kg|g|t|L|ppm|h)\b/],
  en: [/(?<![\d,])\d+,\d{1,2}(?![\d,])/, /(?<![\d.,])\d{4,}\s?(?:kg|g|t|L|ppm|h)\b/],
};

/** Waits until the page has drawn its data: no loading placeholder or spinner left (a page may keep none at all). */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
}

/**
 * Waits, up to two seconds, for the page to fit a new window width: charts follow their box's size a
 * moment after the window changes, as a user sees when turning a phone or narrowing a window.
 */
async function fitted(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 2_000 })
    .catch(() => undefined);
}

async function problemsOf(page: Page, language: Language, rawKey: RegExp): Promise<string[]> {
  const problems: string[] = [];
  const shownIn = await page.evaluate(() => document.documentElement.lang);
  if (shownIn !== language) problems.push(`shown in ${shownIn}`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) problems.push(`scrolls sideways: ${scrollWidth} px wide`);
  const text = await page.locator('body').innerText();
  const key = rawKey.exec(text);
  if (key) problems.push(`raw translation key "${key[0]}"`);
  for (const pattern of WRONG_NUMBER[language]) {
    const match = pattern.exec(text);
    if (match) problems.push(`number "${text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10).replace(/\s+/g, ' ')}"`);
  }
  return problems;
}

/** Console errors and uncaught exceptions of the page, as they happen. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const username of LOGINS) {
  test(`${username}: every page at 1440×900 and 390×844 in pt-BR, en and es: no sideways scroll, numbers in the language’s marks, no raw keys, no console errors`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    const pages = await pagesOf(page.request, username);
    expect(pages.length, `${username} has pages to walk`).toBeGreaterThan(3);
    const rawKey = rawKeyPattern();
    const errors = consoleErrors(page);
    await startSignedIn(page, username);
    const failures: string[] = [];
    let checked = 0;
    for (const language of LANGUAGES) {
      await startInLanguage(page, language);
      const t = await translationsIn(language);
      let shownTitle: string | undefined;
      for (const { url, route } of pages) {
        await page.setViewportSize(SIZES[0]);
        // The page is drawn once the title names its route: the app sets it as the route is shown. The
        // first page of a language loads the app; so does a page whose title would not change.
        const title = pageTitle(route, t);
        if (shownTitle === undefined || title === shownTitle) await page.goto(url);
        else await openInApp(page, url);
        await expect(page, `${language} ${url}: the page is shown`).toHaveTitle(title, { timeout: 30_000 });
        shownTitle = title;
        await settled(page);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await fitted(page);
          for (const problem of await problemsOf(page, language, rawKey)) failures.push(`${language} ${size.width} px ${url}: ${problem}`);
          checked += 1;
        }
        for (const error of errors.splice(0)) failures.push(`${language} ${url}: console error "${error}"`);
      }
    }
    console.log(`${username}: pages checked: ${checked} (${pages.length} routes × ${LANGUAGES.length} languages × ${SIZES.length} sizes)`);
    expect(failures).toEqual([]);
  });
}
