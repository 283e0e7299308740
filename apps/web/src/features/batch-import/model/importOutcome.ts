import { batchImportRefusedSchema, type ImportRefusal } from '@plantel/contracts';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';

/** Why an import did not happen, as the screen tells it. */
export type ImportFailure =
  /** Rows refused (400 with refusals): each with its sheet, row, column and reason, already in the language asked. */
  | { kind: 'refused'; refusals: ImportRefusal[] }
  /** Another 400 (a body that is not JSON at all…): the server's reason. */
  | { kind: 'rejected'; reason: string }
  | { kind: 'tooLarge' }
  | { kind: 'notAFile' }
  | { kind: 'forbidden' }
  | { kind: 'offline' }
  | { kind: 'failed' };

/** The failure an error of the import request means. */
export function failureOf(error: unknown): ImportFailure {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  switch (error.status) {
    case 400: {
      const refused = batchImportRefusedSchema.safeParse(error.body);
      return refused.success ? { kind: 'refused', refusals: refused.data.refusals } : { kind: 'rejected', reason: error.message };
    }
    case 403:
      return { kind: 'forbidden' };
    case 413:
      return { kind: 'tooLarge' };
    case 415:
      return { kind: 'notAFile' };
    default:
      return { kind: 'failed' };
  }
}
