export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Clocks of phones and farm PCs drift; a time this far ahead still counts as now. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/**
 * How far back a telemetry reading may be taken: its receipt, which makes a retried message a
 * duplicate, is kept until its device-time month has fallen out of this window (receiptsKeptSince,
 * jobs/reading-partitions.job.ts), so no reading that can still be accepted is ever written twice.
 */
export const TELEMETRY_WINDOW_DAYS = 90;

/** A figure rounded to `decimals` places for an answer; null stays null. */
export function roundTo<T extends number | null>(n: T, decimals: number): T {
  return (n === null ? null : Math.round(n * 10 ** decimals) / 10 ** decimals) as T;
}

/**
 * The UTC calendar day of a moment, YYYY-MM-DD: only for arithmetic on days held as UTC midnights
 * (report-periods.ts). A day anyone sees or picks is the company's local day (calendar-days.ts).
 */
export const utcDay = (time: number | Date) => new Date(time).toISOString().slice(0, 10);

/** A moment's clock on the wall in a time zone: the hour of the day (with its fraction) and when that day began. */
export function wallClock(time: number, timeZone: string): { hour: number; dayStart: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(time)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + (time % 1000);
  return { hour: sinceMidnight / HOUR_MS, dayStart: time - sinceMidnight };
}

/** Whole days of age at `at` (epoch ms) of a batch lodged at `ageAtLodging` days on `openingDate`. */
export const dayOfAge = (batch: { ageAtLodging: number; openingDate: Date }, at: number) => batch.ageAtLodging + Math.floor((at - batch.openingDate.getTime()) / DAY_MS);
