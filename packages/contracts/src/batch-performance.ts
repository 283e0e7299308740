import { z } from 'zod';
import { idSchema } from './bounded';
import { actorSchema, isoDateSchema, isoDateTimeSchema, sexSchema } from './farm-values';

/** One day of age of a division: its weighing against the reference (g). */
export const performancePointSchema = z.object({
  age: z.number().int(),
  week: z.number().int().describe('Whole weeks of age'),
  weight: z.number().describe('Mean weight of the day, from its weighings, g'),
  adjusted_weight: z.number().nullable().describe('The weight brought to the whole day of age with the reference daily gain, g'),
  predict_weight: z.number().nullable().describe('Forecast weight for the day (slaughter forecast); null where none was made'),
  ideal_weight: z.number().nullable().describe('Reference weight of the lineage and sex for the age, g'),
  gain: z.number().nullable().describe('Daily gain (G.P.D.) since the previous weighing, g/day; null for the first'),
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;

export const histogramBandSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

/** A weighing as recorded: individual weights, or an average with a count. */
export const weighingSchema = z.object({
  id: z.number().int(),
  division: z.number().int(),
  weighed_at: isoDateTimeSchema,
  age: z.number().int(),
  count: z.number().int().describe('Birds weighed'),
  weight: z.number().describe('Mean weight, g'),
  samples: z.array(z.number()).describe('Individual weights, g; empty for a weighing entered as an average'),
  sex: sexSchema.nullable().describe('Sex of the birds weighed, where the flock\'s sexes are weighed apart'),
  manual: z.boolean().describe('Entered by a person (not a scale)'),
  editable: z.boolean().describe('The caller may change or delete it'),
});
export type Weighing = z.infer<typeof weighingSchema>;

export const divisionPerformanceSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  current_lodge: z.number().int(),
  weight: z.number().nullable().describe('Weight of the latest weighing, g'),
  weight_age: z.number().int().nullable(),
  weight_bounds: z.object({ low: z.number(), high: z.number() }).nullable().describe('±10 % of the weight, g'),
  week_weight: z.number().nullable().describe('Weight at the last whole week of age, g'),
  week_gain: z.number().nullable().describe('week_weight minus the weight a week before, g'),
  uniformity: z.number().nullable().describe('% of the latest weighing within ±10 % of its mean'),
  variation_coef: z.number().nullable().describe('Coefficient of variation of the latest weighing, %'),
  mortality: z.number().int().describe('Deaths and culls since lodging'),
  performance_data: z.array(performancePointSchema).describe('One point per day weighed, oldest first'),
  weekly: z.array(performancePointSchema).describe('The points at ages divisible by 7'),
  samples: z.array(z.number()).describe('Individual weights of the latest weighing that has them, g'),
  samples_age: z.number().int().nullable(),
  histogram: z.array(histogramBandSchema).describe('Those weights in 50 g bands'),
  weighings: z.array(weighingSchema).describe('The last 14 days of weighings, newest first'),
});
export type DivisionPerformance = z.infer<typeof divisionPerformanceSchema>;

/** `GET /v2/batches/{id}/performance`: growth computed from the raw weighings, per division and for the batch. */
export const batchPerformanceSchema = z.object({
  id: z.number().int(),
  lineage: z.string(),
  sex: sexSchema,
  age: z.number().int(),
  production_type: z.number().int(),
  housed: z.number().int().describe('Animals placed at lodging'),
  current_lodged: z.number().int(),
  removed: z.number().int().describe('Animals removed alive before the end (thinning), to now'),
  removed_live_weight_kg: z.number().describe('Their live weight, kg'),
  removed_percent: z.number().nullable().describe('They as % of the animals housed'),
  figures_at: isoDateTimeSchema.nullable().describe('The moment the batch figures are for: its latest weighing, or the slaughter of a closed batch; null before the first weighing'),
  figures_age: z.number().nullable().describe('Exact age at that moment, days (28.5 is half-way through day 28)'),
  final: z.boolean().describe('True when the figures are the final ones of a closed batch, from its slaughter'),
  weight: z.number().nullable().describe('Mean live weight at that moment, g: the divisions weighed that day weighted by their animals, or the slaughter live weight ÷ animals'),
  weight_age: z.number().int().nullable().describe('Day of age of that moment'),
  ideal_weight: z.number().nullable().describe('Reference weight at the exact age of that moment, g'),
  performance: z.number().nullable().describe('weight as % of ideal_weight'),
  uniformity: z.number().nullable().describe('% within ±10 % over the latest weighings pooled'),
  variation_coef: z.number().nullable(),
  feed_kg: z.number().nullable().describe('Feed eaten from housing to that moment, kg'),
  feed_estimated_kg: z.number().nullable().describe('The part of feed_kg that is estimated (days the load cells covered in part, days without a record), kg'),
  conversion_factor: z.number().nullable().describe('FCR at that moment: poultry feed ÷ live biomass; swine feed ÷ weight gained since entry (docs/kpis.md)'),
  corrected_conversion_factor: z.number().nullable().describe('FCR with the weight of the animals lost added to the divisor'),
  adjusted_conversion_factor: z.number().nullable().describe('Broilers: FCR brought to the company reference weight (adjusted_fcr)'),
  adjusted_fcr: z
    .object({ reference_weight: z.number(), points_per_100g: z.number() })
    .describe('The company convention the adjusted FCR uses: FCR − (weight − reference_weight) ÷ 100 g × points_per_100g'),
  mortality: z.number().int().describe('Deaths and culls recorded since lodging'),
  delivered_mean_weight: z
    .number()
    .nullable()
    .optional()
    .describe('A thinned flock: the mean weight (g) of every bird delivered to the moment, thinnings included, which its adjusted FCR and EPEF use; null without a thinning'),
  delivered_mean_age: z.number().nullable().optional().describe('A thinned flock: the mean whole-day age of every bird delivered, which its EPEF uses; null without a thinning'),
  mortality_percent: z.number().nullable().describe('100 − viability'),
  viability: z.number().nullable().describe('% of the animals housed alive at that moment (delivered to slaughter, for a closed batch), those removed alive (thinning) included'),
  production_efficiency: z
    .number()
    .nullable()
    .describe('Broilers: EPEF = viability × weight (kg) ÷ (whole days of age × FCR) × 100, on the mean weight and age of every animal delivered when the flock was thinned'),
  slaughter: z
    .object({ date: isoDateSchema, animals: z.number().int(), live_weight_kg: z.number() })
    .nullable()
    .describe('The slaughter of a closed batch'),
  now: z
    .object({
      at: isoDateTimeSchema,
      age: z.number().describe('Exact age now, days'),
      weight: z.number().describe("Estimated: the breed table's weight now, scaled to where the batch's weighings put it (its robust recent ratio to the table), g"),
      last_weighing_age: z.number().describe('Exact age of the latest weighing the estimate starts from, days'),
      days_since_weighing: z.number().describe('How far now is from that weighing, days'),
      performance: z.number().nullable(),
      feed_kg: z.number().nullable(),
      feed_estimated_kg: z.number().nullable(),
      conversion_factor: z.number().nullable(),
      corrected_conversion_factor: z.number().nullable(),
      adjusted_conversion_factor: z.number().nullable(),
      production_efficiency: z.number().nullable(),
    })
    .nullable()
    .describe('Estimates for now, between weighings, by the same definitions (broilers of a known lineage, while open); null otherwise'),
  divisions: z.array(divisionPerformanceSchema),
});
export type BatchPerformance = z.infer<typeof batchPerformanceSchema>;

/** Heaviest single animal a weighing may record, g (a finished pig); per-age plausibility is checked by the server. */
const MAX_WEIGHT_G = 400_000;

/**
 * A weighing typed in by hand: individual weights (typed or pasted), or an average with the number
 * of birds it is of. The server also checks the weights are plausible for the age and the time is
 * within the batch and not in the future.
 */
export const weighingInputSchema = z
  .strictObject({
    division: idSchema,
    weighed_at: z
      .union([isoDateTimeSchema, isoDateSchema])
      .describe("When the birds were weighed: a date and time, compared with the growth table at that exact age; or a date alone (YYYY-MM-DD, the company's calendar day), taken at the hour the batch was lodged, in whole days of age"),
    samples: z.array(z.number().positive().max(MAX_WEIGHT_G)).min(1).max(5000).optional().describe('Individual weights, g'),
    average: z.number().positive().max(MAX_WEIGHT_G).optional().describe('Mean weight, g, when individual weights were not kept'),
    count: z.number().int().positive().max(100_000).optional().describe('Birds the average is of'),
    sex: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().describe('Sex of the birds weighed (1 mixed, 2 female, 3 male), where the sexes are weighed apart'),
  })
  .superRefine((input, ctx) => {
    const byAverage = input.average !== undefined || input.count !== undefined;
    if (input.samples && byAverage) ctx.addIssue({ code: 'custom', path: ['samples'], message: 'Send individual weights or an average with a count, not both' });
    else if (!input.samples && !byAverage) ctx.addIssue({ code: 'custom', path: ['samples'], message: 'Send individual weights, or an average with a count' });
    else if (byAverage) {
      if (input.average === undefined) ctx.addIssue({ code: 'custom', path: ['average'], message: 'Required with count' });
      if (input.count === undefined) ctx.addIssue({ code: 'custom', path: ['count'], message: 'Required with average' });
    }
  });
export type WeighingInput = z.infer<typeof weighingInputSchema>;

/** A day's deaths and culls of a division, typed in by hand; the same day again replaces it. */
const mortalityCountsSchema = z.object({
  amount_mortality: z.number().int().min(0).max(1_000_000),
  amount_eliminated: z.number().int().min(0).max(1_000_000),
});

/** What a day's new counts do to those already recorded: replace them, or add to them (a second count of the day). */
export const MORTALITY_MODES = ['replace', 'add'] as const;
export type MortalityMode = (typeof MORTALITY_MODES)[number];

export const mortalityInputSchema = z.strictObject({
  division: idSchema,
  date: isoDateSchema.describe('The day, YYYY-MM-DD'),
  ...mortalityCountsSchema.shape,
  mode: z
    .enum(MORTALITY_MODES)
    .optional()
    .describe(
      '`add`: the counts are added to those already recorded for the day, so two people counting the same day (a phone offline among them) both count, and `replaces` is not looked at. `replace` (the default): the counts become the day\'s.',
    ),
  replaces: z
    .strictObject(mortalityCountsSchema.shape)
    .nullable()
    .optional()
    .describe(
      "The day's record as the sender last saw it (null: none). When the stored one differs (someone else recorded the day meanwhile), the answer is 409 with the stored counts, and nothing changes. Left out, the day is replaced.",
    ),
});
export type MortalityInput = z.infer<typeof mortalityInputSchema>;

export const MORTALITY_MESSAGES = {
  'mortality.errors.recordedMeanwhile': 'The day was recorded meanwhile: {{amount_mortality}} dead and {{amount_eliminated}} culled',
  'mortality.errors.moreThanHeld': 'More animals than the division holds ({{animals}})',
};

/** Why a weighing or a day of mortality is refused, for every language (the server answers in English). */
export const GROWTH_RECORD_MESSAGES = {
  'records.errors.future': 'Cannot be later than now',
  'records.errors.beforeLodging': 'The batch was lodged after this ({{lodged}})',
  'records.errors.afterClosing': 'The batch was closed before this ({{closed}})',
  'records.errors.unknownDivision': 'Not a division of this batch',
  'records.errors.implausibleWeight': '{{weight}} g is not a plausible weight at {{age}} days ({{low}}–{{high}} g)',
};

/** A division's day as recorded after the write: the day's counts in all. */
export const mortalityRecordSchema = z.object({ division: idSchema, date: isoDateSchema, ...mortalityCountsSchema.shape, age: z.number().int() });
export type MortalityRecord = z.infer<typeof mortalityRecordSchema>;

/** `GET /v2/batches/{id}/mortality?division=`: the division's recorded days, newest first, with who last wrote each. */
export const mortalityDaysQuerySchema = z.strictObject({ division: z.coerce.number().pipe(idSchema) });
export const mortalityDaySchema = mortalityRecordSchema.extend({ entered_by: actorSchema });
export const mortalityDayListSchema = z.object({ results: z.array(mortalityDaySchema) });
export type MortalityDay = z.infer<typeof mortalityDaySchema>;
export type MortalityDayList = z.infer<typeof mortalityDayListSchema>;
