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

/** A time zone's wall clock at a moment, read back as if it were UTC (milliseconds). */
function wallClockOf(time: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    clockFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, Number(part.value)])) as Record<string, number>;
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/**
 * A moment as a datetime-local input value (YYYY-MM-DDTHH:mm) on a time zone's wall clock (the
 * company's, for what happened on its farms); the browser's wall clock when no zone is given.
 */
export function wallClockInput(date: Date, timeZone?: string): string {
  if (!timeZone) return toLocalInput(date);
  return new Date(wallClockOf(date.getTime(), timeZone)).toISOString().slice(0, 'yyyy-MM-ddTHH:mm'.length);
}

/**
 * The moment a time zone's wall clock shows a datetime-local value (YYYY-MM-DDTHH:mm[:ss]); read on
 * the browser's wall clock when no zone is given. An invalid date when the value is not one.
 */
export function momentOfWallClock(value: string, timeZone?: string): Date {
  if (!timeZone) return new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return new Date(Number.NaN);
  const asUtc = Date.parse(`${value}Z`);
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  let at = asUtc - (wallClockOf(asUtc, timeZone) - asUtc);
  // Near a change of UTC offset the offset at the guess may not be the one at the answer.
  at = asUtc - (wallClockOf(at, timeZone) - at);
  return new Date(at);
}

/** The moment a time zone's wall clock shows midnight starting a calendar day (YYYY-MM-DD), as an ISO time. */
export function startOfDayIn(day: string, timeZone: string): string {
  return momentOfWallClock(`${day}T00:00`, timeZone).toISOString();
}

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d - days));
}
