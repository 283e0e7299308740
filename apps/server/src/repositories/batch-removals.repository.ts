import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, batchRemovals } from '../db/schema';

export type NewBatchRemoval = typeof batchRemovals.$inferInsert;
export type BatchRemovalRow = typeof batchRemovals.$inferSelect;

export async function insertBatchRemoval(db: Db, values: NewBatchRemoval): Promise<BatchRemovalRow> {
  const [row] = await db.insert(batchRemovals).values(values).returning();
  return row!;
}

/** A batch's removals (thinning), oldest first. */
export function findRemovalsOfBatch(db: Db, batchId: number): Promise<BatchRemovalRow[]> {
  return db.select().from(batchRemovals).where(eq(batchRemovals.batchId, batchId)).orderBy(asc(batchRemovals.removedAt), asc(batchRemovals.id));
}

/** A division of the batch, locked until the transaction ends, so two removals cannot both take its last animals. */
export async function lockDivisionOfBatch(db: Db, batchId: number, divisionId: number) {
  const [row] = await db
    .select({ id: batchDivisions.id, identification: batchDivisions.identification, currentLodge: batchDivisions.currentLodge })
    .from(batchDivisions)
    .where(and(eq(batchDivisions.id, divisionId), eq(batchDivisions.batchId, batchId)))
    .for('update');
  return row;
}

/** One removal of the batch, locked until the transaction ends. */
export async function findRemovalForUpdate(db: Db, batchId: number, removalId: number): Promise<BatchRemovalRow | undefined> {
  const [row] = await db.select().from(batchRemovals).where(and(eq(batchRemovals.id, removalId), eq(batchRemovals.batchId, batchId))).for('update');
  return row;
}

export async function updateBatchRemoval(db: Db, id: number, values: Partial<NewBatchRemoval>): Promise<BatchRemovalRow> {
  const [row] = await db.update(batchRemovals).set(values).where(eq(batchRemovals.id, id)).returning();
  return row!;
}

export async function deleteBatchRemoval(db: Db, id: number): Promise<void> {
  await db.delete(batchRemovals).where(eq(batchRemovals.id, id));
}
