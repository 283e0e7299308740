import type { ClimatePoint } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';
import { IDEAL_BAND_COLOR, LINE_COLOR } from './comfortColors';

export interface ClimateLineLabels {
  series: string;
  unit: string;
  ideal: string;
  time: (iso: string) => string;
  number: (n: number) => string;
}

/** One climate measure over time (hourly means, or every reading of the last 24 h), with the ideal band shaded. */
export function buildClimateLineOption(
  points: readonly ClimatePoint[],
  measure: 'temperature' | 'humidity',
  ideal: { min: number; max: number },
  labels: ClimateLineLabels,
): EChartsCoreOption {
  const shown = points.filter((p) => p[measure] !== null);
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${labels.number(v)} ${labels.unit}` },
    grid: { left: 48, right: 16, top: 24, bottom: 40 },
    xAxis: { type: 'category', data: shown.map((p) => labels.time(p.time)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: labels.unit, scale: true, axisLabel: { formatter: labels.number } },
    series: [
      {
        name: labels.series,
        type: 'line',
        showSymbol: false,
        color: LINE_COLOR,
        data: shown.map((p) => p[measure]),
        markArea: { silent: true, itemStyle: { color: IDEAL_BAND_COLOR }, label: { show: false }, data: [[{ name: labels.ideal, yAxis: ideal.min }, { yAxis: ideal.max }]] },
      },
    ],
  };
}
