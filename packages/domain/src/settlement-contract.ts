/**
 * Settlement contracts: what an integrator pays a producer for a closed batch (Law 13.288/2016,
 * docs/settlement.md). A contract covers a species, module and sex for a period of company-local
 * days, holds the adjusted-FCR constants and prices, and a pay rule of explicit, ordered, named steps.
 * Money is in cents; a unit price may carry up to four decimals of a cent (R$ 0.0035 per bird-day
 * is 0.35), every amount a step yields is whole cents (see settlement-statement.ts).
 */
import type { AdjustedFcrConvention } from './kpis';

export const SETTLEMENT_SPECIES = ['broiler', 'swine'] as const;
export type SettlementSpecies = (typeof SETTLEMENT_SPECIES)[number];

export const SETTLEMENT_SEXES = ['mixed', 'male', 'female'] as const;
export type SettlementSex = (typeof SETTLEMENT_SEXES)[number];

/** The figures of a closed batch a band table can be drawn over. */
export const SETTLEMENT_FIGURES = ['epef', 'adjusted_fcr', 'viability', 'mean_weight', 'age', 'cost_per_kg_vs_average'] as const;
export type SettlementFigure = (typeof SETTLEMENT_FIGURES)[number];

/** What an amount-per-unit step counts: birds and kg accepted at the slaughterhouse, bird-days housed. */
export const SETTLEMENT_UNITS = ['bird_delivered', 'kg_delivered', 'bird_day_housed'] as const;
export type SettlementUnit = (typeof SETTLEMENT_UNITS)[number];

/** What a band's value means: a factor on the subtotal so far, cents per kg delivered, or a fixed bonus (+) or penalty (−) in cents. */
export const BAND_EFFECTS = ['multiplier', 'per_kg', 'fixed'] as const;
export type BandEffect = (typeof BAND_EFFECTS)[number];

export interface SettlementCoverage {
  species: SettlementSpecies;
  /** The module (production system) covered; null covers every module. */
  module: string | null;
  sex: SettlementSex;
  /** First company-local day in force, YYYY-MM-DD. */
  validFrom: string;
  /** Last company-local day in force (included); null while open-ended. */
  validTo: string | null;
}

/** Unit prices in cents (fractions of a cent allowed), one per unit a step may count; null when the contract does not pay by it. */
export interface SettlementPrices {
  perBirdCents: number | null;
  perKgCents: number | null;
  perBirdDayCents: number | null;
}

/** One band: the figure from `from` (included) to `to` (excluded); null is open on that side. */
export interface SettlementBand {
  from: number | null;
  to: number | null;
  value: number;
}

export type SettlementStep =
  | { kind: 'fixed'; name: string; amountCents: number }
  | { kind: 'per_unit'; name: string; unit: SettlementUnit }
  | { kind: 'band'; name: string; figure: SettlementFigure; effect: BandEffect; bands: SettlementBand[] };

export interface SettlementContract {
  id: string;
  /** A contract in force on a closed batch changes only by a new version. */
  version: number;
  name: string;
  coverage: SettlementCoverage;
  adjustedFcr: AdjustedFcrConvention;
  prices: SettlementPrices;
  steps: SettlementStep[];
}

/** A refusal, named by the dotted path of the field at fault (the API's `fields[].field`). */
export interface SettlementIssue {
  field: string;
  message: string;
}

/** Which price an amount-per-unit step multiplies by. */
export const PRICE_OF_UNIT: Record<SettlementUnit, keyof SettlementPrices> = {
  bird_delivered: 'perBirdCents',
  kg_delivered: 'perKgCents',
  bird_day_housed: 'perBirdDayCents',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** Every refusal of one band table: bands ordered, each from < to, no gap and no overlap between neighbours. */
export function bandTableIssues(bands: readonly SettlementBand[], field: string): SettlementIssue[] {
  if (bands.length === 0) return [{ field, message: 'A band table needs at least one band' }];
  const issues: SettlementIssue[] = [];
  bands.forEach((band, i) => {
    if (!Number.isFinite(band.value)) issues.push({ field: `${field}.${i}.value`, message: 'The value must be a number' });
    if (band.from !== null && band.to !== null && !(band.from < band.to)) {
      issues.push({ field: `${field}.${i}.to`, message: `The band must end above where it starts (${band.from})` });
    }
    if (i > 0 && band.from === null) issues.push({ field: `${field}.${i}.from`, message: 'Only the first band may be open below' });
    if (i < bands.length - 1 && band.to === null) issues.push({ field: `${field}.${i}.to`, message: 'Only the last band may be open above' });
    const previous = bands[i - 1];
    if (!previous || previous.to === null || band.from === null) return;
    if (band.from > previous.to) issues.push({ field: `${field}.${i}.from`, message: `Gap between ${previous.to} and ${band.from}: the band must start where the one before ends` });
    if (band.from < previous.to) issues.push({ field: `${field}.${i}.from`, message: `Overlap: the band starts at ${band.from}, before the one before ends (${previous.to})` });
  });
  return issues;
}

function stepIssues(step: SettlementStep, i: number, prices: SettlementPrices, names: Set<string>): SettlementIssue[] {
  const field = `steps.${i}`;
  const issues: SettlementIssue[] = [];
  const name = step.name.trim();
  if (!name) issues.push({ field: `${field}.name`, message: 'Every step needs a name' });
  else if (names.has(name)) issues.push({ field: `${field}.name`, message: `Another step is already named "${name}"` });
  names.add(name);
  const kind = (step as { kind: string }).kind;
  if (step.kind === 'fixed') {
    if (!Number.isInteger(step.amountCents)) issues.push({ field: `${field}.amountCents`, message: 'A fixed amount is whole cents' });
  } else if (step.kind === 'per_unit') {
    if (!SETTLEMENT_UNITS.includes(step.unit)) issues.push({ field: `${field}.unit`, message: `Unknown unit "${step.unit}"; known: ${SETTLEMENT_UNITS.join(', ')}` });
    else if (prices[PRICE_OF_UNIT[step.unit]] === null) issues.push({ field: `${field}.unit`, message: `The contract has no price for ${step.unit} (prices.${PRICE_OF_UNIT[step.unit]})` });
  } else if (step.kind === 'band') {
    if (!SETTLEMENT_FIGURES.includes(step.figure)) issues.push({ field: `${field}.figure`, message: `Unknown figure "${step.figure}"; known: ${SETTLEMENT_FIGURES.join(', ')}` });
    if (!BAND_EFFECTS.includes(step.effect)) issues.push({ field: `${field}.effect`, message: `Unknown effect "${step.effect}"; known: ${BAND_EFFECTS.join(', ')}` });
    if (step.effect === 'fixed') step.bands.forEach((b, j) => Number.isInteger(b.value) || issues.push({ field: `${field}.bands.${j}.value`, message: 'A fixed bonus or penalty is whole cents' }));
    issues.push(...bandTableIssues(step.bands, `${field}.bands`));
  } else {
    issues.push({ field: `${field}.kind`, message: `Unknown step kind "${kind}"` });
  }
  return issues;
}

/** Every refusal of one contract on its own; empty when it can be stored. */
export function contractIssues(contract: SettlementContract): SettlementIssue[] {
  const issues: SettlementIssue[] = [];
  const { coverage, adjustedFcr, prices, steps } = contract;
  if (!isDay(coverage.validFrom)) issues.push({ field: 'coverage.validFrom', message: 'A day as YYYY-MM-DD' });
  if (coverage.validTo !== null && !isDay(coverage.validTo)) issues.push({ field: 'coverage.validTo', message: 'A day as YYYY-MM-DD, or none while open-ended' });
  else if (coverage.validTo !== null && coverage.validTo < coverage.validFrom) issues.push({ field: 'coverage.validTo', message: `The last day comes before the first (${coverage.validFrom})` });
  if (!(adjustedFcr.referenceWeight > 0)) issues.push({ field: 'adjustedFcr.referenceWeight', message: 'The reference weight must be above 0 g' });
  if (!(adjustedFcr.pointsPer100g >= 0)) issues.push({ field: 'adjustedFcr.pointsPer100g', message: 'The points per 100 g must be 0 or more' });
  for (const key of Object.keys(PRICE_OF_UNIT) as SettlementUnit[]) {
    const price = prices[PRICE_OF_UNIT[key]];
    if (price !== null && !(price >= 0 && Number.isFinite(price))) issues.push({ field: `prices.${PRICE_OF_UNIT[key]}`, message: 'A price must be 0 or more' });
  }
  if (steps.length === 0) issues.push({ field: 'steps', message: 'The pay rule needs at least one step' });
  const names = new Set<string>();
  steps.forEach((step, i) => issues.push(...stepIssues(step, i, prices, names)));
  return issues;
}

const sameCoverage = (a: SettlementCoverage, b: SettlementCoverage) => a.species === b.species && a.module === b.module && a.sex === b.sex;
const periodsOverlap = (a: SettlementCoverage, b: SettlementCoverage) =>
  (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo);

/**
 * Refusals of a contract against the company's others: two contracts (other than versions of the
 * same one) for the same species, module and sex may not be in force on the same day.
 */
export function contractPeriodIssues(contract: SettlementContract, others: readonly SettlementContract[]): SettlementIssue[] {
  return others
    .filter((other) => other.id !== contract.id && sameCoverage(other.coverage, contract.coverage) && periodsOverlap(other.coverage, contract.coverage))
    .map((other) => ({
      field: 'coverage.validFrom',
      message: `Overlaps contract "${other.name}" (${other.coverage.validFrom} to ${other.coverage.validTo ?? 'open-ended'}) for the same species, module and sex`,
    }));
}

/** The contract in force for a batch's species, module and sex on a company-local day; a module's own contract wins over one for every module. */
export function contractInForce(
  contracts: readonly SettlementContract[],
  batch: { species: SettlementSpecies; module: string; sex: SettlementSex },
  day: string,
): SettlementContract | null {
  const inForce = contracts.filter(
    ({ coverage: c }) => c.species === batch.species && c.sex === batch.sex && (c.module === null || c.module === batch.module) && c.validFrom <= day && (c.validTo === null || day <= c.validTo),
  );
  const latest = (list: SettlementContract[]) => list.sort((a, b) => b.version - a.version)[0] ?? null;
  return latest(inForce.filter((c) => c.coverage.module === batch.module)) ?? latest(inForce);
}
