import type { EChartsCoreOption } from '../chart-format';
import { COMFORT_COLORS, OUT_OF_BAND_COLOR } from './comfortColors';

export interface GaugeScale {
  min: number;
  max: number;
}

/**
 * A dial from `scale.min` to `scale.max` (spec §9: temperature 0–40, humidity 0–100) whose rim is
 * green over the ideal band and red outside it; the needle at the value, none without one.
 */
export function buildGaugeOption(value: number | null, scale: GaugeScale, ideal: { min: number; max: number }, unit: string, format: (n: number) => string): EChartsCoreOption {
  const span = scale.max - scale.min;
  const at = (n: number) => Math.min(Math.max((n - scale.min) / span, 0), 1);
  return {
    animation: false,
    series: [
      {
        type: 'gauge',
        min: scale.min,
        max: scale.max,
        radius: '95%',
        axisLine: {
          lineStyle: {
            width: 14,
            color: [
              [at(ideal.min), OUT_OF_BAND_COLOR],
              [at(ideal.max), COMFORT_COLORS[0]],
              [1, OUT_OF_BAND_COLOR],
            ],
          },
        },
        pointer: { show: value !== null, width: 5 },
        axisTick: { distance: -14, length: 6 },
        splitLine: { distance: -14, length: 14 },
        axisLabel: { distance: 18, fontSize: 10, formatter: (n: number) => format(n) },
        detail: { valueAnimation: false, fontSize: 20, offsetCenter: [0, '70%'], formatter: () => (value === null ? '--' : `${format(value)} ${unit}`) },
        data: [{ value: value ?? scale.min }],
      },
    ],
  };
}
