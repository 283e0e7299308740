import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-errors';

/** A refusal of the users' API in the reader's language: the field's message by its key, else a general failure. */
export function refusalText(error: unknown, t: TFunction): string {
  const key = error instanceof ApiRequestError ? error.fields.find((f) => f.key)?.key : undefined;
  return key ? t(key, { defaultValue: t('userSettings.saveFailed') }) : t('userSettings.saveFailed');
}
