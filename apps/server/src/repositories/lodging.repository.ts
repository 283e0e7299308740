import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, batchRemovals, batches, companies } from '../db/schema';

/** The shed divisions where a batch houses animals. */
export async function shedDivisionsHousing(db: Db, batchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: batchDivisions.shedDivisionId })
    .from(batchDivisions)
    .where(and(eq(batchDivisions.batchId, batchId), isNotNull(batchDivisions.shedDivisionId), sql`${batchDivisions.currentLodge} > 0`));
  return rows.map((r) => r.id!);
}

/** The shed's open batch, if any. */
export async function findOpenBatch(db: Db, shedId: number) {
  const [row] = await db
    .select({ id: batches.id, identification: batches.identification })
    .from(batches)
    .where(and(eq(batches.shedId, shedId), isNull(batches.closingDate)))
    .orderBy(desc(batches.openingDate))
    .limit(1);
  return row;
}

/** When the shed's last batch left, or null for a shed that never housed one. */
export async function findLastClosing(db: Db, shedId: number): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${batches.closingDate})` }).from(batches).where(eq(batches.shedId, shedId));
  return row?.at ? new Date(row.at) : null;
}

export async function batchIdentificationTaken(db: Db, shedId: number, identification: string) {
  const [row] = await db.select({ id: batches.id }).from(batches).where(and(eq(batches.shedId, shedId), sql`lower(${batches.identification}) = ${identification.toLowerCase()}`)).limit(1);
  return row !== undefined;
}

export async function companySanitaryBreakDays(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ days: companies.sanitaryBreakDays }).from(companies).where(eq(companies.id, companyId));
  return row?.days ?? 12;
}

export async function insertLodgedBatch(db: Db, values: typeof batches.$inferInsert) {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

export async function insertBatchDivisions(db: Db, rows: (typeof batchDivisions.$inferInsert)[]) {
  return db.insert(batchDivisions).values(rows).returning({ id: batchDivisions.id, identification: batchDivisions.identification, currentLodge: batchDivisions.currentLodge });
}

// ---------- removals (thinning)

export function findRemovals(db: Db, batchId: number) {
  return db.select().from(batchRemovals).where(eq(batchRemovals.batchId, batchId)).orderBy(asc(batchRemovals.date), asc(batchRemovals.id));
}

export async function insertRemoval(db: Db, row: typeof batchRemovals.$inferInsert) {
  const [inserted] = await db.insert(batchRemovals).values(row).returning();
  return inserted!;
}

/** Takes `animals` from the batch's count alive and from its divisions (already split by the caller). */
export async function takeAnimals(db: Db, batchId: number, animals: number, perDivision: { id: number; animals: number }[]) {
  await db.update(batches).set({ currentLodged: sql`${batches.currentLodged} - ${animals}` }).where(eq(batches.id, batchId));
  for (const d of perDivision) await db.update(batchDivisions).set({ currentLodge: sql`${batchDivisions.currentLodge} - ${d.animals}` }).where(eq(batchDivisions.id, d.id));
}

export function divisionsOfBatch(db: Db, batchId: number) {
  return db.select({ id: batchDivisions.id, identification: batchDivisions.identification, currentLodge: batchDivisions.currentLodge }).from(batchDivisions).where(eq(batchDivisions.batchId, batchId)).orderBy(asc(batchDivisions.id));
}
