import { z } from 'zod';

/**
 * How long a company's raw readings (climate, air quality, silo load cells, water meters) are kept,
 * in whole calendar months before the current one. The hourly summaries and the daily consumption
 * history are kept for good (docs/retention.md).
 */
/** Whole months kept: at least 4, which covers the 90-day telemetry window. */
export const READINGS_RETENTION_MONTHS = { min: 4, max: 120 } as const;

/** Whole months within the limits; `error` replaces every message (a form's one key). */
const retentionMonths = (error?: string) => {
  const options = error ? { error } : {};
  return z.number(options).int(options).min(READINGS_RETENTION_MONTHS.min, options).max(READINGS_RETENTION_MONTHS.max, options);
};

export const readingsRetentionSchema = z.object({
  readings_retention_months: retentionMonths().describe(
    `Months of raw readings kept before the current month (${READINGS_RETENTION_MONTHS.min}–${READINGS_RETENTION_MONTHS.max}; ${READINGS_RETENTION_MONTHS.min} covers the 90-day telemetry window)`,
  ),
}).strict();
export type ReadingsRetention = z.infer<typeof readingsRetentionSchema>;

/** The settings form's: whatever is wrong with the months (none, a fraction, out of the limits) is one message. */
export const readingsRetentionFormSchema = z.object({ readings_retention_months: retentionMonths('readingsRetention.outOfRange') }).strict();

export const DEFAULT_READINGS_RETENTION: ReadingsRetention = { readings_retention_months: 24 };
