import { z } from 'zod';
import { idSchema } from './bounded';
import { isoDateSchema } from './farm-values';
import { layStandardWeekSchema } from './lay-standards';

const count = z.number().int().min(0).max(10_000_000);

/** A division's eggs of one day (breeders and laying hens): `PUT /v2/batches/{id}/eggs`. The same day again replaces it. */
export const eggRecordInputSchema = z
  .strictObject({
    division: idSchema,
    date: isoDateSchema.describe('The day, YYYY-MM-DD (the company\'s)'),
    total: count.describe('Every egg collected, of every kind below'),
    hatching: count.default(0).describe('Fit to set (breeders)'),
    cracked: count.default(0),
    dirty: count.default(0),
    floor: count.default(0),
    double_yolk: count.default(0),
    mean_egg_weight: z.number().min(20).max(120).nullable().default(null).describe('Mean weight of the day\'s weighed sample, g; null when none was weighed'),
    males: count.nullable().default(null).describe('Males alive in the division that day (breeders), when counted; the hens are the other animals'),
  })
  .refine((e) => e.hatching + e.cracked + e.dirty + e.floor + e.double_yolk <= e.total, { path: ['total'], message: 'eggs.errors.kindsOverTotal' });
export type EggRecordInput = z.input<typeof eggRecordInputSchema>;

export const EGG_MESSAGES = {
  'eggs.errors.kindsOverTotal': 'Hatching, cracked, dirty, floor and double-yolk eggs together cannot be more than the eggs collected',
  'eggs.errors.moreThanHens': 'More eggs than the {{hens}} hens of the division that day',
  'eggs.errors.notLaying': 'Eggs are recorded for breeder and laying flocks only',
};

export const eggRecordSchema = z.object({
  division: idSchema,
  date: isoDateSchema,
  age: z.number().int().describe('Day of age'),
  total: z.number().int(),
  hatching: z.number().int(),
  cracked: z.number().int(),
  dirty: z.number().int(),
  floor: z.number().int(),
  double_yolk: z.number().int(),
  mean_egg_weight: z.number().nullable(),
  males: z.number().int().nullable(),
  hens: z.number().int().describe('Hens alive in the division at the start of the day: the animals lodged less the losses and removals before it, less the males'),
});
export type EggRecord = z.infer<typeof eggRecordSchema>;

const rate = z.number().nullable();

/** A week of life of the flock in lay, its divisions summed (docs/kpis.md, "Eggs"). */
export const layWeekSchema = z.object({
  week: z.number().int().describe('Week of life: days 0–6 of age are week 1'),
  days: z.number().int().describe('Days of the week recorded'),
  hen_days: z.number().int(),
  eggs: z.number().int(),
  hen_day_percent: rate,
  eggs_per_hen_housed: rate.describe('Eggs since housing, to the week\'s end, ÷ hens housed'),
  hatching_percent: rate,
  hatching_per_hen_housed: rate,
  second_quality_percent: rate,
  floor_percent: rate,
  mean_egg_weight: rate.describe('g; null for a week without a weighed sample'),
  egg_mass: rate.describe('g of egg a hen a day'),
  feed_per_hen_day: rate.describe('g, over the days whose feed is recorded'),
  feed_per_dozen: rate.describe('kg'),
  feed_per_kg_eggs: rate.describe('kg/kg'),
  mortality_percent: rate.describe('Deaths and culls of the week ÷ hens alive at its start'),
  standard_hen_day_percent: rate.describe("The breed standard's hen-day % for the week; null without a standard or a figure for the week"),
  hen_day_deviation: rate.describe('Hen-day % less the standard\'s, in points (negative: below the standard)'),
  boxes_recorded: z.number().int().describe('The fewest divisions any day of the week recorded'),
  boxes: z.number().int().describe("The flock's divisions"),
  complete: z.boolean().describe('Seven days, each with every division: only such weeks count for the peak and the weeks at 90 %'),
});
export type LayWeekFigures = z.infer<typeof layWeekSchema>;

/** `GET /v2/batches/{id}/eggs`: the flock's egg records and its weeks of lay. */
export const eggProductionSchema = z.object({
  breeders: z.boolean().describe('A breeder flock (hatching eggs count); else laying hens'),
  hens_housed: z.number().int(),
  divisions: z.array(z.object({ id: idSchema, identification: z.string() })).describe('Where eggs are recorded'),
  records: z.array(eggRecordSchema),
  weeks: z.array(layWeekSchema),
  peak: z.object({ week: z.number().int(), hen_day_percent: z.number() }).nullable().describe('The best whole week (complete); null before one'),
  weeks_at_90: z.number().int().describe('Whole weeks with hen-day production of 90 % or more'),
  egg_withdrawals: z
    .array(
      z.object({
        product: z.string(),
        from: z.string().describe('The first dose'),
        to: z.string().describe("The end of the eggs' withdrawal: the last dose plus the product's days for eggs"),
        first_day: z.string().describe("The company's calendar day of the first dose"),
        last_day: z.string().describe("The company's calendar day the withdrawal ends"),
        eggs: z.number().int().describe('Eggs recorded on those days: not for market'),
      }),
    )
    .describe("Treatments whose eggs are withheld (docs/health-book.md); empty for a guest, who reads none of the health book"),
  standard: z
    .object({ id: z.number().int(), lineage: z.string(), rows: z.array(layStandardWeekSchema) })
    .nullable()
    .describe("The company's breed standard of the flock's module and lineage (docs/kpis.md, \"Breed standards\"); null when none is loaded: the flock is compared with its own weeks"),
});
export type EggProduction = z.infer<typeof eggProductionSchema>;
