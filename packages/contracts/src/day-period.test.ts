import { describe, expect, it } from 'vitest';
import { periodProblem } from './day-period';
import { occupationFilterFormSchema } from './silo';

const TODAY = '2026-11-23';
/** The message keys of what the occupation filter's form refuses, by field. */
const refusals = (values: object) => {
  const result = occupationFilterFormSchema(TODAY).safeParse({ kind: 'days', days: 7, start: '2026-11-01', end: TODAY, ...values });
  return result.success ? result.data : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('periods of calendar days', () => {
  it('refuses an end after today and a start after the end, naming the field', () => {
    expect(periodProblem('2026-11-01', '2026-11-23', TODAY)).toBeNull();
    expect(periodProblem('2026-11-01', '2026-11-24', TODAY)).toEqual({ field: 'end', problem: 'endAfterToday' });
    expect(periodProblem('2026-11-20', '2026-11-10', TODAY)).toEqual({ field: 'start', problem: 'startAfterEnd' });
    expect(periodProblem('', '2026-11-10', TODAY)).toEqual({ field: 'start', problem: 'startMissing' });
    expect(periodProblem('2026-11-10', '', TODAY)).toEqual({ field: 'end', problem: 'endMissing' });
  });

  it('the occupation filter checks the last days only when they are chosen, at least 1 whole day and at most a year', () => {
    expect(refusals({ days: 3 })).toEqual({ kind: 'days', days: 3 });
    expect(refusals({ days: 0 })).toEqual([['days', 'nutrition.filter.daysMin']]);
    expect(refusals({ days: undefined })).toEqual([['days', 'nutrition.filter.daysMin']]);
    expect(refusals({ days: -2 })).toEqual([['days', 'nutrition.filter.daysMin']]);
    expect(refusals({ days: 2.5 })).toEqual([['days', 'nutrition.filter.daysWhole']]);
    expect(refusals({ days: 400 })).toEqual([['days', 'nutrition.filter.daysMax']]);
    // Days typed wrong do not stop a period, and a period's days do not stop the last days.
    expect(refusals({ kind: 'period', days: 0 })).toEqual({ kind: 'period', start: '2026-11-01', end: TODAY });
    expect(refusals({ end: '2026-12-01' })).toEqual({ kind: 'days', days: 7 });
    expect(refusals({ kind: 'period', start: '2026-11-20', end: '2026-11-10' })).toEqual([['start', 'dateRange.startAfterEnd']]);
    expect(refusals({ kind: 'period', end: '2026-11-24' })).toEqual([['end', 'dateRange.endAfterToday']]);
  });
});
