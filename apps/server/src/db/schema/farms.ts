import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VentilationType } from '@plantel/contracts';
import { companyIdColumn, idColumn } from './columns';

export const producers = pgTable(
  'producers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** CPF or CNPJ without punctuation; empty for producers registered before it was asked. */
    taxId: text('tax_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Archived: out of the lists, kept for the records that name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('producers_company_id_idx').on(t.companyId),
    uniqueIndex('producers_company_id_tax_id_key').on(t.companyId, t.taxId).where(sql`${t.taxId} <> ''`),
  ],
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
    municipality: text('municipality').notNull().default(''),
    state: text('state').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA time zone of the farm; null: the company's. */
    timeZone: text('time_zone'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('properties_company_id_idx').on(t.companyId),
    check('properties_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('properties_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
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
    /** The lineage and target weight (g) a new batch starts with. */
    lineage: text('lineage').notNull().default(''),
    targetWeight: real('target_weight'),
    /** Animals it holds; null for sheds registered before it was asked. */
    capacity: integer('capacity'),
    /** Floor area, m². */
    floorArea: real('floor_area'),
    ventilation: text('ventilation').$type<VentilationType>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('sheds_company_id_idx').on(t.companyId),
    index('sheds_company_id_production_type_idx').on(t.companyId, t.productionTypeExternalId),
    check('sheds_capacity_check', sql`${t.capacity} > 0`),
    check('sheds_floor_area_check', sql`${t.floorArea} > 0`),
  ],
);

/** A division (box, pen) of a shed, with the animals it holds; a batch lodged houses animals per division. */
export const shedDivisions = pgTable(
  'shed_divisions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    capacity: integer('capacity').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shed_divisions_shed_id_identification_key').on(t.shedId, t.identification).where(sql`${t.archivedAt} IS NULL`),
    check('shed_divisions_capacity_check', sql`${t.capacity} > 0`),
  ],
);
