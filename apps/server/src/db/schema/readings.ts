import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, real, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batchDivisions, batches } from './batches';
import { devices } from './devices';
import { users } from './users';

const divisionId = () =>
  integer('division_id')
    .notNull()
    .references(() => batchDivisions.id, { onDelete: 'cascade' });
const deviceId = () => integer('device_id').references(() => devices.id, { onDelete: 'set null' });

/** One weighing session of a division: the individual bird weights (g) as taken by the scale or by hand. */
export const weighings = pgTable(
  'weighings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    divisionId: divisionId(),
    deviceId: deviceId(),
    weighedAt: timestamp('weighed_at', { withTimezone: true }).notNull(),
    age: integer('age').notNull(),
    /** Individual weights; empty for a weighing entered as an average with a count. */
    samples: real('samples').array().notNull(),
    /** An average and the birds it is of, for a weighing entered that way (samples empty). */
    meanWeight: real('mean_weight'),
    birdCount: integer('bird_count'),
    /** The person who typed it in; null for scale readings. */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Sex of the birds weighed (1 mixed, 2 female, 3 male) where a flock's sexes are weighed apart; null when not said. */
    sexExternalId: smallint('sex_external_id'),
  },
  (t) => [
    uniqueIndex('weighings_division_id_weighed_at_key').on(t.divisionId, t.weighedAt),
    check('weighings_sex_check', sql`${t.sexExternalId} IN (1, 2, 3)`),
    check('weighings_values_check', sql`cardinality(${t.samples}) > 0 OR (${t.meanWeight} > 0 AND ${t.birdCount} > 0)`),
  ],
);

/** A division's daily performance point: weight against the reference and the forecast (g). */
export const performanceData = pgTable(
  'performance_data',
  {
    divisionId: divisionId(),
    age: integer('age').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    weight: real('weight'),
    adjustedWeight: real('adjusted_weight'),
    predictWeight: real('predict_weight'),
    idealWeight: real('ideal_weight'),
    gain: real('gain'),
  },
  (t) => [uniqueIndex('performance_data_division_id_age_key').on(t.divisionId, t.age)],
);

/** Deaths and culls of a division on one day of age. */
export const mortality = pgTable(
  'mortality',
  {
    divisionId: divisionId(),
    age: integer('age').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountMortality: integer('amount_mortality').notNull().default(0),
    amountEliminated: integer('amount_eliminated').notNull().default(0),
    /** The person who typed it in; null when it came from the farm's system. */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('mortality_division_id_age_key').on(t.divisionId, t.age)],
);

/** Eggs collected in a division on one day of age (breeders and laying hens), as counted in the barn. */
export const eggRecords = pgTable(
  'egg_records',
  {
    divisionId: divisionId(),
    age: integer('age').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Every egg collected, of every kind below. */
    total: integer('total').notNull(),
    /** Fit to set (breeders). */
    hatching: integer('hatching').notNull().default(0),
    cracked: integer('cracked').notNull().default(0),
    dirty: integer('dirty').notNull().default(0),
    floor: integer('floor').notNull().default(0),
    doubleYolk: integer('double_yolk').notNull().default(0),
    /** Mean weight of the day's weighed sample, g; null when none was weighed. */
    meanEggWeight: real('mean_egg_weight'),
    /** Males alive in the division that day (breeders), when counted; the hens are the rest. */
    males: integer('males'),
    /** The person who typed it in; null when it came from an import or the farm's system. */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('egg_records_division_id_age_key').on(t.divisionId, t.age),
    check('egg_records_counts_check', sql`${t.total} >= 0 AND ${t.hatching} >= 0 AND ${t.cracked} >= 0 AND ${t.dirty} >= 0 AND ${t.floor} >= 0 AND ${t.doubleYolk} >= 0`),
    // The kinds are apart: an egg is hatching, cracked, dirty, floor or double-yolk at most (or none, a layer's first-quality egg).
    check('egg_records_kinds_check', sql`${t.hatching} + ${t.cracked} + ${t.dirty} + ${t.floor} + ${t.doubleYolk} <= ${t.total}`),
  ],
);

/** Airsacculitis found at a sanitary inspection of a batch. */
export const airsacculitis = pgTable(
  'airsacculitis',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    age: integer('age').notNull(),
    percentage: real('percentage').notNull(),
    contaminatedBirds: integer('contaminated_birds').notNull(),
  },
  (t) => [index('airsacculitis_batch_id_idx').on(t.batchId)],
);

/**
 * Time series share one shape: a source device, a division, a time, the batch age at that time.
 * No foreign keys here: their per-row checks cost more than the rest of a telemetry insert. The
 * same guarantees come from triggers on the parents (deleting a division deletes its readings,
 * deleting a device clears device_id; migration 0014) and from the ingest, which locks the devices
 * and divisions it places readings with in the writing transaction (docs/telemetry.md).
 */
const readingColumns = () => ({
  deviceId: integer('device_id'),
  divisionId: integer('division_id').notNull(),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  age: integer('age').notNull(),
});

/** S0 climate sensor: temperatures (°C) and relative humidity (%). */
export const s0Readings = pgTable(
  's0_readings',
  {
    ...readingColumns(),
    bedTemperature: real('bed_temperature'),
    environmentTemperature: real('environment_temperature'),
    waterTemperature: real('water_temperature'),
    humidity: real('humidity'),
  },
  (t) => [
    index('s0_readings_device_id_measured_at_idx').on(t.deviceId, t.measuredAt),
    index('s0_readings_division_id_measured_at_idx').on(t.divisionId, t.measuredAt),
  ],
);

/** D0 air-quality sensor: CO2 (ppm), internal humidity (%) and temperature (°C). */
export const d0Readings = pgTable(
  'd0_readings',
  {
    ...readingColumns(),
    co2: real('co2'),
    internHumidity: real('intern_humidity'),
    internTemperature: real('intern_temperature'),
  },
  (t) => [
    index('d0_readings_device_id_measured_at_idx').on(t.deviceId, t.measuredAt),
    index('d0_readings_division_id_measured_at_idx').on(t.divisionId, t.measuredAt),
  ],
);

/** E0 event sensor: a typed event (the spec gives no more than timestamp, age and type). */
export const e0Readings = pgTable(
  'e0_readings',
  {
    ...readingColumns(),
    type: smallint('type').notNull(),
  },
  (t) => [
    index('e0_readings_device_id_measured_at_idx').on(t.deviceId, t.measuredAt),
    index('e0_readings_division_id_measured_at_idx').on(t.divisionId, t.measuredAt),
  ],
);

/** Comfort level by specific enthalpy (kJ/kg dry air), derived from an S0 reading. */
export const enthalpyReadings = pgTable(
  'enthalpy_readings',
  {
    ...readingColumns(),
    value: real('value').notNull(),
    /** 0 comfortable, 1 intermediary, 2 critical, 3 lethal. */
    code: smallint('code').notNull(),
    position: smallint('position').notNull().default(1),
  },
  (t) => [
    index('enthalpy_readings_device_id_measured_at_idx').on(t.deviceId, t.measuredAt),
    index('enthalpy_readings_division_id_measured_at_idx').on(t.divisionId, t.measuredAt),
  ],
);
