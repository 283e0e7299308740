import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import type common from '@/locales/pt-BR/common.json';

type ValidationKey = `validation.${keyof (typeof common)['validation']}`;

/**
 * Translates a form field's error. The shared contracts name their messages by i18n key
 * (`validation.required`); a rule without a key of its own reads as "invalid value".
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    const key = error.message?.startsWith('validation.') && i18n.exists(error.message) ? error.message : 'validation.invalid';
    return t(key as ValidationKey);
  };
}
