import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertThresholdsSchema } from '@plantel/contracts';
import { apiClient } from './api-client';
import { dayInTimeZone, isoDay, momentOfWallClock, startOfDayIn, wallClockInput } from './period';

/** GET /v2/alerts/thresholds: the company's thresholds (anyone signed in), which carry its time zone. */
export const alertThresholdsQuery = queryOptions({
  queryKey: ['alert-thresholds'] as const,
  queryFn: ({ signal }) => apiClient('/v2/alerts/thresholds', { schema: alertThresholdsSchema, signal }),
});

/**
 * Today on the company's calendar (its time zone, the thresholds' `time_zone`): every day the server
 * accepts or answers is a day of it. The browser's own day until the thresholds are in.
 */
export function useCompanyToday(now: Date = new Date()): string {
  return useCompanyCalendar().dayOf(now);
}

/**
 * The company's calendar and wall clock: the day of a moment, the moment a day starts, and a moment as
 * a date-time input shows it and back (the browser's until the thresholds are in; `ready` once they are
 * in or could not be had).
 */
export function useCompanyCalendar() {
  const thresholds = useQuery(alertThresholdsQuery);
  const timeZone = thresholds.data?.time_zone;
  return {
    timeZone,
    ready: !thresholds.isPending,
    inputOf: (moment: Date): string => wallClockInput(moment, timeZone),
    momentOf: (input: string): Date => momentOfWallClock(input, timeZone),
    dayOf: (moment: Date): string => (timeZone ? dayInTimeZone(moment, timeZone) : isoDay(moment)),
    startOfDay: (day: string): string => (timeZone ? startOfDayIn(day, timeZone) : new Date(`${day}T00:00:00`).toISOString()),
  };
}
