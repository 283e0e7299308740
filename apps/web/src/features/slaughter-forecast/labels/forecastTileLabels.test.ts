import { describe, expect, it } from 'vitest';
import { FORECAST_FIXTURE } from '@plantel/charts/testing';
import { bandWording, lastWeighingOf, targetReachWording, todaysWeightLabel } from './forecastTileLabels';

const forecast = FORECAST_FIXTURE;
const dayText = (day: string) => `day(${day})`;
const target = (date: string, reached = false) => ({ weight: 2500, age: 40, date, reached });

describe("the slaughter forecast's tile labels", () => {
  it('says a target day after today is expected, and only a day that has passed was reached', () => {
    const plan = { ...forecast.plan, target_value: 2500 };
    expect(targetReachWording({ plan, target: target('2026-12-03') }, '2026-11-25', dayText)).toEqual({
      key: 'forecast.expectedOn',
      values: { date: 'day(2026-12-03)', age: 40 },
    });
    // Expected today is still a forecast: the day has not passed.
    expect(targetReachWording({ plan, target: target('2026-11-25') }, '2026-11-25', dayText).key).toBe('forecast.expectedOn');
    expect(targetReachWording({ plan, target: target('2026-11-24') }, '2026-11-25', dayText).key).toBe('forecast.reachedOn');
    expect(targetReachWording({ plan, target: target('2026-11-20', true) }, '2026-11-25', dayText)).toEqual({ key: 'forecast.alreadyReached' });
  });

  it('says why there is no day: no target, or not reached within the forecast', () => {
    expect(targetReachWording({ target: null, plan: { ...forecast.plan, target_value: null } }, '2026-11-25', dayText).key).toBe('forecast.noTarget');
    expect(targetReachWording({ target: null, plan: { ...forecast.plan, target_value: 9000 } }, '2026-11-25', dayText).key).toBe('forecast.notReached');
  });

  it("labels today's weight an estimate unless the batch was weighed today", () => {
    const weighed = [
      { age: 21, date: '2026-11-14', weight: 900 },
      { age: 28, date: '2026-11-21', weight: 1500 },
    ];
    expect(todaysWeightLabel({ age: 32, weighed })).toBe('forecast.estimatedToday');
    expect(todaysWeightLabel({ age: 28, weighed })).toBe('forecast.weighedToday');
    expect(todaysWeightLabel({ age: 5, weighed: [] })).toBe('forecast.estimatedToday');
    expect(lastWeighingOf({ weighed })).toEqual({ age: 28, date: '2026-11-21', weight: 1500 });
    expect(lastWeighingOf({ weighed: [] })).toBeNull();
  });

  it("words a day's 80 % band with both ends, and says nothing without one", () => {
    const grams = (n: number) => `g(${n})`;
    expect(bandWording({ weight_p10: 2730.2, weight_p90: 2990.4 }, grams)).toEqual({ key: 'forecast.expectedRange', values: { low: 'g(2730.2)', high: 'g(2990.4)' } });
    expect(bandWording({ weight_p10: null, weight_p90: 2990.4 }, grams)).toBeNull();
  });
});
