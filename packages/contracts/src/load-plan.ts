import { z } from 'zod';
import { idSchema } from './bounded';
import { eventDeliverySchema } from './company-events';
import { isoDateTimeSchema } from './farm-values';

/**
 * A flock's load plan (docs/plant-loop.md): the loads the plant receives hour by hour, each with the
 * mean live weight expected at its scale (the forecast when the feed is withdrawn, less the live shrink
 * to the plant).
 */

/** `GET/PUT /v2/load-plan-settings`: how the company's flocks go to the plant. */
export const loadPlanSettingsSchema = z.strictObject({
  feed_withdrawal_hours: z.number().min(0).max(24).describe('Hours before the catch the feed is withdrawn, on the farm (default 6)'),
  transport_hours: z.number().min(0).max(24).describe("Hours from the catch to the plant's scale: catching, transport, lairage (default 4)"),
  shrink_percent_per_hour: z.number().min(0).max(2).describe('Live weight lost per hour without feed, % (default 0.3; 0.18–0.43 reported)'),
  forecast_move_percent: z.number().positive().max(50).describe("How far the plan's kg may move with the forecast before the plan says so, % (default 2)"),
});
export type LoadPlanSettings = z.infer<typeof loadPlanSettingsSchema>;
export const DEFAULT_LOAD_PLAN_SETTINGS: LoadPlanSettings = { feed_withdrawal_hours: 6, transport_hours: 4, shrink_percent_per_hour: 0.3, forecast_move_percent: 2 };

/** Most loads one flock takes to the plant. */
export const MAX_LOADS = 200;

export const loadInputSchema = z.strictObject({
  catch_at: isoDateTimeSchema.describe('When the catch of this load begins'),
  truck: z.string().trim().min(1).max(20).describe('Plate or number'),
  birds: z.number().int().positive().max(100_000),
  divisions: z
    .array(idSchema)
    .min(1, 'loadPlan.errors.noDivision')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'loadPlan.errors.repeatedDivision' })
    .describe("The batch's divisions its birds come from"),
});
export type LoadInput = z.input<typeof loadInputSchema>;

/** `PUT /v2/batches/{id}/load-plan`: the whole plan; each save is a new version. */
export const loadPlanInputSchema = z.strictObject({ loads: z.array(loadInputSchema).min(1, 'loadPlan.errors.noLoad').max(MAX_LOADS) });
export type LoadPlanInput = z.input<typeof loadPlanInputSchema>;

export const plannedLoadSchema = z.object({
  catch_at: z.iso.datetime(),
  truck: z.string(),
  birds: z.number().int(),
  divisions: z.array(z.number().int()),
  feed_withdrawn_at: z.iso.datetime().describe('catch_at less the feed withdrawal hours'),
  forecast_weight: z.number().describe('The forecast mean weight when the feed is withdrawn, g'),
  expected_weight: z.number().describe("Expected mean live weight at the plant's scale, g: forecast_weight × (1 − shrink % × (withdrawal + transport hours))"),
  expected_weight_p10: z.number().nullable().describe('The same from the forecast band, g; null while the flock has no weighing'),
  expected_weight_p90: z.number().nullable(),
  expected_kg: z.number().describe('birds × expected_weight ÷ 1000'),
});
export type PlannedLoad = z.infer<typeof plannedLoadSchema>;

export const loadPlanTotalsSchema = z.object({
  birds: z.number().int(),
  kg: z.number(),
  kg_p10: z.number().nullable().describe('The loads’ P10 kg added: one forecast errs the same way for every load'),
  kg_p90: z.number().nullable(),
});

/** One saved version of a load plan, as saved: the forecast is not recomputed. */
export const loadPlanVersionSchema = z.object({
  batch: z.number().int(),
  version: z.number().int().describe('1 for the first saved'),
  saved_at: z.iso.datetime(),
  saved_by: z.string().nullable(),
  settings: loadPlanSettingsSchema.describe('The settings the expectations were computed with'),
  loads: z.array(plannedLoadSchema).describe('By catch time'),
  totals: loadPlanTotalsSchema,
  issued: z
    .object({ at: z.iso.datetime(), automatic: z.boolean(), delivery: eventDeliverySchema })
    .nullable()
    .describe('The last time this version was sent as `load_plan.issued`; null when it was not'),
});
export type LoadPlanVersion = z.infer<typeof loadPlanVersionSchema>;

/** `GET /v2/batches/{id}/load-plan`: the newest version, and how far the forecast has moved since. */
export const loadPlanSchema = loadPlanVersionSchema.extend({
  forecast_now: z
    .object({
      kg: z.number().describe('The same loads with the forecast of now'),
      change_percent: z.number().describe('(kg now − kg saved) ÷ kg saved, %'),
      moved: z.boolean().describe('More than the company’s forecast_move_percent either way: save the plan again'),
    })
    .nullable()
    .describe('null when the flock can no longer be forecast (slaughtered)'),
});
export type LoadPlan = z.infer<typeof loadPlanSchema>;

export const loadPlanVersionsSchema = z.object({ results: z.array(loadPlanVersionSchema).describe('Newest first') });

export const LOAD_PLAN_MESSAGES = {
  'loadPlan.errors.noLoad': 'A plan has at least one load',
  'loadPlan.errors.noDivision': 'Choose at least one division',
  'loadPlan.errors.repeatedDivision': 'Each division once',
  'loadPlan.errors.unknownDivision': 'Not a division of this batch',
  'loadPlan.errors.moreBirdsThanFlock': 'The loads take {{birds}} birds; the flock holds {{alive}}',
  'loadPlan.errors.withdrawalPassed': 'The feed would have to be withdrawn at {{at}}, which has passed',
  'loadPlan.errors.afterForecast': 'Beyond the forecast, which ends on day {{age}}',
  'loadPlan.errors.beforeLodging': 'Before the flock was housed',
  'loadPlan.errors.notPlanned': 'Plan the slaughter day first',
  'loadPlan.errors.noForecast': 'This flock has no weight forecast (a broiler flock of a known breed, still housed)',
  'loadPlan.errors.noPlan': 'This flock has no load plan yet',
} as const;
