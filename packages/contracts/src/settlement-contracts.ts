import { z } from 'zod';
import { actorSchema, isoDateSchema } from './farm-values';
import { performanceSettingsSchema } from './performance-settings';

/*
 * Settlement contracts as the API takes them (issue 31). These lists are the same as
 * @plantel/domain's settlement-contract.ts, which also computes the statement and refuses what a
 * schema cannot see: band tables with gaps or overlaps, a step without its price, periods overlapping
 * another contract (contractIssues, contractPeriodIssues). docs/settlement.md describes the model.
 */
export const SETTLEMENT_SPECIES = ['broiler', 'swine'] as const;
export const SETTLEMENT_SEXES = ['mixed', 'male', 'female'] as const;
export const SETTLEMENT_FIGURES = ['epef', 'adjusted_fcr', 'viability', 'mean_weight', 'age', 'cost_per_kg_vs_average'] as const;
export const SETTLEMENT_UNITS = ['bird_delivered', 'kg_delivered', 'bird_day_housed'] as const;
export const BAND_EFFECTS = ['multiplier', 'per_kg', 'fixed'] as const;

const MAX_CENTS = 1_000_000_000_00;
/** A unit price in cents: up to four decimals of a cent (R$ 0.0035 a bird-day is 0.35). */
const unitPriceSchema = z.number().min(0).max(MAX_CENTS).multipleOf(0.0001).nullable();
const stepName = z.string().trim().min(1).max(80).describe('Shown on the statement as the line of this step');

export const settlementBandSchema = z.object({
  from: z.number().nullable().describe('The figure from which the band applies (included); null: open below (first band only)'),
  to: z.number().nullable().describe('The figure up to which it applies (excluded); null: open above (last band only)'),
  value: z.number().min(-MAX_CENTS).max(MAX_CENTS).describe('A factor on the subtotal so far, cents per kg delivered, or whole cents, as the effect says'),
}).strict();

export const settlementStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), name: stepName, amount_cents: z.number().int().min(-MAX_CENTS).max(MAX_CENTS).describe('A fixed amount: + bonus, − deduction') }).strict(),
  z.object({ kind: z.literal('per_unit'), name: stepName, unit: z.enum(SETTLEMENT_UNITS).describe("Counts this unit at the contract's price for it") }).strict(),
  z
    .object({
      kind: z.literal('band'),
      name: stepName,
      figure: z.enum(SETTLEMENT_FIGURES).describe('The figure of the closed batch the table is drawn over'),
      effect: z.enum(BAND_EFFECTS).describe("What the band's value means"),
      bands: z.array(settlementBandSchema).min(1).max(50).describe('In order, each starting where the one before ends'),
    })
    .strict(),
]);

/** `POST /api/v2/contracts`: a new contract, or a new version of one in force on a closed batch. */
export const settlementContractInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    coverage: z
      .object({
        species: z.enum(SETTLEMENT_SPECIES),
        module: z.string().trim().min(1).max(60).nullable().describe("The núcleo covered (a shed's `core`, as the register writes it); null covers every one"),
        sex: z.enum(SETTLEMENT_SEXES),
        valid_from: isoDateSchema.describe('First company-local day in force'),
        valid_to: isoDateSchema.nullable().describe('Last company-local day in force (included); null while open-ended'),
      })
      .strict(),
    adjusted_fcr: z
      .object({
        reference_weight: performanceSettingsSchema.shape.adjusted_fcr_reference_weight,
        points_per_100g: performanceSettingsSchema.shape.adjusted_fcr_points_per_100g,
      })
      .strict(),
    prices: z
      .object({
        per_bird_cents: unitPriceSchema.describe('Cents per bird delivered (less those condemned)'),
        per_kg_cents: unitPriceSchema.describe('Cents per kg delivered (less the condemned kg)'),
        per_bird_day_cents: unitPriceSchema.describe('Cents per bird-day housed'),
      })
      .strict(),
    steps: z.array(settlementStepSchema).min(1).max(30).describe('The pay rule, in order: each step sees the subtotal of those before it'),
  })
  .strict();
export type SettlementContractInput = z.input<typeof settlementContractInputSchema>;

/** Who did something, as answers show it. */
export const settlementActorSchema = actorSchema;

/** One stored version of a contract: the input as it was saved, and its bookkeeping. */
export const settlementContractVersionSchema = settlementContractInputSchema.extend({
  id: z.number().int().describe('The contract: the same for all its versions'),
  version: z.number().int().min(1),
  created_at: z.iso.datetime({ offset: true }),
  created_by: settlementActorSchema,
  closed_batches: z.number().int().min(0).describe('Batches whose statement was computed by this version; above 0 the version can no longer be edited in place'),
});
export type SettlementContractVersion = z.infer<typeof settlementContractVersionSchema>;

/**
 * A contract as `GET /api/v2/contracts` lists it: its current (latest) version, and whether a `PUT`
 * would edit it in place (no closed batch used it) or add a new version.
 */
export const settlementContractSummarySchema = settlementContractVersionSchema.extend({
  versions: z.number().int().min(1).describe('How many versions the contract has'),
  editable_in_place: z.boolean().describe('True while no closed batch used the current version: a PUT edits it; false: a PUT adds a new version'),
});
export type SettlementContractSummary = z.infer<typeof settlementContractSummarySchema>;

/** `GET /api/v2/contracts/{id}`: the current version and every version, newest first (old ones stay readable). */
export const settlementContractDetailSchema = settlementContractSummarySchema.extend({
  history: z.array(settlementContractVersionSchema).describe('Every version, newest first'),
});
export type SettlementContractDetail = z.infer<typeof settlementContractDetailSchema>;

export const settlementContractListQuerySchema = z
  .object({
    species: z.enum(SETTLEMENT_SPECIES).optional(),
    module: z.string().trim().min(1).max(60).optional().describe('Contracts for this module and those for every module'),
    sex: z.enum(SETTLEMENT_SEXES).optional(),
  })
  .strict();
export type SettlementContractListQuery = z.infer<typeof settlementContractListQuerySchema>;

export const settlementContractListSchema = z.object({ results: z.array(settlementContractSummarySchema) });
export type SettlementContractList = z.infer<typeof settlementContractListSchema>;
