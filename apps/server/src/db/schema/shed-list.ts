import { date, doublePrecision, index, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertType, BatchStage, RationPhase, SalmonellaWarning } from '@plantel/contracts';
import { companyIdColumn } from './columns';
import { sheds } from './farms';

/**
 * The shed lists' read model: one row per shed with its property, producer, current batch and that
 * batch's summary, so a list page is a scan of one narrow table instead of six joins and a lookup
 * of the current batch per shed. Rebuilt for a shed by `refreshShedListEntries` whenever anything
 * it copies changes; the batch age is left to the query, as it moves with the clock.
 */
export const shedListEntries = pgTable(
  'shed_list_entries',
  {
    shedId: integer('shed_id')
      .primaryKey()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    productionTypeExternalId: smallint('production_type_external_id').notNull(),
    identification: text('identification').notNull(),
    name: text('name').notNull(),
    core: text('core').notNull(),
    propertyId: integer('property_id').notNull(),
    propertyName: text('property_name').notNull(),
    propertyOwner: text('property_owner').notNull(),
    producerName: text('producer_name').notNull(),
    batchId: integer('batch_id'),
    lineage: text('lineage'),
    sexExternalId: smallint('sex_external_id'),
    ageAtLodging: integer('age_at_lodging'),
    openingDate: timestamp('opening_date', { withTimezone: true }),
    closingDate: timestamp('closing_date', { withTimezone: true }),
    /** The shed's stage: its current batch's while open, empty_batch otherwise. */
    stage: text('stage').$type<BatchStage>().notNull(),
    priority: smallint('priority'),
    targetWeight: real('target_weight'),
    targetDate: date('target_date', { mode: 'string' }),
    /** The slaughter forecast on the planned day, g, and its P10–P90, from the batch summary. */
    predictedWeight: real('predicted_weight'),
    predictedWeightP10: real('predicted_weight_p10'),
    predictedWeightP90: real('predicted_weight_p90'),
    weight: real('weight'),
    variationCoef: real('variation_coef'),
    performance: real('performance'),
    /** Feed conversion and EPEF (broilers) of the batch summary. */
    conversionFactor: doublePrecision('conversion_factor'),
    productionEfficiency: doublePrecision('production_efficiency'),
    /** Hen-day production of the last 7 days recorded and its deviation from the breed standard (flocks in lay). */
    henDayPercent: real('hen_day_percent'),
    henDayDeviation: real('hen_day_deviation'),
    available: real('available'),
    rationTypeId: integer('ration_type_id'),
    rationPhase: text('ration_phase').$type<RationPhase>(),
    siloStatus: smallint('silo_status').notNull(),
    /** How many of the shed's silos are in each status (as `siloLevelOf` works it out), kept with their levels. */
    silosCritical: smallint('silos_critical').notNull().default(0),
    silosLow: smallint('silos_low').notNull().default(0),
    silosSatisfactory: smallint('silos_satisfactory').notNull().default(0),
    silosNoData: smallint('silos_no_data').notNull().default(0),
    enthalpy: smallint('enthalpy').notNull(),
    silos: integer('silos').array().notNull(),
    /** Name, identification, producer, property and core without case or accents, for the text search. */
    searchText: text('search_text').notNull(),
    /** When the current batch's last meat withdrawal ends (its treatments' end plus their withdrawal days), open or not. */
    withdrawalEndsAt: timestamp('withdrawal_ends_at', { withTimezone: true }),
    /**
     * The shed's most urgent alert not yet resolved, of each type, as a rank (0 critical, 1 warning,
     * 2 info; null when none): written by the refresh into a new row, then kept by the alerts' trigger
     * `shed_list_alert_ranks` (migration 0035) whenever an alert is raised, changes or is resolved.
     */
    ambienceAlertRank: smallint('ambience_alert_rank'),
    sanityAlertRank: smallint('sanity_alert_rank'),
    performanceAlertRank: smallint('performance_alert_rank'),
    nutritionAlertRank: smallint('nutrition_alert_rank'),
    /** The shed's open Salmonella alert, most serious first (positive, pending, missing), kept by the same trigger (migration 0045). */
    salmonellaWarning: text('salmonella_warning').$type<SalmonellaWarning>(),
  },
  (t) => [index('shed_list_entries_company_id_production_type_idx').on(t.companyId, t.productionTypeExternalId)],
);

/** Each alert type's rank column of a shed-list row, by its key in `shedListEntries`. */
export const ALERT_RANK_KEY = {
  Ambiência: 'ambienceAlertRank',
  Sanidade: 'sanityAlertRank',
  Desempenho: 'performanceAlertRank',
  Nutrição: 'nutritionAlertRank',
} as const satisfies Record<AlertType, keyof typeof shedListEntries.$inferSelect>;

/**
 * Each shed-list row's `ShedListItem` as JSON text, in three pieces around the two members the list
 * works out when read: the age, which moves with the clock, and the alert level, which depends on the
 * alerts the reader may read (repositories/shed-list-item-json.ts). Written by the refresh from the
 * row; kept apart so the list's scans read narrow rows.
 */
export const shedListItems = pgTable('shed_list_items', {
  shedId: integer('shed_id')
    .primaryKey()
    .references(() => shedListEntries.shedId, { onDelete: 'cascade' }),
  head: text('head').notNull(),
  middle: text('middle').notNull(),
  tail: text('tail').notNull(),
});
