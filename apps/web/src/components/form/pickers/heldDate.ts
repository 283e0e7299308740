import { format, isValid, parse } from 'date-fns';
import { useState } from 'react';

/** How each field keeps its value, as the native inputs it replaces did (and the forms and the API expect). */
export const VALUE_PATTERNS = { day: 'yyyy-MM-dd', time: 'HH:mm', dayTime: "yyyy-MM-dd'T'HH:mm" } as const;
export type ValuePattern = (typeof VALUE_PATTERNS)[keyof typeof VALUE_PATTERNS];

/** The date a value stands for; null when empty or unreadable. */
export function dateOfValue(value: string, pattern: ValuePattern): Date | null {
  if (value === '') return null;
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** The value a picked date stands for: '' while it is empty or incomplete, as a native input gives. */
export function valueOfDate(date: Date | null, pattern: ValuePattern): string {
  return date && isValid(date) ? format(date, pattern) : '';
}

/**
 * The date a picker shows for a value held as text. What the user is still typing (an incomplete
 * date, held outside as '') stays on screen until the value outside changes to something else.
 */
export function useHeldDate(value: string, pattern: ValuePattern, onChange: (value: string) => void) {
  const [typed, setTyped] = useState<Date | null>(() => dateOfValue(value, pattern));
  const shown = valueOfDate(typed, pattern) === value ? typed : dateOfValue(value, pattern);
  const change = (date: Date | null) => {
    setTyped(date);
    const next = valueOfDate(date, pattern);
    if (next !== value) onChange(next);
  };
  return { shown, change };
}
