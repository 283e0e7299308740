import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import i18next, { type TFunction } from 'i18next';
import { isGuest, type LoginResponse } from '@plantel/contracts';

export const PASSWORD = 'plantel';

/** A demo user's `authorization` header, signed in through the API (for a spec's own calls beside the screens). */
export async function authHeaders(request: APIRequestContext, username: string, password = PASSWORD) {
  const answer = await request.post('/api/v1/token/', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${((await answer.json()) as { access: string }).access}` };
}

/** Signs in through the login page and waits for Home. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const sessions = new Map<string, LoginResponse>();

/**
 * Starts the page signed in as a demo user without going through the form (tests about the
 * shell, not the login page): one real sign-in per user and run, stored as the app stores it.
 */
export async function startSignedIn(page: Page, username: string) {
  let session = sessions.get(username);
  if (!session) {
    const answer = await page.request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
    expect(answer.ok()).toBe(true);
    session = (await answer.json()) as LoginResponse;
    sessions.set(username, session);
  }
  const { access, user } = session;
  const stored = JSON.stringify({
    state: {
      token: access,
      username: user.username,
      name: user.person.first_name || user.username,
      roles: user.roles,
      is_staff: user.is_staff,
      is_superuser: user.is_superuser,
      isGuest: isGuest(user),
    },
    version: 1,
  });
  // Init scripts run in every frame too; a sandboxed frame of the page may not read storage at all.
  await page.addInitScript((value) => {
    if (window === window.top && localStorage.getItem('plantel_session') === null) localStorage.setItem('plantel_session', value);
  }, stored);
}

/** The side bar's navigation landmark. */
export const sideBar = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Opens a module's pages in the side bar and returns their list once it has slid open. While it
 * slides, the links stand still under a growing clip, so a click may land beside the link it aimed at.
 */
export async function openModuleMenu(page: Page, module: string) {
  const toggle = sideBar(page).getByRole('button', { name: module, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const pages = sideBar(page).locator('.MuiCollapse-entered').getByRole('list', { name: module, exact: true });
  await expect(pages).toBeVisible();
  return pages;
}

/** Signs in as tecnico and opens a shed's dashboard from a list page, as a user would. */
export async function openDashboardOf(page: Page, listPath: string, shed: string) {
  await startSignedIn(page, 'tecnico');
  await page.goto(listPath);
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: shed }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${listPath}/dashboard/\\d+$`));
}

/**
 * Types into a date or time picker as a user does: the field named `label` is cleared, then `digits`
 * go in section by section, in the order the page's language shows them (pt-BR dd/MM/yyyy HH:mm,
 * so "01012020" or "010120200630").
 */
export async function typeInPicker(scope: Page | Locator, label: string, digits: string) {
  const page = 'keyboard' in scope ? scope : scope.page();
  const firstSection = scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first();
  await firstSection.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits);
}

/** The digits a date picker takes for a YYYY-MM-DD day: every language writes day, month, year. */
export function pickerDigits(day: string, _language: 'pt-BR' | 'en' | 'es' = 'pt-BR') {
  const [year, month, date] = day.split('-');
  return `${date}${month}${year}`;
}

/** Starts every page in `language`, as the language menu leaves it (in the top window only). */
export async function startInLanguage(page: Page, language: string) {
  await page.addInitScript((lang) => {
    if (window === window.top) localStorage.setItem('lang', lang);
  }, language);
}

/** The interface languages, as the app names them. */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function catalogueOf(language: Language): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../src/locales/${language}/common.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** The app's translations in `language`, set up as the app sets them up. */
export async function translationsIn(language: Language): Promise<TFunction> {
  const resources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { common: catalogueOf(lang) }]));
  return i18next.createInstance().init({
    resources,
    lng: language,
    fallbackLng: 'pt-BR',
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
