import { describe, expect, it } from 'vitest';
import { daysBefore } from '@/lib/period';
import { toQuery } from './periodFilter';

describe('period filters', () => {
  it('counts calendar days back across months and writes the query', () => {
    expect(daysBefore('2026-03-05', 14)).toBe('2026-02-19');
    expect(toQuery({ kind: 'days', days: 3 })).toEqual({ days: '3' });
    expect(toQuery({ kind: 'period', start: '2026-11-01', end: '2026-11-05' })).toEqual({ start: '2026-11-01', end: '2026-11-05' });
  });
});
