import { ACCESS_STAMP_HEADER, accessStamp, type ApiError, type FieldError } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { ApiRequestError, NetworkError, sessionEndOf } from './api-errors';
import { renewAccess } from './renewSession';

const API_BASE = '/api';
const RENEW_AHEAD_S = 60;

/** Told of every successful answer (stores/connection.ts: did it come from the app's offline cache?). */
export const apiAnswerListeners = new Set<(response: Response) => void>();

export interface ApiClientOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sends the session's bearer token (default). Only sign-in goes without one. */
  auth?: boolean;
  /** Validates the answer, e.g. a response schema from @plantel/contracts. */
  schema?: { parse: (data: unknown) => T };
  signal?: AbortSignal;
  /** Sent with the request, e.g. an Idempotency-Key (lib/outbox). */
  headers?: Record<string, string>;
}

/**
 * Calls the Plantel API. Authenticated calls renew an expiring access token with the session's
 * refresh token first; they end the session when both have expired, or when the server answers 401;
 * the signed-in layout then sends the user to /login.
 * Throws ApiRequestError for error answers and NetworkError when there is no answer at all.
 */
export async function apiClient<T>(path: string, options: ApiClientOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, auth = true, schema, signal } = options;
  const headers = new Headers({ ...options.headers, accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await apiFetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body), auth, signal });
  const data = await readJson(response);
  return schema ? schema.parse(data) : (data as T);
}

interface ApiFetchOptions {
  method: NonNullable<ApiClientOptions<unknown>['method']>;
  headers: Headers;
  /** JSON text, or a file sent as it is (with its content type in `headers`). */
  body?: BodyInit | null;
  auth?: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * The raw answer of an API call, for answers that are not JSON (files); the session and errors are
 * handled as in apiClient, so a successful Response is all the caller sees.
 */
export async function apiFetch(path: string, { method, headers, body = null, auth = true, signal }: ApiFetchOptions): Promise<Response> {
  if (auth) {
    const session = useSessionStore.getState();
    if (session.isExpired()) {
      session.logout();
      throw new ApiRequestError(401, 'Session expired');
    }
    // A minute early, so the token does not expire on the way.
    if (session.accessExpired(Date.now() / 1000 + RENEW_AHEAD_S)) await renewAccess();
    headers.set('authorization', `Bearer ${useSessionStore.getState().token}`);
  }

  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method, headers, body, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(`${method} ${path} got no answer`, { cause: error });
  }

  if (!response.ok) {
    const error = toApiRequestError(response, await readJson(response));
    if (auth && response.status === 401) useSessionStore.getState().logout(sessionEndOf(error.fields));
    throw error;
  }
  for (const listener of apiAnswerListeners) listener(response);
  if (auth) followAccess(response.headers.get(ACCESS_STAMP_HEADER));
  return response;
}

let followedStamp: string | null = null;

/**
 * The server sees other access for this person than the session holds (an administrator changed it):
 * renew, and the menu follows. Once per new stamp, so a server copy that still reads the old access
 * for a moment does not make every request renew.
 */
function followAccess(stamp: string | null) {
  const session = useSessionStore.getState();
  if (!stamp || !session.token || stamp === accessStamp(session) || stamp === followedStamp) return;
  followedStamp = stamp;
  void renewAccess().catch(() => undefined);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const FIELD_LOCATIONS: readonly string[] = ['body', 'querystring', 'params', 'headers'] satisfies FieldError['location'][];

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, location, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof location === 'string' && FIELD_LOCATIONS.includes(location) && typeof message === 'string';
}

/**
 * The message and fields of an error answer shaped as the contracts' ApiError. Read by hand rather
 * than with the zod schema: the API client is on the login page, which must stay light (no zod).
 */
function readApiError(data: unknown): Pick<ApiError, 'message' | 'fields'> | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, fields } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  return { message, fields: Array.isArray(fields) ? fields.filter(isFieldError) : [] };
}

function toApiRequestError(response: Response, data: unknown): ApiRequestError {
  const body = readApiError(data);
  return new ApiRequestError(response.status, body?.message ?? (response.statusText || `HTTP ${response.status}`), {
    fields: body?.fields ?? [],
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    body: data,
  });
}

/** Retry-After is either a number of seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
