import type { TFunction } from 'i18next';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';

/** The message shown when signing in fails, in the user's language. */
export function describeLoginError(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('auth.login.errors.unreachable');
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return t('auth.login.errors.invalidCredentials');
    if (error.status === 429) {
      return error.retryAfterSeconds === null
        ? t('auth.login.errors.tooManyAttemptsLater')
        : t('auth.login.errors.tooManyAttempts', { count: error.retryAfterSeconds });
    }
  }
  return t('auth.login.errors.unexpected');
}
