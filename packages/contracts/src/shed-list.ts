import { z } from 'zod';
import { alertSeveritySchema } from './alerts';
import { batchStageSchema } from './batches';
import { rationPhaseSchema } from './farm-codes';
import { comfortLevelSchema, isoDateSchema, sexSchema, siloStatusSchema } from './farm-values';
import { exportQueryShape } from './exports';
import { listEnvelope, paginationQueryShape } from './pagination';
import { moduleNameSchema, type Permission } from './roles';
import type { ModuleName } from './vocabulary';
import { checkFilterParameter, collectFilters, equalsFilterShape, SHED_FILTER_FIELD_NAMES } from './shed-filters';
import { shedSchema } from './sheds';

/** The shed lists of the feature pages (spec §2), as URL segments: `GET /v2/sheds/{category}`. */
export const SHED_LIST_CATEGORIES = [
  'performance',
  'matrix',
  'laying-birds',
  'slaughter-prediction',
  'pcp',
  'pcp-planning',
  'sanity',
  'alerts',
  'alerts-history',
  'nutrition',
] as const;
export type ShedListCategory = (typeof SHED_LIST_CATEGORIES)[number];

/** Shed stages a list can ask for (spec §4); also `GET /v2/sheds/{state}`. */
export const SHED_STAGES = ['empty_batch', 'pre_lodged', 'lodged', 'slaughter'] as const;
export type ShedStage = (typeof SHED_STAGES)[number];

/** Which sheds a list shows: those of `modules` whose roles grant `permission` (null: the module is enough). */
export interface ShedListAccess {
  modules: readonly ModuleName[];
  permission: Permission | null;
}

const BROILER = ['frangos_de_corte'] as const;
const ALL_MODULES = ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos'] as const;

export const SHED_LIST_ACCESS: Record<ShedListCategory, ShedListAccess> = {
  performance: { modules: ['frangos_de_corte', 'matrizeiro'], permission: 'Performance' },
  matrix: { modules: ['matrizeiro'], permission: null },
  'laying-birds': { modules: ['aves_poedeiras'], permission: null },
  'slaughter-prediction': { modules: BROILER, permission: 'Predição' },
  pcp: { modules: BROILER, permission: 'Predição' },
  'pcp-planning': { modules: BROILER, permission: 'Predição' },
  sanity: { modules: ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras'], permission: 'Sanidade' },
  alerts: { modules: ALL_MODULES, permission: null },
  'alerts-history': { modules: ALL_MODULES, permission: null },
  nutrition: { modules: ALL_MODULES, permission: 'Nutrição' },
};

/** The columns a shed list shows and exports; each is also the `ordering` name for it. */
export type ShedListColumn =
  | 'producer'
  | 'property'
  | 'name'
  | 'core'
  | 'lineage'
  | 'sex'
  | 'age'
  | 'weight'
  | 'variation_coef'
  | 'performance'
  | 'conversion_factor'
  | 'production_efficiency'
  | 'hen_day_percent'
  | 'hen_day_deviation'
  | 'ration__phase'
  | 'available'
  | 'status'
  | 'enthalpy'
  | 'stage'
  | 'priority'
  | 'target_value'
  | 'target_date'
  | 'predicted_weight'
  | 'withdrawal'
  | 'salmonella';

const WHO = ['producer', 'property', 'name', 'core'] as const;
const FLOCK = ['lineage', 'sex', 'age'] as const;
/** Broiler performance adds the feed conversion and EPEF the batch dashboard shows (docs/kpis.md). */
const PERFORMANCE = [...WHO, ...FLOCK, 'weight', 'variation_coef', 'performance', 'conversion_factor', 'production_efficiency', 'stage'] as const;
/** Flocks in lay add their hen-day production and its deviation from the breed standard (docs/kpis.md, "Eggs"). */
const LAY = [...WHO, ...FLOCK, 'weight', 'variation_coef', 'performance', 'hen_day_percent', 'hen_day_deviation', 'stage'] as const;
/** What the health book says of a flock about to go: an open withdrawal and its Salmonella warning (docs/health-book.md). */
const HEALTH = ['withdrawal', 'salmonella'] as const;
const TARGET = [...WHO, ...FLOCK, 'weight', 'target_value', 'target_date', 'predicted_weight', 'priority', ...HEALTH, 'stage'] as const;
const ALERT_COLUMNS = [...WHO, 'age', 'status', 'enthalpy', 'stage'] as const;

/** What each list shows, in order: who and where, the flock, then the figures of the feature. */
export const SHED_LIST_CATEGORY_COLUMNS: Record<ShedListCategory, readonly ShedListColumn[]> = {
  performance: PERFORMANCE,
  matrix: LAY,
  'laying-birds': LAY,
  'slaughter-prediction': TARGET,
  pcp: TARGET,
  'pcp-planning': TARGET,
  sanity: [...WHO, ...FLOCK, 'enthalpy', ...HEALTH, 'stage'],
  nutrition: [...WHO, 'age', 'ration__phase', 'available', 'status', 'stage'],
  alerts: ALERT_COLUMNS,
  'alerts-history': ALERT_COLUMNS,
};

/** The columns of a stage list (`GET /v2/sheds/lodged`…), which no page shows: the figures of every feature. */
export const SHED_STAGE_LIST_COLUMNS: readonly ShedListColumn[] = [
  ...WHO,
  ...FLOCK,
  'weight',
  'variation_coef',
  'performance',
  'conversion_factor',
  'production_efficiency',
  'hen_day_percent',
  'hen_day_deviation',
  'ration__phase',
  'available',
  'status',
  'enthalpy',
  'target_value',
  'target_date',
  'predicted_weight',
  'priority',
  ...HEALTH,
  'stage',
];

/** Columns whose text a guest must not read (spec §4); a guest reads a shed's identification for its name. */
export const SENSITIVE_SHED_LIST_COLUMNS: ReadonlySet<ShedListColumn> = new Set(['producer', 'property']);

/** A flock's Salmonella warning before slaughter, as the alert engine raises it (docs/health-book.md, "Before slaughter"). */
export const SALMONELLA_WARNINGS = ['positive', 'pending', 'missing'] as const;
export type SalmonellaWarning = (typeof SALMONELLA_WARNINGS)[number];
/** The alert subtype of each warning, most serious first. */
export const SALMONELLA_ALERT_SUBTYPES = SALMONELLA_WARNINGS.map((w) => `salmonella_${w}` as const);
export type SalmonellaAlertSubtype = (typeof SALMONELLA_ALERT_SUBTYPES)[number];

export const SHED_LIST_PAGE = { defaultLimit: 25, maxLimit: 1000 } as const;

/** `ordering` names beyond the filter fields; `shedName` and `property_name` are aliases of `name` and `property`. */
const ORDERING_ALIASES = { shedName: 'name', property_name: 'property' } as const;
export const SHED_ORDERING_FIELDS = [...SHED_FILTER_FIELD_NAMES, 'id', 'core', 'property_owner', 'stage', 'alert_level'] as const;
export type ShedOrderingField = (typeof SHED_ORDERING_FIELDS)[number];
export interface ShedOrdering {
  field: ShedOrderingField;
  descending: boolean;
}

/** Spec §4: choosing lodged also includes slaughter (a batch being sent to slaughter is still in the shed). */
export function withSlaughterIfLodged(stages: readonly ShedStage[]): ShedStage[] {
  return stages.includes('lodged') && !stages.includes('slaughter') ? [...stages, 'slaughter'] : [...stages];
}

const isOrderingField = (name: string): name is ShedOrderingField => (SHED_ORDERING_FIELDS as readonly string[]).includes(name);

const orderingSchema = z
  .string()
  .transform((text, ctx) => {
    const keys: ShedOrdering[] = [];
    for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
      const descending = part.startsWith('-');
      const raw = descending ? part.slice(1) : part;
      const name = ORDERING_ALIASES[raw as keyof typeof ORDERING_ALIASES] ?? raw;
      if (!isOrderingField(name)) {
        ctx.issues.push({ code: 'custom', input: text, message: `cannot order by "${raw}"; use ${[...SHED_ORDERING_FIELDS, ...Object.keys(ORDERING_ALIASES)].join(', ')}` });
        return z.NEVER;
      }
      if (!keys.some((k) => k.field === name)) keys.push({ field: name, descending });
    }
    return keys;
  })
  .describe(
    'Comma-separated fields, `-` before a descending one (`-weight,name`); empty values sort last; ties go by id. Absent: the most urgent open alert first (`alert_level`: critical, then warning, then none), then id',
  );

const stagesSchema = z
  .string()
  .transform((text, ctx) => {
    const stages = text.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = stages.filter((s) => !(SHED_STAGES as readonly string[]).includes(s));
    if (unknown.length > 0) {
      ctx.issues.push({ code: 'custom', input: text, message: `unknown stage ${unknown.join(', ')}; use ${SHED_STAGES.join(', ')}` });
      return z.NEVER;
    }
    return withSlaughterIfLodged(stages as ShedStage[]);
  })
  .describe(`Comma-separated stages of the current batch: ${SHED_STAGES.join(', ')}; lodged includes slaughter. Absent: every stage`);

const RESERVED = ['limit', 'offset', 'search', 'ordering', 'stage', 'module'];

const listQueryShape = {
  ...paginationQueryShape(SHED_LIST_PAGE),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Text found (ignoring case and accents) in the name, identification, producer, property or core'),
  ordering: orderingSchema.optional(),
  stage: stagesSchema.optional(),
  module: moduleNameSchema
    .optional()
    .describe("Only the sheds of this module (a module page's list); the category's other modules are left out"),
  ...equalsFilterShape,
};

/** The list's query with `extra` parameters beside it; any other parameter must be a filter. */
function listQueryWith<E extends z.ZodRawShape>(extra: E) {
  const reserved = [...RESERVED, ...Object.keys(extra)];
  return z
    .object({ ...listQueryShape, ...extra })
    .catchall(z.unknown())
    .superRefine((query, ctx) => {
      for (const [name, raw] of Object.entries(query)) {
        // Reserved and `field=value` parameters are checked by their own schemas above.
        if (reserved.includes(name) || (SHED_FILTER_FIELD_NAMES as readonly string[]).includes(name)) continue;
        for (const issue of checkFilterParameter(name, raw)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: raw });
      }
    });
}

type ParsedListQuery = z.output<ReturnType<typeof listQueryWith<Record<never, never>>>>;

function listQueryOf(query: ParsedListQuery, extra: readonly string[]) {
  return {
    limit: query.limit,
    offset: query.offset,
    search: query.search || undefined,
    ordering: query.ordering ?? [],
    stages: query.stage?.length ? query.stage : undefined,
    module: query.module,
    filters: collectFilters(query, Object.keys(query).filter((name) => !RESERVED.includes(name) && !extra.includes(name))),
  };
}

export const shedListQuerySchema = listQueryWith({}).transform((query) => listQueryOf(query, []));
export type ShedListQuery = z.output<typeof shedListQuerySchema>;

/** `GET /v2/exports/sheds/{category or state}`: the list's query (limit and offset aside: every row goes) with the file's format and language. */
export const shedListExportQuerySchema = listQueryWith(exportQueryShape).transform((query) => ({
  ...listQueryOf(query, Object.keys(exportQueryShape)),
  format: query.format,
  lang: query.lang,
}));
export type ShedListExportQuery = z.output<typeof shedListExportQuerySchema>;

export const shedListParamsSchema = z.object({
  category: z.string().describe(`A list category (${SHED_LIST_CATEGORIES.join(', ')}) or a stage (${SHED_STAGES.join(', ')})`),
});

/** A shed in a list, with the latest figures of its current batch (most recent by opening date, open ones first). */
export const shedListItemSchema = shedSchema.extend({
  lineage: z.string().nullable(),
  sex: sexSchema.nullable(),
  age: z.number().int().nullable().describe('Age of the current batch, days (to its closing when closed)'),
  weight: z.number().nullable().describe('Mean live weight at the last weighing, g'),
  variation_coef: z.number().nullable().describe('Coefficient of variation of the last weighing, %'),
  performance: z.number().nullable().describe('Weight as % of the genetic reference'),
  conversion_factor: z
    .number()
    .nullable()
    .describe("Feed conversion (FCR) at the batch's figures moment, as GET /v2/batches/{id}/performance gives it (docs/kpis.md)"),
  production_efficiency: z.number().nullable().describe('EPEF at the same moment; broilers only, null for other animals'),
  hen_day_percent: z.number().nullable().describe('Breeders and laying hens: hen-day production of the last 7 days recorded, % (docs/kpis.md, "Eggs"); null for other animals or before any egg'),
  hen_day_deviation: z.number().nullable().describe("That hen-day % less the breed standard's for the week, points; null without a standard loaded for the flock's lineage"),
  ration: z.object({ id: z.number().int(), phase: rationPhaseSchema }).nullable().describe('Ration being eaten'),
  status: siloStatusSchema.describe('Worst silo status of the shed: 1 critical, 2 low, 3 satisfactory, 0 no data'),
  silo_statuses: z
    .object({ critical: z.number().int(), low: z.number().int(), satisfactory: z.number().int(), no_data: z.number().int() })
    .describe('How many of the shed silos are in each status now (as GET /v1/silos-shed/{shed id} gives them): the cause of `status`'),
  available: z.number().nullable().describe('Feed available across the silos, kg'),
  enthalpy: comfortLevelSchema,
  stage: batchStageSchema.describe('Stage of the current batch; empty_batch when there is none or it is closed'),
  priority: z.number().int().nullable().describe('Slaughter-planning priority, 1 highest'),
  target_value: z.number().nullable().describe('Target slaughter weight, g'),
  target_date: isoDateSchema.nullable(),
  predicted_weight: z.number().nullable().describe("The slaughter forecast's weight on the planned day (target_date), g: an estimate; null without a plan or a forecast"),
  predicted_weight_p10: z.number().nullable().describe('Its 80 % prediction interval: 1 chance in 10 of weighing less than this, g'),
  predicted_weight_p90: z.number().nullable().describe('1 chance in 10 of weighing more than this, g'),
  silos: z.array(z.number().int()).describe('Ids of the shed silos; details at GET /v1/silos-shed/{shed id}'),
  alert_level: alertSeveritySchema
    .nullable()
    .describe("Severity of the shed's most urgent alert not yet resolved, among the alert types the caller reads (docs/alerts.md); null when none"),
  withdrawal_ends_at: z.iso
    .datetime()
    .nullable()
    .describe("When the current batch's meat withdrawal (carência) ends, while it is open; null when none is open, and for a guest (docs/health-book.md)"),
  salmonella: z
    .enum(SALMONELLA_WARNINGS)
    .nullable()
    .describe('A flock planned for slaughter: a positive Salmonella result, a sample pending or none taken within the days before slaughter the company set; null otherwise, and for a guest'),
  lastBatch: z.number().int().nullable().describe('Id of the current batch'),
  last_batch: z.number().int().nullable().describe('Same as lastBatch'),
});
export type ShedListItem = z.infer<typeof shedListItemSchema>;

export const shedListSchema = listEnvelope(shedListItemSchema);
export type ShedList = z.infer<typeof shedListSchema>;

