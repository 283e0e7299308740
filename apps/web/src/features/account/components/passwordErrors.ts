import { ApiRequestError } from '@/lib/api-errors';

/** Why a password change failed as a whole, as a key under `account.errors`; null when the server named the fields. */
export function passwordChangeFailure(error: unknown): 'forbidden' | 'tooMany' | 'network' | 'failed' | null {
  if (!(error instanceof ApiRequestError)) return 'network';
  if (error.status === 403) return 'forbidden';
  if (error.status === 429) return 'tooMany';
  return error.status === 400 && error.fields.length > 0 ? null : 'failed';
}
