import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeviceType } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';
import { sheds } from './farms';

/** A sensor or scale installed in a shed (climate, air quality, silo load cell, water meter, bird scale). */
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
    /** Where in the shed: box number for climate sensors, silo identification for load cells. */
    position: text('position').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('devices_shed_id_idx').on(t.shedId), index('devices_company_id_idx').on(t.companyId)],
);
