import { describe, expect, it } from 'vitest';
import { boundedDateSchema, boundedDateTimeSchema, badValueOf, idParamSchema, idSchema } from './bounded';

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
    expect(badValueOf({ name: 'ok', samples: [{ note: 'a\u0000b' }] })).toEqual({ path: 'samples.0.note', fault: 'control' });
    expect(badValueOf({ name: 'tab\there\nand line' })).toBeNull();
    expect(badValueOf('\u007f')).toEqual({ path: '(value)', fault: 'control' });
    // A lone surrogate is no character; a pair is one (🐔).
    expect(badValueOf({ reason: ['ok', 'broken \ud83d here'] })).toEqual({ path: 'reason.1', fault: 'malformed' });
    expect(badValueOf({ reason: 'a chicken \ud83d\udc14' })).toBeNull();
    expect(badValueOf({ ['\udc14']: 1 })).toEqual({ path: '\udc14', fault: 'malformed' });
    // Binary at any depth (an uploaded workbook's bytes) is its parser's to read, never walked value by value.
    expect(badValueOf({ kind: 'xlsx', bytes: new Float64Array([1e308]) })).toBeNull();
    expect(badValueOf({ file: { bytes: new Uint8Array(5_000_000) } })).toBeNull();
    expect(badValueOf({ kind: 'xlsx', values: [1e308] })).toEqual({ path: 'values.0', fault: 'number' });
    // 100,000 levels deep: walked without recursion.
    let deep: unknown = 'end\u0001';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(badValueOf(deep)?.fault).toBe('control');
    // Numbers a real column cannot hold, or that would make a ratio infinite.
    for (const n of [1e-320, 5e-324, -1e-40, 1e308, Infinity, Number.NaN]) expect(badValueOf({ live_weight_kg: n }), String(n)).toEqual({ path: 'live_weight_kg', fault: 'number' });
    for (const n of [0, -0, 1e-6, 45_600, 1e11]) expect(badValueOf({ live_weight_kg: n }), String(n)).toBeNull();
  });
});
