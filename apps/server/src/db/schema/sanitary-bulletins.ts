import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventDelivery, SanitaryBulletin } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * Each version of a flock's sanitary bulletin as it was issued (docs/health-book.md): kept whole, so
 * what the plant received can be read back, and compared with the book to say it is out of date.
 */
export const sanitaryBulletinVersions = pgTable(
  'sanitary_bulletin_versions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** null: issued on its own, 24 h before the planned day. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull(),
    content: jsonb('content').$type<SanitaryBulletin>().notNull(),
    deliveryStatus: text('delivery_status').$type<EventDelivery['status']>().notNull(),
    deliveryDetail: text('delivery_detail'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sanitary_bulletin_versions_batch_version_key').on(t.batchId, t.version), index('sanitary_bulletin_versions_company_id_idx').on(t.companyId)],
);
