import type { PerformancePoint } from '@plantel/contracts';
import { tooltipValue } from '../chart-format';
import type { EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from './chartColors';

/** Spec §9: the daily chart shows the last 14 days. */
export const DAILY_CHART_DAYS = 14;

export interface WeightChartLabels {
  weight: string;
  reference: string;
  age: string;
  grams: string;
  week: string;
  /** Numbers written the user's way (1.600 in pt-BR, 1,600 in en). */
  number: (value: number) => string;
}

/**
 * Daily weight of the last 14 days weighed against the reference, with a vertical marker on each
 * weekly age (divisible by 7).
 */
export function buildDailyWeightOption(points: readonly PerformancePoint[], labels: WeightChartLabels): EChartsCoreOption {
  const recent = points.slice(-DAILY_CHART_DAYS);
  const ages = recent.map((p) => String(p.age));
  const weekly = recent.filter((p) => p.age > 0 && p.age % 7 === 0);
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, labels.grams) },
    legend: { data: [labels.weight, labels.reference], bottom: 0 },
    grid: { left: 56, right: 16, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: ages, name: labels.age, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: labels.grams, scale: true, axisLabel: { formatter: labels.number } },
    series: [
      {
        name: labels.weight,
        type: 'line',
        data: recent.map((p) => Math.round(p.weight)),
        color: CHART_COLORS.measured,
        symbolSize: 6,
        markLine: {
          symbol: 'none',
          label: { formatter: (p: { value: string }) => `${labels.week} ${Number(p.value) / 7}` },
          lineStyle: { color: CHART_COLORS.weekly, type: 'dotted' },
          data: weekly.map((p) => ({ xAxis: String(p.age) })),
        },
      },
      {
        name: labels.reference,
        type: 'line',
        data: recent.map((p) => (p.ideal_weight === null ? null : Math.round(p.ideal_weight))),
        color: CHART_COLORS.reference,
        lineStyle: { type: 'dashed' },
        symbol: 'none',
      },
    ],
  };
}
