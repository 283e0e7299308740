import { describe, expect, it } from 'vitest';
import { checkPeriod, daysBefore } from '@/lib/period';
import { checkDays, toQuery } from './periodFilter';

describe('period filters', () => {
  it('takes at least 1 whole day, at most a year', () => {
    expect(checkDays('3')).toBeNull();
    expect(checkDays('0')).toBe('daysMin');
    expect(checkDays('')).toBe('daysMin');
    expect(checkDays('-2')).toBe('daysMin');
    expect(checkDays('2.5')).toBe('daysWhole');
    expect(checkDays('400')).toBe('daysMax');
  });

  it('refuses an end after today and a start after the end, naming the field', () => {
    const today = '2026-11-23';
    expect(checkPeriod('2026-11-01', '2026-11-23', today)).toBeNull();
    expect(checkPeriod('2026-11-01', '2026-11-24', today)).toEqual({ field: 'end', problem: 'endAfterToday' });
    expect(checkPeriod('2026-11-20', '2026-11-10', today)).toEqual({ field: 'start', problem: 'startAfterEnd' });
    expect(checkPeriod('', '2026-11-10', today)).toEqual({ field: 'start', problem: 'startMissing' });
    expect(checkPeriod('2026-11-10', '', today)).toEqual({ field: 'end', problem: 'endMissing' });
  });

  it('counts calendar days back across months and writes the query', () => {
    expect(daysBefore('2026-03-05', 14)).toBe('2026-02-19');
    expect(toQuery({ kind: 'days', days: 3 })).toEqual({ days: '3' });
    expect(toQuery({ kind: 'period', start: '2026-11-01', end: '2026-11-05' })).toEqual({ start: '2026-11-01', end: '2026-11-05' });
  });
});
