/** Why a start/end period cannot be applied, as a translation key under `dateRange`. */
export type PeriodProblem = 'startMissing' | 'endMissing' | 'endAfterToday' | 'startAfterEnd';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input value, in local time (YYYY-MM-DDTHH:mm). */
export function toLocalInput(date: Date): string {
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d - days));
}

/** Spec §5 date filters: the end is not after today and the start not after the end. */
export function checkPeriod(start: string, end: string, today: string): { field: 'start' | 'end'; problem: PeriodProblem } | null {
  if (!start) return { field: 'start', problem: 'startMissing' };
  if (!end) return { field: 'end', problem: 'endMissing' };
  if (end > today) return { field: 'end', problem: 'endAfterToday' };
  if (start > end) return { field: 'start', problem: 'startAfterEnd' };
  return null;
}

