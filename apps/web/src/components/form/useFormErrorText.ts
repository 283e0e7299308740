import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text under a form field: a contract's i18n key translated (`validation.required`,
 * `register.errors.taxId`), the server's own words for an error it sent, else "invalid value".
 */
export function useFormErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    const message = error.message ?? '';
    if (message !== '' && i18n.exists(message)) return t(message as never);
    if (error.type === 'server' && message !== '') return message;
    return t('validation.invalid');
  };
}
