import { z } from 'zod';
import type { AlertLanguage } from './alerts';
import { LAYING_MODULES } from './vocabulary';

export const layingModuleSchema = z.enum(LAYING_MODULES);

/**
 * A breed's lay standard, as its breeder publishes it (docs/kpis.md, "Breed standards"): one row per
 * week of life. A company imports its own from the .xlsx template or JSON, per laying module and
 * lineage; a flock is compared with the standard of its module whose lineage it bears.
 */

/** The columns of a standard's weeks, in the template's order. */
export const LAY_STANDARD_COLUMNS = ['week', 'hen_day_percent', 'hen_housed_eggs', 'egg_weight', 'body_weight', 'feed_per_hen_day'] as const;
export type LayStandardColumn = (typeof LAY_STANDARD_COLUMNS)[number];

/** Each column's limits: a value outside them is a typo or another unit. */
export const LAY_STANDARD_LIMITS: Record<LayStandardColumn, { min: number; max: number }> = {
  week: { min: 1, max: 120 },
  hen_day_percent: { min: 0, max: 100 },
  hen_housed_eggs: { min: 0, max: 700 },
  egg_weight: { min: 20, max: 120 },
  body_weight: { min: 30, max: 8000 },
  feed_per_hen_day: { min: 5, max: 300 },
};

const limited = (column: LayStandardColumn) => z.number().min(LAY_STANDARD_LIMITS[column].min).max(LAY_STANDARD_LIMITS[column].max);
const figure = (column: LayStandardColumn, what: string) => limited(column).nullable().describe(what);

export const layStandardWeekSchema = z.object({
  week: limited('week').int().describe('Week of life: days 0–6 of age are week 1'),
  hen_day_percent: figure('hen_day_percent', 'Hen-day production, %'),
  hen_housed_eggs: figure('hen_housed_eggs', 'Eggs per hen housed, to the week\'s end'),
  egg_weight: figure('egg_weight', 'Mean egg weight, g'),
  body_weight: figure('body_weight', 'Hen body weight, g'),
  feed_per_hen_day: figure('feed_per_hen_day', 'Feed a hen a day, g'),
});
export type LayStandardWeek = z.infer<typeof layStandardWeekSchema>;

/** Names the standard a `PUT /v2/lay-standards` writes: the same module and lineage again replaces it. */
export const layStandardQuerySchema = z.strictObject({
  module: layingModuleSchema,
  lineage: z.string().trim().min(1).max(80).describe('The lineage flocks bear, as the batches name it (e.g. "Hy-Line W-36"); letter case aside'),
  lang: z.enum(['pt-BR', 'en', 'es']).optional().describe('Language of the refusals (else Accept-Language, else pt-BR)'),
});

/** The JSON form of a standard (the .xlsx template's one sheet, a row a week). */
export const layStandardJsonSchema = z.strictObject({
  weeks: z.array(z.strictObject(layStandardWeekSchema.partial().required({ week: true }).shape)).max(LAY_STANDARD_LIMITS.week.max),
});

export const layStandardSummarySchema = z.object({
  id: z.number().int(),
  module: layingModuleSchema,
  lineage: z.string(),
  weeks: z.number().int().describe('Weeks of life the standard has'),
  first_week: z.number().int(),
  last_week: z.number().int(),
  imported_at: z.iso.datetime({ offset: true }),
  flocks: z.number().int().describe('Open flocks of its module that bear its lineage (letter case aside) and that you see: the flocks compared with it'),
});
export type LayStandardSummary = z.infer<typeof layStandardSummarySchema>;

export const flockLineageSchema = z.object({
  module: layingModuleSchema,
  lineage: z.string().describe('As most of its flocks spell it'),
  flocks: z.number().int().describe('Open flocks that bear it'),
  standard: z.number().int().nullable().describe('The id of its standard, when the company has one'),
});
export type FlockLineage = z.infer<typeof flockLineageSchema>;

export const layStandardListSchema = z.object({
  items: z.array(layStandardSummarySchema),
  lineages: z.array(flockLineageSchema).describe("The lineages of the laying modules' open flocks you see, with or without a standard: what a standard may be imported for"),
});
export type LayStandardList = z.infer<typeof layStandardListSchema>;

/** A standard with its weeks. */
export const layStandardSchema = layStandardSummarySchema.extend({ rows: z.array(layStandardWeekSchema) });
export type LayStandard = z.infer<typeof layStandardSchema>;

export const LAY_STANDARD_MESSAGES = {
  'layStandards.errors.noWeeks': 'The standard has no weeks',
  'layStandards.errors.unknownColumn': 'Column "{{column}}" is not one of the template\'s',
  'layStandards.errors.weekRequired': 'Row {{row}}: the week of life is required',
  'layStandards.errors.notANumber': 'Row {{row}}: {{column}} is not a number',
  'layStandards.errors.outOfRange': 'Row {{row}}: {{column}} must be between {{min}} and {{max}}',
  'layStandards.errors.duplicateWeek': 'Row {{row}}: week {{week}} is on row {{first}} already',
  'layStandards.errors.tooManyRows': 'A standard has at most {{max}} weeks',
  'layStandards.errors.notAFile': 'Send the .xlsx template filled in, or JSON',
};

/** The template's words in each language: its sheet, its columns with their units, and a note on each. */
export const LAY_STANDARD_LABELS: Record<AlertLanguage, { file: string; sheet: string; columns: Record<LayStandardColumn, string>; notes: Record<LayStandardColumn, string> }> = {
  'pt-BR': {
    file: 'padrao-de-postura.xlsx',
    sheet: 'Padrão',
    columns: {
      week: 'Semana de vida',
      hen_day_percent: 'Produção ave-dia (%)',
      hen_housed_eggs: 'Ovos por ave alojada',
      egg_weight: 'Peso do ovo (g)',
      body_weight: 'Peso corporal (g)',
      feed_per_hen_day: 'Ração por ave ao dia (g)',
    },
    notes: {
      week: 'Semana de vida da ave: dias 0 a 6 de idade são a semana 1. Uma linha por semana, como o manual da linhagem traz.',
      hen_day_percent: 'Ovos ÷ aves vivas a cada dia × 100. Vazio quando o manual não traz.',
      hen_housed_eggs: 'Ovos acumulados até o fim da semana ÷ aves alojadas.',
      egg_weight: 'Peso médio do ovo, em gramas.',
      body_weight: 'Peso corporal da fêmea, em gramas.',
      feed_per_hen_day: 'Ração por ave ao dia, em gramas.',
    },
  },
  en: {
    file: 'lay-standard.xlsx',
    sheet: 'Standard',
    columns: {
      week: 'Week of life',
      hen_day_percent: 'Hen-day production (%)',
      hen_housed_eggs: 'Eggs per hen housed',
      egg_weight: 'Egg weight (g)',
      body_weight: 'Body weight (g)',
      feed_per_hen_day: 'Feed per hen a day (g)',
    },
    notes: {
      week: "The hen's week of life: days 0 to 6 of age are week 1. One row a week, as the breed's guide gives it.",
      hen_day_percent: 'Eggs ÷ hens alive each day × 100. Empty where the guide gives none.',
      hen_housed_eggs: "Eggs laid to the week's end ÷ hens housed.",
      egg_weight: 'Mean egg weight, in grams.',
      body_weight: "The hen's body weight, in grams.",
      feed_per_hen_day: 'Feed a hen a day, in grams.',
    },
  },
  es: {
    file: 'estandar-de-postura.xlsx',
    sheet: 'Estándar',
    columns: {
      week: 'Semana de vida',
      hen_day_percent: 'Producción gallina-día (%)',
      hen_housed_eggs: 'Huevos por gallina alojada',
      egg_weight: 'Peso del huevo (g)',
      body_weight: 'Peso corporal (g)',
      feed_per_hen_day: 'Alimento por gallina al día (g)',
    },
    notes: {
      week: 'Semana de vida del ave: los días 0 a 6 de edad son la semana 1. Una fila por semana, como la trae la guía de la línea.',
      hen_day_percent: 'Huevos ÷ gallinas vivas cada día × 100. Vacío donde la guía no lo trae.',
      hen_housed_eggs: 'Huevos acumulados hasta el fin de la semana ÷ gallinas alojadas.',
      egg_weight: 'Peso medio del huevo, en gramos.',
      body_weight: 'Peso corporal de la hembra, en gramos.',
      feed_per_hen_day: 'Alimento por gallina al día, en gramos.',
    },
  },
};

/** `PUT /v2/lay-standards`: the standard as stored, and whether one of its module and lineage was replaced. */
export const layStandardImportResultSchema = z.object({ standard: layStandardSchema, replaced: z.boolean() });
export type LayStandardImportResult = z.infer<typeof layStandardImportResultSchema>;
