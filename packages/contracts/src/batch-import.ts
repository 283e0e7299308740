import { z } from 'zod';
import { idParamSchema } from './bounded';
import { apiErrorSchema } from './errors';
import { isoDateSchema, isoDateTimeSchema } from './farm-values';
import { ADMINISTRATION_ROUTES, SAMPLE_OUTCOMES, sampleInputSchema, vaccinationInputSchema } from './health-book';

/** Largest id a database integer holds. */
const MAX_ID = 2_147_483_647;
/** Heaviest animal, g (a finished sow), and the most animals one batch may house. */
const MAX_WEIGHT_G = 400_000;
const MAX_ANIMALS = 10_000_000;
/** More rows than a batch can have in a lifetime (a laying flock lives about 600 days). */
const MAX_ROWS = 5_000;

export const IMPORT_SEXES = ['male', 'female', 'mixed'] as const;
export type ImportSex = (typeof IMPORT_SEXES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const count = (max: number) => z.number().int().min(0).max(max);

/** A division (box) of the shed as the import names it. */
const divisionName = text(100).describe('The division, as `divisions` names it; optional when the batch has only one');

/** A division the flock is housed in, and its animals. */
export const importedDivisionSchema = z.strictObject({
  identification: text(100),
  housed: z.number().int().positive().max(MAX_ANIMALS),
});

/** The divisions as a spreadsheet cell writes them: "Box 1=5000; Box 2=5000"; null when the text is not that. */
export function divisionsOfText(text: string): { identification: string; housed: number }[] | null {
  const parts = text.split(';').map((p) => p.trim()).filter((p) => p !== '');
  const divisions = parts.map((p) => /^(.+?)\s*=\s*(\d+)$/.exec(p)).map((m) => (m ? { identification: m[1]!.trim(), housed: Number(m[2]) } : null));
  return divisions.length > 0 && divisions.every((d) => d !== null) ? (divisions as { identification: string; housed: number }[]) : null;
}

export const importedWeighingSchema = z.object({
  at: z
    .union([isoDateTimeSchema, isoDateSchema])
    .describe('When the animals were weighed: an ISO time with offset, or a date alone (YYYY-MM-DD), taken at the hour the batch was lodged that day'),
  mean_weight: z.number().positive().max(MAX_WEIGHT_G).describe('Mean weight, g'),
  weights: z.array(z.number().positive().max(MAX_WEIGHT_G)).max(5_000).optional().describe('Individual weights, g, when they were kept'),
  division: divisionName.optional(),
}).strict();

export const importedFeedDaySchema = z.object({
  date: isoDateSchema.describe("The farm's calendar day"),
  kg: z.number().min(0).max(1_000_000).describe('Feed the batch ate that day, kg'),
}).strict();

export const importedMortalityDaySchema = z.object({
  date: isoDateSchema,
  dead: count(MAX_ANIMALS),
  culled: count(MAX_ANIMALS),
  division: divisionName.optional(),
}).strict();

/** A division's eggs of a day of a breeder or laying flock: the same checks as `PUT /v2/batches/{id}/eggs`. */
export const importedEggDaySchema = z.object({
  date: isoDateSchema,
  division: divisionName.optional(),
  total: count(MAX_ANIMALS).describe('Every egg collected'),
  hatching: count(MAX_ANIMALS).default(0).describe('Fit to set (breeders)'),
  cracked: count(MAX_ANIMALS).default(0),
  dirty: count(MAX_ANIMALS).default(0),
  floor: count(MAX_ANIMALS).default(0),
  double_yolk: count(MAX_ANIMALS).default(0),
  mean_egg_weight: z.number().min(20).max(120).optional().describe("Mean weight of the day's weighed sample, g"),
}).strict();

export const importedSlaughterSchema = z.object({
  date: isoDateSchema,
  birds: z.number().int().positive().max(MAX_ANIMALS).describe('Animals delivered to slaughter (birds or pigs)'),
  live_weight_kg: z.number().positive().max(1e9).describe('Their total live weight, kg'),
}).strict();

/** The product of the company's catalogue, by its name there (letter case and accents aside). */
const productName = text(120).describe("The product's name in the company's catalogue");
const divisionNames = z
  .array(text(100))
  .min(1)
  .max(100)
  .optional()
  .describe('The divisions it was given to, as `divisions` names them; left out, all of them (in a sheet: one cell, names separated by ;)');
const animalsGiven = z.number().int().positive().max(MAX_ANIMALS).optional().describe('Animals given it; left out, all alive in the divisions then');

/** A treatment of the flock's health book: the same checks as `POST /v2/batches/{id}/treatments`. */
export const importedTreatmentSchema = z.strictObject({
  product: productName,
  division_names: divisionNames,
  route: z.enum(ADMINISTRATION_ROUTES),
  dose: z.number().positive().max(1_000_000).describe('As prescribed, in dose_unit'),
  dose_unit: text(40).describe('e.g. "mg/kg live weight"'),
  quantity: z.number().positive().max(100_000_000).optional().describe("The product given over the whole treatment, in the product's unit; required for an antimicrobial"),
  started_at: isoDateTimeSchema.describe('The first dose'),
  ended_at: isoDateTimeSchema.describe('The last dose: the withdrawal runs from it'),
  prescriber_name: text(120),
  prescriber_registration: text(40).describe('e.g. "CRMV-SP 12345"'),
  reason: text(500).describe('The diagnosis'),
  animals: animalsGiven,
});

/** A vaccination: the same checks as `POST /v2/batches/{id}/vaccinations`, its product and divisions by name. */
export const importedVaccinationSchema = vaccinationInputSchema
  .omit({ product: true, divisions: true, animals: true })
  .extend({ product: productName, division_names: divisionNames, animals: animalsGiven });

/** A sample and, when it is known, its result (outcome and result_on together): the same checks as `POST /v2/batches/{id}/samples`. */
export const importedSampleSchema = sampleInputSchema.omit({ divisions: true, result: true }).extend({
  division_names: divisionNames,
  outcome: z.enum(SAMPLE_OUTCOMES).optional().describe('Left out: the result is pending'),
  serovar: text(80).optional().describe('For a positive Salmonella result'),
  result_on: isoDateSchema.optional().describe('The day of the result; given with the outcome'),
});

/**
 * `POST /v2/batches/import` as JSON: one batch's history, past or current, from a spreadsheet or
 * another system. The .xlsx template carries the same columns, one sheet per kind. Swine batches use
 * the same contract (a nursery batch: entry_weight 7500, age_at_lodging 28).
 */
export const batchImportSchema = z.object({
  shed: z
    .union([z.number().int().positive().max(MAX_ID), z.string().trim().min(1).max(100)])
    .describe('The shed the batch was housed in: its id, or its identification as the lists show it (Aviário 01)'),
  identification: text(100).describe('The batch identification; importing it again for the same shed replaces its imported history'),
  lineage: text(100).describe('e.g. Ross 308, Cobb 500'),
  sex: z.enum(IMPORT_SEXES),
  lodged_at: isoDateTimeSchema.describe('When the animals were housed (ISO time with offset)'),
  housed: z.number().int().positive().max(MAX_ANIMALS).describe('Animals housed'),
  entry_weight: z.number().positive().max(MAX_WEIGHT_G).describe("Mean weight at housing, g: the chick's for poultry, the pig's for swine"),
  age_at_lodging: z.number().int().min(0).max(1_000).default(0).describe('Days of age at housing: 0 for chicks, 21–28 for weaned pigs'),
  divisions: z
    .array(importedDivisionSchema)
    .min(1)
    .max(100)
    .optional()
    .describe('The divisions (boxes) the flock is housed in, adding up to `housed`; left out, one division "1" houses them all'),
  weighings: z.array(importedWeighingSchema).max(MAX_ROWS),
  feed: z.array(importedFeedDaySchema).max(MAX_ROWS),
  mortality: z.array(importedMortalityDaySchema).max(MAX_ROWS).optional(),
  eggs: z.array(importedEggDaySchema).max(MAX_ROWS).optional().describe('Breeder and laying flocks: one row per division and day'),
  slaughter: importedSlaughterSchema.optional().describe('Given for a closed batch: it closes on that day'),
  treatments: z.array(importedTreatmentSchema).max(MAX_ROWS).optional().describe("The flock's health book: products given (docs/health-book.md)"),
  vaccinations: z.array(importedVaccinationSchema).max(MAX_ROWS).optional(),
  samples: z.array(importedSampleSchema).max(MAX_ROWS).optional(),
}).strict();
export type BatchImport = z.infer<typeof batchImportSchema>;
export type BatchImportInput = z.input<typeof batchImportSchema>;

/** The sheets of the .xlsx form, in the order of the template; `batch` holds one row of the batch's own fields. */
export const IMPORT_SHEETS = ['batch', 'weighings', 'feed', 'mortality', 'slaughter', 'eggs', 'treatments', 'vaccinations', 'samples'] as const;
export type ImportSheet = (typeof IMPORT_SHEETS)[number];

/** One refused value of an import: where it is (sheet and row as the file numbers them), which column and why. */
export const importRefusalSchema = z.object({
  sheet: z.enum(IMPORT_SHEETS),
  sheet_name: z.string().describe("The sheet's name as the file (or the template of the language) calls it"),
  row: z.number().int().describe('Row number: in a spreadsheet as it numbers them (the header is row 1); in JSON, 1 for the first item of the list'),
  field: z.string().describe('The JSON key of the column'),
  column: z.string().describe("The column's name in the language of the answer"),
  message: z.string().describe('Why, in the language of the answer'),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** 400 answer of an import with refused rows (the usual error shape plus every refusal): nothing was written. */
export const batchImportRefusedSchema = apiErrorSchema.extend({ refusals: z.array(importRefusalSchema).min(1) });
export type BatchImportRefused = z.infer<typeof batchImportRefusedSchema>;

/** 201 answer of an import. */
export const batchImportResultSchema = z.object({
  batch: z.number().int().describe('Id of the batch imported'),
  replaced: z.boolean().describe('True when a batch of the same identification in the same shed was imported before and its history was replaced'),
  closed: z.boolean().describe('True when a slaughter was given and the batch is closed'),
  weighings: z.number().int(),
  feed_days: z.number().int(),
  mortality_days: z.number().int(),
  egg_days: z.number().int(),
  treatments: z.number().int(),
  vaccinations: z.number().int(),
  samples: z.number().int(),
});
export type BatchImportResult = z.infer<typeof batchImportResultSchema>;

export const batchImportQuerySchema = z.object({
  lang: z.enum(['pt-BR', 'en', 'es']).optional().describe('Language of the refusals and of the template; default from Accept-Language, else pt-BR'),
});

/** `GET /api/v2/batches/import/template`: its language, and the shed its batch row names already. */
export const batchImportTemplateQuerySchema = batchImportQuerySchema.extend({
  shed: idParamSchema
    .optional()
    .describe("A shed the caller may import into: the template's batch row names it (its identification, or its id when another shed shares it)"),
});
export type BatchImportTemplateQuery = z.output<typeof batchImportTemplateQuerySchema>;
