import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Named imports keep only these sections of the default language in the first page's bundle.
import type ptBR from '@/locales/pt-BR/common.json';
import { app, auth, errors, layout, modules, notFound, routes, segments, validation } from '@/locales/pt-BR/common.json';

type Catalog = typeof ptBR;

/** What the pages outside the signed-in layout (login, not found, errors) say before the rest arrives. */
const SHELL = { app, auth, errors, layout, modules, notFound, routes, segments, validation };

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Each language's name in that language, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'pt-BR': 'Português (Brasil)', en: 'English', es: 'Español' };

/** localStorage key holding the chosen language (spec §9). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** One of the supported languages for an i18next language code (unknown codes: the default). */
export function currentLanguage(code: string | undefined): Language {
  return LANGUAGES.find((lang) => lang.toLowerCase() === code?.toLowerCase()) ?? DEFAULT_LANGUAGE;
}

function storedLanguage(): Language {
  return currentLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined);
}

/**
 * Every language's full translations are fetched when needed: the login page carries only the
 * default language's SHELL, and the signed-in layout waits for the rest (see `loadLanguage`).
 */
const catalogs: Record<Language, () => Promise<Catalog>> = {
  // As text: a module of its own, so the sections imported above do not pull the whole file in.
  'pt-BR': () => import('@/locales/pt-BR/common.json?raw').then((m) => JSON.parse(m.default) as Catalog),
  en: () => import('@/locales/en/common.json').then((m) => m.default),
  es: () => import('@/locales/es/common.json').then((m) => m.default),
};
const loaded = new Map<Language, Promise<void>>();

/** Makes a language's translations all available (once; a failed load is tried again next time). */
export function loadLanguage(lang: Language): Promise<void> {
  let loading = loaded.get(lang);
  if (!loading) {
    loading = catalogs[lang]().then((catalog) => {
      i18n.addResourceBundle(lang, 'common', catalog, true, true);
    });
    loading.catch(() => loaded.delete(lang));
    loaded.set(lang, loading);
  }
  return loading;
}

/**
 * The full translations of the language in use: the signed-in pages wait for them. Meanwhile, in a
 * task of its own, a number format of the language is built: a page's first Intl.NumberFormat loads
 * the browser's number data (10–30 ms of main thread), which would otherwise lengthen the first
 * render of the page's figures.
 */
export function loadCurrentLanguage(): Promise<void> {
  const lang = currentLanguage(i18n.language);
  setTimeout(() => new Intl.NumberFormat(lang).format(0));
  return loadLanguage(lang);
}

/** Switches the interface language once its translations are in; the choice is stored (key `lang`). */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

const initialLanguage = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { common: SHELL } },
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The installed app's name and description in each language: one web app manifest per language. */
const MANIFESTS: Record<Language, string> = { 'pt-BR': '/manifest.webmanifest', en: '/manifest-en.webmanifest', es: '/manifest-es.webmanifest' };

function showLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[currentLanguage(lang)]);
}

showLanguage(i18n.language);
i18n.on('languageChanged', (lang) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  showLanguage(lang);
});

/**
 * Settles once the first page can speak the stored language (or that failed: pt-BR then shows).
 * The default language's shell is bundled; another language is fetched whole.
 */
export const i18nReady: Promise<void> = (initialLanguage === DEFAULT_LANGUAGE ? Promise.resolve() : loadLanguage(initialLanguage)).catch((error: unknown) => {
  console.error('Could not load the translations of', initialLanguage, error);
});

export { i18n };
