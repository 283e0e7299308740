import { z } from 'zod';
import { batchStageSchema } from './batches';
import { comfortLevelSchema, isoDateSchema, isoDateTimeSchema, productionTypeRefSchema, sexSchema } from './farm-values';
import { siloSchema } from './silo';
import { stockPointSchema } from './batch-nutrition';
import { pcpProjectionSchema } from './slaughter-forecast';

const environmentRangeSchema = (unit: string) =>
  z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      ideal_min: z.number(),
      ideal_max: z.number(),
    })
    .describe(`Lowest and highest reading over the batch's last 24 h (null without readings) and the ideal band, ${unit}`);

export const batchDivisionSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe('1 box (pen)'),
  identification: z.string(),
  current_lodge: z.number().int().describe('Animals in the division'),
  weight: z.number().nullable().describe('Latest daily weight, g'),
  weight_age: z.number().int().nullable().describe('Age of that weight, days'),
  week_weight: z.number().nullable().describe('Weight at the last whole week of age, g'),
  week_gain: z.number().nullable().describe('week_weight minus the weight a week before, g'),
});

/**
 * A batch with its latest figures, environment over the last 24 h, PCP projection and silos.
 * Time series (weighings, s0/d0/e0, enthalpy, mortality per division, consumption history) are
 * served by /v2/batches/{id}/performance, /sanity, /nutrition and /consumption-history, not here.
 * Weights of animals in g, feed in kg.
 */
export const batchDetailSchema = z
  .object({
    id: z.number().int(),
    identification: z.string(),
    shed: z.number().int(),
    stage: batchStageSchema,
    lineage: z.string(),
    sex: sexSchema,
    age: z.number().int().describe('Age of the animals in whole days, now or at closing'),
    real_age: z.number().describe('The same age with its fraction of a day'),
    week: z.number().int().describe('Whole weeks of age'),
    production_type: productionTypeRefSchema,
    current_lodged: z.number().int(),
    opening_date: isoDateTimeSchema,
    openingDate: isoDateTimeSchema,
    closing_date: isoDateTimeSchema.nullable(),
    closingDate: isoDateTimeSchema.nullable(),
    statement_version: z.number().int().nullable().describe("The version of the batch's latest confirmed settlement statement; null while it has none"),
    batch_divisions: z.array(batchDivisionSchema),
    weight: z.number().nullable().describe('Mean live weight at the last weighing, g'),
    gain: z.number().nullable().describe('Daily gain, g/day'),
    performance: z.number().nullable().describe('Weight as % of the genetic reference'),
    uniformity: z.number().nullable().describe('% of animals within ±10 % of the mean weight'),
    conversion_factor: z.number().nullable().describe('Feed conversion ratio, kg feed / kg live weight'),
    weekly_consumed_ration: z.number().nullable().describe('Feed eaten over the last 7 recorded days, kg'),
    average_consumption: z.number().nullable().describe('Feed per animal per day over the last 7 recorded days, g'),
    target_weight: z.number().nullable().describe('g'),
    entry_weight: z.number().nullable().describe('g'),
    target_date: isoDateSchema.nullable(),
    target_age: z.number().int().nullable(),
    predicted_weight: z.number().nullable().describe('Forecast weight at the target age, g'),
    enthalpy: comfortLevelSchema,
    mortality: z.number().int().describe('Deaths since lodging'),
    environment: z.object({
      temperature: environmentRangeSchema('°C'),
      humidity: environmentRangeSchema('% relative humidity'),
      co2: environmentRangeSchema('ppm'),
    }),
    pcp_projections: z
      .array(pcpProjectionSchema)
      .describe('As GET /v2/batches/{id}/pcp, for broiler batches when the roles grant Predição; empty otherwise'),
    silos: z.array(siloSchema).describe("The shed's silos; invoice_deliveries counts this batch's deliveries"),
    ration_end_prediction: z
      .array(stockPointSchema)
      .describe('Feed left in the silos from the latest reading until it runs out (see /nutrition), kg; empty without readings'),
  })
  .describe('A batch with its latest figures; time series are served by the /performance, /sanity and /nutrition endpoints');
export type BatchDetail = z.infer<typeof batchDetailSchema>;
export type BatchDivision = z.infer<typeof batchDivisionSchema>;
