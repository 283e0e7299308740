import { z } from 'zod';
import { idParamSchema, idSchema } from './bounded';
import { resultsEnvelope } from './pagination';

/** Why a minimum-consumption rule cannot be saved: an i18n key (spec §5), with `n` for the window length. */
export interface RuleProblem {
  key: MinimumConsumptionMessageKey;
  params?: { n: number };
}

/** More feed than any shed's silos hold, kg: a larger minimum is a typing slip. */
export const MAX_MINIMUM_CONSUMPTION_KG = 1_000_000;

export const MINIMUM_CONSUMPTION_MESSAGES = {
  'minimumConsumption.errors.nameRequired': 'Name is required',
  'minimumConsumption.errors.valuePositive': 'Value must be greater than 0',
  'minimumConsumption.errors.valueTooLarge': 'Value must be at most {{n}} kg',
  'minimumConsumption.errors.startWhole': 'Hour must be whole (e.g. 06:00)',
  'minimumConsumption.errors.endWhole': 'Hour must be whole (e.g. 18:00)',
  'minimumConsumption.errors.startEven': 'Start hour must be even (e.g. 06:00, 14:00)',
  'minimumConsumption.errors.endEven': 'End hour must be even (e.g. 06:00, 14:00)',
  'minimumConsumption.errors.startBeforeEnd': 'Start time must be before end time',
  'minimumConsumption.errors.intervalEven': 'Interval must be an even number',
  'minimumConsumption.errors.intervalDivides': 'Interval must divide the {{n}}h period evenly',
} as const;
export type MinimumConsumptionMessageKey = keyof typeof MINIMUM_CONSUMPTION_MESSAGES;

const TIME = /^(\d{2}):(\d{2})$/;

/** Hours and minutes of an "HH:MM" time (00:00–23:59), or null. */
function parseTime(value: string): { hours: number; minutes: number } | null {
  const m = TIME.exec(value);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours <= 23 && minutes <= 59 ? { hours, minutes } : null;
}

/** The hour a rule's window ends: 00:00 is midnight at the end of the day, 24. */
export const endHourOf = (hours: number) => (hours === 0 ? 24 : hours);

/** "HH:MM" of a stored hour (24, the end of the day, is 00:00). */
export const timeOfHour = (hours: number) => `${String(hours % 24).padStart(2, '0')}:00`;

export interface MinimumConsumptionFields {
  name: string;
  min_consumption_value: number | null;
  start_time: string;
  end_time: string;
  interval: number | null;
}

/**
 * Spec §5, once for the server and the form: the first problem of each field, or none. Times are
 * whole even hours ("HH:00"), the start before the end (an end of 00:00 counts as 24), and the
 * interval a positive even number of hours that divides the window.
 */
export function minimumConsumptionProblems(input: MinimumConsumptionFields): Partial<Record<keyof MinimumConsumptionFields, RuleProblem>> {
  const problems: Partial<Record<keyof MinimumConsumptionFields, RuleProblem>> = {};
  if (input.name.trim() === '') problems.name = { key: 'minimumConsumption.errors.nameRequired' };
  if (input.min_consumption_value === null || !(input.min_consumption_value > 0)) problems.min_consumption_value = { key: 'minimumConsumption.errors.valuePositive' };
  else if (input.min_consumption_value > MAX_MINIMUM_CONSUMPTION_KG) problems.min_consumption_value = { key: 'minimumConsumption.errors.valueTooLarge', params: { n: MAX_MINIMUM_CONSUMPTION_KG } };

  const start = parseTime(input.start_time);
  const end = parseTime(input.end_time);
  if (!start || start.minutes !== 0) problems.start_time = { key: 'minimumConsumption.errors.startWhole' };
  else if (start.hours % 2 !== 0) problems.start_time = { key: 'minimumConsumption.errors.startEven' };
  if (!end || end.minutes !== 0) problems.end_time = { key: 'minimumConsumption.errors.endWhole' };
  else if (end.hours % 2 !== 0) problems.end_time = { key: 'minimumConsumption.errors.endEven' };

  const window = start && end && !problems.start_time && !problems.end_time ? endHourOf(end.hours) - start.hours : null;
  if (window !== null && window <= 0) problems.start_time = { key: 'minimumConsumption.errors.startBeforeEnd' };

  const interval = input.interval;
  if (interval === null || !Number.isInteger(interval) || interval <= 0 || interval % 2 !== 0) problems.interval = { key: 'minimumConsumption.errors.intervalEven' };
  else if (window !== null && window > 0 && window % interval !== 0) problems.interval = { key: 'minimumConsumption.errors.intervalDivides', params: { n: window } };
  return problems;
}

const timeSchema = z.string().describe('"HH:MM", a whole even hour; an end of 00:00 is midnight at the end of the day');

const ruleShape = {
  name: z.string().max(120),
  min_consumption_value: z.number().describe('kg per interval'),
  start_time: timeSchema,
  end_time: timeSchema,
  interval: z.number().describe('Hours, even, dividing the window'),
  active_alert: z.boolean(),
  shed: idSchema,
};

/** Reports each field's spec §5 problem as a zod issue whose message is the i18n key. */
export function refineRule(input: MinimumConsumptionFields, ctx: z.RefinementCtx) {
  for (const [field, problem] of Object.entries(minimumConsumptionProblems(input))) {
    ctx.addIssue({ code: 'custom', path: [field], message: problem.key, params: problem.params, input: input[field as keyof MinimumConsumptionFields] });
  }
}

/** `POST /v2/alerts/minimal_consumption/`. */
export const minimumConsumptionInputSchema = z
  .object({ ...ruleShape, active_alert: ruleShape.active_alert.default(true) })
  .strict()
  .superRefine(refineRule);
export type MinimumConsumptionInput = z.input<typeof minimumConsumptionInputSchema>;

/**
 * The rule as its form holds it (a number not typed, or not a number, is null), checked by the
 * same spec §5 rules, each problem under its field; the shed and the switch are sent beside it.
 */
export const minimumConsumptionFormSchema = z
  .object({
    name: z.string(),
    min_consumption_value: z.number().nullable().catch(null),
    start_time: z.string(),
    end_time: z.string(),
    interval: z.number().nullable().catch(null),
    active_alert: z.boolean(),
  })
  .strict()
  .superRefine(refineRule);
export type MinimumConsumptionForm = z.input<typeof minimumConsumptionFormSchema>;

/**
 * `PATCH /v2/alerts/minimal_consumption/{id}/`: the same body plus id, or part of it (e.g. only
 * `active_alert` to switch the rule); the rule as changed must still pass spec §5.
 */
export const minimumConsumptionPatchSchema = z
  .object({ ...ruleShape, id: z.number().int() })
  .partial()
  .strict();
export type MinimumConsumptionPatch = z.infer<typeof minimumConsumptionPatchSchema>;

export const minimumConsumptionAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_consumption_value: z.number().describe('kg per interval'),
  start_time: z.string().describe('"HH:MM"'),
  end_time: z.string().describe('"HH:MM"; 00:00 is midnight at the end of the day'),
  interval: z.number().int().describe('Hours'),
  active_alert: z.boolean(),
  shed: z.number().int(),
  shed_name: z.string(),
});
export type MinimumConsumptionAlert = z.infer<typeof minimumConsumptionAlertSchema>;

export const minimumConsumptionQuerySchema = z.object({
  shed: idParamSchema.optional().describe("One shed's rules; without it, every shed in scope"),
});

export const minimumConsumptionListSchema = resultsEnvelope(minimumConsumptionAlertSchema);
export type MinimumConsumptionList = z.infer<typeof minimumConsumptionListSchema>;
