import { minimumConsumptionProblems, type MinimumConsumptionAlert, type MinimumConsumptionFields, type MinimumConsumptionInput, type RuleProblem } from '@plantel/contracts';
import { editableNumber, parseDecimal } from '@/lib/numbers';

/** The rule form as typed. */
export interface RuleDraft {
  editing: MinimumConsumptionAlert | null;
  name: string;
  value: string;
  start_time: string;
  end_time: string;
  interval: string;
  active_alert: boolean;
}

export const emptyRule = (): RuleDraft => ({ editing: null, name: '', value: '', start_time: '06:00', end_time: '18:00', interval: '2', active_alert: true });

export const ruleOf = (alert: MinimumConsumptionAlert): RuleDraft => ({
  editing: alert,
  name: alert.name,
  value: editableNumber(alert.min_consumption_value),
  start_time: alert.start_time,
  end_time: alert.end_time,
  interval: editableNumber(alert.interval),
  active_alert: alert.active_alert,
});

const fieldsOf = (draft: RuleDraft): MinimumConsumptionFields => ({
  name: draft.name,
  min_consumption_value: parseDecimal(draft.value),
  start_time: draft.start_time,
  end_time: draft.end_time,
  interval: parseDecimal(draft.interval),
});

/** Spec §5, the same rules the server applies. */
export const ruleProblems = (draft: RuleDraft): Partial<Record<keyof MinimumConsumptionFields, RuleProblem>> => minimumConsumptionProblems(fieldsOf(draft));

export function toRuleInput(draft: RuleDraft, shed: number): MinimumConsumptionInput {
  const fields = fieldsOf(draft);
  return { ...fields, name: fields.name.trim(), min_consumption_value: fields.min_consumption_value!, interval: fields.interval!, active_alert: draft.active_alert, shed };
}
