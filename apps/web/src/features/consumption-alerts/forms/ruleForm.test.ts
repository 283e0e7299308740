import { describe, expect, it } from 'vitest';
import { emptyRule, ruleProblems, toRuleInput } from './ruleForm';

describe('minimum-consumption form', () => {
  it('reads typed numbers, a decimal comma included, and checks them as the server does', () => {
    const draft = { ...emptyRule(), name: 'Noite', value: '95,5', interval: '4' };
    expect(ruleProblems(draft)).toEqual({});
    expect(toRuleInput(draft, 9)).toEqual({ name: 'Noite', min_consumption_value: 95.5, start_time: '06:00', end_time: '18:00', interval: 4, active_alert: true, shed: 9 });
    expect(ruleProblems({ ...draft, value: 'abc', interval: '' })).toEqual({
      min_consumption_value: { key: 'minimumConsumption.errors.valuePositive' },
      interval: { key: 'minimumConsumption.errors.intervalEven' },
    });
    expect(ruleProblems({ ...draft, end_time: '18:30' })).toEqual({ end_time: { key: 'minimumConsumption.errors.endWhole' } });
  });
});
