import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, slaughterResults as r } from '../db/schema';

export type SlaughterResultsRow = typeof r.$inferSelect;

export async function findSlaughterResults(db: Db, batchId: number): Promise<SlaughterResultsRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.batchId, batchId));
  return row;
}

/** Keeps the flock's results, replacing those sent before. */
export async function saveSlaughterResults(db: Db, values: typeof r.$inferInsert): Promise<SlaughterResultsRow> {
  const [row] = await db
    .insert(r)
    .values(values)
    .onConflictDoUpdate({ target: r.batchId, set: { slaughteredOn: values.slaughteredOn, loads: values.loads, recordedAt: values.recordedAt, recordedBy: values.recordedBy } })
    .returning();
  return row!;
}

/** The batch's slaughter figures, as the plant gave them: the settlement's closing takes them. */
export async function setBatchSlaughterFigures(db: Db, batchId: number, figures: { date: string; animals: number; liveWeightKg: number }): Promise<void> {
  await db.update(batches).set({ slaughterDate: figures.date, slaughterAnimals: figures.animals, slaughterLiveWeightKg: figures.liveWeightKg }).where(eq(batches.id, batchId));
}
