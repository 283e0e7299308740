import { DAY_MS, HOUR_MS, utcDay } from '../common/units';

/** A moment's calendar fields on the wall in a time zone, read back as if they were UTC. */
function wallAsUtc(time: number, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(time)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (time % 1000);
}

/** The moment a local date (YYYY-MM-DD) shows `hour`:00 on the wall in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  let at = wall - (wallAsUtc(wall, timeZone) - wall);
  // Near a change of daylight saving time the offset at the guess may not be the offset at the answer.
  at = wall - (wallAsUtc(at, timeZone) - at);
  return new Date(at);
}

export interface Occurrence {
  /** The local date of the occurrence: one e-mail per schedule and period. */
  period: string;
  at: Date;
}

/**
 * The latest moment at or before `now` that is `weekday` (0 Sunday) at `hour`:00 in the time zone:
 * the week's occurrence a schedule owes, never more than 7 days old.
 */
export function latestOccurrence(now: Date, timeZone: string, weekday: number, hour: number): Occurrence {
  const wall = wallAsUtc(now.getTime(), timeZone);
  const today = wall - (wall % DAY_MS);
  let back = (new Date(today).getUTCDay() - weekday + 7) % 7;
  if (back === 0 && wall - today < hour * HOUR_MS) back = 7;
  const period = utcDay(today - back * DAY_MS);
  return { period, at: zonedInstant(period, hour, timeZone) };
}

/** The local date `now` falls on in the time zone. */
export const localDate = (now: Date, timeZone: string) => utcDay(wallAsUtc(now.getTime(), timeZone));

/** The seven local dates a weekly report covers, ending with the period: first and last. */
export function weekOf(period: string): { from: string; to: string } {
  return { from: utcDay(Date.parse(`${period}T00:00:00Z`) - 6 * DAY_MS), to: period };
}
