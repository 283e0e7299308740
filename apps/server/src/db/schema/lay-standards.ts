import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LayingModule } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/**
 * A breed's lay standard a company imported (docs/kpis.md, "Breed standards"): the flocks of its
 * module that bear its lineage are compared with it. One per company, module and lineage (letter case aside).
 */
export const layStandards = pgTable(
  'lay_standards',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    module: text('module').$type<LayingModule>().notNull(),
    lineage: text('lineage').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lay_standards_company_module_lineage_key').on(t.companyId, t.module, sql`lower(${t.lineage})`),
    check('lay_standards_module_check', sql`${t.module} IN ('matrizeiro', 'aves_poedeiras')`),
  ],
);

/** A week of life of a lay standard, as the breeder's guide gives it; a figure the guide leaves out is null. */
export const layStandardWeeks = pgTable(
  'lay_standard_weeks',
  {
    standardId: integer('standard_id')
      .notNull()
      .references(() => layStandards.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    henDayPercent: real('hen_day_percent'),
    henHousedEggs: real('hen_housed_eggs'),
    eggWeight: real('egg_weight'),
    bodyWeight: real('body_weight'),
    feedPerHenDay: real('feed_per_hen_day'),
  },
  (t) => [primaryKey({ columns: [t.standardId, t.week] })],
);
