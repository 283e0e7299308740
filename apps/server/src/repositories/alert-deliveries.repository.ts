import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DeliveryStatus, NotificationChannel } from '@plantel/contracts';
import type { Db } from '../db/database';
import { alertDeliveries, alerts, users } from '../db/schema';

export interface DeliveryKey {
  alertId: number;
  userId: number;
  channel: NotificationChannel;
  attempt: number;
}

/**
 * Claims one message before it is sent: the id only for the first copy to claim it, null for every
 * other. Should the copy stop before it records an answer, the message is due again at `abandonedAt`.
 */
export async function claimDeliveryAttempt(db: Db, key: DeliveryKey, now: Date, abandonedAt: Date): Promise<number | null> {
  const rows = await db
    .insert(alertDeliveries)
    .values({ ...key, status: 'sending', claimedAt: now, nextTryAt: abandonedAt })
    .onConflictDoNothing()
    .returning({ id: alertDeliveries.id });
  return rows[0]?.id ?? null;
}

export interface DeliveryOutcome {
  status: Exclude<DeliveryStatus, 'sending'>;
  providerStatus: number | null;
  providerDetail: string;
  sentAt: Date | null;
  nextTryAt: Date | null;
}

/** Records a try's answer (the try counted). */
export async function recordDeliveryTry(db: Db, id: number, outcome: DeliveryOutcome) {
  await db
    .update(alertDeliveries)
    .set({ ...outcome, providerDetail: outcome.providerDetail.slice(0, 500), tries: sql`${alertDeliveries.tries} + 1` })
    .where(eq(alertDeliveries.id, id));
}

/** Failed messages, and messages a copy claimed and never answered for: due again at their next_try_at. */
const DUE_STATUSES = ['retrying', 'sending'] as const;

/** Messages due another try, of alerts still open. */
export function findDueRetries(db: Db, companyId: number, now: Date) {
  return db
    .select({ id: alertDeliveries.id, alertId: alertDeliveries.alertId, userId: alertDeliveries.userId, channel: alertDeliveries.channel, attempt: alertDeliveries.attempt, tries: alertDeliveries.tries })
    .from(alertDeliveries)
    .innerJoin(alerts, eq(alerts.id, alertDeliveries.alertId))
    .where(and(eq(alerts.companyId, companyId), eq(alerts.state, 'open'), inArray(alertDeliveries.status, [...DUE_STATUSES]), lte(alertDeliveries.nextTryAt, now)));
}

/**
 * Takes a due retry for this copy: true only for the copy that claimed it again (due, then moved
 * to sending, due once more at `abandonedAt` should this copy stop too).
 */
export async function claimRetry(db: Db, id: number, now: Date, abandonedAt: Date): Promise<boolean> {
  const rows = await db
    .update(alertDeliveries)
    .set({ status: 'sending', nextTryAt: abandonedAt })
    .where(and(eq(alertDeliveries.id, id), inArray(alertDeliveries.status, [...DUE_STATUSES]), lte(alertDeliveries.nextTryAt, now)))
    .returning({ id: alertDeliveries.id });
  return rows.length > 0;
}

/** The delivery log of a company, newest first. */
export function listDeliveries(db: Db, companyId: number, alertId: number | undefined, limit: number) {
  return db
    .select({
      id: alertDeliveries.id,
      alertId: alertDeliveries.alertId,
      userId: alertDeliveries.userId,
      username: users.username,
      channel: alertDeliveries.channel,
      attempt: alertDeliveries.attempt,
      status: alertDeliveries.status,
      tries: alertDeliveries.tries,
      providerStatus: alertDeliveries.providerStatus,
      providerDetail: alertDeliveries.providerDetail,
      claimedAt: alertDeliveries.claimedAt,
      sentAt: alertDeliveries.sentAt,
      nextTryAt: alertDeliveries.nextTryAt,
    })
    .from(alertDeliveries)
    .innerJoin(alerts, eq(alerts.id, alertDeliveries.alertId))
    .innerJoin(users, eq(users.id, alertDeliveries.userId))
    .where(and(eq(alerts.companyId, companyId), alertId === undefined ? undefined : eq(alertDeliveries.alertId, alertId)))
    .orderBy(desc(alertDeliveries.claimedAt), desc(alertDeliveries.id))
    .limit(limit);
}

export function findDelivery(db: Db, id: number) {
  return db.select({ alertId: alertDeliveries.alertId, userId: alertDeliveries.userId, linkUsedAt: alertDeliveries.linkUsedAt }).from(alertDeliveries).where(eq(alertDeliveries.id, id));
}

/** Spends a message's acknowledge link: true only the first time. */
export async function spendAcknowledgeLink(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(alertDeliveries)
    .set({ linkUsedAt: now })
    .where(and(eq(alertDeliveries.id, id), isNull(alertDeliveries.linkUsedAt)))
    .returning({ id: alertDeliveries.id });
  return rows.length > 0;
}
