import { z } from 'zod';
import { MIN_AMOUNT, idParamSchema, idSchema } from './bounded';
import { timeZoneSchema } from './alert-settings';
import { listEnvelope, paginationQueryShape } from './pagination';
import { PRODUCTION_TYPE_MODULE } from './vocabulary';
import { normalizeTaxId, taxIdKind } from './tax-id';

/**
 * The farm register (issue 37): producers, their properties (farms), the sheds on them with their
 * divisions (boxes), and the silos of each shed. Staff with `Cadastro` write it; everyone reads what
 * their scope lets them see. Something with history is archived, never deleted.
 */

/** Why a register value is refused, as i18n keys the web app translates; the API answers the English text. */
export const REGISTER_MESSAGES = {
  'register.errors.housesBatch': '{{shed}} houses the open batch {{batch}}: close it before archiving',
  'register.errors.taxId': 'Not a valid CPF or CNPJ: its check digits do not match',
  'register.errors.taxIdTaken': 'Another producer of the company has this CPF or CNPJ ({{name}})',
  'register.errors.identificationTaken': 'Another {{kind}} here already has this identification',
  'register.errors.divisionRepeated': 'Two divisions have the same identification',
  'register.errors.positive': 'Must be more than 0',
  'register.errors.latitude': 'Must be a latitude between -90 and 90',
  'register.errors.longitude': 'Must be a longitude between -180 and 180',
  'register.errors.productionType': 'Not a production type: 1 or 2 breeder, 3 broiler, 5 swine, 6 or 7 laying hens',
  'register.errors.unknownProducer': 'Not a producer of the company',
  'register.errors.unknownProperty': 'Not a property of the company',
  'register.errors.unknownShed': 'Not a shed of the company',
  'register.errors.archived': 'Archived: restore it first',
  'register.errors.email': 'Must be an e-mail address',
  'register.errors.moduleNotAllowed': 'Your roles do not let you register sheds of this production type',
  'register.errors.divisionInUse': 'The division {{division}} houses animals of the open batch and cannot be removed',
} as const;

export const productionTypeIdSchema = z
  .number()
  .int()
  .refine((id) => id in PRODUCTION_TYPE_MODULE, { message: 'register.errors.productionType' })
  .describe('External id of the production type: 1 or 2 breeder, 3 broiler, 5 swine, 6 or 7 laying hens');

/** How a shed is ventilated. */
export const VENTILATION_TYPES = ['natural', 'positive_pressure', 'tunnel', 'cross', 'dark_house'] as const;
export const ventilationTypeSchema = z.enum(VENTILATION_TYPES);
export type VentilationType = z.infer<typeof ventilationTypeSchema>;

const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => z.string().trim().max(max);
/** More than 0, and at least what a `real` column holds (MIN_AMOUNT). */
const positive = (max: number) => z.number().min(MIN_AMOUNT, 'register.errors.positive').max(max);
const positiveWhole = (max: number) => z.number().int().gt(0, 'register.errors.positive').max(max);

/** A CPF or CNPJ as typed, with or without punctuation; stored and answered without it. */
export const taxIdSchema = z
  .string()
  .trim()
  .max(24)
  .transform(normalizeTaxId)
  .refine((id) => taxIdKind(id) !== null, { message: 'register.errors.taxId' });

const emailSchema = z.union([z.literal(''), z.email({ message: 'register.errors.email' }).max(254)]);

/** When the object left the lists (archived), or null while in use. */
const archivedAt = z.string().nullable().describe('When it was archived (ISO 8601), or null while in use');

// ---------- producers

const producerFields = {
  name: required(120),
  tax_id: taxIdSchema.describe('CPF (11 digits) or CNPJ (14 characters), checked by its check digits; unique in the company'),
  phone: optionalText(40),
  email: emailSchema,
};
export const producerInputSchema = z.object({ ...producerFields, phone: producerFields.phone.default(''), email: producerFields.email.default('') }).strict();
export type ProducerInput = z.input<typeof producerInputSchema>;
/** A change: only the fields sent change (no defaults fill the others). */
export const producerPatchSchema = z.object(producerFields).partial().strict();
export type ProducerPatch = z.input<typeof producerPatchSchema>;

export const registerProducerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string().describe('CPF or CNPJ without punctuation; empty for a producer registered before it was asked'),
  phone: z.string(),
  email: z.string(),
  users: z.array(z.object({ id: z.number().int(), username: z.string() })).describe('The users linked to the producer'),
  properties: z.number().int().describe('Properties of the producer in use'),
  archived_at: archivedAt,
});
export type RegisterProducer = z.infer<typeof registerProducerSchema>;

// ---------- properties

const propertyFields = {
  name: required(120),
  producer: idSchema.describe("The producer's id"),
  owner_name: optionalText(120).describe("The owner's name, when not the producer"),
  municipality: optionalText(120),
  state: optionalText(60).describe('State or province (UF in Brazil)'),
  latitude: z.number().min(-90, 'register.errors.latitude').max(90, 'register.errors.latitude').nullable(),
  longitude: z.number().min(-180, 'register.errors.longitude').max(180, 'register.errors.longitude').nullable(),
  altitude: z.number().int().min(-500).max(6000).describe('Metres above sea level: the air pressure of its comfort figures'),
  time_zone: timeZoneSchema.nullable().describe("IANA time zone; null: the company's"),
};
export const propertyInputSchema = z
  .object({
    ...propertyFields,
    owner_name: propertyFields.owner_name.default(''),
    municipality: propertyFields.municipality.default(''),
    state: propertyFields.state.default(''),
    latitude: propertyFields.latitude.default(null),
    longitude: propertyFields.longitude.default(null),
    altitude: propertyFields.altitude.default(0),
    time_zone: propertyFields.time_zone.default(null),
  })
  .strict();

/** The property form: the altitude is asked, not assumed to be sea level (it moves the comfort figures). */
export const propertyFormSchema = propertyInputSchema.extend({ altitude: z.number({ error: 'validation.required' }).pipe(propertyFields.altitude) });

/** Brazil's states by their UF, the pick list of a property's state (any other text is kept as typed). */
export const BRAZIL_STATES = ['AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO'] as const;
export type PropertyInput = z.input<typeof propertyInputSchema>;
export const propertyPatchSchema = z.object(propertyFields).partial().strict();
export type PropertyPatch = z.input<typeof propertyPatchSchema>;

export const registerPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  producer: z.object({ id: z.number().int(), name: z.string() }),
  owner_name: z.string(),
  municipality: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  altitude: z.number().int(),
  time_zone: z.string().nullable(),
  sheds: z.number().int().describe('Sheds of the property in use'),
  archived_at: archivedAt,
});
export type RegisterProperty = z.infer<typeof registerPropertySchema>;

// ---------- sheds

export const MAX_SHED_DIVISIONS = 64;

export const shedDivisionInputSchema = z
  .object({
    identification: required(64),
    capacity: positiveWhole(10_000_000).describe('Animals the division holds'),
  })
  .strict();

const shedFields = {
  property: idSchema.describe("The property's id"),
  identification: required(64).describe('Unique in its property'),
  name: optionalText(120).describe('Blank: the identification'),
  core: optionalText(60).describe('The núcleo (cluster of farms a technician serves) the lists show and search; may be blank'),
  production_type: productionTypeIdSchema,
  lineage: optionalText(80).describe('The lineage a new batch starts with'),
  target_weight: positive(500_000).nullable().describe('Target live weight at slaughter, g'),
  capacity: positiveWhole(10_000_000).describe('Animals the shed holds'),
  floor_area: positive(1_000_000).nullable().describe('Floor area, m²'),
  ventilation: ventilationTypeSchema.nullable(),
  divisions: z
    .array(shedDivisionInputSchema)
    .min(1, 'validation.required')
    .max(MAX_SHED_DIVISIONS)
    .describe('Its divisions (boxes), each with its capacity; on a change, the whole list, matched by identification'),
};
export const shedInputSchema = z
  .object({
    ...shedFields,
    name: shedFields.name.default(''),
    core: shedFields.core.default(''),
    lineage: shedFields.lineage.default(''),
    target_weight: shedFields.target_weight.default(null),
    floor_area: shedFields.floor_area.default(null),
    ventilation: shedFields.ventilation.default(null),
  })
  .strict();
export type ShedInput = z.input<typeof shedInputSchema>;
/** A change; the production type stays (a shed of another type is another shed). */
export const shedPatchSchema = z.object(shedFields).omit({ production_type: true }).partial().strict();
export type ShedPatch = z.input<typeof shedPatchSchema>;

export const registerShedDivisionSchema = z.object({ id: z.number().int(), identification: z.string(), capacity: z.number().int() });

export const registerShedSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  name: z.string(),
  core: z.string().describe('The núcleo; blank when none'),
  property: z.object({ id: z.number().int(), name: z.string() }),
  producer: z.object({ id: z.number().int(), name: z.string() }),
  production_type: z.number().int(),
  lineage: z.string(),
  target_weight: z.number().nullable(),
  capacity: z.number().int().nullable(),
  floor_area: z.number().nullable(),
  ventilation: ventilationTypeSchema.nullable(),
  divisions: z.array(registerShedDivisionSchema),
  open_batch: z.object({ id: z.number().int(), identification: z.string() }).nullable().describe('The batch housed now, if any'),
  last_closing: z.string().nullable().describe('When the last batch left (ISO 8601), for the sanitary break'),
  empty_days: z.number().int().nullable().describe("Whole calendar days (the company's) the shed has stood empty since its last batch left; null while housing one or never used"),
  archived_at: archivedAt,
});
export type RegisterShed = z.infer<typeof registerShedSchema>;

// ---------- silos

const siloFields = {
  shed: idSchema.describe("The shed's id"),
  identification: required(64).describe('Unique in its shed'),
  capacity: positive(1_000_000).describe('Rated capacity, kg'),
  density: positive(2_000).nullable().describe('Default bulk density of its feed, kg/m³'),
};
export const siloInputSchema = z.object({ ...siloFields, density: siloFields.density.default(null) }).strict();
export type SiloInput = z.input<typeof siloInputSchema>;
export const siloPatchSchema = z.object(siloFields).omit({ shed: true }).partial().strict();
export type SiloPatch = z.input<typeof siloPatchSchema>;

export const registerSiloSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  shed: z.object({ id: z.number().int(), identification: z.string(), property_name: z.string() }),
  capacity: z.number(),
  density: z.number().nullable(),
  archived_at: archivedAt,
});
export type RegisterSilo = z.infer<typeof registerSiloSchema>;

// ---------- lists

/** How each register list may be ordered: `name` (the default) groups sheds and silos by property. */
export const REGISTER_ORDERS = {
  producers: ['name'],
  properties: ['name'],
  sheds: ['name', 'identification', 'capacity', 'empty'],
  silos: ['name', 'identification', 'capacity'],
} as const;
export type RegisterListKind = keyof typeof REGISTER_ORDERS;
export type RegisterOrder = (typeof REGISTER_ORDERS)[RegisterListKind][number];

const ORDER_MEANINGS: Record<RegisterOrder, string> = {
  name: 'by name; sheds and silos by property, then identification (a guest reads names masked, so his go by identification)',
  identification: 'by identification',
  capacity: 'largest capacity first',
  empty: 'longest empty first (never housed first, housing last)',
};

const registerListQueryShape = {
  ...paginationQueryShape({ defaultLimit: 100, maxLimit: 1000 }),
  search: z.string().max(100).optional().describe('Part of the name or identification'),
  archived: z.enum(['false', 'true', 'all']).default('false').describe('Archived ones too (all) or only them (true)'),
  producer: idParamSchema.optional(),
  property: idParamSchema.optional(),
  shed: idParamSchema.optional(),
};

/** A register list's query: paged (pages of up to 1,000, as many as there are), filtered and ordered as the kind allows. */
export function registerListQuerySchemaOf(kind: RegisterListKind) {
  const orders = REGISTER_ORDERS[kind];
  return z
    .object({
      ...registerListQueryShape,
      order: z
        .enum(orders)
        .default('name')
        .describe(orders.map((o) => `${o}: ${ORDER_MEANINGS[o]}`).join('; ')),
    })
    .strict();
}
export const registerListQuerySchema = registerListQuerySchemaOf('sheds');
export type RegisterListQuery = Omit<z.infer<typeof registerListQuerySchema>, 'order'> & { order: RegisterOrder };

export const registerProducerListSchema = listEnvelope(registerProducerSchema);
export const registerPropertyListSchema = listEnvelope(registerPropertySchema);
export const registerShedListSchema = listEnvelope(registerShedSchema);
export const registerSiloListSchema = listEnvelope(registerSiloSchema);
