import { z } from 'zod';

/**
 * Shared bounds of the values the API takes, so every route refuses the same nonsense the same way
 * (a 400 naming the field) before it reaches the database.
 */

/** The largest id a database integer holds. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An id in a JSON body: a positive whole number within the database's integer range. */
export const idSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/** An id a form must choose (a shed, say): missing, it is "required", as any empty field of a form. */
export const requiredIdSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : undefined) })
  .int()
  .positive()
  .max(MAX_DB_INTEGER);

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

/** A UTF-16 surrogate without its pair: no character at all, which the database cannot store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/**
 * The magnitudes a number of the API may have besides 0. Figures are stored in `real` columns, which
 * hold nothing finer than about 1e-38 (a subnormal such as 1e-320 is an error, not a rounding) and
 * would turn ratios of such numbers infinite; nothing a farm measures or pays comes near 1e15.
 */
export const MIN_MAGNITUDE = 1e-30;
const MAX_MAGNITUDE = 1e15;
export const isStorableNumber = (n: number) => n === 0 || (Number.isFinite(n) && Math.abs(n) >= MIN_MAGNITUDE && Math.abs(n) <= MAX_MAGNITUDE);

/** What is wrong with a value the API may not take: a control character, malformed Unicode, or a number beyond what is stored. */
export type InputFault = 'control' | 'malformed' | 'number';

export const INPUT_FAULT_MESSAGES: Record<InputFault, string> = {
  control: 'must not hold control characters',
  malformed: 'must be well-formed Unicode text (a lone surrogate is no character)',
  number: `must be 0 or between ${MIN_MAGNITUDE} and ${MAX_MAGNITUDE} in size`,
};

const textFault = (text: string): InputFault | null => (hasControlCharacters(text) ? 'control' : isWellFormedText(text) ? null : 'malformed');

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.') || '(value)';
};

/**
 * The first value in a JSON value (a body, a query or the path parameters) the API may not take: a
 * key or string that holds a control character or is not well-formed Unicode, or a number beyond
 * what is stored; with its path as the API names fields ("samples.0", "name"); null when there is
 * none. Walked without recursion, in time linear in the value, however deep it nests.
 */
export function badValueOf(value: unknown): { path: string; fault: InputFault } | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault) return { path: pathOf(visit), fault };
    } else if (typeof item === 'number') {
      if (!isStorableNumber(item)) return { path: pathOf(visit), fault: 'number' };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: visit });
    } else if (item !== null && typeof item === 'object') {
      // Binary bodies (an uploaded workbook's bytes) are read by their own parser, not walked byte by byte.
      if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) continue;
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const fault = textFault(key);
        if (fault) return { path: pathOf({ value: key, key, parent: visit }), fault };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}

/** The limits a number schema sets, for a form to name them (0 and the largest number where it sets none). */
export const limitsOfNumber = (schema: z.ZodNumber) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_VALUE });

/** A form's number within `schema`'s limits, whose every message (none typed, not a number, out of the limits) is the one `error`. */
export function numberWithinLimits(schema: z.ZodNumber, error: string) {
  let number = z.number({ error });
  if (schema.minValue !== null) number = number.min(schema.minValue, { error });
  if (schema.maxValue !== null) number = number.max(schema.maxValue, { error });
  return number;
}
