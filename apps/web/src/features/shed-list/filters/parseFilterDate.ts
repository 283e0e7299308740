import { isValid, parseISO } from 'date-fns';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter value as the server takes it (`2025-03-01`), or null when it is not a real date. */
export function normalizeFilterDate(text: string): string | null {
  const trimmed = text.trim();
  return CALENDAR_DATE.test(trimmed) && isValid(parseISO(trimmed)) ? trimmed : null;
}
