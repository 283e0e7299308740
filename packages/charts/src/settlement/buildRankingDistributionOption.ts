import type { EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from '../performance/chartColors';

export interface RankingBin {
  from: number;
  to: number;
  count: number;
}

export interface RankingDistributionLabels {
  /** The y axis: how many batches. */
  batches: string;
  /** The x axis: the figure ranked. */
  figure: string;
  /** A figure as the language writes it. */
  number: (value: number) => string;
}

/**
 * How the ranked figure spreads over the period's closed batches: a column per bin, and the bins
 * holding the marked values (a producer's own batches) drawn in the measured colour.
 */
export function buildRankingDistributionOption(bins: readonly RankingBin[], marked: readonly number[], labels: RankingDistributionLabels): EChartsCoreOption {
  const names = bins.map((b) => `${labels.number(b.from)}–${labels.number(b.to)}`);
  const last = bins.length - 1;
  // Bins run from (included) to (excluded), the last one closed at both ends.
  const holds = (b: RankingBin, i: number) => marked.some((v) => v >= b.from && (v < b.to || (i === last && v <= b.to)));
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 72, containLabel: false },
    xAxis: { type: 'category', data: names, name: labels.figure, nameLocation: 'middle', nameGap: 56, axisLabel: { rotate: 45 } },
    yAxis: { type: 'value', name: labels.batches, minInterval: 1 },
    series: [
      {
        name: labels.batches,
        type: 'bar',
        barCategoryGap: '4%',
        data: bins.map((b, i) => ({ value: b.count, itemStyle: { color: holds(b, i) ? CHART_COLORS.measured : CHART_COLORS.reference } })),
      },
    ],
  };
}
