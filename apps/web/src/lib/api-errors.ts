import type { FieldError } from '@plantel/contracts';

/** The API answered with an error status; `message` is the API's own message. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** Offending fields of a 400 answer. */
  readonly fields: FieldError[];
  /** Seconds to wait before trying again (the Retry-After header of a 429 or 503), when given. */
  readonly retryAfterSeconds: number | null;
  /** The answer's JSON as sent (undefined when it had none), for answers that carry more than ApiError (e.g. an import's refusals). */
  readonly body: unknown;

  constructor(status: number, message: string, options: { fields?: FieldError[]; retryAfterSeconds?: number | null; body?: unknown } = {}) {
    super(message);
    this.status = status;
    this.fields = options.fields ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.body = options.body;
  }
}

/** The request never got an answer: server down, network lost, request blocked. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** Why the server ended a session, when its 401 says so: `deactivated` for a person whose access was deactivated. */
export const sessionEndOf = (fields: readonly { key?: string | undefined }[] | undefined) => (fields?.some((f) => f.key === 'auth.errors.deactivated') ? ('deactivated' as const) : undefined);
