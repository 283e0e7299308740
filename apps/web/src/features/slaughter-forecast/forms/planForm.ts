import type { PlanWindow, SlaughterForecast, SlaughterProjectionPoint } from '@plantel/contracts';

type Forecast = SlaughterForecast['results'];

/** The days a plan may take: the company's today (the forecast's date, from the server) to the last forecast day; and the day stored. */
export const planWindow = (forecast: Forecast): PlanWindow => ({ first: forecast.date, last: forecast.predictions.at(-1)?.date ?? forecast.date, stored: forecast.plan.target_date });

/**
 * What the forecast expects on a day (the company's calendar day): the forecast row of that date, as
 * the table shows it; for today without a row (today's day of age began before now), today's weight
 * and the feed so far; null outside.
 */
export function expectedOn(forecast: Forecast, date: string): SlaughterProjectionPoint | null {
  const row = forecast.predictions.find((p) => p.date === date);
  if (row) return row;
  if (date === forecast.date && forecast.current_weight !== null) {
    return { age: forecast.age, date, weight: forecast.current_weight, weight_p10: null, weight_p90: null, accumulated_consumption: forecast.feed_eaten, necessary_ration: 0 };
  }
  return null;
}

/** Days the stored plan's slaughter day is behind the company's today, or null when it is not. */
export function overdueDays(forecast: Forecast): number | null {
  const day = forecast.plan.target_date;
  if (day === null || day >= forecast.date) return null;
  return Math.round((Date.parse(`${forecast.date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}
