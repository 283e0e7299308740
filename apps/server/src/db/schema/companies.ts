import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_SANITARY_BREAK_DAYS, type LoadPlanSettings, type ModuleName } from '@plantel/contracts';

/** An integrator: owns producers, properties, sheds and users. Every query is scoped to one. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Months its raw readings are kept (docs/retention.md); the hourly summaries are kept for good. */
    readingsRetentionMonths: smallint('readings_retention_months').notNull().default(24),
    /** Fewest days a shed stands empty between batches (vazio sanitário) before lodging asks to confirm. */
    sanitaryBreakDays: smallint('sanitary_break_days').notNull().default(DEFAULT_SANITARY_BREAK_DAYS),
    /** The break by module where the company set one; a module left out keeps sanitary_break_days. */
    sanitaryBreakDaysByModule: jsonb('sanitary_break_days_by_module').$type<Partial<Record<ModuleName, number>>>().notNull().default({}),
    /** Where the company's events (a sanitary bulletin issued…) are sent, signed; null: nowhere. */
    eventsWebhookUrl: text('events_webhook_url'),
    /** Producers record in their own flocks' health books (staff always do). */
    producersRecordHealth: boolean('producers_record_health').notNull().default(false),
    /** How its flocks go to the plant (docs/plant-loop.md); null: the defaults. */
    loadPlanSettings: jsonb('load_plan_settings').$type<LoadPlanSettings>(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(t.name),
    check('companies_readings_retention_months_check', sql`${t.readingsRetentionMonths} BETWEEN 4 AND 120`),
  ],
);
