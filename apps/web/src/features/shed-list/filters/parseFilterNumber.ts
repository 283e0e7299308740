/** A decimal number with `.` or `,` as separator (pt-BR and es write `1,5`); no thousands separators. */
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * A numeric filter value in the server's syntax, or null when the text is not a number: a decimal
 * point, no `+`, no leading zeros (`+007,50` → `7.50`). Stricter than parseFloat, which reads
 * "12abc" as 12 and "1,5" as 1. The decimals typed are kept: the server's equals compares at the
 * precision typed (`weight=1500` is 1499.5 to 1500.5).
 */
export function normalizeFilterNumber(text: string): string | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', integerDigits = '', fraction = ''] = match;
  if (integerDigits === '' && fraction === '') return null;
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  const digits = fraction === '' ? integer : `${integer}.${fraction}`;
  return sign === '-' && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** A numeric filter value as a float (spec §2), or null when the text is not a number. */
export function parseFilterNumber(text: string): number | null {
  const normalized = normalizeFilterNumber(text);
  return normalized === null ? null : Number.parseFloat(normalized);
}
