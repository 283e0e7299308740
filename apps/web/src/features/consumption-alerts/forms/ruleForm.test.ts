import { describe, expect, it } from 'vitest';
import { minimumConsumptionFormSchema, minimumConsumptionInputSchema } from '@plantel/contracts';
import { ruleFormValues, toRuleInput } from './ruleForm';

const issuesOf = (values: unknown) => {
  const result = minimumConsumptionFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('minimum-consumption form', () => {
  it('opens a new rule without name or value, which the form refuses under their fields', () => {
    expect(issuesOf(ruleFormValues(null))).toEqual({ name: 'minimumConsumption.errors.nameRequired', min_consumption_value: 'minimumConsumption.errors.valuePositive' });
  });

  it('checks a value that is not a number, or none, as the server checks a missing one', () => {
    const values = { ...ruleFormValues(null), name: 'Noite', min_consumption_value: Number.NaN, interval: null };
    expect(issuesOf(values)).toEqual({ min_consumption_value: 'minimumConsumption.errors.valuePositive', interval: 'minimumConsumption.errors.intervalEven' });
    expect(issuesOf({ ...values, min_consumption_value: 95.5, interval: 4, end_time: '18:30' })).toEqual({ end_time: 'minimumConsumption.errors.endWhole' });
  });

  it('sends what it passed as a body the server takes, its name trimmed', () => {
    const values = { ...ruleFormValues(null), name: '  Noite ', min_consumption_value: 95.5, interval: 4 };
    expect(issuesOf(values)).toEqual({});
    const input = toRuleInput(values, 9);
    expect(input).toEqual({ name: 'Noite', min_consumption_value: 95.5, start_time: '06:00', end_time: '18:00', interval: 4, active_alert: true, shed: 9 });
    expect(minimumConsumptionInputSchema.safeParse(input).success).toBe(true);
  });

  it('opens a rule being edited with its own figures', () => {
    const rule = { id: 3, name: 'Dia', min_consumption_value: 40, start_time: '08:00', end_time: '00:00', interval: 4, active_alert: false, shed: 2, shed_name: 'Galpão 2' };
    expect(ruleFormValues(rule)).toEqual({ name: 'Dia', min_consumption_value: 40, start_time: '08:00', end_time: '00:00', interval: 4, active_alert: false });
  });
});
