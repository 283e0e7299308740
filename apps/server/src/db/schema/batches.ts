import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { BATCH_STAGES, type BatchStage } from '@plantel/contracts';
import { companies } from './companies';
import { companyIdColumn, idColumn } from './columns';
import { users } from './users';
import { rationTypes } from './ration-types';
import { shedDivisions, sheds } from './farms';

/** A flock or lot housed in a shed, from lodging to slaughter. Weights in grams. */
export const batches = pgTable(
  'batches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    stage: text('stage').$type<BatchStage>().notNull(),
    lineage: text('lineage').notNull().default(''),
    /** 1 mixed, 2 female, 3 male. */
    sexExternalId: smallint('sex_external_id').notNull().default(1),
    /** Animals placed at lodging; current_lodged falls with mortality and culls. */
    initialLodged: integer('initial_lodged').notNull().default(0),
    currentLodged: integer('current_lodged').notNull().default(0),
    /** Age of the animals at lodging, in days (0 for day-old chicks; weeks of rearing for pullets, weaners). */
    ageAtLodging: integer('age_at_lodging').notNull().default(0),
    entryWeight: real('entry_weight'),
    targetWeight: real('target_weight'),
    targetAge: integer('target_age'),
    targetDate: date('target_date', { mode: 'string' }),
    /** Slaughter-planning priority, 1 highest. */
    priority: smallint('priority'),
    openingDate: timestamp('opening_date', { withTimezone: true }).notNull(),
    closingDate: timestamp('closing_date', { withTimezone: true }),
    /** The slaughter of a closed batch: the day, the animals delivered and their total live weight (kg). */
    slaughterDate: date('slaughter_date', { mode: 'string' }),
    slaughterAnimals: integer('slaughter_animals'),
    slaughterLiveWeightKg: doublePrecision('slaughter_live_weight_kg'),
    /** Where the animals came from: hatchery or nursery. */
    origin: text('origin').notNull().default(''),
    /** Lodged above the capacity of the shed or a division, confirmed by whoever lodged it. */
    overCapacity: boolean('over_capacity').notNull().default(false),
    /** When the batch's history was last brought in by a batch import; null for a batch followed live. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    // A shed's current batch (open first, then newest): the shed lists' per-shed lookup reads one entry.
    index('batches_shed_id_current_idx').on(t.shedId, sql`(${t.closingDate} IS NOT NULL)`, t.openingDate.desc(), t.id.desc()),
    index('batches_company_id_stage_idx').on(t.companyId, t.stage),
    check('batches_stage_check', sql.raw(`"stage" IN (${BATCH_STAGES.map((s) => `'${s}'`).join(', ')})`)),
    check('batches_sex_check', sql`"sex_external_id" IN (1, 2, 3)`),
    check('batches_slaughter_check', sql`"slaughter_animals" IS NULL OR ("slaughter_animals" > 0 AND "slaughter_live_weight_kg" > 0)`),
  ],
);

/** A box (pen) of a batch: sensors and weighings are per division. */
export const batchDivisions = pgTable(
  'batch_divisions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    /** 1 box (pen); the only division type so far. */
    type: smallint('type').notNull().default(1),
    currentLodge: integer('current_lodge').notNull().default(0),
    /** The shed division it houses animals in, for a batch lodged through the register. */
    shedDivisionId: integer('shed_division_id').references(() => shedDivisions.id, { onDelete: 'set null' }),
  },
  (t) => [index('batch_divisions_batch_id_idx').on(t.batchId)],
);

/** Animals taken out of a batch alive before its end (thinning, a partial removal), from one division. */
export const batchRemovals = pgTable(
  'batch_removals',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => batchDivisions.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    /** Day of age of the removal. */
    age: integer('age').notNull(),
    animals: integer('animals').notNull(),
    liveWeightKg: doublePrecision('live_weight_kg').notNull(),
    destination: text('destination').notNull().default(''),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batch_removals_batch_id_idx').on(t.batchId),
    check('batch_removals_animals_check', sql`${t.animals} > 0`),
    check('batch_removals_live_weight_check', sql`${t.liveWeightKg} > 0`),
  ],
);

/**
 * The latest figures of a batch, refreshed whenever its raw data changes (simulator, ingestion, jobs),
 * so shed lists can filter and sort thousands of sheds without scanning time series.
 */
export const batchSummaries = pgTable(
  'batch_summaries',
  {
    batchId: integer('batch_id')
      .primaryKey()
      .references(() => batches.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    /** Mean live weight (g) at the last weighing, and the age of that weighing. */
    weight: real('weight'),
    weightAge: integer('weight_age'),
    gain: real('gain'),
    weekGain: real('week_gain'),
    /** Coefficient of variation of the last weighing, %. */
    variationCoef: real('variation_coef'),
    /** % of birds within ±10 % of the mean. */
    uniformity: real('uniformity'),
    /** Mean weight as % of the genetic reference for the age. */
    performance: real('performance'),
    /** Feed conversion and EPEF at the batch's figures moment, as the batch performance answer computes them (docs/kpis.md). */
    conversionFactor: doublePrecision('conversion_factor'),
    productionEfficiency: doublePrecision('production_efficiency'),
    /** Flocks in lay: hen-day production of the last 7 days recorded, and its deviation from the breed standard, points (docs/kpis.md, "Eggs"). */
    henDayPercent: real('hen_day_percent'),
    henDayDeviation: real('hen_day_deviation'),
    mortality: integer('mortality').notNull().default(0),
    /** Latest comfort level by enthalpy (-1 no data … 3 lethal). */
    enthalpy: smallint('enthalpy').notNull().default(-1),
    rationTypeId: integer('ration_type_id').references(() => rationTypes.id, { onDelete: 'set null' }),
    /** Worst silo status of the shed (0 no data). */
    siloStatus: smallint('silo_status').notNull().default(0),
    /** Feed available across the shed's silos, kg. */
    available: real('available'),
    /** The slaughter forecast's weight on the planned day (its day of age), g, and its P10–P90 (docs/slaughter-forecast.md). */
    predictedWeight: real('predicted_weight'),
    predictedWeightP10: real('predicted_weight_p10'),
    predictedWeightP90: real('predicted_weight_p90'),
    rationEndAt: timestamp('ration_end_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_summaries_company_id_idx').on(t.companyId)],
);

/**
 * A company's conventions for its figures: the adjusted feed conversion moves each batch's FCR to a
 * common reference weight (docs/kpis.md). Without a row, the defaults of @plantel/contracts apply.
 */
export const performanceSettings = pgTable('performance_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  adjustedFcrReferenceWeight: doublePrecision('adjusted_fcr_reference_weight').notNull(),
  adjustedFcrPointsPer100g: doublePrecision('adjusted_fcr_points_per_100g').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

