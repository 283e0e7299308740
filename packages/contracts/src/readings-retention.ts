import { z } from 'zod';

/**
 * How long a company's raw readings (climate, air quality, silo load cells, water meters) are kept,
 * in whole calendar months before the current one. The hourly summaries and the daily consumption
 * history are kept for good (docs/retention.md).
 */
export const readingsRetentionSchema = z.object({
  readings_retention_months: z
    .number()
    .int()
    .min(4)
    .max(120)
    .describe('Months of raw readings kept before the current month (4–120; 4 covers the 90-day telemetry window)'),
});
export type ReadingsRetention = z.infer<typeof readingsRetentionSchema>;

export const DEFAULT_READINGS_RETENTION: ReadingsRetention = { readings_retention_months: 24 };
