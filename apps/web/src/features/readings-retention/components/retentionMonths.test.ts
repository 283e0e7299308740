import { describe, expect, it } from 'vitest';
import { parseRetentionMonths, RETENTION_LIMITS } from './retentionMonths';

describe('parseRetentionMonths', () => {
  it('takes whole months within the limits', () => {
    expect(parseRetentionMonths(' 24 ')).toBe(24);
    expect(parseRetentionMonths(String(RETENTION_LIMITS.min))).toBe(RETENTION_LIMITS.min);
    expect(parseRetentionMonths(String(RETENTION_LIMITS.max))).toBe(RETENTION_LIMITS.max);
  });

  it('refuses fractions, signs, words and months out of the limits', () => {
    for (const text of ['', '6,5', '6.5', '-6', '+6', 'doze', String(RETENTION_LIMITS.min - 1), String(RETENTION_LIMITS.max + 1)]) {
      expect(parseRetentionMonths(text), text).toBeNull();
    }
  });
});
