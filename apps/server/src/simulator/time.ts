import { offsetAt } from '../shared/wall-time';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * Hour of the day on the wall clock of the company's time zone, 0 ≤ h < 24, with its fraction: day
 * and night, working hours and feeding follow it.
 */
export function localHour(time: number, timeZone: string): number {
  const h = ((time + offsetAt(time, timeZone)) / HOUR_MS) % 24;
  return h < 0 ? h + 24 : h;
}

/**
 * The company's calendar date 'YYYY-MM-DD' of a moment, in its time zone, for date columns.
 * Every calendar day is the company's local day (docs/architecture.md, "Calendar days").
 */
export function isoDate(time: number, timeZone: string): string {
  return new Date(time + offsetAt(time, timeZone)).toISOString().slice(0, 10);
}

export const floorTo = (time: number, step: number) => Math.floor(time / step) * step;
export const ceilTo = (time: number, step: number) => Math.ceil(time / step) * step;

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
