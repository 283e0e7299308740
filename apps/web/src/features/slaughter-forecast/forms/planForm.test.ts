import { describe, expect, it } from 'vitest';
import { FORECAST_FIXTURE } from '@plantel/charts/testing';
import { expectedOn, overdueDays } from './planForm';

const forecast = FORECAST_FIXTURE;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('planning form', () => {
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
  });

  it('counts the days a stored plan is behind today', () => {
    const overdue = { ...forecast, plan: { ...forecast.plan, target_date: '2026-11-19' } };
    expect(overdueDays(overdue)).toBe(4);
    expect(overdueDays(forecast)).toBeNull();
    expect(overdueDays({ ...forecast, plan: { ...forecast.plan, target_date: forecast.date } })).toBeNull();
  });
});
