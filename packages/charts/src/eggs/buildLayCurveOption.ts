import type { LayWeekFigures } from '@plantel/contracts';
import { tooltipValue, type EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from '../performance/chartColors';

export interface LayCurveLabels {
  henDay: string;
  hatching: string;
  /** The breed standard's hen-day %, drawn when the flock has one. */
  standard: string;
  week: string;
  percent: string;
  /** Numbers written the user's way. */
  number: (value: number) => string;
}

/**
 * The lay curve: hen-day production by week of life against the breed standard's (when one is
 * loaded), and for breeders the hatching eggs' share, all in %. Weeks without a figure leave a gap
 * rather than a false zero.
 */
export function buildLayCurveOption(weeks: readonly LayWeekFigures[], labels: LayCurveLabels, { hatching }: { hatching: boolean }): EChartsCoreOption {
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const series = [
    { name: labels.henDay, type: 'line', data: weeks.map((w) => round(w.hen_day_percent)), color: CHART_COLORS.measured, symbolSize: 6, connectNulls: false },
    ...(weeks.some((w) => w.standard_hen_day_percent !== null)
      ? [{ name: labels.standard, type: 'line', data: weeks.map((w) => round(w.standard_hen_day_percent)), color: CHART_COLORS.reference, symbol: 'none', lineStyle: { type: 'dotted', width: 2 } }]
      : []),
    ...(hatching ? [{ name: labels.hatching, type: 'line', data: weeks.map((w) => round(w.hatching_percent)), color: CHART_COLORS.weekly, symbolSize: 5, lineStyle: { type: 'dashed' } }] : []),
  ];
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, labels.percent) },
    legend: { data: series.map((s) => s.name), bottom: 0 },
    // Room below the week axis for a legend that wraps on a phone.
    grid: { left: 48, right: 16, top: 24, bottom: series.length > 2 ? 84 : 56 },
    xAxis: { type: 'category', data: weeks.map((w) => String(w.week)), name: labels.week, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: labels.percent, min: 0, max: 100, axisLabel: { formatter: labels.number } },
    series,
  };
}
