import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertThresholdsSchema } from '@plantel/contracts';
import { apiClient } from './api-client';
import { dayInTimeZone, isoDay, startOfDayIn } from './period';

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

/** The company's calendar: the day of a moment and the moment a day starts (the browser's until the thresholds are in). */
export function useCompanyCalendar() {
  const timeZone = useQuery(alertThresholdsQuery).data?.time_zone;
  return {
    timeZone,
    dayOf: (moment: Date): string => (timeZone ? dayInTimeZone(moment, timeZone) : isoDay(moment)),
    startOfDay: (day: string): string => (timeZone ? startOfDayIn(day, timeZone) : new Date(`${day}T00:00:00`).toISOString()),
  };
}
