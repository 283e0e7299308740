import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  answerIdempotencyKey,
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from '../../repositories/idempotency-keys.repository';
import type { Principal } from '../access/auth.service';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './units';

/** A key whose first request has run this long without an answer was abandoned (its server stopped): it may run again. */
const ABANDONED_MS = 2 * MINUTE_MS;
/** How long a key's answer is kept: longer than a phone stays offline with records waiting. */
export const IDEMPOTENCY_KEPT_MS = 30 * DAY_MS;
/** An Idempotency-Key: 1 to 200 visible ASCII characters (a UUID, as a rule). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

let forgottenAt = 0;

/** The request a key stands for: its method, path with query, and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** Claims `key` for the caller's request, or says what it already stands for (docs/offline.md, "Sending once"). */
export async function beginIdempotentWrite(db: Db, principal: Principal, key: string, fingerprint: string, now = new Date()): Promise<IdempotencyClaim> {
  if (now.getTime() - forgottenAt > HOUR_MS) {
    forgottenAt = now.getTime();
    await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEPT_MS));
  }
  return claimIdempotencyKey(db, { companyId: principal.companyId, userId: principal.userId, key, fingerprint }, now, ABANDONED_MS);
}

/** Keeps a claimed key's answer when the write was done (2xx); otherwise lets the key go, to be sent again corrected. */
export async function finishIdempotentWrite(db: Db, id: number, status: number, body: string): Promise<void> {
  if (status >= 200 && status < 300) await answerIdempotencyKey(db, id, status, body);
  else await releaseIdempotencyKey(db, id);
}
