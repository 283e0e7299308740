import { NO_VALUE } from '@plantel/charts';
import type { AlertLanguage } from '@plantel/contracts';
import { wallTimeOf, wallTimeText } from '../../shared/wall-time';

const two = (n: number) => String(n).padStart(2, '0');

/** Money is Brazilian reais whatever the language: the contracts' prices are. */
export const CURRENCY = 'BRL';

/** Numbers the way the reader writes them; dates as spec §9 writes them (dd/MM/yyyy HH:mm), on the company's clock. */
export function reportFormatters(lang: AlertLanguage, timeZone: string) {
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = numberFormats.get(decimals);
    if (!format) numberFormats.set(decimals, (format = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
    return format;
  };
  // R$ in every language (Spanish would otherwise write BRL).
  const moneyFormat = new Intl.NumberFormat(lang, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' });
  const moment = (value: string | Date) => {
    const date = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    /** An amount in cents, as money. */
    money: (cents: number) => moneyFormat.format(cents / 100),
    number: (value: number | null, decimals = 0) => (value === null || !Number.isFinite(value) ? NO_VALUE : numberFormat(decimals).format(value)),
    dateTime: (value: string | Date) => {
      const date = moment(value);
      return date ? wallTimeText(date, timeZone) : NO_VALUE;
    },
    date: (value: string | Date) => {
      const date = moment(value);
      return date ? wallTimeText(date, timeZone).slice(0, 10) : NO_VALUE;
    },
    dayMonth: (value: string | Date) => {
      const date = moment(value);
      if (!date) return NO_VALUE;
      const t = wallTimeOf(date, timeZone);
      return `${two(t.day)}/${two(t.month)}`;
    },
  };
}

export type ReportFormatters = ReturnType<typeof reportFormatters>;
