import { describe, expect, it } from 'vitest';
import { dateOfValue, valueOfDate, VALUE_PATTERNS } from './heldDate';

describe('picker values', () => {
  it('reads the values the native inputs held, in local time', () => {
    expect(dateOfValue('2026-11-25', VALUE_PATTERNS.day)).toEqual(new Date(2026, 10, 25));
    expect(dateOfValue('06:30', VALUE_PATTERNS.time)).toEqual(new Date(2000, 0, 1, 6, 30));
    expect(dateOfValue('2026-11-25T18:05', VALUE_PATTERNS.dayTime)).toEqual(new Date(2026, 10, 25, 18, 5));
  });

  it('reads nothing from an empty or unreadable value', () => {
    expect(dateOfValue('', VALUE_PATTERNS.day)).toBeNull();
    expect(dateOfValue('2026-02-30', VALUE_PATTERNS.day)).toBeNull();
    expect(dateOfValue('25/11/2026', VALUE_PATTERNS.day)).toBeNull();
    expect(dateOfValue('24:00', VALUE_PATTERNS.time)).toBeNull();
  });

  it('writes a picked date back as the forms and the API expect, and an incomplete one as empty', () => {
    expect(valueOfDate(new Date(2026, 0, 5, 7, 9), VALUE_PATTERNS.day)).toBe('2026-01-05');
    expect(valueOfDate(new Date(2026, 0, 5, 7, 9), VALUE_PATTERNS.time)).toBe('07:09');
    expect(valueOfDate(new Date(2026, 0, 5, 7, 9), VALUE_PATTERNS.dayTime)).toBe('2026-01-05T07:09');
    expect(valueOfDate(new Date(Number.NaN), VALUE_PATTERNS.day)).toBe('');
    expect(valueOfDate(null, VALUE_PATTERNS.dayTime)).toBe('');
  });
});
