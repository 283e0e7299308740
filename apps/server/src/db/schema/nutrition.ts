import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { companyIdColumn, idColumn } from './columns';
import { rationTypes } from './ration-types';
import { devices } from './devices';
import { sheds } from './farms';

/**
 * A feed silo of a shed, with its current stock as last measured by its load cells (kg).
 * The stock columns are the latest state; the readings table holds the history.
 */
export const silos = pgTable(
  'silos',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    identification: text('identification').notNull(),
    /** Rated mass, kg. */
    capacity: real('capacity').notNull(),
    /** Rated volume, m³, when the maker rates the silo by volume: then it holds volume × the feed's bulk density. */
    volume: real('volume'),
    /** Occupation fractions at or below which the status is low (2) and critical (1). */
    lowThreshold: real('low_threshold').notNull().default(0.25),
    criticalThreshold: real('critical_threshold').notNull().default(0.1),
    currentRationTypeId: integer('current_ration_type_id').references(() => rationTypes.id, { onDelete: 'set null' }),
    availableWeight: real('available_weight'),
    lastReadingAt: timestamp('last_reading_at', { withTimezone: true }),
    /** Default bulk density of its feed, kg/m³. */
    density: real('density'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('silos_shed_id_idx').on(t.shedId)],
);

/** A load-cell reading of a silo (the spec's occupation-history record). */
export const siloOccupationReadings = pgTable(
  'silo_occupation_readings',
  {
    siloId: integer('silo_id')
      .notNull()
      .references(() => silos.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    totalWeight: real('total_weight').notNull(),
    totalOccupation: real('total_occupation').notNull(),
    freeCapacity: real('free_capacity').notNull(),
    isBlackout: boolean('is_blackout').notNull().default(false),
    consumingRationTypeId: integer('consuming_ration_type_id').references(() => rationTypes.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('silo_occupation_readings_silo_id_device_time_key').on(t.siloId, t.deviceTime)],
);

/** A feed movement into a silo: a delivery entered by hand (1) or detected by the load cells (2). */
export const feedControls = pgTable(
  'feed_controls',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    siloId: integer('silo_id')
      .notNull()
      .references(() => silos.id, { onDelete: 'cascade' }),
    rationTypeId: integer('ration_type_id')
      .notNull()
      .references(() => rationTypes.id, { onDelete: 'restrict' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    quantity: real('quantity').notNull(),
    measuredQuantity: real('measured_quantity'),
    movimentationType: smallint('movimentation_type').notNull().default(1),
    feedControlType: smallint('feed_control_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_controls_batch_id_date_idx').on(t.batchId, t.date),
    index('feed_controls_silo_id_date_idx').on(t.siloId, t.date),
    check('feed_controls_type_check', sql`"feed_control_type" IN (1, 2)`),
    check('feed_controls_quantity_check', sql`"quantity" > 0`),
  ],
);

/** Feed eaten by a batch on one day of age against the reference (kg), with the animals then lodged. */
export const consumptionHistory = pgTable(
  'consumption_history',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    age: integer('age').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Feed eaten on the day of age, kg: measured, plus an estimate for what the load cells missed. */
    amount: real('amount').notNull(),
    /** The part of `amount` that is estimated, kg (0 for a day measured or recorded whole). */
    estimatedAmount: real('estimated_amount').notNull().default(0),
    idealAmount: real('ideal_amount'),
    currentLodged: integer('current_lodged').notNull(),
  },
  (t) => [uniqueIndex('consumption_history_batch_id_age_key').on(t.batchId, t.age)],
);

/** A rule: alert when a shed eats less than min_consumption_value kg per interval between start and end hours. */
export const minimumConsumptionAlerts = pgTable(
  'minimum_consumption_alerts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    shedId: integer('shed_id')
      .notNull()
      .references(() => sheds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minConsumptionValue: real('min_consumption_value').notNull(),
    /** Whole hours, 0–24 (24 = midnight at the end of the day). */
    startTime: smallint('start_time').notNull(),
    endTime: smallint('end_time').notNull(),
    interval: smallint('interval').notNull(),
    activeAlert: boolean('active_alert').notNull().default(true),
  },
  (t) => [index('minimum_consumption_alerts_shed_id_idx').on(t.shedId)],
);

/** A water meter's totaliser reading, litres (the meter counts up; a drop is a reset). */
export const waterMeterReadings = pgTable(
  'water_meter_readings',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    totalVolume: doublePrecision('total_volume').notNull(),
  },
  (t) => [uniqueIndex('water_meter_readings_device_id_measured_at_key').on(t.deviceId, t.measuredAt)],
);
