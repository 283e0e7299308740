import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * A browser's Web Push subscription (one per installed app or browser profile): where the push
 * service takes messages for it, and the keys that encrypt them (RFC 8291). The push service's
 * endpoint is unique; a browser that subscribes again for another person moves to that person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url (65 bytes, uncompressed point). */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_id_idx').on(t.userId)],
);
