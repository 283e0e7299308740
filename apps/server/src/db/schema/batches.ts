import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BATCH_STAGES, type BatchStage } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';
import { sheds } from './farms';

/** A flock or lot housed in a shed, from lodging to slaughter. */
export const batches = pgTable(
  'batches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    stage: text('stage').$type<BatchStage>().notNull(),
    currentLodged: integer('current_lodged').notNull().default(0),
    openingDate: timestamp('opening_date', { withTimezone: true }).notNull(),
    closingDate: timestamp('closing_date', { withTimezone: true }),
  },
  (t) => [
    index('batches_shed_id_idx').on(t.shedId),
    index('batches_company_id_stage_idx').on(t.companyId, t.stage),
    check('batches_stage_check', sql.raw(`"stage" IN (${BATCH_STAGES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
