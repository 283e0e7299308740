import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ALERT_TYPES, type AlertType } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { sheds } from './farms';

/** Something about a shed that needs the producer's attention. */
export const alerts = pgTable(
  'alerts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    type: text('type').$type<AlertType>().notNull(),
    subtype: text('subtype').notNull(),
    message: text('message').notNull(),
    age: integer('age'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('alerts_company_id_occurred_at_idx').on(t.companyId, t.occurredAt),
    check('alerts_type_check', sql.raw(`"type" IN (${ALERT_TYPES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
