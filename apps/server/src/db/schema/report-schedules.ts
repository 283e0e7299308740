import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AlertLanguage, ModuleName } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * A weekly e-mail of batch reports: the current batch of each chosen shed, and of every shed of the
 * chosen modules, rendered in the owner's scope and sent on a weekday at an hour of the company's
 * time zone.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shed ids of the company; a shed deleted later simply drops out of the reports. */
    shedIds: integer('shed_ids').array().notNull().default(sql`'{}'::integer[]`),
    modules: text('modules').array().$type<ModuleName[]>().notNull().default(sql`'{}'::text[]`),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    language: text('language').$type<AlertLanguage>().notNull(),
    email: text('email').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_schedules_company_id_idx').on(t.companyId),
    index('report_schedules_owner_id_idx').on(t.ownerId),
    check('report_schedules_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('report_schedules_hour_check', sql`${t.hour} between 0 and 23`),
  ],
);

/**
 * One scheduled e-mail of a schedule for one period (the local date of that week's occurrence).
 * The row is the claim: the first server copy to insert it sends the e-mail, and deletes it again
 * when sending fails so a later tick retries. `sent_at` stays null while the e-mail is on its way.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: idColumn(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD: the local date of the occurrence. */
    period: text('period').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many batch reports the e-mail carried. */
    batches: integer('batches').notNull().default(0),
  },
  (t) => [uniqueIndex('report_deliveries_schedule_id_period_key').on(t.scheduleId, t.period)],
);
