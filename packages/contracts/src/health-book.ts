import { z } from 'zod';
import { eventDeliverySchema } from './company-events';
import { exportQueryShape } from './exports';
import { idSchema } from './bounded';
import { actorSchema, isoDateSchema, isoDateTimeSchema } from './farm-values';

/**
 * The flock's health book (docs/health-book.md): the company's catalogue of veterinary products, and
 * what is given to a flock (treatments, vaccinations) and tested on it (samples).
 */
export const PRODUCT_KINDS = ['antimicrobial', 'antiparasitic', 'vaccine', 'other'] as const;
export const ADMINISTRATION_ROUTES = ['water', 'feed', 'injection', 'spray', 'eye_drop'] as const;
/** The units a product is measured in; an antimicrobial's strength is mg of each active ingredient per one of them. */
export const PRODUCT_UNITS = ['mL', 'L', 'g', 'kg', 'dose'] as const;
export const SAMPLE_KINDS = ['salmonella_drag_swabs', 'spf', 'necropsy', 'other'] as const;
export const SAMPLE_OUTCOMES = ['negative', 'positive', 'inconclusive'] as const;
export const VACCINATION_PLACES = ['hatchery', 'farm'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const withdrawalDays = z.number().int().min(0).max(365);

export const activeIngredientSchema = z.strictObject({
  name: text(80).describe('e.g. "enrofloxacin"'),
  class: text(80).nullable().default(null).describe('The antimicrobial class, e.g. "fluoroquinolones"; null for other kinds'),
  mg_per_unit: z.number().positive().max(1_000_000).nullable().default(null).describe("mg of the ingredient in one of the product's units; required for an antimicrobial"),
});

export const productWithdrawalSchema = z.strictObject({
  poultry: z
    .strictObject({
      meat_days: withdrawalDays,
      egg_days: withdrawalDays.nullable().describe('null: not allowed in lay'),
    })
    .nullable()
    .describe('null: not for poultry'),
  swine: z.strictObject({ meat_days: withdrawalDays }).nullable().describe('null: not for swine'),
});

/** `POST /v2/health-products`, `PUT /v2/health-products/{id}`: a product of the company's catalogue. */
export const healthProductInputSchema = z
  .strictObject({
    name: text(120),
    kind: z.enum(PRODUCT_KINDS),
    unit: z.enum(PRODUCT_UNITS).describe('What the quantities given are counted in'),
    routes: z.array(z.enum(ADMINISTRATION_ROUTES)).min(1).max(ADMINISTRATION_ROUTES.length),
    active_ingredients: z.array(activeIngredientSchema).min(1).max(10),
    withdrawal: productWithdrawalSchema,
  })
  .superRefine((p, ctx) => {
    if (new Set(p.routes).size !== p.routes.length) ctx.addIssue({ code: 'custom', path: ['routes'], message: 'health.errors.repeatedRoute' });
    if (p.withdrawal.poultry === null && p.withdrawal.swine === null) ctx.addIssue({ code: 'custom', path: ['withdrawal'], message: 'health.errors.noSpecies' });
    if (p.kind === 'antimicrobial')
      p.active_ingredients.forEach((a, i) => {
        if (a.mg_per_unit === null || a.mg_per_unit === undefined) ctx.addIssue({ code: 'custom', path: ['active_ingredients', i, 'mg_per_unit'], message: 'health.errors.strengthRequired' });
      });
  });
export type HealthProductInput = z.input<typeof healthProductInputSchema>;

export const healthProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  unit: z.enum(PRODUCT_UNITS),
  routes: z.array(z.enum(ADMINISTRATION_ROUTES)),
  active_ingredients: z.array(z.object({ name: z.string(), class: z.string().nullable(), mg_per_unit: z.number().nullable() })),
  withdrawal: z.object({
    poultry: z.object({ meat_days: z.number().int(), egg_days: z.number().int().nullable() }).nullable(),
    swine: z.object({ meat_days: z.number().int() }).nullable(),
  }),
  demo: z.boolean().describe('Part of the demo catalogue: figures for trying Plantel, not any label'),
});
export type HealthProduct = z.infer<typeof healthProductSchema>;
export const healthProductsSchema = z.object({ results: z.array(healthProductSchema) });

/** `POST /v2/health-products/import`: products to add to the catalogue (a name already there is refused). */
export const healthProductImportSchema = z.strictObject({ products: z.array(healthProductInputSchema).min(1).max(500) });
export const healthProductImportResultSchema = z.object({ created: z.number().int(), results: z.array(healthProductSchema) });

const divisionsSchema = z
  .array(idSchema)
  .min(1, 'health.errors.noDivision')
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'health.errors.repeatedDivision' })
  .describe("The batch's divisions it was given to");
const animalsSchema = z.number().int().positive().max(10_000_000).nullable().default(null).describe('Animals given it; null: all in the divisions then');

/** `POST /v2/batches/{id}/treatments`. */
export const treatmentInputSchema = z
  .strictObject({
    product: idSchema,
    divisions: divisionsSchema,
    route: z.enum(ADMINISTRATION_ROUTES),
    dose: z.number().positive().max(1_000_000).describe('As prescribed, in dose_unit'),
    dose_unit: text(40).describe('e.g. "mg/kg live weight", "mL/L of water"'),
    quantity: z.number().positive().max(100_000_000).nullable().default(null).describe("The product given over the whole treatment, in the product's unit; required for an antimicrobial, whose mg it sums"),
    started_at: isoDateTimeSchema.describe('The first dose'),
    ended_at: isoDateTimeSchema.describe('The last dose: the withdrawal runs from it'),
    prescriber: z.strictObject({ name: text(120), registration: text(40).describe('e.g. "CRMV-SP 12345"') }),
    reason: text(500).describe('The diagnosis'),
    animals: animalsSchema,
  })
  .refine((t) => new Date(t.ended_at) >= new Date(t.started_at), { path: ['ended_at'], message: 'health.errors.endBeforeStart' });
export type TreatmentInput = z.input<typeof treatmentInputSchema>;

/** `POST /v2/batches/{id}/vaccinations`. */
export const vaccinationInputSchema = z.strictObject({
  product: idSchema,
  divisions: divisionsSchema,
  route: z.enum(ADMINISTRATION_ROUTES),
  given_on: isoDateSchema.describe("The company's calendar day"),
  place: z.enum(VACCINATION_PLACES),
  vaccine_batch: text(60).describe("The vaccine's manufacturing batch"),
  animals: animalsSchema,
});
export type VaccinationInput = z.input<typeof vaccinationInputSchema>;

export const sampleResultInputSchema = z
  .strictObject({
    outcome: z.enum(SAMPLE_OUTCOMES),
    serovar: text(80).nullable().default(null).describe('For a positive Salmonella result, e.g. "Enteritidis"'),
    result_on: isoDateSchema,
  })
  .refine((r) => r.outcome === 'positive' || r.serovar === null || r.serovar === undefined, { path: ['serovar'], message: 'health.errors.serovarOfPositive' });

/** `POST /v2/batches/{id}/samples`: without a result, the sample is pending. */
export const sampleInputSchema = z.strictObject({
  kind: z.enum(SAMPLE_KINDS),
  taken_on: isoDateSchema,
  divisions: divisionsSchema,
  laboratory: text(120),
  sample_id: text(60).describe("The laboratory's or the form's number"),
  result: sampleResultInputSchema.nullable().default(null),
});
export type SampleInput = z.input<typeof sampleInputSchema>;

/** `PUT /v2/batches/{id}/samples/{sampleId}/result`. */
export type SampleResultInput = z.input<typeof sampleResultInputSchema>;

const productRefSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(PRODUCT_KINDS) });

export const treatmentSchema = z.object({
  id: z.number().int(),
  product: productRefSchema,
  divisions: z.array(z.number().int()),
  route: z.enum(ADMINISTRATION_ROUTES),
  dose: z.number(),
  dose_unit: z.string(),
  quantity: z.number().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  prescriber: z.object({ name: z.string(), registration: z.string() }),
  reason: z.string(),
  animals: z.number().int().describe('As given, or the divisions\' animals when the treatment was recorded'),
  meat_withdrawal_ends_at: z.string().describe('The last dose plus the withdrawal days for meat of the flock\'s species'),
  egg_withdrawal_ends_at: z.string().nullable().describe('For a flock that lays: the last dose plus the withdrawal days for eggs'),
  recorded_by: actorSchema,
});
export type Treatment = z.infer<typeof treatmentSchema>;

export const vaccinationSchema = z.object({
  id: z.number().int(),
  product: productRefSchema,
  divisions: z.array(z.number().int()),
  route: z.enum(ADMINISTRATION_ROUTES),
  given_on: z.string(),
  place: z.enum(VACCINATION_PLACES),
  vaccine_batch: z.string(),
  animals: z.number().int(),
  recorded_by: actorSchema,
});
export type Vaccination = z.infer<typeof vaccinationSchema>;

export const sampleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SAMPLE_KINDS),
  taken_on: z.string(),
  divisions: z.array(z.number().int()),
  laboratory: z.string(),
  sample_id: z.string(),
  status: z.enum(['pending', ...SAMPLE_OUTCOMES]),
  serovar: z.string().nullable(),
  result_on: z.string().nullable(),
  recorded_by: actorSchema,
});
export type Sample = z.infer<typeof sampleSchema>;

export const openWithdrawalSchema = z
  .object({
    ends_at: z.string(),
    product: z.string(),
    treatment: z.number().int(),
  })
  .nullable()
  .describe("The meat withdrawal that ends last, while it has not ended; null when the flock may go to slaughter");

export const antimicrobialUseSchema = z
  .object({
    total_mg: z.number().describe("mg of active ingredient given: each antimicrobial treatment's quantity × its ingredients' mg per unit"),
    live_weight_kg: z.number().nullable().describe('Live weight produced: delivered to slaughter and taken out alive; for a flock not yet slaughtered, the animals alive × their latest mean weight, plus what was taken out'),
    live_weight_estimated: z.boolean().describe('The live weight is an estimate: the flock is not yet slaughtered'),
    mg_per_kg: z.number().nullable().describe('total_mg ÷ live_weight_kg; null without a live weight'),
    by_ingredient: z.array(z.object({ name: z.string(), class: z.string().nullable(), mg: z.number() })),
    by_class: z.array(z.object({ class: z.string().nullable(), mg: z.number() })),
  })
  .describe('docs/health-book.md, "Antimicrobial use"');
export type AntimicrobialUseDto = z.infer<typeof antimicrobialUseSchema>;

/** `GET /v2/batches/{id}/health-book`. */
export const healthBookSchema = z.object({
  batch: z.number().int(),
  divisions: z.array(z.object({ id: z.number().int(), identification: z.string() })),
  treatments: z.array(treatmentSchema),
  vaccinations: z.array(vaccinationSchema),
  samples: z.array(sampleSchema),
  open_withdrawal: openWithdrawalSchema,
  antimicrobial_use: antimicrobialUseSchema,
  may_record: z.boolean().describe("Whether the caller may record in this book: staff with Sanidade, or the flock's producer where the company lets producers record"),
});
export type HealthBook = z.infer<typeof healthBookSchema>;

/** `GET/PUT /v2/health-settings`: how the company keeps its flocks' health books. */
export const healthSettingsSchema = z.strictObject({
  producers_record: z.boolean().describe('Producers record treatments, vaccinations and samples on their own flocks (staff always do)'),
});
export type HealthSettings = z.infer<typeof healthSettingsSchema>;

export const HEALTH_MESSAGES = {
  'health.errors.repeatedRoute': 'Each route once',
  'health.errors.repeatedDivision': 'Each division once',
  'health.errors.noDivision': 'Choose at least one division',
  'health.errors.noSpecies': 'A product is for poultry, swine or both: give the withdrawal of at least one',
  'health.errors.strengthRequired': "An antimicrobial's active ingredients each need their mg per unit",
  'health.errors.endBeforeStart': 'The last dose cannot come before the first',
  'health.errors.serovarOfPositive': 'A serovar belongs to a positive result',
  'health.errors.productOfOtherSpecies': 'This product is not for {{species}}',
  'health.errors.notAllowedInLay': 'This product is not allowed in lay, and this flock lays',
  'health.errors.routeOfProduct': 'This product is not given by this route',
  'health.errors.quantityRequired': 'An antimicrobial needs the quantity given, so its use can be summed',
  'health.errors.notAVaccine': 'A vaccination takes a vaccine of the catalogue',
  'health.errors.vaccineAsTreatment': 'A vaccine is recorded as a vaccination',
  'health.errors.nameTaken': 'The catalogue already holds a product of this name',
  'health.errors.productInUse': 'Given in {{count}} records of the health book: it stays in the catalogue',
  'health.errors.insideWithdrawal': '{{product}} (treatment {{treatment}}) is in withdrawal until {{ends_at}}: confirm with a reason to plan inside it',
  'health.errors.resultKnown': 'This sample already has its result',
  'health.errors.resultBeforeSample': 'The result cannot come before the sample was taken ({{taken}})',
  'health.errors.unknownProduct': 'Not a product of the catalogue',
  'health.errors.periodBackwards': 'The last day comes on or after the first',
  'health.errors.confirmNeedsSanidade': 'Only staff with Sanidade may plan a slaughter inside a withdrawal period',
} as const;

/**
 * `GET /v2/batches/{id}/sanitary-bulletin` (docs/health-book.md, "The sanitary bulletin"): what the
 * plant receives with the flock, as IN 20/2016's Boletim Sanitário and the EU's food chain
 * information ask.
 */
export const sanitaryBulletinSchema = z.object({
  company: z.string(),
  producer: z.object({ name: z.string(), tax_id: z.string().describe('CPF or CNPJ, its digits as registered') }),
  property: z.object({ name: z.string(), municipality: z.string(), state: z.string() }),
  shed: z.string(),
  batch: z.object({ id: z.number().int(), identification: z.string(), lineage: z.string(), lodged_on: z.string().describe("The company's calendar day of the lodging"), housed: z.number().int() }),
  planned_slaughter_date: z.string().nullable(),
  mortality: z.object({
    by_week: z.array(z.object({ week: z.number().int().describe('Week of life: days 0–6 of age are week 1'), dead: z.number().int(), culled: z.number().int() })),
    dead: z.number().int(),
    culled: z.number().int(),
    percent: z.number().nullable().describe('Deaths and culls ÷ animals housed, %'),
  }),
  treatments: z.array(
    z.object({
      product: z.string(),
      active_ingredients: z.array(z.string()),
      started_at: z.string(),
      ended_at: z.string(),
      meat_withdrawal_ends_at: z.string(),
      prescriber: z.object({ name: z.string(), registration: z.string() }),
      reason: z.string(),
    }),
  ),
  vaccinations: z.array(z.object({ product: z.string(), given_on: z.string(), place: z.enum(VACCINATION_PLACES), route: z.enum(ADMINISTRATION_ROUTES), vaccine_batch: z.string() })),
  samples: z.array(z.object({ kind: z.enum(SAMPLE_KINDS), taken_on: z.string(), laboratory: z.string(), sample_id: z.string(), status: z.enum(['pending', ...SAMPLE_OUTCOMES]), serovar: z.string().nullable(), result_on: z.string().nullable() })),
  veterinarians: z.array(z.object({ name: z.string(), registration: z.string() })).describe('The veterinarians who prescribed the treatments, most recent first'),
  open_withdrawal: openWithdrawalSchema,
  time_zone: z.string().describe("The company's time zone, in which the moments are read"),
});
export type SanitaryBulletin = z.infer<typeof sanitaryBulletinSchema>;

/** One issued version of a flock's bulletin: what was sent, when, by whom (null: issued on its own 24 h before the planned day). */
export const bulletinVersionSchema = z.object({
  version: z.number().int().describe('1 for the first issued'),
  issued_at: z.iso.datetime(),
  issued_by: z.string().nullable(),
  automatic: z.boolean(),
  delivery: eventDeliverySchema.describe('The `sanitary_bulletin.issued` event on the company events webhook'),
  bulletin: sanitaryBulletinSchema.describe('The bulletin as issued'),
});
export type BulletinVersion = z.infer<typeof bulletinVersionSchema>;

/** `GET /v2/batches/{id}/sanitary-bulletin/versions`. */
export const bulletinVersionsSchema = z.object({
  results: z.array(bulletinVersionSchema).describe('Newest first'),
  out_of_date: z
    .boolean()
    .describe("The newest version no longer says what the book says: a treatment, vaccination, sample or result recorded since, or the planned day moved; false with no version"),
});
export type BulletinVersions = z.infer<typeof bulletinVersionsSchema>;

/** Who a period's antimicrobial use is summed for (docs/health-book.md, "Antimicrobial use"). */
export const AMU_GROUPS = ['company', 'producer', 'property'] as const;
export type AmuGroup = (typeof AMU_GROUPS)[number];

const amuQueryShape = {
  from: isoDateSchema.describe("First day (the company's calendar)"),
  to: isoDateSchema.describe('Last day, included'),
  group: z.enum(AMU_GROUPS).default('producer').describe('Summed for the whole company, per producer, or per farm (property)'),
};
const forwards = (q: { from: string; to: string }) => q.from <= q.to;

/** `GET /v2/antimicrobial-use`: flocks slaughtered on the company's days `from` to `to`, both included. */
export const antimicrobialUseQuerySchema = z.strictObject(amuQueryShape).refine(forwards, { path: ['to'], message: 'health.errors.periodBackwards' });
/** `GET /v2/exports/antimicrobial-use`: the same, as a file. */
export const antimicrobialUseExportQuerySchema = z.strictObject({ ...amuQueryShape, ...exportQueryShape }).refine(forwards, { path: ['to'], message: 'health.errors.periodBackwards' });
export type AntimicrobialUseQuery = z.output<typeof antimicrobialUseQuerySchema>;

const amuRowSchema = z.object({
  id: z.number().int().nullable().describe('The producer or property; null for the company'),
  name: z.string(),
  flocks: z.number().int().describe('Flocks slaughtered in the period'),
  live_weight_kg: z.number().describe('Their live weight produced: at slaughter, and taken out before'),
  total_mg: z.number(),
  mg_per_kg: z.number().nullable().describe('All their mg over all their kg'),
  by_class: z.array(z.object({ class: z.string().nullable(), mg: z.number() })),
});
export const antimicrobialUseReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  group: z.enum(AMU_GROUPS),
  rows: z.array(amuRowSchema).describe('Most mg per kg first'),
  total: amuRowSchema,
});
export type AntimicrobialUseReport = z.infer<typeof antimicrobialUseReportSchema>;

