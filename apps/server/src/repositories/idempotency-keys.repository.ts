import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** What a write's `Idempotency-Key` found: the key is the caller's to run now, or what it already stands for. */
export type IdempotencyClaim =
  | { kind: 'claimed'; id: number }
  | { kind: 'running' }
  | { kind: 'other-request' }
  | { kind: 'answered'; status: number; body: string };

/**
 * Claims a user's key for a request (`fingerprint`): a new key is claimed; a key whose first request
 * is still running after `abandonedMs` (its server stopped mid-way) is claimed again.
 */
export async function claimIdempotencyKey(
  db: Db,
  input: { companyId: number; userId: number; key: string; fingerprint: string },
  now: Date,
  abandonedMs: number,
): Promise<IdempotencyClaim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'claimed', id: inserted.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
  // Released between the insert and the select: the caller may send it again.
  if (!row) return { kind: 'running' };
  if (row.fingerprint !== input.fingerprint) return { kind: 'other-request' };
  if (row.status !== null) return { kind: 'answered', status: row.status, body: row.body ?? '' };
  if (now.getTime() - row.createdAt.getTime() < abandonedMs) return { kind: 'running' };
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(eq(idempotencyKeys.id, row.id), isNull(idempotencyKeys.status), eq(idempotencyKeys.createdAt, row.createdAt)))
    .returning({ id: idempotencyKeys.id });
  return taken ? { kind: 'claimed', id: taken.id } : { kind: 'running' };
}

/** Keeps the answer a claimed key's request got. */
export async function answerIdempotencyKey(db: Db, id: number, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(eq(idempotencyKeys.id, id));
}

/** Lets a claimed key go (its request was refused or failed): the same key may be sent again, corrected. */
export async function releaseIdempotencyKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));
}

/** Forgets the keys older than `before`. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
