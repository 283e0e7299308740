import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en/common.json';
import es from '@/locales/es/common.json';
import ptBR from '@/locales/pt-BR/common.json';

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** localStorage key holding the chosen language (spec §9). */
const LANGUAGE_STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.toLowerCase();
  return LANGUAGES.find((lang) => lang.toLowerCase() === stored) ?? DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { common: ptBR }, en: { common: en }, es: { common: es } },
  lng: storedLanguage(),
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

export { i18n };
