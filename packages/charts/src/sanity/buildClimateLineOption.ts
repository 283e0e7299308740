import type { ClimatePoint } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';
import { IDEAL_BAND_COLOR, LINE_COLOR } from './comfortColors';
import type { IdealBandStep } from './idealBandSteps';

export interface ClimateLineLabels {
  series: string;
  unit: string;
  ideal: string;
  time: (iso: string) => string;
  number: (n: number) => string;
}

/** The points a climate line draws: the moments that have the measure. */
export const climatePointsOf = (points: readonly ClimatePoint[], measure: 'temperature' | 'humidity') => points.filter((p) => p[measure] !== null);

/**
 * One climate measure over time (hourly means, or every reading of the last 24 h), with the ideal
 * band shaded step by step (`idealBandSteps` of the same points): each step spans its day's points
 * up to the next day's first one, so the band has no gaps.
 */
export function buildClimateLineOption(
  points: readonly ClimatePoint[],
  measure: 'temperature' | 'humidity',
  ideal: readonly IdealBandStep[],
  labels: ClimateLineLabels,
): EChartsCoreOption {
  const shown = climatePointsOf(points, measure);
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
        markArea: {
          silent: true,
          itemStyle: { color: IDEAL_BAND_COLOR },
          label: { show: false },
          data: ideal.map((step, i) => [
            { name: labels.ideal, xAxis: step.first, yAxis: step.min },
            { xAxis: ideal[i + 1]?.first ?? step.last, yAxis: step.max },
          ]),
        },
      },
    ],
  };
}
