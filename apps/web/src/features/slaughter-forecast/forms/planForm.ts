import { PLAN_PRIORITY_MAX, type SlaughterForecast, type SlaughterPlanInput, type SlaughterProjectionPoint } from '@plantel/contracts';
import { editableNumber, parseDecimal } from '@/lib/numbers';

type Forecast = SlaughterForecast['results'];

/** The planning form as typed: a day (YYYY-MM-DD, empty for none), a target weight in g and a priority. */
export interface PlanDraft {
  date: string;
  targetValue: string;
  priority: string;
}

/** `overdue`: the stored plan's day has passed; the day must change before saving, but nothing was typed wrong. */
export type PlanProblem = 'beforeToday' | 'overdue' | 'afterForecast' | 'positive' | 'priorityRange';

export const draftOf = (forecast: Forecast): PlanDraft => ({
  date: forecast.plan.target_date ?? '',
  targetValue: forecast.plan.target_value === null ? '' : editableNumber(forecast.plan.target_value),
  priority: forecast.plan.priority === null ? '' : String(forecast.plan.priority),
});

/** The days a plan may take: the company's today (the forecast's date, from the server) to the last forecast day. */
export const planWindow = (forecast: Forecast) => ({ first: forecast.date, last: forecast.predictions.at(-1)?.date ?? forecast.date });

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

/** Empty is no value; anything else that is not a number is NaN, which no rule accepts. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : (parseDecimal(text) ?? Number.NaN));

export function planProblems(draft: PlanDraft, forecast: Forecast): Partial<Record<'date' | 'targetValue' | 'priority', PlanProblem>> {
  const problems: Partial<Record<'date' | 'targetValue' | 'priority', PlanProblem>> = {};
  const { first, last } = planWindow(forecast);
  if (draft.date && draft.date < first) problems.date = draft.date === forecast.plan.target_date ? 'overdue' : 'beforeToday';
  else if (draft.date && draft.date > last) problems.date = 'afterForecast';
  const target = numberOrNull(draft.targetValue);
  if (target !== null && !(target > 0 && target <= 20_000)) problems.targetValue = 'positive';
  const priority = numberOrNull(draft.priority);
  if (priority !== null && !(Number.isInteger(priority) && priority >= 1 && priority <= PLAN_PRIORITY_MAX)) problems.priority = 'priorityRange';
  return problems;
}

export const toPlanInput = (draft: PlanDraft, batch: number): SlaughterPlanInput => ({
  batch,
  target_date: draft.date || null,
  target_value: numberOrNull(draft.targetValue),
  priority: numberOrNull(draft.priority),
});
