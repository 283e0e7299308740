import { and, desc, eq, gte, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, forecastSnapshots as f } from '../db/schema';

export type ForecastSnapshotRow = typeof f.$inferSelect;

/** The company's open batches planned for slaughter on `today` or later whose forecast was not kept today. */
export async function findPlannedBatchesWithoutSnapshot(db: Db, companyId: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(
        eq(batches.companyId, companyId),
        isNull(batches.closingDate),
        isNotNull(batches.targetAge),
        gte(batches.targetDate, today),
        notExists(db.select({ one: sql`1` }).from(f).where(and(eq(f.batchId, batches.id), eq(f.madeOn, today)))),
      ),
    );
  return rows.map((r) => r.id);
}

/** Keeps a day's forecast; a second one of the same batch and day (another copy of the server) is left out. */
export async function insertForecastSnapshot(db: Db, values: typeof f.$inferInsert): Promise<void> {
  await db.insert(f).values(values).onConflictDoNothing({ target: [f.batchId, f.madeOn] });
}

export function findForecastSnapshots(db: Db, batchId: number): Promise<ForecastSnapshotRow[]> {
  return db.select().from(f).where(eq(f.batchId, batchId)).orderBy(desc(f.madeOn));
}
