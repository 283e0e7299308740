import type { EChartsCoreOption } from 'echarts/core';

export type { EChartsCoreOption };

/** What a chart, a table or a report shows where there is no value. */
export const NO_VALUE = '--';

/** A tooltip value with its unit, or '--' where a series has no value. */
export const tooltipValue =
  (format: (value: number) => string, unit: string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || Number.isNaN(value) ? NO_VALUE : `${format(value)} ${unit}`;

/**
 * A time axis whose labels and tooltip heading are written by `time` (the app's formatter, on the
 * company's clock) instead of ECharts' own, which writes the browser's clock.
 */
export const timeAxis = (time: (ms: number) => string) => ({
  type: 'time' as const,
  axisLabel: { formatter: time, hideOverlap: true },
  axisPointer: { label: { formatter: (p: { value: number | string | Date }) => time(+new Date(p.value)) } },
});
