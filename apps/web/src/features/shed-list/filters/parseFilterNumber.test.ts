import { describe, expect, it } from 'vitest';
import { normalizeFilterNumber, parseFilterNumber } from './parseFilterNumber';

describe('parseFilterNumber', () => {
  it.each([
    ['42', 42],
    [' 2.5 ', 2.5],
    ['1,5', 1.5],
    ['-0.25', -0.25],
    ['+3', 3],
    ['.5', 0.5],
    [',5', 0.5],
    ['7.', 7],
  ])('reads %j as the float %d', (text, expected) => {
    expect(parseFilterNumber(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '12abc', '1.234,5', '1,2,3', '1e3', 'Infinity', 'NaN', '-', '.', '0x10', '1 000'])(
    'refuses %j, which parseFloat would read as something else or nothing',
    (text) => {
      expect(parseFilterNumber(text)).toBeNull();
    },
  );
});

describe('normalizeFilterNumber', () => {
  it.each([
    ['1,50', '1.50'],
    ['+007', '7'],
    ['00.5', '0.5'],
    [',25', '0.25'],
    ['7.', '7'],
    ['-0', '0'],
    ['-0,0', '0.0'],
    ['-12.30', '-12.30'],
  ])('writes %j as %j, keeping the decimals typed', (text, expected) => {
    expect(normalizeFilterNumber(text)).toBe(expected);
  });
});
