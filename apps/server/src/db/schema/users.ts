import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Roles } from '@plantel/contracts';
import { companies } from './companies';
import { producers } from './farms';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    roles: jsonb('roles').$type<Roles>().notNull().default({}),
    email: text('email').notNull().default(''),
    /** A deactivated user cannot sign in, loses every session and receives no alarm messages. */
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Bumped when the password changes, so tokens issued before stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

/**
 * The producers a user follows. A user outside the staff linked to any sees only those producers'
 * sheds and batches; one linked to none sees the whole company.
 */
export const userProducers = pgTable(
  'user_producers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.producerId] }), index('user_producers_producer_id_idx').on(t.producerId)],
);

/**
 * A single-use link to set a password: an invitation or a reset. Only the SHA-256 of its random
 * secret is kept; the link works once, until `expiresAt`, and a newer link of the user replaces it.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'invite' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_links_token_hash_key').on(t.tokenHash), index('password_links_user_id_idx').on(t.userId)],
);
