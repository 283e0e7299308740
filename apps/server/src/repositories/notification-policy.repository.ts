import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationPolicy } from '@plantel/contracts';
import type { Db } from '../db/database';
import { notificationPolicies, users } from '../db/schema';

export async function findNotificationPolicy(db: Db, companyId: number): Promise<NotificationPolicy | null> {
  const [row] = await db.select({ policy: notificationPolicies.policy }).from(notificationPolicies).where(eq(notificationPolicies.companyId, companyId));
  return row?.policy ?? null;
}

export async function saveNotificationPolicy(db: Db, companyId: number, policy: NotificationPolicy, userId: number) {
  await db
    .insert(notificationPolicies)
    .values({ companyId, policy, updatedBy: userId })
    .onConflictDoUpdate({ target: notificationPolicies.companyId, set: { policy, updatedBy: userId, updatedAt: sql`now()` } });
}

/** Which of these user ids are people of the company. */
export async function companyUserIdsAmong(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}
