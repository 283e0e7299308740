import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AmbienceBandDto, AmbienceModule } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

/** A company's own ambience bands for a module's flocks; without a row, Plantel's defaults apply. */
export const ambienceProfiles = pgTable(
  'ambience_profiles',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    module: text('module').$type<AmbienceModule>().notNull(),
    bands: jsonb('bands').$type<AmbienceBandDto[]>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ambience_profiles_company_id_module_key').on(t.companyId, t.module)],
);
