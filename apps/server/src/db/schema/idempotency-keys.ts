import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * A write sent with an `Idempotency-Key` header (an offline phone's outbox sending a record again,
 * not knowing whether the first try arrived): the key, as its user sent it, what the request was
 * (`fingerprint`: a hash of its method, path and body) and the answer it got. While the first try
 * runs, `status` is null; a repeat then gets a 409, and once it is answered, the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_id_key_key').on(t.userId, t.key), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
