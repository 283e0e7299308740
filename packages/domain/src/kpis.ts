import { isBroiler, isSwine, type PerformanceSettings } from '@plantel/contracts';

/**
 * The production figures a batch is judged and paid by, one definition each (docs/kpis.md gives the
 * formula, units, the moment each refers to and its source). Weights in grams, feed and biomass in
 * kg, ages in days. A figure that cannot be computed from what is given is null, never NaN.
 */

/** Live biomass of a flock, kg: animals alive × mean live weight. */
export const liveBiomassKg = (alive: number, meanWeight: number) => (alive * meanWeight) / 1000;

/**
 * Animals taken out of a flock alive before its end (thinning, a partial removal): at their age
 * (days) and with their live weight (kg), as the slaughterhouse weighed them.
 */
export interface Removal {
  age: number;
  animals: number;
  liveWeightKg: number;
}

/** How many animals, and what live weight (kg), the removals took out in all. */
export const removedTotal = (removals: readonly Removal[]) =>
  removals.reduce((sum, r) => ({ animals: sum.animals + r.animals, kg: sum.kg + r.liveWeightKg }), { animals: 0, kg: 0 });

/** What a flock delivered alive by a moment: the animals alive then, and those removed before it. */
export interface DeliveredFlock {
  animals: number;
  /** Their live weight, kg. */
  kg: number;
  /** Mean live weight of every animal delivered, g; null when none. */
  meanWeight: number | null;
  /** Mean age of every animal delivered, in whole days of age; null when none. */
  meanAge: number | null;
}

/**
 * The animals alive at a moment (their mean weight in g, their exact age in days) and those removed
 * before it, taken together: a flock thinned at 35 days and caught at 42 delivered birds of two ages
 * and two weights, and EPEF judges it on their means. Ages count whole days, as EPEF does.
 */
export function deliveredFlock(alive: number, weight: number, age: number, removals: readonly Removal[]): DeliveredFlock {
  const living = Math.max(alive, 0);
  const removed = removedTotal(removals);
  const animals = living + removed.animals;
  const kg = liveBiomassKg(living, weight) + removed.kg;
  const ageDays = removals.reduce((days, r) => days + r.animals * Math.floor(r.age), living * Math.floor(age));
  return { animals, kg, meanWeight: animals > 0 ? (1000 * kg) / animals : null, meanAge: animals > 0 ? ageDays / animals : null };
}

/** % of the animals housed still alive. */
export function viabilityPercent(housed: number, alive: number): number | null {
  if (housed <= 0) return null;
  return (100 * Math.min(Math.max(alive, 0), housed)) / housed;
}

/** % of the animals housed that were removed alive before the end (thinning). */
export const removedPercent = (housed: number, removed: number): number | null => (housed > 0 ? (100 * removed) / housed : null);

/** % of the animals housed that died or were culled. */
export function mortalityPercent(housed: number, lost: number): number | null {
  const viability = viabilityPercent(housed, housed - lost);
  return viability === null ? null : 100 - viability;
}

/** What a feed conversion is computed from, all for the same moment. */
export interface FeedConversionInput {
  productionType: number;
  /** Feed the batch ate from housing to the moment, kg. */
  feedKg: number;
  housed: number;
  alive: number;
  /** Mean live weight of the animals alive at the moment, g. */
  weight: number;
  /** Mean weight at housing, g (swine: entry into the phase). */
  entryWeight: number | null;
  /** Live weight of the animals removed alive before the moment (thinning), kg. */
  removedKg?: number;
}

/** The weight the feed is divided by, kg; null when there is none. */
function feedBase({ productionType, housed, alive, weight, entryWeight, removedKg = 0 }: FeedConversionInput, lostKg: number): number | null {
  const live = liveBiomassKg(alive, weight) + removedKg + lostKg;
  // Pigs' FCR is on the weight gained since entry into the phase.
  if (!isSwine(productionType)) return live;
  if (entryWeight === null) return null;
  return live - liveBiomassKg(housed, entryWeight);
}

function ratio(feedKg: number, base: number | null): number | null {
  if (base === null || !(base > 0) || !(feedKg >= 0) || !Number.isFinite(feedKg)) return null;
  return feedKg / base;
}

/**
 * Feed conversion ratio (FCR, CA), kg of feed per kg.
 * - Poultry: cumulative feed ÷ live biomass (animals alive × mean weight), the chick's weight
 *   included, as the Ross 308 and Cobb 500 objectives and field practice define it. Animals removed
 *   alive before the moment (thinning) ate part of that feed: their live weight is added.
 * - Swine: feed ÷ weight gained since entry into the phase (live biomass − animals housed × entry
 *   weight), the swine industry's herd feed conversion.
 */
export function feedConversion(input: FeedConversionInput): number | null {
  return ratio(input.feedKg, feedBase(input, 0));
}

/**
 * Mortality-corrected FCR: the same feed over the live biomass plus the weight of the animals lost
 * (each at its weight on the day it died, `lostKg`), since they ate part of that feed.
 */
export function correctedFeedConversion(input: FeedConversionInput, lostKg: number): number | null {
  return ratio(input.feedKg, feedBase(input, Math.max(0, lostKg)));
}

/** A company's convention for the adjusted FCR. */
export interface AdjustedFcrConvention {
  /** The weight every batch is brought to, g. */
  referenceWeight: number;
  /** FCR points per 100 g of weight above or below it. */
  pointsPer100g: number;
}

/** The convention a company's performance settings state. */
export const adjustedFcrConventionOf = (settings: PerformanceSettings): AdjustedFcrConvention => ({
  referenceWeight: settings.adjusted_fcr_reference_weight,
  pointsPer100g: settings.adjusted_fcr_points_per_100g,
});

/**
 * Adjusted FCR (CA ajustada), broilers: FCR − (weight − reference weight) ÷ 100 g × points, so flocks
 * slaughtered at different weights compare on one scale (heavier birds convert worse).
 */
export function adjustedFeedConversion(fcr: number | null, weight: number | null, convention: AdjustedFcrConvention): number | null {
  if (fcr === null || weight === null) return null;
  return fcr - ((weight - convention.referenceWeight) / 100) * convention.pointsPer100g;
}

/** How far from the reference weight a flock's FCR is still adjusted to it, g: the convention is a straight line near slaughter weight. */
export const ADJUSTED_FCR_RANGE_G = 1_000;

/**
 * The adjusted FCR of a flock within ADJUSTED_FCR_RANGE_G of the reference weight; null further
 * off: a 455 g flock brought to 2,500 g would be adjusted by 20 points, a figure of nothing.
 */
export function adjustedNearReference(fcr: number | null, weight: number | null, convention: AdjustedFcrConvention): number | null {
  if (weight === null || Math.abs(weight - convention.referenceWeight) > ADJUSTED_FCR_RANGE_G) return null;
  return adjustedFeedConversion(fcr, weight, convention);
}

/**
 * European production efficiency factor (EPEF, IEP), broilers: viability % × mean weight (kg) ÷
 * (age (days) × FCR) × 100. 19,200 of 20,000 birds alive at 42 days, 2.9 kg, FCR 1.65 score 401.7.
 */
export function productionEfficiency(viability: number | null, weight: number | null, age: number, fcr: number | null): number | null {
  if (viability === null || weight === null || fcr === null || age <= 0 || fcr <= 0) return null;
  return ((viability * (weight / 1000)) / (age * fcr)) * 100;
}

/**
 * Weight as % of the reference. The reference must be for the weighing's exact age in fractional
 * days (a flock weighed at 28.4 days against the day-28 standard reads high by 0.4 days of growth).
 */
export function performancePercent(weight: number, referenceWeight: number): number | null {
  return referenceWeight > 0 ? (100 * weight) / referenceWeight : null;
}

/** Intake ratio: feed eaten over the reference intake for the animals lodged over the same days. */
export function intakeRatio(eatenKg: number, referenceKg: number): number | null {
  return referenceKg > 0 && eatenKg >= 0 ? eatenKg / referenceKg : null;
}

/** Weight of the animals lost, kg: each day's deaths and culls at the weight the flock had that day. */
export function lostBiomassKg(losses: readonly { age: number; lost: number }[], weightAt: (age: number) => number | null): number {
  let kg = 0;
  for (const { age, lost } of losses) {
    // They died some time during their day of age: at its middle, on average.
    const weight = weightAt(age + 0.5);
    if (weight !== null && lost > 0) kg += liveBiomassKg(lost, weight);
  }
  return kg;
}

/** A batch at one moment: what every figure of `batchFigures` is computed from. */
export interface BatchFiguresInput {
  productionType: number;
  housed: number;
  /** Mean weight at housing, g; null when unknown. */
  entryWeight: number | null;
  /** The moment: the animals' exact age (days), their mean weight (g) and how many are alive. */
  age: number;
  weight: number;
  alive: number;
  /** Feed eaten from housing to the moment (feedEatenTo). */
  feed: { kg: number; estimatedKg: number };
  /** Weight of the animals lost before the moment, kg (lostBiomassKg). */
  lostKg: number;
  /** Animals removed alive before the moment (thinning); `alive` does not count them. */
  removals: readonly Removal[];
  /** The reference weight for the exact age, g; null without a reference. */
  referenceWeight: number | null;
  convention: AdjustedFcrConvention;
}

export interface BatchFigures {
  conversion: number | null;
  corrected: number | null;
  adjusted: number | null;
  viability: number | null;
  mortality: number | null;
  efficiency: number | null;
  performance: number | null;
  /** Every animal delivered to the moment, thinnings included: the mean weight (g) and whole-day age the adjusted FCR and EPEF use. */
  delivered: { meanWeight: number | null; meanAge: number | null };
}

/**
 * Every figure of a batch at one moment, by the definitions above: the one place the screens, lists,
 * reports and the simulator get them from. Animals removed alive (thinning) are not losses: viability
 * counts them with the living, FCR adds their live weight, and the adjusted FCR and EPEF take the
 * mean weight and age of every animal delivered (deliveredFlock).
 */
export function batchFigures(input: BatchFiguresInput): BatchFigures {
  const delivered = deliveredFlock(input.alive, input.weight, input.age, input.removals);
  const conversionInput: FeedConversionInput = { ...input, feedKg: input.feed.kg, removedKg: removedTotal(input.removals).kg };
  const conversion = feedConversion(conversionInput);
  const viability = viabilityPercent(input.housed, delivered.animals);
  const broiler = isBroiler(input.productionType);
  return {
    conversion,
    corrected: correctedFeedConversion(conversionInput, input.lostKg),
    adjusted: broiler ? adjustedNearReference(conversion, delivered.meanWeight ?? input.weight, input.convention) : null,
    viability,
    mortality: viability === null ? null : 100 - viability,
    efficiency: broiler ? productionEfficiency(viability, delivered.meanWeight ?? input.weight, delivered.meanAge ?? Math.floor(input.age), conversion) : null,
    performance: input.referenceWeight === null ? null : performancePercent(input.weight, input.referenceWeight),
    delivered: { meanWeight: delivered.meanWeight, meanAge: delivered.meanAge },
  };
}
