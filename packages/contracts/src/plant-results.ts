import { z } from 'zod';
import { isoDateSchema } from './farm-values';

/**
 * What the plant sends back after a flock's slaughter (docs/plant-loop.md): per load, its scale's
 * weights, the birds hung and dead on arrival, the condemnations by cause, the footpad scores and the
 * carcass yield where it gives one.
 */

/** Condemnation causes, as data: those of Brazil's SIF plants (contamination, bruises and trauma, dermatoses, cellulitis) and others. */
export const CONDEMNATION_CAUSES = ['contamination', 'bruises_trauma', 'dermatoses', 'cellulitis', 'airsacculitis', 'ascites', 'arthritis', 'cachexia', 'other'] as const;
export type CondemnationCause = (typeof CONDEMNATION_CAUSES)[number];
export const CONDEMNATION_KINDS = ['total', 'partial'] as const;

const count = z.number().int().min(0).max(100_000);
const kg = z.number().min(0).max(100_000);

export const plantLoadResultSchema = z.strictObject({
  truck: z.string().trim().min(1).max(20).optional().describe("The load's truck, as the load plan names it"),
  gross_kg: kg.describe("The loaded truck on the plant's scale"),
  tare_kg: kg.describe('The truck empty'),
  net_kg: kg.describe('gross − tare: the live birds and those dead on arrival'),
  birds_hung: count.describe('Birds hung on the line'),
  dead_on_arrival: count.describe('Birds found dead on the truck (DOA): on the scale, not hung'),
  condemnations: z
    .array(z.strictObject({ cause: z.enum(CONDEMNATION_CAUSES), kind: z.enum(CONDEMNATION_KINDS), birds: count.min(1) }))
    .max(50)
    .default([])
    .describe('Birds condemned, by cause: total (the whole carcass) or partial (a part)'),
  footpad: z
    .strictObject({ score_0: count, score_1: count, score_2: count })
    .optional()
    .describe('Pododermatitis scores of the birds examined: 0 none, 1 mild, 2 severe'),
  carcass_yield_percent: z.number().min(40).max(95).optional().describe('Carcass ÷ live weight, %, where the plant gives it'),
});
export type PlantLoadResult = z.infer<typeof plantLoadResultSchema>;

/** `PUT /v2/batches/{id}/slaughter-results`: all of a flock's loads; sent again, they replace the last. */
export const slaughterResultsInputSchema = z.strictObject({
  slaughtered_on: isoDateSchema.describe("The company's calendar day of the slaughter"),
  loads: z.array(plantLoadResultSchema).min(1).max(200),
});
export type SlaughterResultsInput = z.input<typeof slaughterResultsInputSchema>;

/** The flock's figures from the plant's results. */
export const plantFiguresSchema = z.object({
  birds_delivered: z.number().int().describe('Hung plus dead on arrival: every bird on the plant’s scale'),
  live_weight_kg: z.number().describe('The loads’ net kg'),
  mean_weight: z.number().nullable().describe('live_weight_kg ÷ birds_delivered, g: the weight the forecast is scored against'),
  dead_on_arrival: z.number().int(),
  condemned_total: z.number().int().describe('Birds condemned whole'),
  condemned_partial: z.number().int(),
  condemned_percent: z.number().nullable().describe('Birds condemned whole ÷ birds hung, %'),
  by_cause: z.array(z.object({ cause: z.enum(CONDEMNATION_CAUSES), total: z.number().int(), partial: z.number().int() })).describe('Most birds first'),
  footpad_score: z.number().nullable().describe('Mean footpad score of the birds examined (0 to 2); null when none were'),
});

export const slaughterResultsSchema = z.object({
  batch: z.number().int(),
  slaughtered_on: isoDateSchema,
  loads: z.array(plantLoadResultSchema),
  figures: plantFiguresSchema,
  recorded_at: z.iso.datetime(),
});
export type SlaughterResults = z.infer<typeof slaughterResultsSchema>;

export const FORECAST_HORIZONS = [1, 3, 7] as const;

/** `GET /v2/batches/{id}/forecast-accuracy`: the forecasts kept 1, 3 and 7 days before the slaughter, against the plant's mean weight. */
export const forecastAccuracySchema = z.object({
  batch: z.number().int(),
  slaughtered_on: isoDateSchema,
  actual_weight: z.number().nullable().describe("The plant's mean weight, g"),
  horizons: z.array(
    z.object({
      days_ahead: z.number().int(),
      forecast: z.number().nullable().describe('The weight forecast that day for the slaughter day, g; null when none was kept'),
      error_percent: z.number().nullable().describe('(forecast − actual) ÷ actual, %: positive when the forecast was heavier'),
      inside_band: z.boolean().nullable().describe('The actual weight within the forecast’s P10–P90; null without a band'),
    }),
  ),
});
export type ForecastAccuracy = z.infer<typeof forecastAccuracySchema>;

export const PLANT_RESULT_MESSAGES = {
  'plant.errors.netNotGrossLessTare': 'The net is the gross less the tare ({{net}} kg)',
  'plant.errors.condemnedOverHung': 'More birds condemned whole ({{condemned}}) than hung ({{hung}})',
  'plant.errors.footpadOverHung': 'More birds scored ({{scored}}) than hung ({{hung}})',
  'plant.errors.moreThanHoused': 'The loads bring {{birds}} birds; the flock housed {{housed}}',
  'plant.errors.dayOutsideBatch': 'The slaughter day is before the housing or after today',
} as const;
