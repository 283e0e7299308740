import type { ClimatePoint } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';
import { IDEAL_BAND_COLOR, LINE_COLOR } from './comfortColors';
import type { IdealBandStep } from './idealBandSteps';

export interface ClimateLineLabels {
  series: string;
  unit: string;
  ideal: string;
  /** A moment, in full (the tooltip). */
  time: (iso: string) => string;
  /** A tick of the time axis; the moment in full when not given. */
  tick?: (iso: string) => string;
  number: (n: number) => string;
}

/** The points a climate line draws: the moments that have the measure. */
export const climatePointsOf = (points: readonly ClimatePoint[], measure: 'temperature' | 'humidity') => points.filter((p) => p[measure] !== null);

/** A silence longer than this many of the usual intervals between points breaks the line. */
const GAP_FACTOR = 3;

/** [time, value] pairs on a time axis, with a break (null) where the readings stop for a while. */
function lineWithGaps(times: readonly number[], values: readonly (number | null)[]): [number, number | null][] {
  const steps = times.slice(1).map((t, i) => t - times[i]!).sort((a, b) => a - b);
  const usual = steps[Math.floor(steps.length / 2)];
  return times.flatMap((t, i): [number, number | null][] => {
    const before = times[i - 1];
    const gap = usual !== undefined && usual > 0 && before !== undefined && t - before > GAP_FACTOR * usual;
    return gap ? [[(before + t) / 2, null], [t, values[i]!]] : [[t, values[i]!]];
  });
}

/**
 * One climate measure over time (hourly means, or every reading of the last 24 h) on a time axis, so
 * an hour without readings takes its hour's room and breaks the line, with the ideal band shaded step
 * by step (`idealBandSteps` of the same points): each step spans its day's points up to the next
 * day's first one, so the band has no gaps.
 */
export function buildClimateLineOption(
  points: readonly ClimatePoint[],
  measure: 'temperature' | 'humidity',
  ideal: readonly IdealBandStep[],
  labels: ClimateLineLabels,
): EChartsCoreOption {
  const shown = climatePointsOf(points, measure);
  const times = shown.map((p) => Date.parse(p.time));
  return {
    animation: false,
    tooltip: {
      trigger: 'axis',
      formatter: (params: { axisValue: number; marker: string; value: [number, number | null] }[]) => {
        const [first] = params;
        if (!first || first.value[1] === null) return '';
        return `${labels.time(new Date(first.axisValue).toISOString())}<br/>${first.marker} ${labels.series}: ${labels.number(first.value[1])} ${labels.unit}`;
      },
    },
    grid: { left: 48, right: 16, top: 24, bottom: 40 },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: (moment: number) => (labels.tick ?? labels.time)(new Date(moment).toISOString()) } },
    yAxis: { type: 'value', name: labels.unit, scale: true, axisLabel: { formatter: labels.number } },
    series: [
      {
        name: labels.series,
        type: 'line',
        showSymbol: false,
        color: LINE_COLOR,
        connectNulls: false,
        data: lineWithGaps(times, shown.map((p) => p[measure])),
        markArea: {
          silent: true,
          itemStyle: { color: IDEAL_BAND_COLOR },
          label: { show: false },
          data: ideal.map((step, i) => [
            { name: labels.ideal, xAxis: times[step.first], yAxis: step.min },
            { xAxis: times[ideal[i + 1]?.first ?? step.last], yAxis: step.max },
          ]),
        },
      },
    ],
  };
}
