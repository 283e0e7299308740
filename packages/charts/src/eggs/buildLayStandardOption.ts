import type { LayStandardWeek } from '@plantel/contracts';
import { tooltipValue, type EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from '../performance/chartColors';

export interface LayStandardCurveLabels {
  henDay: string;
  eggWeight: string;
  week: string;
  percent: string;
  grams: string;
  /** Numbers written the user's way. */
  number: (value: number) => string;
}

/**
 * A breed standard as its manual draws it: hen-day production (%) by week of life, and the egg
 * weight (g) on its own axis. A week the manual leaves blank is a gap, not a zero.
 */
export function buildLayStandardOption(rows: readonly LayStandardWeek[], labels: LayStandardCurveLabels): EChartsCoreOption {
  const series = [
    { name: labels.henDay, type: 'line', yAxisIndex: 0, data: rows.map((r) => r.hen_day_percent), color: CHART_COLORS.reference, symbol: 'none', connectNulls: false },
    ...(rows.some((r) => r.egg_weight !== null)
      ? [{ name: labels.eggWeight, type: 'line', yAxisIndex: 1, data: rows.map((r) => r.egg_weight), color: CHART_COLORS.weekly, symbol: 'none', lineStyle: { type: 'dashed' }, connectNulls: false }]
      : []),
  ];
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, '') },
    legend: { data: series.map((s) => s.name), bottom: 0 },
    grid: { left: 48, right: 48, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: rows.map((r) => String(r.week)), name: labels.week, nameLocation: 'middle', nameGap: 28 },
    yAxis: [
      { type: 'value', name: labels.percent, min: 0, max: 100, axisLabel: { formatter: labels.number } },
      { type: 'value', name: labels.grams, scale: true, splitLine: { show: false }, axisLabel: { formatter: labels.number } },
    ],
    series,
  };
}
