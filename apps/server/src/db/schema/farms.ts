import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn } from './columns';

export const producers = pgTable(
  'producers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
  },
  (t) => [index('producers_company_id_idx').on(t.companyId)],
);

export const properties = pgTable(
  'properties',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    /** Metres above sea level: air pressure for enthalpy. */
    altitude: integer('altitude').notNull().default(0),
  },
  (t) => [index('properties_company_id_idx').on(t.companyId)],
);

export const sheds = pgTable(
  'sheds',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    name: text('name').notNull(),
    core: text('core').notNull().default(''),
    /** External id of the production type: 1, 2 matrix; 3 broiler; 5 swine; 6, 7 laying birds. */
    productionTypeExternalId: smallint('production_type_external_id').notNull(),
  },
  (t) => [
    index('sheds_company_id_idx').on(t.companyId),
    index('sheds_company_id_production_type_idx').on(t.companyId, t.productionTypeExternalId),
  ],
);
