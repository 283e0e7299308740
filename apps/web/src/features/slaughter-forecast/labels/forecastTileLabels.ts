import type { SlaughterForecast } from '@plantel/contracts';

type Forecast = SlaughterForecast['results'];

/** A message of the `forecast` catalogue and what it is worded with. */
export interface Wording {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What today's weight tile is: a weighing when the batch was weighed today, otherwise the forecast's
 * estimate for today, said as one.
 */
export function todaysWeightLabel(forecast: Pick<Forecast, 'age' | 'weighed'>): string {
  return forecast.weighed.some((day) => day.age === forecast.age) ? 'forecast.weighedToday' : 'forecast.estimatedToday';
}

/** The last weighing (its weight and age), or null before the first. */
export function lastWeighingOf(forecast: Pick<Forecast, 'weighed'>): Forecast['weighed'][number] | null {
  return forecast.weighed.reduce<Forecast['weighed'][number] | null>((last, day) => (last === null || day.age > last.age ? day : last), null);
}

/**
 * The note under the target weight: when the flock reaches it. A day after `today` (the company's
 * day) is a forecast ("Previsto para"); only a day that has passed was reached ("Atingido em").
 */
export function targetReachWording(forecast: Pick<Forecast, 'target' | 'plan'>, today: string, dayText: (day: string) => string): Wording {
  const { target, plan } = forecast;
  if (target === null) return { key: plan.target_value === null ? 'forecast.noTarget' : 'forecast.notReached' };
  if (target.reached) return { key: 'forecast.alreadyReached' };
  const values = { date: dayText(target.date), age: target.age };
  return { key: target.date < today ? 'forecast.reachedOn' : 'forecast.expectedOn', values };
}

/** The note of a forecast day's 80 % band ("Entre 2.730 e 2.990 g (P10–P90)"), or null without one. */
export function bandWording(point: Pick<Forecast['predictions'][number], 'weight_p10' | 'weight_p90'>, number: (value: number) => string): Wording | null {
  return point.weight_p10 === null || point.weight_p90 === null ? null : { key: 'forecast.expectedRange', values: { low: number(point.weight_p10), high: number(point.weight_p90) } };
}
