import { OCCUPATION_HISTORY_DAYS } from '@plantel/contracts';

/** The last N days, or the calendar days start to end (YYYY-MM-DD, both included). */
export type PeriodFilter = { kind: 'days'; days: number } | { kind: 'period'; start: string; end: string };

export const DEFAULT_OCCUPATION_FILTER: PeriodFilter = { kind: 'days', days: OCCUPATION_HISTORY_DAYS.default };

export function toQuery(filter: PeriodFilter): Record<string, string> {
  return filter.kind === 'days' ? { days: String(filter.days) } : { start: filter.start, end: filter.end };
}
