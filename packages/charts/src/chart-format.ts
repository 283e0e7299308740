import type { EChartsCoreOption } from 'echarts/core';

export type { EChartsCoreOption };

/** What a chart, a table or a report shows where there is no value. */
export const NO_VALUE = '--';

/** A tooltip value with its unit, or '--' where a series has no value. */
export const tooltipValue =
  (format: (value: number) => string, unit: string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || Number.isNaN(value) ? NO_VALUE : `${format(value)} ${unit}`;

/** Where a time axis puts its ticks, given the span it draws: moments in ms. */
export type TimeTicks = (min: number, max: number) => number[];

/**
 * A time axis whose labels and tooltip heading are written by `time` (the app's formatter, on the
 * company's clock) instead of ECharts' own, which writes the browser's clock. With `ticks` and the
 * span of the data, the ticks fall where `ticks` says (the company's round hours and midnights), not
 * on the browser's.
 */
export const timeAxis = (time: (ms: number) => string, ticks?: TimeTicks, span?: readonly number[]) => {
  let [min, max] = [Infinity, -Infinity];
  for (const moment of span ?? []) [min, max] = [Math.min(min, moment), Math.max(max, moment)];
  const values = ticks && min <= max ? ticks(min, max) : undefined;
  return {
    type: 'time' as const,
    axisLabel: { formatter: time, hideOverlap: true, ...(values ? { customValues: values } : {}) },
    ...(values ? { axisTick: { customValues: values } } : {}),
    axisPointer: { label: { formatter: (p: { value: number | string | Date }) => time(+new Date(p.value)) } },
  };
};
