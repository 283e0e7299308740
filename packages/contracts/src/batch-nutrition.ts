import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, siloStatusSchema } from './farm-values';
import { resultsEnvelope } from './pagination';
import { rationTypeSchema } from './ration-types';
import { siloSchema } from './silo';

/** Feed left in the silos at a moment (spec `ration_end_prediction`), kg. */
export const stockPointSchema = z.object({ timestamp: isoDateTimeSchema, amount: z.number().describe('kg') });
export type StockPoint = z.infer<typeof stockPointSchema>;

/** A silo whose last load-cell reading is older than the company's stale-sensor threshold. */
export const staleSiloSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  last_reading_time: isoDateTimeSchema,
  available_weight: z.number().describe('Feed in the silo at that reading, kg'),
});
export type StaleSilo = z.infer<typeof staleSiloSchema>;

/** The end-of-feed forecast: the stock falling from its last reading until it runs out. */
export const feedForecastSchema = z.object({
  ration_end_date: isoDateTimeSchema
    .nullable()
    .describe('When the silos run empty (in the past when they already have); null without animals eating or beyond 60 days'),
  ration_end_prediction: z
    .array(stockPointSchema)
    .describe('From the last reading every 6 h, ending with 0 kg at ration_end_date; a single point when no forecast can be made'),
  daily_consumption: z.number().nullable().describe('Feed the animals are expected to eat over the next 24 h, kg'),
  intake_ratio: z
    .number()
    .nullable()
    .describe('What the animals ate over the reference in the last 3 recorded days (1 without data), which scales the forecast'),
  stale_silos: z
    .array(staleSiloSchema)
    .describe(
      "Silos that have not reported for longer than the company's stale_sensor_minutes: the forecast counts each at its last reading less what the animals were expected to eat since, an estimate",
    ),
});
export type FeedForecast = z.infer<typeof feedForecastSchema>;

export const FEED_UNITS = ['g', 'kg'] as const;

const waterHourSchema = z.object({ time: isoDateTimeSchema.describe('Start of the hour'), litres: z.number().nullable() });
const waterDaySchema = z.object({
  age: z.number().int(),
  date: isoDateSchema.describe('Day the age began'),
  litres: z.number().nullable(),
  per_animal: z.number().nullable().describe('Litres per animal lodged'),
  water_feed_ratio: z.number().nullable().describe('Litres drunk per kg of feed eaten that day'),
});

/** Water drunk, from the shed's water meters; null on the batch when the shed has none. */
export const batchWaterSchema = z.object({
  meters: z.number().int(),
  last_reading_time: isoDateTimeSchema.nullable(),
  hourly: z.array(waterHourSchema).describe('Litres per hour over the last 48 h'),
  daily: z.array(waterDaySchema).describe('Litres per day of age over the last 14 days'),
});
export type BatchWater = z.infer<typeof batchWaterSchema>;

export const batchNutritionSchema = z.object({
  batch: z.number().int(),
  production_type: z.number().int(),
  feed_unit: z.enum(FEED_UNITS).describe('Unit of feed per animal: g per bird, kg per pig'),
  current_lodged: z.number().int(),
  silos: z.array(siloSchema),
  summary: feedForecastSchema.extend({
    most_recent_ration_type: rationTypeSchema.nullable().describe('Ration of the latest delivery of the batch, else of the silo in use'),
    total_available: z.number().nullable().describe('Feed in all silos, kg; null before any reading'),
    total_free: z.number().nullable().describe('Room left in all silos, kg'),
    total_capacity: z.number().describe('kg'),
    total_occupation: z.number().min(0).max(1).nullable(),
    status: siloStatusSchema.describe('The worst status among the silos'),
    last_reading_time: isoDateTimeSchema.nullable().describe('Latest load-cell reading of any silo'),
  }),
  water: batchWaterSchema.nullable(),
  raw_readings_expired: z
    .boolean()
    .describe(
      "The batch began before the company's retention cutoff: its raw silo and water readings (some or all) are gone, so the silo and water figures cover only the readings still kept and the feed eaten comes from the daily consumption history",
    ),
});
export type BatchNutrition = z.infer<typeof batchNutritionSchema>;

export const CONSUMPTION_GROUPINGS = ['days', 'weeks'] as const;
export type ConsumptionGrouping = (typeof CONSUMPTION_GROUPINGS)[number];
export const CONSUMPTION_HISTORY_DEFAULT_DAYS = 14;

export const consumptionHistoryQuerySchema = z
  .object({
    start: isoDateSchema.optional().describe(`First day (default ${CONSUMPTION_HISTORY_DEFAULT_DAYS} days before end)`),
    end: isoDateSchema.optional().describe("Last day, not after the company's today (default today, or the batch's closing)"),
    grouping: z.enum(CONSUMPTION_GROUPINGS).default('days').describe('One entry per day of age, or per week of age'),
  })
  .superRefine((q, ctx) => {
    // "Not after today" is the company's today, in its time zone: the server checks it.
    if (q.start && q.end && q.start > q.end) ctx.addIssue({ code: 'custom', path: ['start'], message: 'must not be after end', input: q.start });
  });
export type ConsumptionHistoryQuery = z.infer<typeof consumptionHistoryQuerySchema>;

/** Feed eaten by the batch on a day (or in a week) of age, against the reference. kg. */
export const consumptionEntrySchema = z.object({
  age: z.number().int().describe('Day of age; for a week, its last recorded day'),
  week: z.number().int().describe('Week of age (age ÷ 7, rounded down)'),
  date: isoDateSchema.describe('Day the age began; for a week, its first recorded day'),
  days: z.number().int().describe('Days recorded in the entry'),
  amount: z.number().describe('Feed eaten, kg'),
  estimated_amount: z
    .number()
    .describe('The part of amount that is an estimate, kg: hours the load cells missed, or, on a day a silo did not report, the feed it was expected to give'),
  ideal_amount: z.number().nullable().describe('Reference intake for the animals lodged, kg'),
  current_lodged: z.number().int().describe('Animals lodged (on the last day of a week)'),
  last_anniversary: isoDateTimeSchema.describe('When the animals reached the age (of the last day, for a week)'),
});
export type ConsumptionEntry = z.infer<typeof consumptionEntrySchema>;

export const consumptionHistorySchema = resultsEnvelope(consumptionEntrySchema);
export type ConsumptionHistory = z.infer<typeof consumptionHistorySchema>;

/** `GET /v2/sheds/{id}/nutrition`: the ration prediction of the shed's current batch. */
export const shedNutritionSchema = feedForecastSchema.extend({
  shed: z.number().int(),
  batch: z.number().int().nullable().describe('The current batch; null for a shed that never had one'),
  total_available: z.number().nullable().describe('Feed in all silos, kg'),
  last_reading_time: isoDateTimeSchema.nullable(),
});
export type ShedNutrition = z.infer<typeof shedNutritionSchema>;
