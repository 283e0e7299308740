import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, batchRemovals, batches, consumptionHistory, eggRecords, healthSamples, healthTreatments, healthVaccinations, mortality, performanceData, sheds, weighings } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1_000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * A shed the scope may import into, locked until the transaction ends so that two imports into
 * the same shed take turns (the second sees the first one's batch).
 */
export async function lockShedForImport(db: Db, scope: FarmScope, shedId: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({ id: sheds.id, productionType: sheds.productionTypeExternalId })
    .from(sheds)
    .where(and(eq(sheds.id, shedId), shedInScope(scope)))
    .for('update');
  return row;
}

/** The sheds the scope opens whose identification is `text` (letter case aside), not archived. */
export async function findShedIdsByIdentification(db: Db, scope: FarmScope, text: string): Promise<number[]> {
  if (scope.productionTypes.length === 0) return [];
  const rows = await db
    .select({ id: sheds.id })
    .from(sheds)
    .where(and(sql`lower(${sheds.identification}) = lower(${text})`, isNull(sheds.archivedAt), shedInScope(scope)));
  return rows.map((r) => r.id);
}

/** The shed's batches of an identification, imported or followed live, oldest first. */
export function findBatchesByIdentification(db: Db, shedId: number, identification: string) {
  return db
    .select({ id: batches.id, importedAt: batches.importedAt })
    .from(batches)
    .where(and(eq(batches.shedId, shedId), eq(batches.identification, identification)))
    .orderBy(asc(batches.id));
}

export type ImportedBatchValues = Omit<typeof batches.$inferInsert, 'id'>;

export async function insertBatch(db: Db, values: ImportedBatchValues): Promise<number> {
  const [row] = await db.insert(batches).values(values).returning({ id: batches.id });
  return row!.id;
}

export async function updateBatch(db: Db, id: number, values: ImportedBatchValues) {
  await db.update(batches).set(values).where(eq(batches.id, id));
}

/**
 * Empties an imported batch before its history is written again: weighings, mortality and daily
 * points of its divisions, its consumption history, its removals (thinning) and its health book
 * (treatments, vaccinations, samples). Answers its divisions, first first, each
 * left with no animals for the import to lodge again. Sensor readings of the divisions stay.
 */
export async function clearImportedHistory(db: Db, batchId: number): Promise<{ id: number; identification: string }[]> {
  const divisions = await db.select({ id: batchDivisions.id, identification: batchDivisions.identification }).from(batchDivisions).where(eq(batchDivisions.batchId, batchId)).orderBy(asc(batchDivisions.id));
  const ids = divisions.map((d) => d.id);
  if (ids.length > 0) {
    await db.delete(weighings).where(inArray(weighings.divisionId, ids));
    await db.delete(mortality).where(inArray(mortality.divisionId, ids));
    await db.delete(eggRecords).where(inArray(eggRecords.divisionId, ids));
    await db.delete(performanceData).where(inArray(performanceData.divisionId, ids));
    await db.update(batchDivisions).set({ currentLodge: 0 }).where(eq(batchDivisions.batchId, batchId));
  }
  await db.delete(consumptionHistory).where(eq(consumptionHistory.batchId, batchId));
  await db.delete(batchRemovals).where(eq(batchRemovals.batchId, batchId));
  await db.delete(healthTreatments).where(eq(healthTreatments.batchId, batchId));
  await db.delete(healthVaccinations).where(eq(healthVaccinations.batchId, batchId));
  await db.delete(healthSamples).where(eq(healthSamples.batchId, batchId));
  return divisions;
}

export async function insertDivision(db: Db, values: typeof batchDivisions.$inferInsert): Promise<number> {
  const [row] = await db.insert(batchDivisions).values(values).returning({ id: batchDivisions.id });
  return row!.id;
}

export async function setDivisionLodge(db: Db, divisionId: number, currentLodge: number) {
  await db.update(batchDivisions).set({ currentLodge }).where(eq(batchDivisions.id, divisionId));
}

export const insertWeighings = (db: Db, rows: (typeof weighings.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(weighings).values(chunk));

export const insertMortalityDays = (db: Db, rows: (typeof mortality.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(mortality).values(chunk));

export const insertEggDays = (db: Db, rows: (typeof eggRecords.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(eggRecords).values(chunk));

export const insertConsumptionDays = (db: Db, rows: (typeof consumptionHistory.$inferInsert)[]) =>
  insertInChunks(rows, (chunk) => db.insert(consumptionHistory).values(chunk));

export const insertTreatments = (db: Db, rows: (typeof healthTreatments.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(healthTreatments).values(chunk));

export const insertVaccinations = (db: Db, rows: (typeof healthVaccinations.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(healthVaccinations).values(chunk));

export const insertSamples = (db: Db, rows: (typeof healthSamples.$inferInsert)[]) => insertInChunks(rows, (chunk) => db.insert(healthSamples).values(chunk));
