import { describe, expect, it } from 'vitest';
import { boundedDateSchema, boundedDateTimeSchema, controlCharacterPath, idParamSchema, idSchema } from './bounded';

describe('bounded values', () => {
  it('takes ids in plain decimal within the database integer range', () => {
    expect(idParamSchema.parse('12')).toBe(12);
    for (const bad of [' 1', '0x10', '+1', '1e3', '012', '0', '-1', '2147483648']) expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
  });

  it('keeps dates and moments between 1900 and 2100, and refuses text that is no date without throwing', () => {
    expect(boundedDateSchema.safeParse('2026-11-25').success).toBe(true);
    expect(boundedDateSchema.safeParse('0001-06-15').success).toBe(false);
    expect(boundedDateTimeSchema.safeParse('2026-11-25T21:30:00-03:00').success).toBe(true);
    expect(boundedDateTimeSchema.safeParse('0050-06-15T00:00:00Z').success).toBe(false);
    expect(boundedDateTimeSchema.safeParse('yesterday').success).toBe(false);
  });

  it('finds the first text holding a control character, by the path the API names fields', () => {
    expect(controlCharacterPath({ name: 'ok', samples: [{ note: 'a\u0000b' }] })).toBe('samples.0.note');
    expect(controlCharacterPath({ name: 'tab\there\nand line' })).toBeNull();
    expect(controlCharacterPath('\u007f')).toBe('(value)');
  });
});
