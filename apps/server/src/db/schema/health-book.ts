import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ADMINISTRATION_ROUTES, PRODUCT_KINDS, PRODUCT_UNITS, SAMPLE_KINDS, SAMPLE_OUTCOMES, VACCINATION_PLACES } from '@plantel/contracts';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';

type Route = (typeof ADMINISTRATION_ROUTES)[number];
export interface StoredIngredient {
  name: string;
  class: string | null;
  mg_per_unit: number | null;
}

/**
 * A product of the company's veterinary catalogue (docs/health-book.md): its withdrawal for meat and
 * eggs per species. A null species' days: not for that species; null egg days: not allowed in lay.
 */
export const healthProducts = pgTable(
  'health_products',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof PRODUCT_KINDS)[number]>().notNull(),
    unit: text('unit').$type<(typeof PRODUCT_UNITS)[number]>().notNull(),
    routes: jsonb('routes').$type<Route[]>().notNull(),
    activeIngredients: jsonb('active_ingredients').$type<StoredIngredient[]>().notNull(),
    poultryMeatDays: integer('poultry_meat_days'),
    poultryEggDays: integer('poultry_egg_days'),
    swineMeatDays: integer('swine_meat_days'),
    /** Part of the demo catalogue, not any label. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('health_products_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('health_products_kind_check', sql`${t.kind} IN ('antimicrobial', 'antiparasitic', 'vaccine', 'other')`),
    check('health_products_species_check', sql`${t.poultryMeatDays} IS NOT NULL OR ${t.swineMeatDays} IS NOT NULL`),
  ],
);

const batchIdColumn = () =>
  integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' });
const productIdColumn = () =>
  integer('product_id')
    .notNull()
    .references(() => healthProducts.id, { onDelete: 'restrict' });
const recordedColumns = () => ({
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A treatment given to a flock. The withdrawal days are the product's for the flock's species when it
 * was recorded: a later change to the catalogue does not move a withdrawal already running.
 */
export const healthTreatments = pgTable(
  'health_treatments',
  {
    id: idColumn(),
    batchId: batchIdColumn(),
    productId: productIdColumn(),
    divisionIds: jsonb('division_ids').$type<number[]>().notNull(),
    route: text('route').$type<Route>().notNull(),
    dose: real('dose').notNull(),
    doseUnit: text('dose_unit').notNull(),
    quantity: real('quantity'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberRegistration: text('prescriber_registration').notNull(),
    reason: text('reason').notNull(),
    animals: integer('animals').notNull(),
    meatDays: integer('meat_days').notNull(),
    eggDays: integer('egg_days'),
    ...recordedColumns(),
  },
  (t) => [index('health_treatments_batch_id_idx').on(t.batchId), check('health_treatments_period_check', sql`${t.endedAt} >= ${t.startedAt}`)],
);

export const healthVaccinations = pgTable(
  'health_vaccinations',
  {
    id: idColumn(),
    batchId: batchIdColumn(),
    productId: productIdColumn(),
    divisionIds: jsonb('division_ids').$type<number[]>().notNull(),
    route: text('route').$type<Route>().notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    place: text('place').$type<(typeof VACCINATION_PLACES)[number]>().notNull(),
    vaccineBatch: text('vaccine_batch').notNull(),
    animals: integer('animals').notNull(),
    ...recordedColumns(),
  },
  (t) => [index('health_vaccinations_batch_id_idx').on(t.batchId)],
);

/** A sample taken from a flock; without an outcome it is pending. */
export const healthSamples = pgTable(
  'health_samples',
  {
    id: idColumn(),
    batchId: batchIdColumn(),
    kind: text('kind').$type<(typeof SAMPLE_KINDS)[number]>().notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    divisionIds: jsonb('division_ids').$type<number[]>().notNull(),
    laboratory: text('laboratory').notNull(),
    sampleId: text('sample_id').notNull(),
    outcome: text('outcome').$type<(typeof SAMPLE_OUTCOMES)[number]>(),
    serovar: text('serovar'),
    resultOn: date('result_on', { mode: 'string' }),
    ...recordedColumns(),
  },
  (t) => [index('health_samples_batch_id_idx').on(t.batchId), check('health_samples_result_check', sql`(${t.outcome} IS NULL) = (${t.resultOn} IS NULL)`)],
);
