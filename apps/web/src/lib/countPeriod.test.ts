import { describe, expect, it } from 'vitest';
import { countPeriodKey, countPeriodOf } from './countPeriod';

const now = new Date('2026-11-25T20:30:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('the period a count covers', () => {
  it('says the Home window in hours and the alert cards’ week in days', () => {
    expect(countPeriodOf(before(24 * HOUR), now)).toEqual({ unit: 'hours', amount: 24 });
    expect(countPeriodOf(before(7 * 24 * HOUR), now)).toEqual({ unit: 'days', amount: 7 });
    expect(countPeriodKey({ unit: 'days', amount: 7 })).toBe('period.lastDays');
    expect(countPeriodKey({ unit: 'hours', amount: 24 })).toBe('period.lastHours');
  });

  it('is not moved by the seconds between the server’s answer and the reading', () => {
    expect(countPeriodOf(before(7 * 24 * HOUR + 40_000), now)).toEqual({ unit: 'days', amount: 7 });
    expect(countPeriodOf(before(24 * HOUR - 5_000), now)).toEqual({ unit: 'hours', amount: 24 });
  });

  it('keeps hours when the period is not whole days, and never says less than an hour', () => {
    expect(countPeriodOf(before(36 * HOUR), now)).toEqual({ unit: 'hours', amount: 36 });
    expect(countPeriodOf(before(10_000), now)).toEqual({ unit: 'hours', amount: 1 });
  });
});
