/** Why a start/end period cannot be applied, as a translation key under `dateRange`. */
export type PeriodProblem = 'startMissing' | 'endMissing' | 'endAfterToday' | 'startAfterEnd';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input value, in local time (YYYY-MM-DDTHH:mm). */
export function toLocalInput(date: Date): string {
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone (the company's, for the days of its farms), YYYY-MM-DD. */
export function dayInTimeZone(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The moment a time zone's wall clock shows midnight starting a calendar day (YYYY-MM-DD), as an ISO time. */
export function startOfDayIn(day: string, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    clockFormats.set(timeZone, format);
  }
  const clock = format;
  /** The wall clock's reading at a moment, read back as if it were UTC. */
  const wall = (time: number) => {
    const p = Object.fromEntries(clock.formatToParts(time).map((part) => [part.type, Number(part.value)])) as Record<string, number>;
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  };
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let at = midnight - (wall(midnight) - midnight);
  // Near a change of UTC offset the offset at the guess may not be the one at the answer.
  at = midnight - (wall(at) - at);
  return new Date(at).toISOString();
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

