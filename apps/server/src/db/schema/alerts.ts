import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ALERT_SEVERITIES,
  ALERT_STATES,
  ALERT_TYPES,
  DELIVERY_STATUSES,
  type AlertParams,
  type AlertSeverity,
  type AlertState,
  type AlertSubtype,
  type AlertThresholds,
  type AlertType,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationPolicy,
  type NotificationPreferences,
} from '@plantel/contracts';
import { batches } from './batches';
import { companies } from './companies';
import { companyIdColumn, idColumn } from './columns';
import { sheds } from './farms';
import { users } from './users';

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" IN (${values.map((s) => `'${s}'`).join(', ')})`);

/**
 * Something about a shed (or, with no shed, the whole company) that needs the producer's attention.
 * One row per episode: a rule (the subtype) about one subject (a division, a device, a silo…) of a
 * batch, from when the condition began until it cleared.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id').references(() => sheds.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    type: text('type').$type<AlertType>().notNull(),
    subtype: text('subtype').$type<AlertSubtype>().notNull(),
    /** What the rule looked at, e.g. `division:12`, `device:40`, `rule:3`; '' for the batch itself. */
    subject: text('subject').notNull().default(''),
    severity: text('severity').$type<AlertSeverity>().notNull().default('warning'),
    /** The figures its message is worded with (the message itself is the subtype's, in each language). */
    params: jsonb('params').$type<AlertParams>().notNull().default({}),
    age: integer('age'),
    state: text('state').$type<AlertState>().notNull().default('open'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Any change of state or figures: the live feed follows it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_company_id_occurred_at_idx').on(t.companyId, t.occurredAt),
    index('alerts_shed_id_occurred_at_idx').on(t.shedId, t.occurredAt),
    index('alerts_updated_at_idx').on(t.updatedAt),
    // A shed's alerts not yet resolved (the shed lists' alert level), without walking its history.
    index('alerts_unresolved_shed_id_idx')
      .on(t.shedId, t.type, t.severity)
      .where(sql`${t.state} <> 'resolved'`),
    // The same condition raises one alert while it lasts.
    uniqueIndex('alerts_open_condition_key')
      .on(t.companyId, sql`coalesce(${t.batchId}, 0)`, t.subtype, t.subject)
      .where(sql`${t.state} <> 'resolved'`),
    check('alerts_type_check', oneOf('type', ALERT_TYPES)),
    check('alerts_severity_check', oneOf('severity', ALERT_SEVERITIES)),
    check('alerts_state_check', oneOf('state', ALERT_STATES)),
  ],
);

/** A company's alert thresholds; without a row, Plantel's defaults apply. */
export const alertSettings = pgTable('alert_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  thresholds: jsonb('thresholds').$type<Partial<AlertThresholds>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How a person wants alerts to reach them; without a row, in-app only. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's notification policy (delays, repeats, escalation); without a row, Plantel's default. */
export const notificationPolicies = pgTable('notification_policies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  policy: jsonb('policy').$type<NotificationPolicy>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message of an alert to a person on a channel (attempt 1 the first, 2 the first repeat…), the
 * delivery log. The unique key is the claim: a copy of the server inserts the row before sending, and
 * only the copy whose insert went in sends, so each is sent once however many copies run.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: idColumn(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<DeliveryStatus>().notNull().default('sending'),
    tries: integer('tries').notNull().default(0),
    providerStatus: integer('provider_status'),
    providerDetail: text('provider_detail').notNull().default(''),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** When this message's acknowledge link was followed: each link works once. */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_deliveries_claim_key').on(t.alertId, t.userId, t.channel, t.attempt),
    // Due again: failed ones, and ones claimed whose copy stopped before it answered.
    index('alert_deliveries_retry_idx').on(t.nextTryAt).where(sql`${t.status} in ('retrying', 'sending')`),
    check('alert_deliveries_status_check', oneOf('status', DELIVERY_STATUSES)),
  ],
);
