import { OCCUPATION_HISTORY_DAYS } from '@plantel/contracts';

/** The last N days, or the calendar days start to end (YYYY-MM-DD, both included). */
export type PeriodFilter = { kind: 'days'; days: number } | { kind: 'period'; start: string; end: string };

export const DEFAULT_OCCUPATION_FILTER: PeriodFilter = { kind: 'days', days: OCCUPATION_HISTORY_DAYS.default };

/** Why a last-days filter cannot be applied, as a translation key under `nutrition.filter` (null when it can). */
export type DaysProblem = 'daysMin' | 'daysMax' | 'daysWhole';

/** Spec §5: the last-days input is at least 1 (a period is checked by checkPeriod). */
export function checkDays(value: string): DaysProblem | null {
  const days = Number(value);
  if (value.trim() === '' || !Number.isFinite(days)) return 'daysMin';
  if (!Number.isInteger(days)) return 'daysWhole';
  if (days < OCCUPATION_HISTORY_DAYS.min) return 'daysMin';
  if (days > OCCUPATION_HISTORY_DAYS.max) return 'daysMax';
  return null;
}

export function toQuery(filter: PeriodFilter): Record<string, string> {
  return filter.kind === 'days' ? { days: String(filter.days) } : { start: filter.start, end: filter.end };
}
