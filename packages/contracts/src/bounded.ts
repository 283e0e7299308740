import { z } from 'zod';

/**
 * Shared bounds of the values the API takes, so every route refuses the same nonsense the same way
 * (a 400 naming the field) before it reaches the database.
 */

/** The largest id a database integer holds. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An id in a JSON body: a positive whole number within the database's integer range. */
export const idSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/**
 * An id in a path or query string: written in plain decimal (no sign, spaces, leading zeros,
 * exponent or hex), within the database's integer range.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]*$/, { error: 'must be a positive whole number written in plain decimal, e.g. 12' })
  .transform(Number)
  .pipe(z.number().max(MAX_DB_INTEGER));

/**
 * The smallest amount (kg, g, litres…) the API takes as more than 0: the database keeps such figures in
 * `real` columns, which cannot hold a value much below 1e-38 (an error, not a rounding).
 */
export const MIN_AMOUNT = 1e-6;

/** An amount more than 0 (at least MIN_AMOUNT) and at most `max`. */
export const positiveAmountSchema = (max: number) => z.number().min(MIN_AMOUNT).max(max);

/** Calendar days and moments the farm records can hold: from 1900 to 2100. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
const yearInRange = (iso: string) => iso.slice(0, 10) >= FIRST_DAY && iso.slice(0, 10) <= LAST_DAY;
const outOfRange = { error: `must fall between ${FIRST_DAY} and ${LAST_DAY}` };

export const boundedDateSchema = z.iso.date().refine(yearInRange, outOfRange);
/** A moment with its offset; a text that is no moment at all fails on the format alone (zod still runs the refinement). */
export const boundedDateTimeSchema = z.iso.datetime({ offset: true }).refine((iso) => {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) || yearInRange(moment.toISOString());
}, outOfRange);

/** Control characters no text of the API may carry (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL.test(text);

/**
 * The path of the first string in a JSON value (a body, a query or the path parameters) that holds a
 * control character, as the API names fields ("samples.0", "name"); null when there is none.
 */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) return [...path, key].join('.');
      const found = controlCharacterPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
