import { date, integer, pgTable, real, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches } from './batches';

const batchId = () =>
  integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' });

/** The slaughter-weight forecast of a batch for one future age (g, kg of feed). */
export const slaughterProjections = pgTable(
  'slaughter_projections',
  {
    batchId: batchId(),
    age: integer('age').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    weight: real('weight').notNull(),
    accumulatedConsumption: real('accumulated_consumption').notNull(),
    necessaryRation: real('necessary_ration').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slaughter_projections_batch_id_age_key').on(t.batchId, t.age)],
);

/** The production projection (PCP) of a batch: expected weight (g) and projected output (kg) by age. */
export const pcpProjections = pgTable(
  'pcp_projections',
  {
    batchId: batchId(),
    age: integer('age').notNull(),
    weight: real('weight').notNull(),
    projection: real('projection').notNull(),
  },
  (t) => [uniqueIndex('pcp_projections_batch_id_age_key').on(t.batchId, t.age)],
);
