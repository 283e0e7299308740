import { doublePrecision, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { batchDivisions } from './batches';

const divisionId = () =>
  integer('division_id')
    .notNull()
    .references(() => batchDivisions.id, { onDelete: 'cascade' });

/**
 * A division's climate readings summed per device, clock hour and day of age, for the hours that
 * are over: the sanity dashboard reads these instead of every reading of a long batch. Filled on
 * demand up to `climate_rollups.rolled_until`; a reading written or deleted in a rolled hour (a late
 * reading) takes that hour and the ones after it back out, so they are summed again from the readings.
 */
export const climateHours = pgTable(
  'climate_hours',
  {
    divisionId: divisionId(),
    /** The reading's device, 0 for readings without one. */
    deviceId: integer('device_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    age: integer('age').notNull(),
    temperatureSum: doublePrecision('temperature_sum'),
    temperatureCount: integer('temperature_count').notNull().default(0),
    temperatureMin: real('temperature_min'),
    temperatureMax: real('temperature_max'),
    humiditySum: doublePrecision('humidity_sum'),
    humidityCount: integer('humidity_count').notNull().default(0),
    co2Sum: doublePrecision('co2_sum'),
    co2Count: integer('co2_count').notNull().default(0),
    /** Seconds in each comfort level by the enthalpy readings, judged by the profile `climate_rollups.profile` names. */
    comfortableSeconds: doublePrecision('comfortable_seconds'),
    intermediarySeconds: doublePrecision('intermediary_seconds'),
    criticalSeconds: doublePrecision('critical_seconds'),
    lethalSeconds: doublePrecision('lethal_seconds'),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.hour, t.deviceId, t.age] })],
);

/** How far each division's climate is summed in `climate_hours`, and by which comfort profile. */
export const climateRollups = pgTable('climate_rollups', {
  divisionId: divisionId().primaryKey(),
  /** Every hour before this one is in `climate_hours`; readings from it on are read as they are. */
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
  /** A fingerprint of the comfort bands the hours were judged by; another profile sums them again. */
  profile: text('profile').notNull(),
});
