import { useTranslation } from 'react-i18next';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';

/**
 * What a refused settlement request shows: the field errors of a 400 by path (the key when the
 * server gives one, else its text), and one line for the whole.
 */
export function useApiFailure() {
  const { t } = useTranslation();
  return (error: unknown): { fields: Record<string, string>; text: string } => {
    if (error instanceof ApiRequestError) {
      const fields = Object.fromEntries(error.fields.map((f) => [f.field, f.key ? f.key : f.message]));
      if (error.status === 400) return { fields, text: error.fields.length > 0 ? t('settlement.refusedFields') : error.message };
      if (error.status === 403) return { fields, text: t('settlement.forbidden') };
      if (error.status === 404) return { fields, text: t('settlement.notFound') };
      return { fields, text: error.message };
    }
    if (error instanceof NetworkError) return { fields: {}, text: t('settlement.offline') };
    return { fields: {}, text: t('settlement.failed') };
  };
}
