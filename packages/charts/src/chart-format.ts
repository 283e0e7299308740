import type { EChartsCoreOption } from 'echarts/core';

export type { EChartsCoreOption };

/** What a chart, a table or a report shows where there is no value. */
export const NO_VALUE = '--';

/** A tooltip value with its unit, or '--' where a series has no value. */
export const tooltipValue =
  (format: (value: number) => string, unit: string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || Number.isNaN(value) ? NO_VALUE : `${format(value)} ${unit}`;
