import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The sheds and batches whose derived rows (a batch's summary, a shed's list row) a write has made
 * stale. Triggers on every table those rows are built from add to it (migration 0040), so no write
 * path has to remember; `rebuildStaleRows` empties it and rebuilds each row once before the writing
 * transaction commits. No foreign keys: a row may name what the same transaction deleted.
 */
export const staleRows = pgTable(
  'stale_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    shedId: integer('shed_id').notNull(),
    /** The batch whose summary is stale; null when only the shed's list row is. */
    batchId: integer('batch_id'),
  },
  (t) => [index('stale_rows_company_id_idx').on(t.companyId)],
);
