import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlantLoadResult } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/** What the plant sent back of a flock's slaughter, load by load (docs/plant-loop.md); sent again, it replaces the last. */
export const slaughterResults = pgTable(
  'slaughter_results',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    slaughteredOn: date('slaughtered_on', { mode: 'string' }).notNull(),
    loads: jsonb('loads').$type<PlantLoadResult[]>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('slaughter_results_batch_id_key').on(t.batchId), index('slaughter_results_company_id_idx').on(t.companyId)],
);
