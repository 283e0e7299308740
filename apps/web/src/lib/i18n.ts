import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/common.json';

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
 * Translations other than the default are fetched when needed, so the first page carries one
 * language only (pt-BR is bundled: it is the default and every language's fallback).
 */
const otherLanguages: Partial<Record<Language, () => Promise<typeof ptBR>>> = {
  en: () => import('@/locales/en/common.json').then((m) => m.default),
  es: () => import('@/locales/es/common.json').then((m) => m.default),
};

/** Makes a language's translations available (a no-op once they are). */
export async function loadLanguage(lang: Language): Promise<void> {
  const load = otherLanguages[lang];
  if (!load || i18n.hasResourceBundle(lang, 'common')) return;
  i18n.addResourceBundle(lang, 'common', await load());
}

/** Switches the interface language once its translations are in; the choice is stored (key `lang`). */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

const initialLanguage = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { common: ptBR } },
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lang) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
});

/** Settles once the stored language's translations are in (or failed to load: pt-BR then shows). */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).catch((error: unknown) => {
  console.error('Could not load the translations of', initialLanguage, error);
});

export { i18n };
