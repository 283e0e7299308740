import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An integrator: owns producers, properties, sheds and users. Every query is scoped to one. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name)],
);
