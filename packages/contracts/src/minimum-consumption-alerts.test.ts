import { describe, expect, it } from 'vitest';
import { minimumConsumptionInputSchema, minimumConsumptionProblems, type MinimumConsumptionFields } from './minimum-consumption-alerts';
import { validationMessage } from './validation-messages';

const valid: MinimumConsumptionFields = { name: 'Madrugada', min_consumption_value: 150, start_time: '06:00', end_time: '18:00', interval: 4 };
const keyOf = (overrides: Partial<MinimumConsumptionFields>) => {
  const problems = minimumConsumptionProblems({ ...valid, ...overrides });
  return Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.params ? `${p.key} ${p.params.n}` : p.key]));
};

describe('minimum-consumption rule (spec §5)', () => {
  it('accepts a valid rule, and an end of 00:00 as midnight at the end of the day', () => {
    expect(keyOf({})).toEqual({});
    expect(keyOf({ start_time: '16:00', end_time: '00:00', interval: 8 })).toEqual({});
    expect(keyOf({ start_time: '00:00', end_time: '00:00', interval: 24 })).toEqual({});
  });

  it('requires a name and a value above 0, and not beyond what silos hold', () => {
    expect(keyOf({ name: '  ' })).toEqual({ name: 'minimumConsumption.errors.nameRequired' });
    expect(keyOf({ min_consumption_value: 0 })).toEqual({ min_consumption_value: 'minimumConsumption.errors.valuePositive' });
    expect(keyOf({ min_consumption_value: -5 })).toEqual({ min_consumption_value: 'minimumConsumption.errors.valuePositive' });
    expect(keyOf({ min_consumption_value: null })).toEqual({ min_consumption_value: 'minimumConsumption.errors.valuePositive' });
    expect(keyOf({ min_consumption_value: 1e308 })).toEqual({ min_consumption_value: 'minimumConsumption.errors.valueTooLarge 1000000' });
  });

  it('wants whole hours first, then even ones', () => {
    expect(keyOf({ start_time: '06:30' })).toEqual({ start_time: 'minimumConsumption.errors.startWhole' });
    expect(keyOf({ end_time: '18:30' })).toEqual({ end_time: 'minimumConsumption.errors.endWhole' });
    expect(keyOf({ end_time: '6pm' })).toEqual({ end_time: 'minimumConsumption.errors.endWhole' });
    expect(keyOf({ start_time: '07:00' })).toEqual({ start_time: 'minimumConsumption.errors.startEven' });
    expect(keyOf({ end_time: '17:00' })).toEqual({ end_time: 'minimumConsumption.errors.endEven' });
  });

  it('wants the start before the end', () => {
    expect(keyOf({ start_time: '18:00', end_time: '06:00' })).toEqual({ start_time: 'minimumConsumption.errors.startBeforeEnd' });
    expect(keyOf({ start_time: '10:00', end_time: '10:00' })).toEqual({ start_time: 'minimumConsumption.errors.startBeforeEnd' });
  });

  it('wants a positive even interval that divides the window, naming its hours', () => {
    expect(keyOf({ interval: 0 })).toEqual({ interval: 'minimumConsumption.errors.intervalEven' });
    expect(keyOf({ interval: -2 })).toEqual({ interval: 'minimumConsumption.errors.intervalEven' });
    expect(keyOf({ interval: 3 })).toEqual({ interval: 'minimumConsumption.errors.intervalEven' });
    expect(keyOf({ interval: 2.5 })).toEqual({ interval: 'minimumConsumption.errors.intervalEven' });
    expect(keyOf({ interval: 8 })).toEqual({ interval: 'minimumConsumption.errors.intervalDivides 12' });
    expect(keyOf({ start_time: '14:00', end_time: '00:00', interval: 4 })).toEqual({ interval: 'minimumConsumption.errors.intervalDivides 10' });
    expect(validationMessage('minimumConsumption.errors.intervalDivides', { n: 12 })).toBe('Interval must divide the 12h period evenly');
  });

  it('reports every broken field through the schema, with the key as the message', () => {
    const result = minimumConsumptionInputSchema.safeParse({ ...valid, name: '', interval: 5, shed: 1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'minimumConsumption.errors.nameRequired'],
      ['interval', 'minimumConsumption.errors.intervalEven'],
    ]);
  });
});
