import { z } from 'zod';
import { ALERT_LANGUAGES } from './alerts';
import { periodFilterFormSchema } from './day-period';
import { isoDateSchema } from './farm-values';

/*
 * Producers compared (issue 31): the closed batches of a period ranked by one figure of their
 * statements. @plantel/domain's settlement-ranking.ts ranks; docs/settlement.md ("Rankings") has the rules.
 */
export const RANKING_FIGURES = ['epef', 'adjusted_fcr', 'viability', 'cost_per_kg', 'pay_per_kg'] as const;

export const rankingsQuerySchema = z
  .object({
    from: isoDateSchema.optional().describe('First slaughter day of the period (company-local, included); default: a year before `to`, the day after'),
    to: isoDateSchema.optional().describe("Last slaughter day of the period (included); default: the company's today"),
    contractId: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('Only batches settled under this contract'),
    figure: z.enum(RANKING_FIGURES).default('epef').describe('The figure ranked by: higher is better for EPEF, viability and pay per kg; lower for adjusted FCR and cost per kg'),
  })
  .strict();
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;

/** The rankings screen's filter: a period of slaughter days up to the company's today, a contract (null: any) and the figure. */
export const rankingsFilterFormSchema = (today: string) => periodFilterFormSchema(today, { contractId: z.number().int().min(1).nullable(), figure: z.enum(RANKING_FIGURES) });

export const rankingsExportQuerySchema = rankingsQuerySchema
  .extend({ lang: z.enum(ALERT_LANGUAGES).optional().describe('Language of the column titles (default: Accept-Language, then pt-BR)') })
  .strict();
export type RankingsExportQuery = z.infer<typeof rankingsExportQuerySchema>;

export const rankedBatchSchema = z.object({
  batch_id: z.number().int().nullable().describe("Null in a producer's view for another producer's batch"),
  batch: z.string().nullable().describe("The batch's identification; null for another producer's batch in a producer's view"),
  producer_id: z.number().int().nullable().describe("Null in a producer's view for another producer"),
  producer: z.string().describe('The producer\'s name; in a producer\'s view another producer reads "Produtor 3", numbered by his first closed batch'),
  closed_on: isoDateSchema.describe('Slaughter day'),
  value: z.number().nullable().describe('The figure (cost and pay per kg in cents); null when the batch has none (EPEF of pigs)'),
  rank: z.number().int().nullable().describe('1 is the best; equal figures share a place (1, 2, 2, 4); null without the figure'),
});

const distributionSchema = z
  .object({
    count: z.number().int(),
    min: z.number(),
    q1: z.number(),
    median: z.number(),
    q3: z.number(),
    max: z.number(),
    mean: z.number(),
    bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })).describe('Histogram on round edges: from included, to excluded but for the last bin'),
  })
  .nullable()
  .describe('Quartiles by linear interpolation and a histogram of the ranked figures; null when no batch has the figure');

export const rankingsResponseSchema = z.object({
  figure: z.enum(RANKING_FIGURES),
  better: z.enum(['higher', 'lower']),
  from: isoDateSchema,
  to: isoDateSchema,
  contract_id: z.number().int().nullable(),
  ranked: z.number().int().describe('How many batches have the figure: a place reads "rank of ranked"'),
  masked: z.boolean().describe("True in a producer's view: other producers' names and ids are not sent"),
  batches: z.array(rankedBatchSchema).describe('Best first; batches without the figure last'),
  own: z.array(rankedBatchSchema).describe("A producer's own batches, batch over batch in closing order; empty for staff"),
  distribution: distributionSchema,
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;

export const statementDocumentQuerySchema = z
  .object({
    version: z.coerce.number().int().min(1).max(10_000).optional().describe('A version; default the latest'),
    lang: z.enum(ALERT_LANGUAGES).optional().describe('Language of the document (default: Accept-Language, then pt-BR)'),
  })
  .strict();
