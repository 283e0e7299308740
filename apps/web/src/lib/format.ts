import { tz } from '@date-fns/tz';
import { addDays, addHours, format, formatDistance, isValid, parseISO, startOfDay, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@plantel/charts';
import { currentLanguage, type Language } from './i18n';

/** Spec §9: how dates are shown. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
/** Shown instead of a value that cannot be read. */
export { NO_VALUE };

/**
 * Each language's date-fns locale: month names, first day of the week, its own date order. English
 * writes day, month, year as the other two do (and as spec §9 writes dates), never 09/12 for 12 September.
 */
export const DATE_LOCALES: Record<Language, Locale> = { 'pt-BR': ptBR, en: enGB, es };

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** An ISO text that names a moment (a time with Z or a UTC offset), not a calendar day or a bare wall clock. */
const MOMENT_TEXT = /T.*(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * A date as dd/MM/yyyy HH:mm (or `pattern`); '--' when it cannot be read. A moment (a Date, a
 * timestamp, an ISO time with Z or an offset) is shown on `timeZone`'s wall clock (the company's),
 * or the browser's when none is given; a calendar day (YYYY-MM-DD) or a time without an offset is
 * shown as written, never shifted.
 */
export function formatDateTime(value: DateInput, pattern: string = DATE_TIME_FORMAT, language?: string, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return NO_VALUE;
  const moment = typeof value !== 'string' || MOMENT_TEXT.test(value);
  return format(date, pattern, { locale: DATE_LOCALES[currentLanguage(language)], ...(timeZone && moment ? { in: tz(timeZone) } : {}) });
}

/** The steps a time axis may take between ticks, hours: the first that gives at most `most` ticks. */
const TICK_STEPS_HOURS = [1, 2, 3, 6, 12, 24, 48, 72, 168];

/**
 * Ticks for a time axis from `min` to `max` (ms) on `timeZone`'s wall clock: at round hours of a
 * day (every 1, 2, 3, 6 or 12 h from midnight) or at midnights (every 1, 2, 3 or 7 days), so a
 * company in São Paulo sees 00:00 and 06:00 of its own day whatever the browser's zone.
 */
export function clockTicks(min: number, max: number, timeZone?: string, most = 6): number[] {
  if (!(max >= min)) return [];
  const spanHours = (max - min) / 3_600_000;
  const step = TICK_STEPS_HOURS.find((hours) => spanHours / hours <= most) ?? 168 * Math.ceil(spanHours / most / 168);
  const clock = timeZone ? { in: tz(timeZone) } : {};
  const hoursOfDay = step >= 24 ? [0] : Array.from({ length: 24 / step }, (_, i) => i * step);
  const ticks: number[] = [];
  for (let day = startOfDay(min, clock); +day <= max; day = addDays(day, Math.max(1, step / 24), clock)) {
    for (const hour of hoursOfDay) {
      const tick = +addHours(day, hour, clock);
      if (tick >= min && tick <= max) ticks.push(tick);
    }
  }
  return ticks;
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents as the language writes money (R$ 13.415,23; R$13,415.23); '--' when not a number.
 * Settlement amounts are Brazilian reais. `decimals` widens it for prices that carry fractions of a cent.
 */
/** A range of two figures as the screens write it, "2.730–2.990", each end written by `number`; null without both ends. */
export function rangeText(low: number | null, high: number | null, number: (value: number) => string): string | null {
  return low === null || high === null ? null : `${number(low)}–${number(high)}`;
}

export function formatMoney(cents: number | null | undefined, language?: string, decimals = 2): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return NO_VALUE;
  const key = `${currentLanguage(language)}:${decimals}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currentLanguage(language), { style: 'currency', currency: 'BRL', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    moneyFormats.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** How far a date is from `now`, in words: "em 3 dias", "in 3 days", "hace 2 horas"; '--' when unreadable. */
export function formatRelativeToNow(value: DateInput, language?: string, now: Date = new Date()): string {
  const date = toDate(value);
  return date ? formatDistance(date, now, { addSuffix: true, locale: DATE_LOCALES[currentLanguage(language)] }) : NO_VALUE;
}

/**
 * The company's IANA time zone, on whose clock every moment is shown (CompanyClockProvider gives it
 * once for the signed-in screens); none means the browser's clock.
 */
export const CompanyTimeZoneContext = createContext<string | undefined>(undefined);

/** The formatters bound to the interface language and the company's clock (re-rendering when either changes). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const timeZone = useContext(CompanyTimeZoneContext);
  return useMemo(
    () => ({
      dateTime: (value: DateInput, pattern?: string) => formatDateTime(value, pattern, language, timeZone),
      number: (value: number | string | null | undefined, decimals: number) => formatNumber(value, decimals, language),
      relative: (value: DateInput, now?: Date) => formatRelativeToNow(value, language, now),
      timeTicks: (min: number, max: number) => clockTicks(min, max, timeZone),
      money: (cents: number | null | undefined, decimals?: number) => formatMoney(cents, language, decimals),
    }),
    [language, timeZone],
  );
}
