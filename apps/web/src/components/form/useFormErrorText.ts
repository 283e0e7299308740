import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text under a form field: a contract's i18n key translated (`validation.required`,
 * `register.errors.taxId`) with the figures it names (`params`: the form knows them, zod's resolver
 * does not pass them on), the server's own words for an error it sent, else "invalid value".
 */
export function useFormErrorText(): (error: FieldError | undefined, params?: Record<string, string | number>) => string | undefined {
  const { t, i18n } = useTranslation();
  return (error, params = {}) => {
    if (!error) return undefined;
    const message = error.message ?? '';
    if (message !== '' && i18n.exists(message)) return String(t(message as never, params as never));
    if (error.type === 'server' && message !== '') return message;
    return t('validation.invalid');
  };
}
