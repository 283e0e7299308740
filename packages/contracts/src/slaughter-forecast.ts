import { z } from 'zod';
import { idSchema } from './bounded';
import { isoDateSchema } from './farm-values';

/** Spec §3 "slaughter projection point": one future day of the batch. */
export const slaughterProjectionPointSchema = z.object({
  age: z.number().int(),
  date: isoDateSchema,
  weight: z.number().describe('Expected mean live weight, g'),
  weight_p10: z.number().nullable().describe('The weight has a 10 % chance of ending below this (80 % prediction interval), g; null without a forecast band'),
  weight_p90: z.number().nullable().describe('The weight has a 10 % chance of ending above this, g; null without a forecast band'),
  accumulated_consumption: z.number().describe('Feed eaten by the batch from lodging to that day, kg'),
  necessary_ration: z.number().describe('Feed still to deliver for that day beyond what the silos hold now, kg'),
});
export type SlaughterProjectionPoint = z.infer<typeof slaughterProjectionPointSchema>;

export const FORECAST_METHODS = ['table-trend', 'reference'] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

export const targetReachSchema = z.object({
  weight: z.number().describe('Target weight, g'),
  age: z.number().int().describe('First day of age the expected weight reaches it'),
  date: isoDateSchema,
  reached: z.boolean().describe('The batch already weighs it'),
});
export type TargetReach = z.infer<typeof targetReachSchema>;

/** A batch's slaughter plan (spec shed list `target_value`, `target_date`, `priority`). */
export const slaughterPlanSchema = z.object({
  target_value: z.number().nullable().describe('Target slaughter weight, g'),
  target_date: isoDateSchema.nullable().describe('Planned slaughter day'),
  target_age: z.number().int().nullable().describe('Age of the batch on the planned day'),
  priority: z.number().int().nullable().describe('Slaughter-planning priority, 1 highest'),
});
export type SlaughterPlan = z.infer<typeof slaughterPlanSchema>;

const weighedDaySchema = z.object({ age: z.number().int(), date: isoDateSchema, weight: z.number().describe('Mean weight of the day, g') });

/** `GET /v1/slaughter-weight-projection/{batch id}` (spec §7: `results.predictions`). */
export const slaughterForecastSchema = z.object({
  results: z.object({
    batch: z.number().int(),
    age: z.number().int().describe("Today's age"),
    date: isoDateSchema.describe('Today'),
    method: z
      .enum(FORECAST_METHODS)
      .nullable()
      .describe(
        "table-trend: the breed table scaled to the batch's weighings (their trust-weighted recent ratio to the table, and part of how that ratio has moved over the last two weeks); reference: no weighing yet; null: no forecast (closed batch, or no growth reference for it)",
      ),
    current_weight: z.number().nullable().describe("Today's weight: weighed today, else expected"),
    current_lodged: z.number().int(),
    daily_mortality: z.number().describe('Share of the animals expected to be lost per day'),
    feed_eaten: z.number().describe('kg eaten from lodging to now'),
    feed_in_silos: z.number().describe('kg in the silos at their latest reading'),
    weighed: z.array(weighedDaySchema).describe('Mean weight of each weighed day, lodge-weighted over divisions'),
    predictions: z.array(slaughterProjectionPointSchema).describe('From tomorrow to the last day of the breed reference (56 for broilers); empty when no forecast'),
    target: targetReachSchema.nullable().describe('When the planned or target weight is reached; null without a target or beyond the predictions'),
    plan: slaughterPlanSchema,
  }),
});
export type SlaughterForecast = z.infer<typeof slaughterForecastSchema>;

/** Spec §3 `pcp_projections`: a batch's live weight by age. */
export const pcpProjectionSchema = z.object({
  age: z.number().int(),
  weight: z.number().describe('Mean weight, g: weighed where weighed, else expected'),
  projection: z.number().describe('Live weight of the batch at that age, kg'),
});
export type PcpProjection = z.infer<typeof pcpProjectionSchema>;

export const batchPcpSchema = z.object({
  batch: z.number().int(),
  age: z.number().int(),
  current_lodged: z.number().int(),
  pcp_projections: z.array(pcpProjectionSchema).describe("The 14 ages before today's and today's (spec §9), then the forecast to the last reference day"),
  plan: slaughterPlanSchema,
});
export type BatchPcp = z.infer<typeof batchPcpSchema>;

export const PLAN_PRIORITY_MAX = 99;
/** The heaviest target weight a plan takes, g. */
const PLAN_TARGET_MAX_G = 20_000;

/** `PUT /v2/sheds/{id}/slaughter-plan`: the slaughter day (and target weight, priority) of the shed's current batch. */
export const slaughterPlanInputSchema = z
  .object({
    batch: idSchema.describe("The shed's current batch the plan is for; a 409 when it is no longer current"),
    target_date: isoDateSchema.nullable().describe('Planned slaughter day, from today to the last forecast day; null clears the plan'),
    target_value: z.number().positive().max(PLAN_TARGET_MAX_G).nullable().optional().describe('Target weight, g; absent keeps the current one'),
    priority: z.number().int().min(1).max(PLAN_PRIORITY_MAX).nullable().optional().describe('1 highest; absent keeps the current one'),
    withdrawal_confirmed: z
      .strictObject({ reason: z.string().trim().min(1).max(500) })
      .optional()
      .describe("A day inside a treatment's withdrawal, planned anyway by staff with Sanidade in the batch's module, with the reason (audited); absent, such a day is a 409"),
  })
  .strict();
export type SlaughterPlanInput = z.input<typeof slaughterPlanInputSchema>;

/** The days a plan may take (the company's today to the last forecast day) and the day stored, which may have passed. */
export interface PlanWindow {
  first: string;
  last: string;
  stored: string | null;
}

const PLAN_TARGET_ERROR = 'planning.errors.positive';
const PLAN_PRIORITY_ERROR = 'planning.errors.priorityRange';

/**
 * The planning form's: a day within the window or none (''), a target weight and a priority, each
 * optional. A stored day that has passed is `overdue`: it must change before saving, though nothing
 * was typed wrong. It reads as the plan's input without its batch.
 */
export const slaughterPlanFormSchema = ({ first, last, stored }: PlanWindow) =>
  z
    .object({
      target_date: z
        .string()
        .superRefine((day, ctx) => {
          if (day !== '' && day < first) ctx.addIssue({ code: 'custom', message: day === stored ? 'planning.errors.overdue' : 'planning.errors.beforeToday', input: day });
          else if (day !== '' && day > last) ctx.addIssue({ code: 'custom', message: 'planning.errors.afterForecast', input: day });
        })
        .transform((day) => day || null),
      target_value: z.number({ error: PLAN_TARGET_ERROR }).positive({ error: PLAN_TARGET_ERROR }).max(PLAN_TARGET_MAX_G, { error: PLAN_TARGET_ERROR }).nullable(),
      priority: z.number({ error: PLAN_PRIORITY_ERROR }).int({ error: PLAN_PRIORITY_ERROR }).min(1, { error: PLAN_PRIORITY_ERROR }).max(PLAN_PRIORITY_MAX, { error: PLAN_PRIORITY_ERROR }).nullable(),
    })
    .strict();

/** What a plan means: the expected day (weight, feed) and when the target weight is reached. */
export const slaughterPlanResultSchema = z.object({
  shed: z.number().int(),
  batch: z.number().int(),
  plan: slaughterPlanSchema,
  expected: slaughterProjectionPointSchema.nullable().describe('The forecast for the planned day; null without a plan'),
  target: targetReachSchema.nullable(),
});
export type SlaughterPlanResult = z.infer<typeof slaughterPlanResultSchema>;

/** What the forecast said on a day of the planned slaughter day's weight: kept as made (docs/plant-loop.md). */
export const forecastSnapshotSchema = z.object({
  made_on: isoDateSchema.describe("The company's calendar day it was made on"),
  made_at: z.iso.datetime(),
  target_date: isoDateSchema.describe('The planned slaughter day it forecast'),
  target_age: z.number().int(),
  days_ahead: z.number().int().describe('Days from made_on to target_date'),
  method: z.enum(FORECAST_METHODS),
  weight: z.number().describe('Expected mean live weight on the planned day, g'),
  weight_p10: z.number().nullable(),
  weight_p90: z.number().nullable(),
});
export type ForecastSnapshot = z.infer<typeof forecastSnapshotSchema>;

/** `GET /v2/batches/{id}/forecast-snapshots`: newest first. */
export const forecastSnapshotsSchema = z.object({ results: z.array(forecastSnapshotSchema) });
