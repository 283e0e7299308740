import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pushSubscriptions } from '../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a browser's subscription; the same endpoint again takes the new keys and the new owner. */
export async function upsertPushSubscription(db: Db, row: NewPushSubscription): Promise<PushSubscriptionRow> {
  const { endpoint: _endpoint, ...changes } = row;
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes })
    .returning();
  return saved!;
}

export function listPushSubscriptions(db: Db, companyId: number, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.userId, userId)))
    .orderBy(asc(pushSubscriptions.id));
}

/** Deletes one of the person's subscriptions; false when there is none of theirs with that id. */
export async function deletePushSubscription(db: Db, companyId: number, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The push service said the subscription no longer exists (404/410). */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
