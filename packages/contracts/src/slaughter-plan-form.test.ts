import { describe, expect, it } from 'vitest';
import { slaughterPlanFormSchema, type PlanWindow } from './slaughter-forecast';

const WINDOW: PlanWindow = { first: '2026-11-23', last: '2026-11-25', stored: null };
const OK = { target_date: '2026-11-25', target_value: 3000.5, priority: 1 };
/** The plan the form reads, or its message keys by field. */
const read = (values: object, window = WINDOW) => {
  const result = slaughterPlanFormSchema(window).safeParse({ ...OK, ...values });
  return result.success ? result.data : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the slaughter planning form', () => {
  it('accepts only days from today to the last forecast day, a positive weight and a priority from 1 to 99, each optional', () => {
    expect(read({})).toEqual(OK);
    expect(read({ target_date: '', target_value: null, priority: null })).toEqual({ target_date: null, target_value: null, priority: null });
    expect(read({ target_date: '2026-11-22' })).toEqual([['target_date', 'planning.errors.beforeToday']]);
    expect(read({ target_date: '2026-11-26' })).toEqual([['target_date', 'planning.errors.afterForecast']]);
    expect(read({ target_value: 0 })).toEqual([['target_value', 'planning.errors.positive']]);
    expect(read({ target_value: Number.NaN })).toEqual([['target_value', 'planning.errors.positive']]);
    expect(read({ target_value: 20_001 })).toEqual([['target_value', 'planning.errors.positive']]);
    expect(read({ priority: 1.5 })).toEqual([['priority', 'planning.errors.priorityRange']]);
    expect(read({ priority: 100 })).toEqual([['priority', 'planning.errors.priorityRange']]);
  });

  it('calls a stored day that has passed overdue, not a typing mistake, until another day is chosen', () => {
    const overdue = { ...WINDOW, stored: '2026-11-19' };
    expect(read({ target_date: '2026-11-19' }, overdue)).toEqual([['target_date', 'planning.errors.overdue']]);
    expect(read({ target_date: '2026-11-20' }, overdue)).toEqual([['target_date', 'planning.errors.beforeToday']]);
    expect(read({ target_date: '2026-11-24' }, overdue)).toEqual({ ...OK, target_date: '2026-11-24' });
  });
});
