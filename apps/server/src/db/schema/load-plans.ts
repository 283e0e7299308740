import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventDelivery, LoadPlanSettings, PlannedLoad } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * Each version of a flock's load plan as it was saved (docs/plant-loop.md): the loads with the
 * expectations of the forecast of that moment, kept whole, so what the plant received is read back
 * and the forecast of now compared with it.
 */
export const loadPlanVersions = pgTable(
  'load_plan_versions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<LoadPlanSettings>().notNull(),
    loads: jsonb('loads').$type<PlannedLoad[]>().notNull(),
    /** When it was last sent as `load_plan.issued`, whether on its own (48 h before the first load), and what became of it. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedAutomatically: boolean('issued_automatically'),
    deliveryStatus: text('delivery_status').$type<EventDelivery['status']>(),
    deliveryDetail: text('delivery_detail'),
  },
  (t) => [uniqueIndex('load_plan_versions_batch_version_key').on(t.batchId, t.version), index('load_plan_versions_company_id_idx').on(t.companyId)],
);
