import { useTranslation } from 'react-i18next';

/** A field error as shown: an i18n key translated, the server's own text as it came. */
export function useErrorText(): (error: string) => string {
  const { t, i18n } = useTranslation();
  return (error) => (i18n.exists(error) ? t(error as 'validation.invalid') : error);
}
