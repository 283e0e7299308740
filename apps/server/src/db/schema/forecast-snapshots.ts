import { date, index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ForecastMethod } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';

/**
 * What the forecast said, on a company day, of a flock's weight on its planned slaughter day
 * (docs/plant-loop.md): kept as made, once a day, never recomputed, so that the plant's weights can
 * score it afterwards.
 */
export const forecastSnapshots = pgTable(
  'forecast_snapshots',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    /** The company's calendar day it was made on. */
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    /** The planned slaughter day it forecast, and its day of age. */
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    targetAge: integer('target_age').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    method: text('method').$type<ForecastMethod>().notNull(),
    weight: real('weight').notNull(),
    weightP10: real('weight_p10'),
    weightP90: real('weight_p90'),
  },
  (t) => [uniqueIndex('forecast_snapshots_batch_day_key').on(t.batchId, t.madeOn), index('forecast_snapshots_company_id_idx').on(t.companyId)],
);
