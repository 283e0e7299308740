import { format, formatDistance, isValid, parseISO, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@plantel/charts';
import { currentLanguage, type Language } from './i18n';

/** Spec §9: how dates are shown. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
/** Shown instead of a value that cannot be read. */
export { NO_VALUE };

/** Each language's date-fns locale: month names, first day of the week, its own date order. */
export const DATE_LOCALES: Record<Language, Locale> = { 'pt-BR': ptBR, en: enUS, es };

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** A date as dd/MM/yyyy HH:mm (or `pattern`) in local time; '--' when it cannot be read. */
export function formatDateTime(value: DateInput, pattern: string = DATE_TIME_FORMAT, language?: string): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: DATE_LOCALES[currentLanguage(language)] }) : NO_VALUE;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the wall clock of a time zone (the company's) shows it, dd/MM/yyyy HH:mm or `pattern`;
 * in the browser's own time when the zone is not known yet; '--' when it cannot be read.
 */
export function formatDateTimeIn(value: DateInput, timeZone: string | undefined, pattern: string = DATE_TIME_FORMAT, language?: string): string {
  const date = toDate(value);
  if (!date || !timeZone) return formatDateTime(date, pattern, language);
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(timeZone, clock);
  }
  const p = Object.fromEntries(clock.formatToParts(date).map((part) => [part.type, Number(part.value)])) as Record<string, number>;
  return formatDateTime(new Date(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!), pattern, language);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number rounded to `decimals` places, written the way the language writes numbers; '--' when not a number.
 * Thousands are always grouped: Spanish would otherwise leave 4-digit numbers bare ("9330 kg" beside "17.500 kg").
 */
export function formatNumber(value: number | string | null | undefined, decimals: number, language?: string): string {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  if (!Number.isFinite(number)) return NO_VALUE;
  const lang = currentLanguage(language);
  const key = `${lang}:${decimals}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' });
    numberFormats.set(key, formatter);
  }
  return formatter.format(number);
}

/** How far a date is from `now`, in words: "em 3 dias", "in 3 days", "hace 2 horas"; '--' when unreadable. */
export function formatRelativeToNow(value: DateInput, language?: string, now: Date = new Date()): string {
  const date = toDate(value);
  return date ? formatDistance(date, now, { addSuffix: true, locale: DATE_LOCALES[currentLanguage(language)] }) : NO_VALUE;
}

/** The formatters bound to the interface language (re-rendering when it changes). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      dateTime: (value: DateInput, pattern?: string) => formatDateTime(value, pattern, language),
      /** In a time zone's wall-clock time (the company's, for readings of its farms). */
      dateTimeIn: (value: DateInput, timeZone: string | undefined, pattern?: string) => formatDateTimeIn(value, timeZone, pattern, language),
      number: (value: number | string | null | undefined, decimals: number) => formatNumber(value, decimals, language),
      relative: (value: DateInput, now?: Date) => formatRelativeToNow(value, language, now),
    }),
    [language],
  );
}
