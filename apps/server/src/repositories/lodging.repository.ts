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

/** Whether anything was recorded of the batch: by hand, by its devices, or by an import. */
export async function batchHasRecords(db: Db, batchId: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (
    select 1 from batch_divisions d where d.batch_id = ${batchId} and (
      exists (select 1 from weighings w where w.division_id = d.id)
      or exists (select 1 from mortality m where m.division_id = d.id)
      or exists (select 1 from egg_records e where e.division_id = d.id)
      or exists (select 1 from performance_data p where p.division_id = d.id)
      or exists (select 1 from s0_readings r where r.division_id = d.id)
      or exists (select 1 from d0_readings r where r.division_id = d.id)
      or exists (select 1 from e0_readings r where r.division_id = d.id)
      or exists (select 1 from enthalpy_readings r where r.division_id = d.id))
  ) or exists (select 1 from batch_removals r where r.batch_id = ${batchId})
    or exists (select 1 from feed_controls f where f.batch_id = ${batchId})
    or exists (select 1 from consumption_history c where c.batch_id = ${batchId}) as has`);
  return (result as unknown as { rows: { has: boolean }[] }).rows[0]!.has;
}

export async function updateLodgedBatch(db: Db, batchId: number, values: Partial<typeof batches.$inferInsert>) {
  const [row] = await db.update(batches).set(values).where(eq(batches.id, batchId)).returning();
  return row!;
}

/** Changes the animals a division and its batch housed by `delta`, those alive with them. */
export async function rehouse(db: Db, batchId: number, divisionId: number, delta: number) {
  await db.update(batchDivisions).set({ currentLodge: sql`${batchDivisions.currentLodge} + ${delta}` }).where(eq(batchDivisions.id, divisionId));
  await db
    .update(batches)
    .set({ initialLodged: sql`${batches.initialLodged} + ${delta}`, currentLodged: sql`${batches.currentLodged} + ${delta}` })
    .where(eq(batches.id, batchId));
}

export async function deleteBatch(db: Db, batchId: number) {
  await db.delete(batches).where(eq(batches.id, batchId));
}
