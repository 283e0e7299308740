import { describe, expect, it } from 'vitest';
import { FORECAST_FIXTURE } from '@plantel/charts/testing';
import { draftOf, expectedOn, overdueDays, planProblems, toPlanInput } from './planForm';

const forecast = FORECAST_FIXTURE;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('planning form', () => {
  it('starts from the stored plan', () => {
    expect(draftOf(forecast)).toEqual({ date: '', targetValue: '1950', priority: '2' });
  });

  it('expects today what the batch weighs and ate so far, and a forecast day after', () => {
    expect(expectedOn(forecast, '2026-11-23')).toEqual({ age: 30, date: '2026-11-23', weight: 1800, weight_p10: null, weight_p90: null, accumulated_consumption: 30_000, necessary_ration: 0 });
    expect(expectedOn(forecast, '2026-11-25')?.necessary_ration).toBe(2000);
    expect(expectedOn(forecast, '2026-11-26')).toBeNull();
  });

  it("expects today the forecast row of today's date when today's day of age begins later today", () => {
    // Lodged late in the day: at 21:30 the animals are 30 days old, and day 31 begins today.
    const first = forecast.predictions[0]!;
    const lateToday = { ...forecast, predictions: forecast.predictions.map((p) => ({ ...p, date: addDays(p.date, -1) })) };
    expect(lateToday.predictions[0]!.date).toBe(lateToday.date);
    expect(expectedOn(lateToday, lateToday.date)).toEqual({ ...first, date: lateToday.date });
    expect(planProblems({ date: lateToday.date, targetValue: '', priority: '' }, lateToday)).toEqual({});
  });

  it('accepts only days from today to the last forecast day, a positive weight and a priority from 1 to 99', () => {
    const ok = { date: '2026-11-25', targetValue: '3000,5', priority: '1' };
    expect(planProblems(ok, forecast)).toEqual({});
    expect(planProblems({ ...ok, date: '' }, forecast)).toEqual({});
    expect(planProblems({ ...ok, date: '2026-11-22' }, forecast)).toEqual({ date: 'beforeToday' });
    expect(planProblems({ ...ok, date: '2026-11-26' }, forecast)).toEqual({ date: 'afterForecast' });
    expect(planProblems({ ...ok, targetValue: '0' }, forecast)).toEqual({ targetValue: 'positive' });
    expect(planProblems({ ...ok, targetValue: 'abc' }, forecast)).toEqual({ targetValue: 'positive' });
    expect(planProblems({ ...ok, priority: '1.5' }, forecast)).toEqual({ priority: 'priorityRange' });
    expect(planProblems({ ...ok, priority: '100' }, forecast)).toEqual({ priority: 'priorityRange' });
  });

  it('calls a stored day that has passed overdue, not a typing mistake, until another day is chosen', () => {
    const overdue = { ...forecast, plan: { ...forecast.plan, target_date: '2026-11-19' } };
    expect(overdueDays(overdue)).toBe(4);
    expect(overdueDays(forecast)).toBeNull();
    expect(overdueDays({ ...forecast, plan: { ...forecast.plan, target_date: forecast.date } })).toBeNull();
    const draft = draftOf(overdue);
    expect(planProblems(draft, overdue)).toEqual({ date: 'overdue' });
    expect(planProblems({ ...draft, date: '2026-11-20' }, overdue)).toEqual({ date: 'beforeToday' });
    expect(planProblems({ ...draft, date: '2026-11-24' }, overdue)).toEqual({});
  });

  it('sends empty fields as null and reads a decimal comma', () => {
    expect(toPlanInput({ date: '2026-11-25', targetValue: '3000,5', priority: '' }, 7)).toEqual({ batch: 7, target_date: '2026-11-25', target_value: 3000.5, priority: null });
    expect(toPlanInput({ date: '', targetValue: '', priority: '3' }, 7)).toEqual({ batch: 7, target_date: null, target_value: null, priority: 3 });
  });
});
