import { z } from 'zod';
import { MIN_AMOUNT, idParamSchema, idSchema } from './bounded';
import { SEX_EXTERNAL_IDS, type SexExternalId } from './farm-codes';
import { PRODUCTION_TYPE, type ModuleName, type ProductionTypeId } from './vocabulary';

/**
 * The flock's life (issue 37): a batch lodged in an empty shed, and the empty shed's sanitary break
 * after its last batch left. Closing stays the settlement's action.
 */

/** The lineages Plantel offers per module: those of the reference tables it draws from, and the usual others. */
export const LINEAGES: Record<ModuleName, readonly string[]> = {
  frangos_de_corte: ['Ross 308', 'Cobb 500', 'Hubbard Flex', 'Ross AP95'],
  matrizeiro: ['Ross 308 AP', 'Cobb 500 Slow Feather', 'Hubbard'],
  aves_poedeiras: ['Hy-Line Brown', 'Hy-Line W-36', 'Lohmann Brown', 'Lohmann LSL', 'Novogen Brown', 'Dekalb White'],
  suinos: ['Agroceres PIC', 'DB Genética', 'Topigs Norsvin', 'Hypor', 'Choice Genetics'],
};

/**
 * What a lodging form starts with, by the shed's production type: the sex and the age (days) at
 * which animals usually arrive. Chicks come at a day old; commercial pullets move to the laying house
 * at 16–18 weeks (Hy-Line, Lohmann management guides), breeder pullets at 20–22 weeks (Cobb, Aviagen
 * parent-stock guides), weaned pigs at 21–28 days. A rearing or laying flock is hens; the males of a
 * breeder flock are housed and counted apart.
 */
export const LODGING_DEFAULTS: Record<ProductionTypeId, { sex: SexExternalId; age_at_lodging: number }> = {
  [PRODUCTION_TYPE.breederRearing]: { sex: 2, age_at_lodging: 0 },
  [PRODUCTION_TYPE.breederLaying]: { sex: 2, age_at_lodging: 147 },
  [PRODUCTION_TYPE.broiler]: { sex: 1, age_at_lodging: 0 },
  [PRODUCTION_TYPE.swine]: { sex: 1, age_at_lodging: 21 },
  [PRODUCTION_TYPE.layerRearing]: { sex: 2, age_at_lodging: 0 },
  [PRODUCTION_TYPE.layerLaying]: { sex: 2, age_at_lodging: 119 },
};

/** The lodging defaults of a production type (a broiler's for one Plantel does not know). */
export const lodgingDefaultsOf = (productionType: number) => LODGING_DEFAULTS[productionType as ProductionTypeId] ?? LODGING_DEFAULTS[PRODUCTION_TYPE.broiler];

export const LODGING_MESSAGES = {
  'lodging.errors.occupied': 'The shed houses the open batch {{batch}}: close it before lodging another',
  'lodging.errors.overCapacity': '{{animals}} animals is more than the capacity of {{capacity}}: confirm to lodge them anyway',
  'lodging.errors.divisionOverCapacity': '{{animals}} animals is more than the division {{division}} holds ({{capacity}}): confirm to lodge them anyway',
  'lodging.errors.shortBreak': 'The shed has been empty {{days}} days, under the minimum sanitary break of {{minimum}}: confirm to lodge anyway',
  'lodging.errors.unknownDivision': 'Not a division of this shed',
  'lodging.errors.divisionRepeated': 'The same division is listed twice',
  'lodging.errors.future': 'Lodging cannot be later than now',
  'lodging.errors.beforeLastBatch': 'The last batch left the shed after this moment ({{closing}})',
  'lodging.errors.identificationTaken': 'The shed already had a batch with this identification',
  'lodging.errors.archivedShed': 'The shed is archived',
  'lodging.errors.hasRecords': 'The batch has records already: correct its lodging instead of undoing it',
  'lodging.errors.fewerThanGone': 'The division {{division}} has already lost or given {{animals}} animals: it cannot have housed fewer',
  'lodging.errors.changedMeanwhile': 'The lodging was corrected meanwhile: {{identification}}, {{lineage}}, {{housed}} animals',
} as const;

/** A moment as the company's clock shows it, with no offset: 2026-11-27T06:30. */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: 'must be a local date and time, YYYY-MM-DDTHH:mm' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}:00Z`)) && text.slice(0, 4) >= '1900' && text.slice(0, 4) <= '2100', { message: 'not a date and time' });

export const lodgingDivisionSchema = z
  .object({
    division: idSchema.describe("The shed division's id"),
    animals: z.number().int().gt(0, 'register.errors.positive').max(10_000_000),
  })
  .strict();

/** `POST /v2/batches`: a batch lodged in an empty shed. */
export const lodgeBatchInputSchema = z
  .object({
    shed: idSchema,
    identification: z.string().trim().min(1, 'validation.required').max(64),
    opened_at: localDateTimeSchema.describe("When the animals arrived, on the company's clock (YYYY-MM-DDTHH:mm)"),
    lineage: z.string().trim().min(1, 'validation.required').max(80),
    sex: z.union(SEX_EXTERNAL_IDS.map((id) => z.literal(id))).describe('1 mixed, 2 female, 3 male'),
    divisions: z.array(lodgingDivisionSchema).min(1, 'validation.required').max(64).describe('Animals housed per division'),
    entry_weight: z.number().min(MIN_AMOUNT, 'register.errors.positive').max(500_000).nullable().default(null).describe('Mean weight at arrival, g'),
    age_at_lodging: z.number().int().min(0).max(2_000).default(0).describe('Age at arrival, days (pigs arrive at 21–28)'),
    origin: z.string().trim().max(120).default('').describe('Hatchery or nursery'),
    target_weight: z.number().min(MIN_AMOUNT, 'register.errors.positive').max(500_000).nullable().optional().describe("Target weight, g; absent: the shed's"),
    confirm_over_capacity: z.boolean().default(false).describe('Lodge even above the capacity of the shed or a division'),
    confirm_short_break: z.boolean().default(false).describe('Lodge even before the minimum sanitary break'),
  })
  .strict();
export type LodgeBatchInput = z.input<typeof lodgeBatchInputSchema>;

export const lodgedBatchSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  shed: z.number().int(),
  opening_date: z.string(),
  lineage: z.string(),
  sex: z.number().int(),
  initial_lodged: z.number().int(),
  origin: z.string(),
  over_capacity: z.boolean().describe('Lodged above the capacity of the shed or a division, confirmed'),
  sanitary_break_days: z.number().int().nullable().describe('Whole days the shed stood empty before, or null for its first batch'),
  divisions: z.array(z.object({ id: z.number().int(), identification: z.string(), animals: z.number().int() })),
});
export type LodgedBatch = z.infer<typeof lodgedBatchSchema>;

export const THINNING_MESSAGES = {
  'thinning.errors.closed': 'The batch is closed: its settlement statement counts what it delivered',
  'thinning.errors.beforeLodging': 'The batch was lodged after this moment ({{lodged}})',
  'thinning.errors.future': 'A removal cannot be later than now',
  'thinning.errors.unknownDivision': 'Not a division of this batch',
  'thinning.errors.moreThanAlive': 'The division holds {{animals}} animals',
  'thinning.errors.implausibleWeight': '{{weight}} g a head is not a plausible weight at {{age}} days ({{low}}–{{high}} g)',
  'thinning.errors.changedMeanwhile': 'The thinning was changed meanwhile: {{animals}} animals, {{live_weight_kg}} kg',
} as const;

/** `POST /v2/batches/{id}/removals`: animals taken out alive before the end of the batch (thinning, a partial removal). */
export const batchRemovalInputSchema = z
  .object({
    division: idSchema.describe("The batch division's id the animals were taken from"),
    removed_at: localDateTimeSchema.describe("When they left, on the company's clock (YYYY-MM-DDTHH:mm)"),
    animals: z.number().int().gt(0, 'register.errors.positive').max(10_000_000),
    live_weight_kg: z.number().min(MIN_AMOUNT, 'register.errors.positive').max(10_000_000).describe('Their live weight, kg, as the slaughterhouse or the truck scale weighed them'),
    destination: z.string().trim().max(120).default('').describe('Slaughterhouse or buyer'),
  })
  .strict();
export type BatchRemovalInput = z.input<typeof batchRemovalInputSchema>;

/** `/v2/batches/{id}/removals/{removal}`. */
export const removalParamsSchema = z.object({ id: idParamSchema, removal: idParamSchema });

/** Why a lodging or a thinning is corrected or undone: the audit keeps it. */
export const correctionReasonSchema = z.string().trim().min(1, 'validation.required').max(500).describe('Why: the audit keeps it');

/** A thinning as the sender last saw it: a change of it kept on a phone is refused (409) if it changed meanwhile. */
export const removalSeenSchema = z.strictObject({ removed_at: z.iso.datetime({ offset: true }), animals: z.number().int(), live_weight_kg: z.number() });
const replacesRemoval = removalSeenSchema
  .optional()
  .describe('The thinning as the sender last saw it. When the stored one differs (someone changed it meanwhile), the answer is 409 naming `replaces` with the stored figures, and nothing changes.');

/** `PUT /v2/batches/{id}/removals/{removal}`: a removal as it should have been typed, and why. */
export const batchRemovalCorrectionSchema = batchRemovalInputSchema.extend({ reason: correctionReasonSchema, replaces: replacesRemoval }).strict();
export type BatchRemovalCorrection = z.input<typeof batchRemovalCorrectionSchema>;

/** `DELETE /v2/batches/{id}`: undone, and why. */
export const undoInputSchema = z.strictObject({ reason: correctionReasonSchema });
export type UndoInput = z.input<typeof undoInputSchema>;

/** `DELETE /v2/batches/{id}/removals/{removal}`: a thinning that did not happen, undone, and why. */
export const removalUndoSchema = undoInputSchema.extend({ replaces: replacesRemoval }).strict();
export type RemovalUndo = z.input<typeof removalUndoSchema>;

/**
 * `PATCH /v2/batches/{id}/lodging`: what was typed wrong at lodging, corrected, and why. `divisions`
 * gives the animals housed in each of the batch's divisions (those left out keep theirs).
 */
export const lodgingCorrectionSchema = z
  .object({
    opened_at: localDateTimeSchema.optional(),
    identification: z.string().trim().min(1, 'validation.required').max(64).optional(),
    lineage: z.string().trim().min(1, 'validation.required').max(80).optional(),
    sex: z.union(SEX_EXTERNAL_IDS.map((id) => z.literal(id))).optional(),
    entry_weight: z.number().min(MIN_AMOUNT, 'register.errors.positive').max(500_000).nullable().optional(),
    age_at_lodging: z.number().int().min(0).max(2_000).optional(),
    origin: z.string().trim().max(120).optional(),
    replaces: z
      .strictObject({ identification: z.string(), lineage: z.string(), sex: z.number().int(), housed: z.number().int() })
      .optional()
      .describe('The lodging as the sender last saw it. When the stored one differs (someone corrected it meanwhile), the answer is 409 naming `replaces` with the stored figures, and nothing changes.'),
    divisions: z
      .array(z.strictObject({ division: idSchema.describe("The batch division's id"), animals: z.number().int().gt(0, 'register.errors.positive').max(10_000_000) }))
      .max(64)
      .optional(),
    reason: correctionReasonSchema,
  })
  .strict();
export type LodgingCorrection = z.input<typeof lodgingCorrectionSchema>;

/** A batch's lodging as corrected. */
export const lodgingSchema = z.object({
  identification: z.string(),
  opened_at: z.string(),
  lineage: z.string(),
  sex: z.number().int(),
  entry_weight: z.number().nullable(),
  age_at_lodging: z.number().int(),
  origin: z.string(),
  housed: z.number().int().describe('Animals housed in all'),
});
export type Lodging = z.infer<typeof lodgingSchema>;

export const batchRemovalSchema = z.object({
  id: z.number().int(),
  batch: z.number().int(),
  division: z.number().int(),
  removed_at: z.string(),
  age: z.number().int().describe('Day of age of the removal'),
  animals: z.number().int(),
  live_weight_kg: z.number(),
  mean_weight: z.number().describe('Live weight ÷ animals, g'),
  destination: z.string(),
});
export type BatchRemoval = z.infer<typeof batchRemovalSchema>;

export const batchRemovalListSchema = z.object({ results: z.array(batchRemovalSchema), count: z.number().int() });
export type BatchRemovalList = z.infer<typeof batchRemovalListSchema>;

/** The fewest days a shed stands empty between batches before lodging asks to confirm (`companies.sanitary_break_days`'s default). */
export const DEFAULT_SANITARY_BREAK_DAYS = 12;

/** The sanitary break's limits a company may set, days. */
export const SANITARY_BREAK_LIMITS = { min: 0, max: 180 } as const;
const breakDays = z
  .number({ error: 'sanitaryBreak.errors.range' })
  .int('sanitaryBreak.errors.range')
  .min(SANITARY_BREAK_LIMITS.min, 'sanitaryBreak.errors.range')
  .max(SANITARY_BREAK_LIMITS.max, 'sanitaryBreak.errors.range');

/**
 * `GET`/`PUT /v2/settings/sanitary-break`: per module, the fewest days a shed stands empty between
 * batches (vazio sanitário) before a lodging asks to confirm. Each species has its own practice.
 */
export const sanitaryBreakSettingsSchema = z
  .object({
    frangos_de_corte: breakDays,
    matrizeiro: breakDays,
    aves_poedeiras: breakDays,
    suinos: breakDays,
  })
  .strict();
export type SanitaryBreakSettings = z.infer<typeof sanitaryBreakSettingsSchema>;

export const SANITARY_BREAK_MESSAGES = {
  'sanitaryBreak.errors.range': `Whole days, ${SANITARY_BREAK_LIMITS.min} to ${SANITARY_BREAK_LIMITS.max}`,
  'sanitaryBreak.errors.module': 'Only staff with the Cadastro permission in this module may change its sanitary break',
} as const;
