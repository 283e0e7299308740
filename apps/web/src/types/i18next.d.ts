import type common from '@/locales/pt-BR/common.json';

// pt-BR is the reference locale: translation keys are type-checked against it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
