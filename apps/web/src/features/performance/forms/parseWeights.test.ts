import { describe, expect, it } from 'vitest';
import { parseWeight, parseWeights } from './parseWeights';

describe('typed and pasted weights', () => {
  it('splits on spaces, line breaks, tabs and semicolons', () => {
    expect(parseWeights('1520 1480\n1510;1495\t1502\r\n')).toEqual({ ok: true, weights: [1520, 1480, 1510, 1495, 1502] });
  });

  it('reads thousands groups and decimal marks the way Brazilian and English spreadsheets write them', () => {
    expect(['1.520', '1,520', '1520,5', '1520.25', '42', '2.345.000'].map(parseWeight)).toEqual([1520, 1520, 1520.5, 1520.25, 42, 2345000]);
  });

  it('names the first entry that is not a weight', () => {
    expect(parseWeights('1520 15x0 1490')).toEqual({ ok: false, invalid: '15x0' });
    expect(['-5', '0', '1.5.2', 'abc', '1,5,2'].map(parseWeight)).toEqual([null, null, null, null, null]);
  });

  it('gives no weights for an empty text', () => {
    expect(parseWeights('  \n ')).toEqual({ ok: true, weights: [] });
  });
});
