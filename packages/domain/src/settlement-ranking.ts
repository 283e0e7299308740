/**
 * Producers compared: the closed batches of a period ranked by one figure of their statements, the
 * distribution of that figure for a chart, and a producer's own view with the others masked.
 * docs/settlement.md ("Rankings") states the rules; settlement-ranking.test.ts sorts 30 batches by hand.
 */
import { DECIMALS } from '@plantel/contracts';
import type { SettlementStatement } from './settlement-statement';

export const RANKING_FIGURES = ['epef', 'adjusted_fcr', 'viability', 'cost_per_kg', 'pay_per_kg'] as const;
export type RankingFigure = (typeof RANKING_FIGURES)[number];

/**
 * Which way is better, and the decimals two batches are told apart at: figures the screens show
 * equal share a place (EPEF to 0.1, adjusted FCR to 0.001, viability to 0.01 %, cents per kg to 0.01 ¢).
 */
export const RANKING_ORDER: Record<RankingFigure, { better: 'higher' | 'lower'; decimals: number }> = {
  epef: { better: 'higher', decimals: DECIMALS.statementProductionEfficiency },
  adjusted_fcr: { better: 'lower', decimals: DECIMALS.fcr },
  viability: { better: 'higher', decimals: 2 },
  cost_per_kg: { better: 'lower', decimals: 2 },
  pay_per_kg: { better: 'higher', decimals: 2 },
};

export interface ClosedBatchForRanking {
  batchId: string;
  producerId: string;
  producerName: string;
  /** Company-local day the batch closed, YYYY-MM-DD. */
  closedOn: string;
  /** The batch's statement in force (its latest version). */
  statement: SettlementStatement;
}

/** The figure of a statement a ranking sorts by; null when the batch has none (EPEF of pigs). */
export function rankingFigureOf(figure: RankingFigure, statement: SettlementStatement): number | null {
  const { indicators, quantities } = statement;
  switch (figure) {
    case 'epef':
      return indicators.epef;
    case 'adjusted_fcr':
      return indicators.adjustedFcr;
    case 'viability':
      return indicators.viabilityPercent;
    case 'cost_per_kg':
      return indicators.costPerKgCents;
    case 'pay_per_kg':
      // What the producer is paid per kg the slaughterhouse accepted, cents.
      return quantities.kgPaid > 0 ? statement.payableCents / quantities.kgPaid : null;
  }
}

export interface RankedBatch {
  /** Null in a producer's view for another producer's batch. */
  batchId: string | null;
  producerId: string | null;
  /** Another producer's name is masked in a producer's view ("Produtor 3"). */
  producerName: string;
  closedOn: string;
  value: number | null;
  /** 1 is the best; equal figures share a place and the next place skips (1, 2, 2, 4); null without the figure. */
  rank: number | null;
}

export interface HistogramBin {
  /** Included. */
  from: number;
  /** Excluded, but for the last bin, which holds the largest value. */
  to: number;
  count: number;
}

export interface RankingDistribution {
  count: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  bins: HistogramBin[];
}

export interface BatchRanking {
  figure: RankingFigure;
  better: 'higher' | 'lower';
  /** How many batches have the figure: a place is "rank of `ranked`". */
  ranked: number;
  /** Best first; batches without the figure last, in closing order. */
  batches: RankedBatch[];
  distribution: RankingDistribution | null;
}

const byClosing = (a: ClosedBatchForRanking, b: ClosedBatchForRanking) => a.closedOn.localeCompare(b.closedOn) || a.batchId.localeCompare(b.batchId);

/** Linear interpolation between the closest ranks (Excel's QUARTILE.INC, numpy's default) over values sorted ascending. */
function quantile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

/** A round bin width giving about `target` bins over `range` (1, 2 or 5 × a power of ten). */
function niceStep(range: number, target: number): number {
  const raw = range / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  return power * (error >= 7.07 ? 10 : error >= 3.16 ? 5 : error >= 1.41 ? 2 : 1);
}

/** About Sturges' count of bins (⌈log2 n⌉ + 1), on round edges so the chart reads 91–92 %, 92–93 %. */
function histogram(sorted: readonly number[]): HistogramBin[] {
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  if (min === max) return [{ from: min, to: max, count: sorted.length }];
  const step = niceStep(max - min, Math.ceil(Math.log2(sorted.length)) + 1);
  // Counted in whole steps, so edges such as 1.55 = 31 × 0.05 do not drift with binary noise.
  const units = (v: number) => Math.floor(v / step + 1e-9);
  const first = units(min);
  const count = Math.max(1, Math.ceil(max / step - 1e-9) - first);
  const bins = Array.from({ length: count }, (_, i) => ({ from: Number(((first + i) * step).toPrecision(12)), to: Number(((first + i + 1) * step).toPrecision(12)), count: 0 }));
  for (const v of sorted) bins[Math.min(units(v) - first, count - 1)]!.count++;
  return bins;
}

export function rankingDistribution(values: readonly number[]): RankingDistribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    min: sorted[0]!,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1]!,
    mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
    bins: histogram(sorted),
  };
}

/** The closed batches ranked by one figure, best first, with the figure's distribution. */
export function rankClosedBatches(batches: readonly ClosedBatchForRanking[], figure: RankingFigure): BatchRanking {
  const { better, decimals } = RANKING_ORDER[figure];
  const scale = 10 ** decimals;
  const shown = (v: number) => Math.round(v * scale);
  const rows = [...batches].sort(byClosing).map((b) => ({ batch: b, value: rankingFigureOf(figure, b.statement) }));
  const withFigure = rows.filter((r): r is { batch: ClosedBatchForRanking; value: number } => r.value !== null && Number.isFinite(r.value));
  const without = rows.filter((r) => !withFigure.includes(r as (typeof withFigure)[number]));
  // Array.prototype.sort is stable: equal figures stay in closing order.
  withFigure.sort((a, b) => (better === 'higher' ? shown(b.value) - shown(a.value) : shown(a.value) - shown(b.value)));
  const ranked: RankedBatch[] = [];
  withFigure.forEach((r, i) => {
    const before = withFigure[i - 1];
    const rank = before && shown(before.value) === shown(r.value) ? ranked[i - 1]!.rank : i + 1;
    ranked.push({ batchId: r.batch.batchId, producerId: r.batch.producerId, producerName: r.batch.producerName, closedOn: r.batch.closedOn, value: r.value, rank });
  });
  const unranked = without.map((r) => ({ batchId: r.batch.batchId, producerId: r.batch.producerId, producerName: r.batch.producerName, closedOn: r.batch.closedOn, value: null, rank: null }));
  return { figure, better, ranked: withFigure.length, batches: [...ranked, ...unranked], distribution: rankingDistribution(withFigure.map((r) => r.value)) };
}

export interface ProducerRanking extends BatchRanking {
  /** The producer's own batches, batch over batch in closing order, each with its place. */
  own: RankedBatch[];
}

/**
 * A producer's view of a ranking: the batches of his own producers (`own`, a producer user may follow
 * several) as they are, every other producer's name replaced by `maskName(n)` and the other batches'
 * and producers' ids removed. Others are numbered 1, 2, … in the order of their first closed batch,
 * so a number means the same producer whatever the figure.
 */
export function producerRankingView(ranking: BatchRanking, all: readonly ClosedBatchForRanking[], own: readonly string[], maskName: (n: number) => string): ProducerRanking {
  const isOwn = (producerId: string | null) => producerId !== null && own.includes(producerId);
  const numbers = new Map<string, number>();
  for (const b of [...all].sort(byClosing)) if (!isOwn(b.producerId) && !numbers.has(b.producerId)) numbers.set(b.producerId, numbers.size + 1);
  const batches = ranking.batches.map((b) => (isOwn(b.producerId) ? b : { ...b, batchId: null, producerId: null, producerName: maskName(numbers.get(b.producerId ?? '') ?? 0) }));
  const mine = batches.filter((b) => isOwn(b.producerId)).sort((a, b) => a.closedOn.localeCompare(b.closedOn) || (a.batchId ?? '').localeCompare(b.batchId ?? ''));
  return { ...ranking, batches, own: mine };
}
