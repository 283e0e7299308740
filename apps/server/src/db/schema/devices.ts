import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeviceType } from '@plantel/contracts';
import { companies } from './companies';
import { companyIdColumn, idColumn } from './columns';
import { sheds } from './farms';
import { users } from './users';

/**
 * A sensor or scale installed in a shed (climate, air quality, silo load cell, water meter, bird scale).
 * Its position names what in the shed it measures: a box of the batch housed (climate sensors, bird
 * scales) or a silo (load cells), by that box's or silo's identification.
 */
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    type: text('type').$type<DeviceType>().notNull(),
    identification: text('identification').notNull(),
    /** Where in the shed: box identification for climate sensors, silo identification for load cells. */
    position: text('position').notNull().default(''),
    /** When Plantel last received a reading from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('devices_shed_id_idx').on(t.shedId), index('devices_company_id_idx').on(t.companyId)],
);

/**
 * A secret a device (or a gateway, for every device of its company) sends readings with. Only its
 * SHA-256 is kept: keys are long random strings, so a fast hash is enough and a lookup is one index probe.
 */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The one device it may send for; null for a gateway key. */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ingest_keys_key_hash_key').on(t.keyHash),
    index('ingest_keys_device_id_idx').on(t.deviceId).where(sql`${t.revokedAt} is null`),
    index('ingest_keys_company_id_idx').on(t.companyId),
  ],
);

/**
 * Every reading message received, by its sender's message id and the reading's device time: inserting
 * here first is what makes a retried message a no-op. Partitioned by month of `measured_at` (migration
 * 0024; docs/retention.md): a retry carries the same device time, so it meets its receipt in the same
 * partition however late it comes, and a month older than the telemetry window is dropped whole.
 * No foreign key, so the hot insert checks one index only.
 */
export const telemetryReceipts = pgTable(
  'telemetry_receipts',
  {
    deviceId: integer('device_id').notNull(),
    messageId: text('message_id').notNull(),
    /** The reading's device time (`device_time`); the partition key. */
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.messageId, t.measuredAt], name: 'telemetry_receipts_pkey' })],
);

/**
 * A telemetry message (MQTT) that can never be stored as sent: refused whole (topic, JSON, key) or
 * with readings rejected. It is acknowledged so the broker stops redelivering it, and kept here for
 * staff to see. `payload` is the first TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES of the message, keys masked.
 */
export const telemetryDeadLetters = pgTable(
  'telemetry_dead_letters',
  {
    id: idColumn(),
    /** The key's company, or the topic's when the key is not known; null when neither is a company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    reason: text('reason').notNull(),
    payload: text('payload').notNull(),
    /** The whole message's size, to tell a capped payload. */
    payloadBytes: integer('payload_bytes').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telemetry_dead_letters_company_received_idx').on(t.companyId, t.receivedAt.desc(), t.id.desc())],
);
