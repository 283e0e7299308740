import { currentLanguage, i18n } from './i18n';

/** A number as typed, a decimal comma read as a point; null when it is empty or not a number. */
export function parseDecimal(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** Digits after the decimal point a number needs to be written in full (at most 6). */
export function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return Math.min(6, fraction.length);
}

/**
 * A number as the language writes it in a field: its decimal separator and no grouping (a grouped
 * "2.500" would read back as 2.5). Without a language, the interface's.
 */
export function editableNumber(value: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(currentLanguage(language), { useGrouping: false, maximumFractionDigits: 6 }).format(value);
}
