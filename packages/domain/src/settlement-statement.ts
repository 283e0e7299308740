/**
 * The settlement statement of a closed batch (the RIPI of Law 13.288/2016, Art. 7): inputs
 * supplied, technical indicators, quantities, prices, every pay step with its input and result, and
 * the amount payable. docs/settlement.md works two contracts through by hand.
 *
 * Rounding: every money figure is whole cents. An input line costs quantity × unit price, and each
 * step yields its amount, rounded once to the cent, half away from zero (R$ 596.875 → R$ 596.88,
 * −R$ 0.005 → −R$ 0.01). The amount payable is the sum of the rounded step amounts, so the lines of
 * the statement add up to it exactly.
 */
import {
  correctedFeedConversion,
  adjustedFeedConversion,
  deliveredFlock,
  feedConversion,
  removedTotal,
  mortalityPercent,
  productionEfficiency,
  viabilityPercent,
  type AdjustedFcrConvention,
  type Removal,
} from './kpis';
import { dailyGains } from './performance';
import { PRICE_OF_UNIT, type SettlementBand, type SettlementContract, type SettlementFigure, type SettlementPrices, type SettlementStep, type SettlementUnit } from './settlement-contract';

const PRODUCTION_TYPE = { broiler: 3, swine: 5 } as const;

/** Whole cents, half away from zero; the product is first cleared of binary noise (62.5 × 0.955 is 59.687499…). */
export function roundCents(cents: number): number {
  const clean = Math.round(Math.abs(cents) * 1e6) / 1e6;
  return Math.sign(cents) * Math.round(clean) + 0;
}

/** An input supplied to the batch (chicks, feed, medicines, other), with what came back unused. */
export interface SuppliedInput {
  name: string;
  unit: string;
  quantity: number;
  returnedQuantity: number;
  unitPriceCents: number;
}

/** What a closed batch is settled from: its slaughter figures and what the integrator supplied. */
export interface ClosedBatchFigures {
  batchId: string;
  species: 'broiler' | 'swine';
  birdsHoused: number;
  /** Mean weight at housing, g. */
  entryWeight: number;
  birdsDelivered: number;
  liveWeightKg: number;
  /** Birds (and their kg) the slaughterhouse condemned: delivered but not paid. */
  condemnedBirds: number;
  condemnedKg: number;
  feedSuppliedKg: number;
  feedReturnedKg: number;
  /** Age at slaughter and days in the shed, days. */
  ageAtSlaughter: number;
  daysHoused: number;
  /** Weight of the animals lost during the batch, kg (lostBiomassKg); null when unknown (no corrected FCR). */
  lostKg: number | null;
  inputs: SuppliedInput[];
  /**
   * Birds delivered before the slaughter (thinning), at their day of age; `birdsDelivered` and
   * `liveWeightKg` are the final catch alone. Absent on figures stored before thinning existed.
   */
  removals?: Removal[];
}

export interface StatementInputLine extends SuppliedInput {
  costCents: number;
}

export interface StatementQuantities {
  birdsHoused: number;
  /** Every bird delivered alive: the final catch and the thinnings before it. */
  birdsDelivered: number;
  /** Of those, the birds (and their kg) delivered by thinning. */
  birdsThinned: number;
  kgThinned: number;
  condemnedBirds: number;
  /** Birds delivered less those condemned: what `bird_delivered` counts. */
  birdsPaid: number;
  liveWeightKg: number;
  condemnedKg: number;
  /** Live weight delivered less the condemned kg: what `kg_delivered` counts. */
  kgPaid: number;
  /**
   * Days housed × (birds housed + birds delivered) ÷ 2, losses taken as spread evenly over the
   * batch, less the days that thinned birds were no longer in the shed.
   */
  birdDaysHoused: number;
  feedSuppliedKg: number;
  feedReturnedKg: number;
  feedConsumedKg: number;
}

export interface StatementIndicators {
  ageDays: number;
  daysHoused: number;
  mortalityPercent: number | null;
  viabilityPercent: number | null;
  /** Live weight delivered ÷ birds delivered, g (thinnings included). */
  meanWeight: number | null;
  /**
   * The whole-day age of every bird delivered, thinnings included, on average: the age the EPEF and a
   * pay band on it use, below `ageDays` (the final catch's) when the flock was thinned.
   */
  meanAgeDays?: number | null;
  /** From the entry weight to the mean weight over the days housed, g/day. */
  dailyGain: number | null;
  fcr: number | null;
  correctedFcr: number | null;
  adjustedFcr: number | null;
  adjustedFcrConstants: AdjustedFcrConvention;
  epef: number | null;
  /** Inputs cost ÷ live weight delivered, cents per kg. */
  costPerKgCents: number | null;
  /** Σ inputs cost ÷ Σ live weight of every batch closed in the period, this one included, cents per kg. */
  periodAverageCostPerKgCents: number | null;
  /** (cost per kg ÷ the period's average − 1) × 100: below 0 is cheaper than the average. */
  costPerKgVsAveragePercent: number | null;
}

export interface StatementStep {
  name: string;
  kind: SettlementStep['kind'];
  /** What the step was computed from: the figure of a band table, the quantity of a unit; null for a fixed amount or a figure that is missing. */
  figure: SettlementFigure | SettlementUnit | null;
  input: number | null;
  /** The band the figure fell in; null outside the table (the step then yields nothing). */
  band: SettlementBand | null;
  /** The unit price, cents per kg, or multiplier applied. */
  rate: number | null;
  /** Sum of the steps before this one, cents. */
  subtotalBeforeCents: number;
  resultCents: number;
}

export interface SettlementStatement {
  batchId: string;
  contractId: string;
  contractVersion: number;
  /** 1 for the first statement; a correction is the next version and names its reason. */
  version: number;
  reason: string | null;
  inputs: StatementInputLine[];
  inputsCostCents: number;
  quantities: StatementQuantities;
  indicators: StatementIndicators;
  prices: SettlementPrices;
  steps: StatementStep[];
  payableCents: number;
}

export const inputCostCents = (input: SuppliedInput) => roundCents((input.quantity - input.returnedQuantity) * input.unitPriceCents);

const inputsCost = (batch: ClosedBatchFigures) => batch.inputs.reduce((sum, input) => sum + inputCostCents(input), 0);

/** Σ cost ÷ Σ live weight over the batches closed in the period (the batch itself counted once). */
function periodAverageCostPerKg(batch: ClosedBatchFigures, period: readonly ClosedBatchFigures[]): number | null {
  const all = [batch, ...period.filter((b) => b.batchId !== batch.batchId)];
  const kg = all.reduce((sum, b) => sum + b.liveWeightKg + removedTotal(removalsOf(b)).kg, 0);
  return kg > 0 ? all.reduce((sum, b) => sum + inputsCost(b), 0) / kg : null;
}

const removalsOf = (batch: ClosedBatchFigures) => batch.removals ?? [];

function quantitiesOf(batch: ClosedBatchFigures): StatementQuantities {
  const removals = removalsOf(batch);
  const { animals: birdsThinned, kg: kgThinned } = removedTotal(removals);
  const birdsDelivered = batch.birdsDelivered + birdsThinned;
  const liveWeightKg = batch.liveWeightKg + kgThinned;
  const lodgingAge = batch.ageAtSlaughter - batch.daysHoused;
  // A thinned bird left the shed at its age, not at the slaughter: the days it was gone are not housed.
  const daysGone = removals.reduce((n, r) => n + r.animals * (batch.daysHoused - (Math.floor(r.age) - lodgingAge)), 0);
  return {
    birdsHoused: batch.birdsHoused,
    birdsDelivered,
    birdsThinned,
    kgThinned,
    condemnedBirds: batch.condemnedBirds,
    birdsPaid: birdsDelivered - batch.condemnedBirds,
    liveWeightKg,
    condemnedKg: batch.condemnedKg,
    kgPaid: liveWeightKg - batch.condemnedKg,
    birdDaysHoused: (batch.daysHoused * (batch.birdsHoused + birdsDelivered)) / 2 - daysGone,
    feedSuppliedKg: batch.feedSuppliedKg,
    feedReturnedKg: batch.feedReturnedKg,
    feedConsumedKg: batch.feedSuppliedKg - batch.feedReturnedKg,
  };
}

/** The technical indicators of a closed batch, each by its definition in kpis.ts (docs/kpis.md). */
export function closedBatchIndicators(batch: ClosedBatchFigures, convention: AdjustedFcrConvention, period: readonly ClosedBatchFigures[] = []): StatementIndicators {
  const productionType = PRODUCTION_TYPE[batch.species];
  const removals = removalsOf(batch);
  const finalWeight = batch.birdsDelivered > 0 ? (1000 * batch.liveWeightKg) / batch.birdsDelivered : 0;
  const delivered = deliveredFlock(batch.birdsDelivered, finalWeight, batch.ageAtSlaughter, removals);
  const meanWeight = delivered.meanWeight;
  const conversionInput = {
    productionType,
    feedKg: batch.feedSuppliedKg - batch.feedReturnedKg,
    housed: batch.birdsHoused,
    alive: batch.birdsDelivered,
    weight: finalWeight,
    entryWeight: batch.entryWeight,
    removedKg: removedTotal(removals).kg,
  };
  const fcr = meanWeight === null ? null : feedConversion(conversionInput);
  const viability = viabilityPercent(batch.birdsHoused, delivered.animals);
  const broiler = batch.species === 'broiler';
  const costPerKg = delivered.kg > 0 ? inputsCost(batch) / delivered.kg : null;
  const average = periodAverageCostPerKg(batch, period);
  const [, gain] = meanWeight === null ? [] : dailyGains([{ age: batch.ageAtSlaughter - batch.daysHoused, weight: batch.entryWeight }, { age: delivered.meanAge ?? batch.ageAtSlaughter, weight: meanWeight }]);
  return {
    ageDays: batch.ageAtSlaughter,
    daysHoused: batch.daysHoused,
    mortalityPercent: mortalityPercent(batch.birdsHoused, batch.birdsHoused - delivered.animals),
    viabilityPercent: viability,
    meanWeight,
    meanAgeDays: delivered.meanAge,
    dailyGain: gain ?? null,
    fcr,
    correctedFcr: meanWeight === null || batch.lostKg === null ? null : correctedFeedConversion(conversionInput, batch.lostKg),
    adjustedFcr: broiler ? adjustedFeedConversion(fcr, meanWeight, convention) : null,
    adjustedFcrConstants: { ...convention },
    // EPEF on the mean age of every bird delivered, in whole days, as kpis.ts does.
    epef: broiler ? productionEfficiency(viability, meanWeight, delivered.meanAge ?? Math.floor(batch.ageAtSlaughter), fcr) : null,
    costPerKgCents: costPerKg,
    periodAverageCostPerKgCents: average,
    costPerKgVsAveragePercent: costPerKg === null || average === null || average <= 0 ? null : (costPerKg / average - 1) * 100,
  };
}

const FIGURE_OF: Record<SettlementFigure, (i: StatementIndicators) => number | null> = {
  epef: (i) => i.epef,
  adjusted_fcr: (i) => i.adjustedFcr,
  viability: (i) => i.viabilityPercent,
  mean_weight: (i) => i.meanWeight,
  age: (i) => i.ageDays,
  cost_per_kg_vs_average: (i) => i.costPerKgVsAveragePercent,
};

const QUANTITY_OF: Record<SettlementUnit, (q: StatementQuantities) => number> = {
  bird_delivered: (q) => q.birdsPaid,
  kg_delivered: (q) => q.kgPaid,
  bird_day_housed: (q) => q.birdDaysHoused,
};

/** The band a figure falls in: from included, to excluded. */
export const bandOf = (bands: readonly SettlementBand[], figure: number) =>
  bands.find((b) => (b.from === null || figure >= b.from) && (b.to === null || figure < b.to)) ?? null;

function stepResult(step: SettlementStep, subtotal: number, indicators: StatementIndicators, quantities: StatementQuantities, prices: SettlementPrices): StatementStep {
  const line = { name: step.name, kind: step.kind, subtotalBeforeCents: subtotal };
  if (step.kind === 'fixed') return { ...line, figure: null, input: null, band: null, rate: null, resultCents: step.amountCents };
  if (step.kind === 'per_unit') {
    const quantity = QUANTITY_OF[step.unit](quantities);
    const price = prices[PRICE_OF_UNIT[step.unit]] ?? 0;
    return { ...line, figure: step.unit, input: quantity, band: null, rate: price, resultCents: roundCents(quantity * price) };
  }
  const input = FIGURE_OF[step.figure](indicators);
  const found = input === null ? null : bandOf(step.bands, input);
  // Copies: a statement shares nothing with the contract it was computed by.
  const band = found && { ...found };
  const base = { ...line, figure: step.figure, input, band, rate: band?.value ?? null };
  if (band === null) return { ...base, resultCents: 0 };
  // A multiplier moves the subtotal so far: its line is the difference it makes.
  if (step.effect === 'multiplier') return { ...base, resultCents: roundCents(subtotal * (band.value - 1)) };
  if (step.effect === 'per_kg') return { ...base, resultCents: roundCents(quantities.kgPaid * band.value) };
  return { ...base, resultCents: roundCents(band.value) };
}

/**
 * The statement of a closed batch under a contract. `period` is the other batches closed in the
 * same period (for a cost-per-kg-against-the-average step); the batch itself may be among them.
 */
export function settleBatch(batch: ClosedBatchFigures, contract: SettlementContract, period: readonly ClosedBatchFigures[] = []): SettlementStatement {
  const indicators = closedBatchIndicators(batch, contract.adjustedFcr, period);
  const quantities = quantitiesOf(batch);
  const steps: StatementStep[] = [];
  let subtotal = 0;
  for (const step of contract.steps) {
    const result = stepResult(step, subtotal, indicators, quantities, contract.prices);
    steps.push(result);
    subtotal += result.resultCents;
  }
  const inputs = batch.inputs.map((input) => ({ ...input, costCents: inputCostCents(input) }));
  return {
    batchId: batch.batchId,
    contractId: contract.id,
    contractVersion: contract.version,
    version: 1,
    reason: null,
    inputs,
    inputsCostCents: inputs.reduce((sum, i) => sum + i.costCents, 0),
    quantities,
    indicators,
    prices: { ...contract.prices },
    steps,
    payableCents: subtotal,
  };
}
