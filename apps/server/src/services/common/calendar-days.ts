import type { Db } from '../../db/database';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import { InvalidInputError } from './errors';
import { zonedInstant } from '../reports/report-periods';
import { DAY_MS, wallClock } from './units';
import { localDay } from '../../shared/wall-time';

/**
 * Every calendar day Plantel shows or accepts is a day of the company's own calendar, in its time
 * zone (the alert thresholds' `time_zone`). See docs/architecture.md, "Calendar days".
 */
export const companyTimeZone = async (db: Db, companyId: number): Promise<string> => (await alertThresholdsOf(db, companyId)).time_zone;

/** A calendar day YYYY-MM-DD moved by `n` days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The moments of the local calendar days `start` to `end` in a time zone, both included: from `start`'s midnight to the last millisecond before the midnight after `end`. */
export function localDayRange(start: string, end: string, timeZone: string): { from: Date; to: Date } {
  return { from: zonedInstant(start, 0, timeZone), to: new Date(zonedInstant(addDays(end, 1), 0, timeZone).getTime() - 1) };
}

/** A query's last day (`end`) may be the company's today, not later. */
export function refuseEndAfterToday(end: string | undefined, today: string): void {
  if (end !== undefined && end > today) throw new InvalidInputError('end', `must not be after today (${today})`, 'querystring');
}

/** How a batch's days of age and the company's calendar days map to each other. */
export interface BatchCalendar {
  /** The local calendar day of the lodging. */
  lodgingDay: string;
  /** The calendar day of a day of age: the day of the lodging plus the days of age since. */
  dateOfAge: (age: number) => string;
  /** The day of age of a calendar day: the one that starts on it. */
  ageOfDate: (date: string) => number;
}

/**
 * Day of age N of a batch lodged at age A on local calendar day L is the calendar day L + (N − A):
 * the day on which it starts, since each day of age starts at the lodging's clock time. Counting
 * calendar days rather than 24-hour spans keeps exactly one calendar day per day of age across a
 * change of UTC offset.
 */
export function batchCalendar(batch: { ageAtLodging: number; openingDate: Date }, timeZone: string): BatchCalendar {
  const lodgingDay = localDay(batch.openingDate, timeZone);
  return {
    lodgingDay,
    dateOfAge: (age) => addDays(lodgingDay, age - batch.ageAtLodging),
    ageOfDate: (date) => batch.ageAtLodging + daysBetween(lodgingDay, date),
  };
}

/**
 * A calendar day of the company at the clock time the batch was lodged: whole days of age. A batch
 * closes on its slaughter day at this moment, and a weighing dated without an hour was taken at it.
 */
export const atLodgingClock = (day: string, openingDate: Date, timeZone: string) =>
  zonedInstant(day, wallClock(openingDate.getTime(), timeZone).hour, timeZone);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A weighing's moment (docs/kpis.md, "The age of a weighing"): a time as sent, compared with the
 * growth table at that exact age; a date alone, that day at the hour the batch was lodged.
 */
export const weighingMoment = (weighedAt: string, openingDate: Date, timeZone: string) =>
  ISO_DATE.test(weighedAt) ? atLodgingClock(weighedAt, openingDate, timeZone) : new Date(weighedAt);
