import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staleRows } from '../db/schema';

export interface StaleRow {
  companyId: number;
  shedId: number;
  batchId: number | null;
}

/**
 * Takes every stale mark this transaction can see, leaving the table without them. Marks another
 * transaction is taking are skipped, not waited for: it rebuilds them, and two takers never wait on
 * each other in opposite orders.
 */
export async function takeStaleRows(db: Db): Promise<StaleRow[]> {
  return db
    .delete(staleRows)
    .where(inArray(staleRows.id, db.select({ id: staleRows.id }).from(staleRows).for('update', { skipLocked: true })))
    .returning({ companyId: staleRows.companyId, shedId: staleRows.shedId, batchId: staleRows.batchId });
}

/**
 * Until this transaction ends (or `off`), the triggers leave stale_rows alone: what it writes is
 * itself a rebuild of derived rows.
 */
export async function markingRebuild(db: Db, on: boolean): Promise<void> {
  await db.execute(sql`select set_config('plantel.rebuilding', ${on ? 'on' : 'off'}, true)`);
}
