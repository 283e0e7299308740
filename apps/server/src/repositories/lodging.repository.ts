import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SANITARY_BREAK_DAYS, MODULES, type ModuleName } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batchDivisions, batches, companies } from '../db/schema';

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

/** The company's sanitary break of each module: its own where it set one, else the company's one figure. */
export async function companySanitaryBreaks(db: Db, companyId: number): Promise<Record<ModuleName, number>> {
  const [row] = await db.select({ days: companies.sanitaryBreakDays, byModule: companies.sanitaryBreakDaysByModule }).from(companies).where(eq(companies.id, companyId));
  return Object.fromEntries(MODULES.map((m) => [m, row?.byModule[m] ?? row?.days ?? DEFAULT_SANITARY_BREAK_DAYS])) as Record<ModuleName, number>;
}

export async function updateSanitaryBreaks(db: Db, companyId: number, byModule: Record<ModuleName, number>): Promise<void> {
  await db.update(companies).set({ sanitaryBreakDaysByModule: byModule }).where(eq(companies.id, companyId));
}

export async function insertLodgedBatch(db: Db, values: typeof batches.$inferInsert) {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

export async function insertBatchDivisions(db: Db, rows: (typeof batchDivisions.$inferInsert)[]) {
  return db.insert(batchDivisions).values(rows).returning({ id: batchDivisions.id, identification: batchDivisions.identification, currentLodge: batchDivisions.currentLodge });
}
