import { NO_VALUE } from './format';

/** A tooltip value with its unit, or '--' where a series has no value. */
export const tooltipValue =
  (format: (value: number) => string, unit: string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || Number.isNaN(value) ? NO_VALUE : `${format(value)} ${unit}`;
