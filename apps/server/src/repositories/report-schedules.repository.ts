import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, reportDeliveries, reportSchedules, shedListEntries, users } from '../db/schema';
import { propertyInScope, type FarmScope } from './farm-scope';

export type NewScheduleRow = typeof reportSchedules.$inferInsert;
export type ScheduleChanges = Partial<Pick<NewScheduleRow, 'shedIds' | 'modules' | 'weekday' | 'hour' | 'language' | 'email' | 'enabled'>>;

/** A claim nobody marked sent within this long is taken to be lost (its server copy stopped) and may be claimed again. */
export const STALE_CLAIM_MS = 15 * 60_000;

const lastSentAt = sql<Date | null>`(select max(${reportDeliveries.sentAt}) from ${reportDeliveries} where ${reportDeliveries.scheduleId} = ${reportSchedules.id})`.mapWith(
  (v: string | Date | null) => (v === null ? null : new Date(v)),
);

/** A company's schedules (or one, or one person's), with the owner's username and the last scheduled sending. */
export function findSchedules(db: Db, companyId: number, filter: { id?: number; ownerId?: number } = {}) {
  const conditions: SQL[] = [eq(reportSchedules.companyId, companyId)];
  if (filter.id !== undefined) conditions.push(eq(reportSchedules.id, filter.id));
  if (filter.ownerId !== undefined) conditions.push(eq(reportSchedules.ownerId, filter.ownerId));
  return db
    .select({ schedule: reportSchedules, ownerUsername: users.username, lastSentAt })
    .from(reportSchedules)
    .innerJoin(users, eq(users.id, reportSchedules.ownerId))
    .where(and(...conditions))
    .orderBy(asc(reportSchedules.id));
}

export type ScheduleListRow = Awaited<ReturnType<typeof findSchedules>>[number];
export type ScheduleRow = ScheduleListRow['schedule'];

export async function insertSchedule(db: Db, values: NewScheduleRow): Promise<number> {
  const [row] = await db.insert(reportSchedules).values(values).returning({ id: reportSchedules.id });
  return row!.id;
}

export async function updateSchedule(db: Db, companyId: number, id: number, changes: ScheduleChanges) {
  await db
    .update(reportSchedules)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(reportSchedules.companyId, companyId), eq(reportSchedules.id, id)));
}

export async function deleteSchedule(db: Db, companyId: number, id: number) {
  await db.delete(reportSchedules).where(and(eq(reportSchedules.companyId, companyId), eq(reportSchedules.id, id)));
}

/** The sheds among `ids` that the scope may read, as schedules name them. */
export function findScopedSheds(db: Db, scope: FarmScope, ids: readonly number[]) {
  if (ids.length === 0 || scope.productionTypes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: shedListEntries.shedId, identification: shedListEntries.identification, propertyName: shedListEntries.propertyName, productionType: shedListEntries.productionTypeExternalId })
    .from(shedListEntries)
    .where(
      and(
        eq(shedListEntries.companyId, scope.companyId),
        inArray(shedListEntries.productionTypeExternalId, scope.productionTypes),
        propertyInScope(shedListEntries.propertyId, scope),
        inArray(shedListEntries.shedId, [...ids]),
      ),
    );
}

/**
 * A shed's current batch counts for a report at `at` once it has opened, while it is open and for
 * the week after it closed (so the last week of a batch still goes out).
 */
const reportableBatch = (at: Date) =>
  and(
    sql`${shedListEntries.openingDate} <= ${at.toISOString()}`,
    or(isNull(shedListEntries.closingDate), sql`${shedListEntries.closingDate} > ${at.toISOString()}::timestamptz - interval '7 days'`),
  );

/**
 * Sheds of the scope that are among `shedIds` or of the production types of the chosen modules, each
 * with its current batch when that batch counts for a report at `at` (batch fields null otherwise).
 */
export function findReportSheds(db: Db, scope: FarmScope, choice: { shedIds: readonly number[]; productionTypes: readonly number[] }, at: Date) {
  if (scope.productionTypes.length === 0) return Promise.resolve([]);
  const chosen = [
    ...(choice.shedIds.length > 0 ? [inArray(shedListEntries.shedId, [...choice.shedIds])] : []),
    ...(choice.productionTypes.length > 0 ? [inArray(shedListEntries.productionTypeExternalId, [...choice.productionTypes])] : []),
  ];
  if (chosen.length === 0) return Promise.resolve([]);
  return db
    .select({
      shedId: shedListEntries.shedId,
      identification: shedListEntries.identification,
      propertyName: shedListEntries.propertyName,
      productionType: shedListEntries.productionTypeExternalId,
      batchId: batches.id,
      batchIdentification: batches.identification,
    })
    .from(shedListEntries)
    .leftJoin(batches, and(eq(batches.id, shedListEntries.batchId), reportableBatch(at)))
    .where(
      and(
        eq(shedListEntries.companyId, scope.companyId),
        inArray(shedListEntries.productionTypeExternalId, scope.productionTypes),
        propertyInScope(shedListEntries.propertyId, scope),
        or(...chosen),
      ),
    )
    .orderBy(asc(shedListEntries.propertyName), asc(shedListEntries.identification), asc(shedListEntries.shedId));
}

export type ReportShedRow = Awaited<ReturnType<typeof findReportSheds>>[number];

/**
 * Enabled schedules of every company with the latest period already sent, or claimed by a copy
 * that may still be sending (claimed within STALE_CLAIM_MS of `now`).
 */
export function findEnabledSchedules(db: Db, now: Date) {
  const recentClaim = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const lastPeriod = sql<string | null>`(select max(${reportDeliveries.period}) from ${reportDeliveries} where ${reportDeliveries.scheduleId} = ${reportSchedules.id} and (${reportDeliveries.sentAt} is not null or ${reportDeliveries.claimedAt} > ${recentClaim}::timestamptz))`;
  return db.select({ schedule: reportSchedules, lastPeriod }).from(reportSchedules).where(eq(reportSchedules.enabled, true)).orderBy(asc(reportSchedules.id));
}

/**
 * Claims a schedule's e-mail for a period: the delivery id for the one caller that gets it, null for
 * every other (already sent, or being sent by another copy). A claim left unsent past STALE_CLAIM_MS
 * may be taken over.
 */
export async function claimDelivery(db: Db, scheduleId: number, period: string, now: Date): Promise<number | null> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const rows = await db
    .insert(reportDeliveries)
    .values({ scheduleId, period, claimedAt: now })
    .onConflictDoUpdate({
      target: [reportDeliveries.scheduleId, reportDeliveries.period],
      set: { claimedAt: now },
      setWhere: sql`${reportDeliveries.sentAt} is null and ${reportDeliveries.claimedAt} < ${staleBefore.toISOString()}::timestamptz`,
    })
    .returning({ id: reportDeliveries.id });
  return rows[0]?.id ?? null;
}

/** The e-mail went out, with this many batch reports. */
export async function markDelivered(db: Db, deliveryId: number, sentAt: Date, batchCount: number) {
  await db.update(reportDeliveries).set({ sentAt, batches: batchCount }).where(eq(reportDeliveries.id, deliveryId));
}

/** Gives a claim back when sending failed, so the next tick tries again. */
export async function releaseDelivery(db: Db, deliveryId: number) {
  await db.delete(reportDeliveries).where(and(eq(reportDeliveries.id, deliveryId), isNull(reportDeliveries.sentAt)));
}
