const HOUR_MS = 3_600_000;

/** The stretch of time a count covers, up to now: the last `amount` hours or days. */
export interface CountPeriod {
  unit: 'hours' | 'days';
  amount: number;
}

/**
 * The period from `since` to `now`, as people say it: whole days from two days up ("last 7 days"),
 * otherwise hours ("last 24 hours"). A few seconds between the server's `since` and the reader's
 * `now` do not change it.
 */
export function countPeriodOf(since: string, now: Date): CountPeriod {
  const hours = Math.max(1, Math.round((now.getTime() - Date.parse(since)) / HOUR_MS));
  return hours >= 48 && hours % 24 === 0 ? { unit: 'days', amount: hours / 24 } : { unit: 'hours', amount: hours };
}

/** The catalogue key of a period ("últimos 7 dias"), worded with `count`. */
export const countPeriodKey = (period: CountPeriod) => (period.unit === 'days' ? 'period.lastDays' : 'period.lastHours');
