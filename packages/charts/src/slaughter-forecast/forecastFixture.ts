import type { SlaughterForecast } from '@plantel/contracts';

/** A small forecast for the feature's unit tests: today is age 30, two days weighed before, two forecast after. */
export const FORECAST_FIXTURE: SlaughterForecast['results'] = {
  batch: 7,
  age: 30,
  date: '2026-11-23',
  method: 'table-trend',
  current_weight: 1800,
  current_lodged: 10_000,
  daily_mortality: 0.0006,
  feed_eaten: 30_000,
  feed_in_silos: 5000,
  weighed: [
    { age: 28, date: '2026-11-21', weight: 1600 },
    { age: 29, date: '2026-11-22', weight: 1700 },
  ],
  predictions: [
    { age: 31, date: '2026-11-24', weight: 1900, weight_p10: 1860, weight_p90: 1940, accumulated_consumption: 31_000, necessary_ration: 0 },
    { age: 32, date: '2026-11-25', weight: 2000, weight_p10: 1950, weight_p90: 2055, accumulated_consumption: 37_000, necessary_ration: 2000 },
  ],
  target: { weight: 1950, age: 32, date: '2026-11-25', reached: false },
  plan: { target_value: 1950, target_date: null, target_age: null, priority: 2 },
};
