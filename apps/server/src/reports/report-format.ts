import { NO_VALUE } from '@plantel/charts';
import type { AlertLanguage } from '@plantel/contracts';

/** Fills `{{name}}` placeholders of a catalog text. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Numbers, dates and times the way the reader writes them (dates dd/MM/yyyy HH:mm, spec §9), in the company's time zone. */
export function reportFormatters(lang: AlertLanguage, timeZone: string) {
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = numberFormats.get(decimals);
    if (!format) numberFormats.set(decimals, (format = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
    return format;
  };
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const pieces = (value: string | Date) => {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return null;
    return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value])) as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
  };
  return {
    number: (value: number | null, decimals = 0) => (value === null || !Number.isFinite(value) ? NO_VALUE : numberFormat(decimals).format(value)),
    dateTime: (value: string | Date) => {
      const p = pieces(value);
      return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : NO_VALUE;
    },
    date: (value: string | Date) => {
      const p = pieces(value);
      return p ? `${p.day}/${p.month}/${p.year}` : NO_VALUE;
    },
    dayMonth: (value: string | Date) => {
      const p = pieces(value);
      return p ? `${p.day}/${p.month}` : NO_VALUE;
    },
  };
}

export type ReportFormatters = ReturnType<typeof reportFormatters>;
