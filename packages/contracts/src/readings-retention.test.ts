import { describe, expect, it } from 'vitest';
import { READINGS_RETENTION_MONTHS, readingsRetentionFormSchema, readingsRetentionSchema } from './readings-retention';

const messagesOf = (months: unknown) => readingsRetentionFormSchema.safeParse({ readings_retention_months: months }).error?.issues.map((issue) => issue.message) ?? [];

describe('the readings retention form', () => {
  it('takes whole months within the limits, as the API does', () => {
    for (const months of [READINGS_RETENTION_MONTHS.min, 24, READINGS_RETENTION_MONTHS.max]) {
      expect(messagesOf(months)).toEqual([]);
      expect(readingsRetentionSchema.safeParse({ readings_retention_months: months }).success).toBe(true);
    }
  });

  it('says one thing, with the limits in its text, for no number, a fraction or months out of the limits', () => {
    for (const months of [undefined, Number.NaN, 6.5, -6, READINGS_RETENTION_MONTHS.min - 1, READINGS_RETENTION_MONTHS.max + 1]) {
      expect(new Set(messagesOf(months)), String(months)).toEqual(new Set(['readingsRetention.outOfRange']));
      expect(readingsRetentionSchema.safeParse({ readings_retention_months: months }).success).toBe(false);
    }
  });
});
