/**
 * Raw readings are kept by whole calendar months (UTC, the months the reading tables are
 * partitioned by): with a retention of N months, the current month and the N before it are kept,
 * and a reading taken before the first of those is expired (docs/retention.md).
 */
import { CLOCK_SKEW_MS, DAY_MS, TELEMETRY_WINDOW_DAYS } from '../common/units';

/** Plantel's default: two years of raw readings (docs/retention.md says why). */
export const DEFAULT_RETENTION_MONTHS = 24;
/** Above the telemetry window (90 days): a reading that can still be accepted is never in an expired month. */
export const MIN_RETENTION_MONTHS = 4;
export const MAX_RETENTION_MONTHS = 120;
/** Month partitions created ahead of the current one. */
export const MONTHS_AHEAD = 2;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The first instant of the earliest month still kept: readings before it are expired. */
export function retentionCutoff(now: Date, months: number): Date {
  return monthStart(now.getUTCFullYear(), now.getUTCMonth() - months);
}

/** `YYYY-MM-01` of the month `offset` months from `now`'s (UTC). */
export function monthOf(now: Date, offset = 0): string {
  return monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset).toISOString().slice(0, 10);
}

/** The first instant after the month that starts on `month` (`YYYY-MM-01`). */
export function monthEnd(month: string): Date {
  const start = new Date(`${month}T00:00:00Z`);
  return monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
}

/**
 * The earliest device time a telemetry receipt may still be needed for: a reading is accepted only
 * when taken within TELEMETRY_WINDOW_DAYS, so a retry of an older message is refused before its receipt
 * is looked for; the skew and one more day cover clocks of the copies that disagree. A receipt month
 * that ends at or before this instant is dropped.
 */
export const receiptsKeptSince = (now: Date) => new Date(now.getTime() - TELEMETRY_WINDOW_DAYS * DAY_MS - CLOCK_SKEW_MS - DAY_MS);
