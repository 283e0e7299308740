import { and, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { EventDelivery, SanitaryBulletin } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batches, sanitaryBulletinVersions as v } from '../db/schema';

export type BulletinVersionRow = typeof v.$inferSelect;

/** Keeps a new version of the batch's bulletin, numbered after the last, its delivery still to come. */
export async function insertBulletinVersion(
  db: Db,
  values: { companyId: number; batchId: number; issuedAt: Date; issuedBy: number | null; automatic: boolean; content: SanitaryBulletin },
): Promise<BulletinVersionRow> {
  const [row] = await db
    .insert(v)
    .values({
      ...values,
      version: sql`(select coalesce(max(${v.version}), 0) + 1 from ${v} where ${v.batchId} = ${values.batchId})`,
      deliveryStatus: 'failed',
      deliveryDetail: 'not sent yet',
      deliveredAt: values.issuedAt,
    })
    .returning();
  return row!;
}

export async function saveBulletinDelivery(db: Db, id: number, delivery: EventDelivery): Promise<BulletinVersionRow> {
  const [row] = await db
    .update(v)
    .set({ deliveryStatus: delivery.status, deliveryDetail: delivery.detail, deliveredAt: new Date(delivery.at) })
    .where(eq(v.id, id))
    .returning();
  return row!;
}

/** The batch's versions, newest first. */
export function findBulletinVersions(db: Db, batchId: number): Promise<BulletinVersionRow[]> {
  return db.select().from(v).where(eq(v.batchId, batchId)).orderBy(desc(v.version));
}

/** The company's open batches planned for slaughter from `fromDay` to `toDay` whose bulletin was never issued. */
export async function findPlannedBatchesWithoutBulletin(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ id: number; targetDate: string }[]> {
  const rows = await db
    .select({ id: batches.id, targetDate: batches.targetDate })
    .from(batches)
    .where(
      and(
        eq(batches.companyId, companyId),
        isNull(batches.closingDate),
        isNotNull(batches.targetDate),
        sql`${batches.targetDate} between ${fromDay} and ${toDay}`,
        notExists(db.select({ one: sql`1` }).from(v).where(eq(v.batchId, batches.id))),
      ),
    );
  return rows.map((r) => ({ id: r.id, targetDate: r.targetDate! }));
}
