import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, startSignedIn } from './helpers';

/**
 * Every page of the route table, on a phone (390×844), in each language: no sideways scroll, no
 * number written with another language's marks, no translation key shown instead of its text.
 * The routes are read from the app's route table, so a new route is walked without editing this file.
 */

const ROUTES_DIR = new URL('../src/config/routes/', import.meta.url);
const ROUTE_FILES = ['coreRoutes.ts', 'broilerRoutes.ts', 'matrixRoutes.ts', 'layingBirdsRoutes.ts', 'swineRoutes.ts'];
const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const PHONE = { width: 390, height: 844 };

/** The module of the API (the login's role map) behind each route prefix. */
const MODULE_OF_PREFIX: Record<string, string> = { broiler: 'frangos_de_corte', matrix: 'matrizeiro', 'laying-birds': 'aves_poedeiras', swine: 'suinos' };

/** The route table's paths, constants resolved; the login and not-found pages left out (no layout, nothing to count). */
function routePaths(): string[] {
  const sources = ROUTE_FILES.map((file) => readFileSync(new URL(file, ROUTES_DIR), 'utf8'));
  const constants = new Map<string, string>();
  for (const source of sources) for (const [, name, value] of source.matchAll(/export const (\w+) = '([^']+)'/g)) constants.set(name!, value!);
  const paths = sources.flatMap((source) => [...source.matchAll(/path: (?:'([^']+)'|(\w+))/g)].map(([, literal, constant]) => literal ?? constants.get(constant!)));
  expect(paths, 'every path constant of the route table resolved').not.toContain(undefined);
  return (paths as string[]).filter((path) => path !== '/login' && path !== '*');
}

/** The translation catalogue's sections: text starting with one of them and a dot is a key shown raw. */
function rawKeyPattern(): RegExp {
  const catalogue = JSON.parse(readFileSync(new URL('../src/locales/en/common.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  return new RegExp(`\\b(?:${Object.keys(catalogue).join('|')})\\.[a-zA-Z_]+(?:\\.[a-zA-Z_]+)*\\b`);
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

/** A lodged shed (and its batch) of each module, to fill the dashboards' `:id` and `:last_batch_id`. */
async function shedsByModule(request: APIRequestContext): Promise<Map<string, { id: number; last_batch: number | null }>> {
  const login = await request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const sheds = new Map<string, { id: number; last_batch: number | null }>();
  for (const [prefix, module] of Object.entries(MODULE_OF_PREFIX)) {
    const answer = await request.get(`/api/v2/sheds/lodged?module=${module}&limit=1`, { headers });
    expect(answer.ok(), `a lodged ${module} shed`).toBe(true);
    const [first] = ((await answer.json()) as { results: { id: number; last_batch: number | null }[] }).results;
    if (first) sheds.set(prefix, first);
  }
  return sheds;
}

/** Waits until the page has drawn its data: no loading placeholder or spinner left (a page may keep none at all). */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
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

test('every route on a phone, in pt-BR, en and es: no sideways scroll, numbers in the language’s marks, no raw keys', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const paths = routePaths();
  expect(paths.length).toBeGreaterThan(30);
  const sheds = await shedsByModule(page.request);
  const rawKey = rawKeyPattern();
  const urls = paths.flatMap((path) => {
    if (!path.includes(':')) return [path];
    const shed = sheds.get(path.split('/')[1]!);
    if (!shed) return [];
    return [path.replace(':id', String(shed.id)).replace(':last_batch_id', String(shed.last_batch))];
  });

  await page.setViewportSize(PHONE);
  await startSignedIn(page, 'tecnico');
  const failures: string[] = [];
  let checked = 0;
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language).catch(() => undefined);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    for (const url of urls) {
      await page.goto(url);
      await settled(page);
      for (const problem of await problemsOf(page, language, rawKey)) failures.push(`${language} ${url}: ${problem}`);
      checked += 1;
    }
  }
  console.log(`Pages checked: ${checked} (${urls.length} routes × ${LANGUAGES.length} languages at ${PHONE.width}×${PHONE.height})`);
  expect(failures).toEqual([]);
});
