import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity } from '@plantel/contracts';
import { companyIdColumn } from './columns';
import { users } from './users';

/**
 * Every change to the farm register, to people and their access, and to a flock's life (lodging,
 * thinning, closing): who, when, what, and the object before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyIdColumn(),
    /** Who: null for the command line, or once the user is deleted (`actorName` stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    label: text('label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_company_id_at_idx').on(t.companyId, t.at.desc()), index('audit_log_entity_idx').on(t.companyId, t.entity, t.entityId)],
);
