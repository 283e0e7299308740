import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EventDelivery, LoadPlanSettings, PlannedLoad } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batches, companies, loadPlanVersions as v } from '../db/schema';

export type LoadPlanVersionRow = typeof v.$inferSelect;

/** Keeps a new version of the batch's load plan, numbered after the last. */
export async function insertLoadPlanVersion(
  db: Db,
  values: { companyId: number; batchId: number; savedAt: Date; savedBy: number | null; settings: LoadPlanSettings; loads: PlannedLoad[] },
): Promise<LoadPlanVersionRow> {
  const [row] = await db
    .insert(v)
    .values({ ...values, version: sql`(select coalesce(max(${v.version}), 0) + 1 from ${v} where ${v.batchId} = ${values.batchId})` })
    .returning();
  return row!;
}

export async function saveLoadPlanIssue(db: Db, id: number, issue: { at: Date; automatic: boolean; delivery: EventDelivery }): Promise<LoadPlanVersionRow> {
  const [row] = await db
    .update(v)
    .set({ issuedAt: issue.at, issuedAutomatically: issue.automatic, deliveryStatus: issue.delivery.status, deliveryDetail: issue.delivery.detail })
    .where(eq(v.id, id))
    .returning();
  return row!;
}

/** The batch's versions, newest first. */
export function findLoadPlanVersions(db: Db, batchId: number): Promise<LoadPlanVersionRow[]> {
  return db.select().from(v).where(eq(v.batchId, batchId)).orderBy(desc(v.version));
}

/** The newest version of each open batch of the company that was never issued: the issuer reads their first load. */
export async function findUnissuedNewestPlans(db: Db, companyId: number): Promise<LoadPlanVersionRow[]> {
  const newest = db.select({ version: sql`max(${v.version})` }).from(v).where(sql`${v.batchId} = ${batches.id}`);
  return db
    .select({ plan: v })
    .from(v)
    .innerJoin(batches, eq(batches.id, v.batchId))
    .where(and(eq(v.companyId, companyId), isNull(batches.closingDate), isNull(v.issuedAt), sql`${v.version} = (${newest})`))
    .then((rows) => rows.map((r) => r.plan));
}

export async function findLoadPlanSettings(db: Db, companyId: number): Promise<LoadPlanSettings | null> {
  const [row] = await db.select({ settings: companies.loadPlanSettings }).from(companies).where(and(eq(companies.id, companyId), isNotNull(companies.loadPlanSettings)));
  return row?.settings ?? null;
}

export async function updateLoadPlanSettings(db: Db, companyId: number, settings: LoadPlanSettings): Promise<void> {
  await db.update(companies).set({ loadPlanSettings: settings }).where(eq(companies.id, companyId));
}
