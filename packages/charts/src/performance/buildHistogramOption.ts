import type { z } from 'zod';
import type { histogramBandSchema } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';
import { CHART_COLORS } from './chartColors';

type Band = z.infer<typeof histogramBandSchema>;

export interface HistogramLabels {
  birds: string;
  grams: string;
}

/**
 * Birds per 50 g band of the latest weighing, with the ±10 % band around the mean shaded (the
 * birds counted as uniform).
 */
export function buildHistogramOption(bands: readonly Band[], bounds: { low: number; high: number } | null, labels: HistogramLabels): EChartsCoreOption {
  const names = bands.map((b) => `${b.from}–${b.to}`);
  const inside = (b: Band) => bounds !== null && b.to > bounds.low && b.from < bounds.high;
  const first = bands.findIndex(inside);
  const last = bands.findLastIndex(inside);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 64 },
    xAxis: { type: 'category', data: names, name: labels.grams, nameLocation: 'middle', nameGap: 48, axisLabel: { rotate: 45 } },
    yAxis: { type: 'value', name: labels.birds, minInterval: 1 },
    series: [
      {
        name: labels.birds,
        type: 'bar',
        barCategoryGap: '4%',
        data: bands.map((b) => ({ value: b.count, itemStyle: { color: inside(b) ? CHART_COLORS.measured : CHART_COLORS.reference } })),
        markArea:
          first >= 0 ? { silent: true, itemStyle: { color: CHART_COLORS.band }, data: [[{ xAxis: names[first] }, { xAxis: names[last] }]] } : undefined,
      },
    ],
  };
}
