import type { PerformancePoint } from '@plantel/contracts';
import { tooltipValue } from '../chart-format';
import type { EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from './chartColors';
import type { WeightChartLabels } from './buildDailyWeightOption';

/** Weight at each weekly age (7, 14, 21 … days) against the reference, as columns. */
export function buildWeeklyWeightOption(weekly: readonly PerformancePoint[], labels: WeightChartLabels): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, labels.grams) },
    legend: { data: [labels.weight, labels.reference], bottom: 0 },
    grid: { left: 56, right: 16, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: weekly.map((p) => `${labels.week} ${p.age / 7}`) },
    yAxis: { type: 'value', name: labels.grams, axisLabel: { formatter: labels.number } },
    series: [
      { name: labels.weight, type: 'bar', data: weekly.map((p) => Math.round(p.weight)), color: CHART_COLORS.measured },
      { name: labels.reference, type: 'bar', data: weekly.map((p) => (p.ideal_weight === null ? null : Math.round(p.ideal_weight))), color: CHART_COLORS.reference },
    ],
  };
}
