import { and, eq, sql } from 'drizzle-orm';
import type { AlertThresholds, NotificationPreferences } from '@plantel/contracts';
import type { Db } from '../db/database';
import { alertSettings, notificationPreferences, users } from '../db/schema';
import { linkedProducerIds } from './users.repository';

export async function findAlertThresholds(db: Db, companyId: number): Promise<Partial<AlertThresholds>> {
  const [row] = await db.select({ thresholds: alertSettings.thresholds }).from(alertSettings).where(eq(alertSettings.companyId, companyId));
  return row?.thresholds ?? {};
}

export async function saveAlertThresholds(db: Db, companyId: number, thresholds: Partial<AlertThresholds>, userId: number) {
  await db
    .insert(alertSettings)
    .values({ companyId, thresholds, updatedBy: userId })
    .onConflictDoUpdate({ target: alertSettings.companyId, set: { thresholds, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function findNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences | null> {
  const [row] = await db.select({ preferences: notificationPreferences.preferences }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row?.preferences ?? null;
}

export async function saveNotificationPreferences(db: Db, userId: number, preferences: NotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: sql`now()` } });
}

/** The people of a company with notification preferences, with their roles and producers (to see which alerts they may read). */
export function findNotificationRecipients(db: Db, companyId: number) {
  return db
    .select({
      id: users.id,
      roles: users.roles,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      producerIds: linkedProducerIds,
      preferences: notificationPreferences.preferences,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    // A deactivated person receives no alarm messages.
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)));
}
