import { z } from 'zod';
import { isoDateSchema } from './farm-values';
import { SETTLEMENT_FIGURES, SETTLEMENT_UNITS, settlementActorSchema } from './settlement-contracts';
import { DECIMALS } from './vocabulary/figures';

/*
 * Closing a batch and its settlement statement (issue 31, docs/settlement.md). The statement itself
 * is @plantel/domain's SettlementStatement (settlement-statement.ts), camelCase as the domain
 * computes it; the envelope around it (version, who, when, contract, producer, integrator) is the API's.
 */

const MAX_QUANTITY = 1e9;
const quantity = z.number().min(0).max(MAX_QUANTITY);
const wholeCount = z.number().int().min(0).max(2_147_483_647);

export const closingInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80).describe('Chicks, feed, a medicine, …: one line of the statement'),
    unit: z.string().trim().min(1).max(20).describe('bird, kg, dose, lot, …'),
    quantity: quantity.describe('Supplied'),
    returned_quantity: quantity.default(0).describe('Returned unused; at most the quantity supplied'),
    unit_price_cents: z.number().min(0).max(1e11).multipleOf(0.0001).describe('Cents per unit; up to four decimals of a cent'),
  })
  .strict();
export type ClosingInput = z.input<typeof closingInputSchema>;

/**
 * The slaughter figures a batch closes with. Birds delivered, live weight and the slaughter day fall
 * back to those already stored on the batch (a batch import brings them); without either, the 400
 * names each missing field.
 */
export const closingFiguresSchema = z
  .object({
    slaughter_date: isoDateSchema.optional().describe("Company-local day of slaughter; picks the contract in force and the week's average. Default: the batch's"),
    birds_delivered: wholeCount.optional().describe("Birds delivered to the slaughterhouse. Default: the batch's slaughter figures"),
    live_weight_kg: quantity.optional().describe("Their total live weight, kg. Default: the batch's slaughter figures"),
    condemned_birds: wholeCount.optional().describe("Birds the slaughterhouse condemned: delivered, not paid. Default: the plant's results (birds condemned whole), else 0"),
    condemned_kg: quantity.optional().describe("Their weight, kg. Default: the plant's results (the birds condemned whole at the plant's mean weight), else 0"),
    chicks_supplied: wholeCount.optional().describe("Birds (or piglets) housed. Default: the batch's initial lodging"),
    entry_weight_g: quantity.optional().describe("Mean weight at housing, g. Default: the batch's entry weight"),
    feed_supplied_kg: quantity.describe('Feed the integrator supplied, kg'),
    feed_returned_kg: quantity.default(0).describe('Feed returned unused, kg'),
    lost_kg: quantity
      .nullable()
      .optional()
      .describe("Weight of the animals lost during the batch, kg (for the corrected FCR). Default: the batch's own, each day's losses weighed on its weighings' curve, as its dashboard counts them; null when unknown"),
    inputs: z.array(closingInputSchema).max(100).default([]).describe('Everything supplied with its price: chicks, feed, medicines, other inputs'),
  })
  .strict();
export type ClosingFigures = z.input<typeof closingFiguresSchema>;

/** `POST /api/v2/batches/{id}/close`. */
export const closeBatchBodySchema = closingFiguresSchema
  .extend({ preview: z.boolean().default(false).describe('True: answer the statement it would confirm, storing nothing') })
  .strict();
export type CloseBatchBody = z.input<typeof closeBatchBodySchema>;

/** `POST /api/v2/batches/{id}/statement/corrections`: the corrected figures in full, and why. */
export const statementCorrectionBodySchema = closingFiguresSchema
  .extend({ reason: z.string().trim().min(1).max(500).describe('Why the statement is corrected; heads the new version') })
  .strict();
export type StatementCorrectionBody = z.input<typeof statementCorrectionBodySchema>;

export const statementQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(10_000).optional().describe('A version; default the latest') }).strict();

const bandSchema = z.object({ from: z.number().nullable(), to: z.number().nullable(), value: z.number() });

/** @plantel/domain's SettlementStatement: every RIPI field (Law 13.288/2016, Art. 7). */
export const settlementStatementSchema = z.object({
  batchId: z.string(),
  contractId: z.string(),
  contractVersion: z.number().int(),
  version: z.number().int(),
  reason: z.string().nullable(),
  inputs: z.array(
    z.object({ name: z.string(), unit: z.string(), quantity: z.number(), returnedQuantity: z.number(), unitPriceCents: z.number(), costCents: z.number() }),
  ),
  inputsCostCents: z.number(),
  quantities: z.object({
    birdsHoused: z.number(),
    birdsDelivered: z.number(),
    // Statements confirmed before thinning existed had none.
    birdsThinned: z.number().default(0),
    kgThinned: z.number().default(0),
    condemnedBirds: z.number(),
    birdsPaid: z.number(),
    liveWeightKg: z.number(),
    condemnedKg: z.number(),
    kgPaid: z.number(),
    birdDaysHoused: z.number(),
    feedSuppliedKg: z.number(),
    feedReturnedKg: z.number(),
    feedConsumedKg: z.number(),
  }),
  indicators: z.object({
    ageDays: z.number(),
    daysHoused: z.number(),
    mortalityPercent: z.number().nullable(),
    viabilityPercent: z.number().nullable(),
    meanWeight: z.number().nullable(),
    meanAgeDays: z.number().nullable().optional().describe("The mean whole-day age of every bird delivered, thinnings included: the EPEF's age (absent from statements stored before it was stated)"),
    dailyGain: z.number().nullable(),
    fcr: z.number().nullable(),
    correctedFcr: z.number().nullable(),
    adjustedFcr: z.number().nullable(),
    adjustedFcrConstants: z.object({ referenceWeight: z.number(), pointsPer100g: z.number() }),
    epef: z.number().nullable(),
    costPerKgCents: z.number().nullable(),
    periodAverageCostPerKgCents: z.number().nullable(),
    costPerKgVsAveragePercent: z.number().nullable(),
  }),
  prices: z.object({ perBirdCents: z.number().nullable(), perKgCents: z.number().nullable(), perBirdDayCents: z.number().nullable() }),
  steps: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['fixed', 'per_unit', 'band']),
      figure: z.enum([...SETTLEMENT_FIGURES, ...SETTLEMENT_UNITS]).nullable(),
      input: z.number().nullable(),
      band: bandSchema.nullable(),
      rate: z.number().nullable(),
      subtotalBeforeCents: z.number(),
      resultCents: z.number(),
    }),
  ),
  payableCents: z.number(),
});
export type SettlementStatementBody = z.infer<typeof settlementStatementSchema>;

export const STATEMENT_STATUSES = ['preview', 'confirmed'] as const;

/** A statement as the API answers it: the domain statement with who, when, and whose. */
export const statementResponseSchema = z.object({
  batch_id: z.number().int(),
  version: z.number().int().min(1),
  status: z.enum(STATEMENT_STATUSES).describe('preview: computed, nothing stored; confirmed: stored and immutable'),
  reason: z.string().nullable().describe('Why this version corrects the one before; null for version 1'),
  created_at: z.iso.datetime({ offset: true }).nullable().describe('When it was confirmed; null for a preview'),
  created_by: settlementActorSchema,
  slaughter_date: isoDateSchema,
  period: z.object({ week: z.string().describe('ISO week of the slaughter day, e.g. 2026-W32'), batches: z.number().int().describe("Batches closed under the same contract in that week when this version was computed, this one included") }),
  contract: z.object({ id: z.number().int(), version: z.number().int(), name: z.string() }),
  batch: z.object({ id: z.number().int(), identification: z.string(), shed: z.string(), property: z.string() }),
  producer: z.object({ id: z.number().int(), name: z.string() }).describe('Who is paid'),
  integrator: z.object({ id: z.number().int(), name: z.string() }).describe('The company that pays'),
  statement: settlementStatementSchema,
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** One version in the audit trail: who, when, why, and every figure that changed from the version before. */
export const statementVersionSchema = z.object({
  version: z.number().int().min(1),
  reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: settlementActorSchema,
  contract: z.object({ id: z.number().int(), version: z.number().int(), name: z.string() }),
  payable_cents: z.number(),
  changes: z
    .array(z.object({ field: z.string().describe('Dotted path in the statement, e.g. steps.1.resultCents'), before: z.unknown(), after: z.unknown() }))
    .describe('Against the version before (diffStatements); empty for version 1'),
});
export type StatementVersion = z.infer<typeof statementVersionSchema>;

export const statementVersionListSchema = z.object({ batch_id: z.number().int(), results: z.array(statementVersionSchema).describe('Oldest first') });
export type StatementVersionList = z.infer<typeof statementVersionListSchema>;

/**
 * Decimals a pay step's input is shown with, by its figure or unit, on the screen and in the
 * statement's PDF and xlsx alike (full precision stays in the statement).
 */
export const STATEMENT_FIGURE_DECIMALS: Record<NonNullable<SettlementStatementBody['steps'][number]['figure']>, number> = {
  epef: DECIMALS.statementProductionEfficiency,
  adjusted_fcr: DECIMALS.fcr,
  viability: DECIMALS.flockPercent,
  mean_weight: DECIMALS.weight,
  age: 0,
  cost_per_kg_vs_average: 2,
  bird_delivered: 0,
  kg_delivered: 2,
  bird_day_housed: 0,
};
