import { addDays, isValid, parseISO } from 'date-fns';

/** Spec §9: a batch is assumed to last 50 days when the dashboard's range end is chosen. */
export const ASSUMED_BATCH_LENGTH_DAYS = 50;

export type DateInput = Date | string | number | null | undefined;

/** A dashboard's time range in epoch milliseconds. */
export interface DashboardTimeRange {
  from: number;
  to: number;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * The batch's time range: from its opening to its closing when it is closed; while it is open, to
 * opening + 50 days (spec §9), or to `now` for a batch open longer than that (breeders and laying
 * hens stay for months: the range must not end before today). No opening date: no range, and the
 * dashboard keeps its own default.
 */
export function dashboardTimeRange(openingDate: DateInput, closingDate: DateInput, now: Date | number): DashboardTimeRange | null {
  const opening = toDate(openingDate);
  if (!opening) return null;
  const from = opening.getTime();
  const closing = toDate(closingDate);
  if (closing && closing.getTime() >= from) return { from, to: closing.getTime() };
  const assumedEnd = addDays(opening, ASSUMED_BATCH_LENGTH_DAYS).getTime();
  return { from, to: Math.max(assumedEnd, new Date(now).getTime()) };
}
