import type { MinimumConsumptionAlert, MinimumConsumptionForm, MinimumConsumptionInput } from '@plantel/contracts';

/** What the rule form opens with: the rule being edited, or a new one (06:00 to 18:00, every 2 h, on). */
export const ruleFormValues = (rule: MinimumConsumptionAlert | null): MinimumConsumptionForm =>
  rule
    ? { name: rule.name, min_consumption_value: rule.min_consumption_value, start_time: rule.start_time, end_time: rule.end_time, interval: rule.interval, active_alert: rule.active_alert }
    : { name: '', min_consumption_value: null, start_time: '06:00', end_time: '18:00', interval: 2, active_alert: true };

/** The body that saves a rule the form's schema passed (so its numbers are there) for a shed. */
export function toRuleInput(values: MinimumConsumptionForm, shed: number): MinimumConsumptionInput {
  const { min_consumption_value: value, interval } = values;
  if (value == null || interval == null) throw new Error('toRuleInput takes a rule the form schema passed');
  return { ...values, name: values.name.trim(), min_consumption_value: value, interval, shed };
}
