import { z } from 'zod';
import { isBreeder, type Weighing, type WeighingInput } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { parseWeight, parseWeights } from './parseWeights';
import { momentOfWallClock, wallClockInput } from '@/lib/period';
import { editableNumber } from '@/lib/numbers';

export type WeighingMode = 'samples' | 'average';

/** The weighing form as typed. */
export interface WeighingFormValues {
  /** `yyyy-MM-ddTHH:mm` on the company's wall clock, as a datetime-local input holds it. */
  weighedAt: string;
  mode: WeighingMode;
  weights: string;
  average: string;
  count: string;
  /** Sex of the birds weighed ('' when not said): 1 mixed, 2 female, 3 male. */
  sex: '' | '1' | '2' | '3';
}

export type WeighingFormField = 'weighedAt' | 'weights' | 'average' | 'count';

/** Translation keys (with values) of what is wrong, by field. */
export type WeighingFormErrors = Partial<Record<WeighingFormField, { key: string; values?: Record<string, string | number> }>>;


/** A new weighing, at now on the wall clock of the company's time zone (the browser's when not known). */
export function emptyWeighingForm(now: Date, timeZone: string | undefined): WeighingFormValues {
  return { weighedAt: wallClockInput(now, timeZone), mode: 'samples', weights: '', average: '', count: '', sex: '' };
}

/** Sexes are weighed apart in mixed flocks, and in breeder flocks (hens with their cockerels). */
export function weighsSexesApart(batch: { sex: { external_id: number }; production_type: number }): boolean {
  return batch.sex.external_id === 1 || isBreeder(batch.production_type);
}

/** A recorded weighing back in the form, to change it, at its time on the company's wall clock. */
export function weighingFormOf(w: Weighing, timeZone: string | undefined): WeighingFormValues {
  const byAverage = w.samples.length === 0;
  return {
    weighedAt: wallClockInput(new Date(w.weighed_at), timeZone),
    mode: byAverage ? 'average' : 'samples',
    weights: byAverage ? '' : w.samples.map((sample) => editableNumber(sample)).join('\n'),
    average: byAverage ? editableNumber(w.weight) : '',
    count: byAverage ? String(w.count) : '',
    sex: w.sex ? (String(w.sex.external_id) as WeighingFormValues['sex']) : '',
  };
}

/** A weighing kept on the phone back in the form, to correct what the server refused. */
export function keptWeighingForm(input: WeighingInput, timeZone: string | undefined): WeighingFormValues {
  const byAverage = input.samples === undefined;
  return {
    weighedAt: wallClockInput(new Date(input.weighed_at), timeZone),
    mode: byAverage ? 'average' : 'samples',
    weights: byAverage ? '' : (input.samples ?? []).map((sample) => editableNumber(sample)).join('\n'),
    average: byAverage && input.average !== undefined ? editableNumber(input.average) : '',
    count: byAverage && input.count !== undefined ? String(input.count) : '',
    sex: input.sex ? (String(input.sex) as WeighingFormValues['sex']) : '',
  };
}

/** Checks the form; the API input (the typed time read on the company's wall clock) when it holds a weighing, the reasons otherwise. */
export function readWeighingForm(
  values: WeighingFormValues,
  division: number,
  now: Date,
  timeZone: string | undefined,
): { ok: true; input: WeighingInput } | { ok: false; errors: WeighingFormErrors } {
  const errors: WeighingFormErrors = {};
  const at = momentOfWallClock(values.weighedAt, timeZone);
  if (values.weighedAt === '' || Number.isNaN(at.getTime())) errors.weighedAt = { key: 'performance.form.errors.date' };
  else if (at.getTime() > now.getTime()) errors.weighedAt = { key: 'performance.form.errors.future' };

  let weights: number[] = [];
  let average: number | null = null;
  let count: number | null = null;
  if (values.mode === 'samples') {
    const parsed = parseWeights(values.weights);
    if (!parsed.ok) errors.weights = { key: 'performance.form.errors.notAWeight', values: { value: parsed.invalid } };
    else if (parsed.weights.length === 0) errors.weights = { key: 'performance.form.errors.noWeights' };
    else weights = parsed.weights;
  } else {
    average = parseWeight(values.average);
    if (average === null) errors.average = { key: 'performance.form.errors.notAWeight', values: { value: values.average } };
    count = /^\d+$/.test(values.count.trim()) ? Number(values.count.trim()) : null;
    if (!count) errors.count = { key: 'performance.form.errors.count' };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const weighed_at = at.toISOString();
  const sex = values.sex === '' ? {} : { sex: Number(values.sex) as 1 | 2 | 3 };
  return {
    ok: true,
    input: values.mode === 'samples' ? { division, weighed_at, samples: weights, ...sex } : { division, weighed_at, average: average!, count: count!, ...sex },
  };
}

/**
 * The dialog's form: the values as typed, checked by `readWeighingForm` (each reason under its
 * field, as its translation key) and read as the API input for `division`.
 */
export const weighingFormSchema = (division: number, timeZone: string | undefined, now: () => Date = () => new Date()) =>
  z
    .object({ weighedAt: z.string(), mode: z.enum(['samples', 'average']), weights: z.string(), average: z.string(), count: z.string(), sex: z.enum(['', '1', '2', '3']) })
    .strict()
    .transform((values, ctx) => {
      const read = readWeighingForm(values, division, now(), timeZone);
      if (read.ok) return read.input;
      for (const [field, error] of Object.entries(read.errors)) ctx.addIssue({ code: 'custom', path: [field], message: error.key, input: values[field as WeighingFormField] });
      return z.NEVER;
    });

/** What the server refused, by form field, in the user's words. */
export function weighingErrorsOf(error: unknown, values: WeighingFormValues): WeighingFormErrors & { form?: string } {
  if (!(error instanceof ApiRequestError)) return { form: 'performance.form.errors.unreachable' };
  if (error.status === 409) return { form: 'performance.form.errors.sameMoment' };
  if (error.status === 403) return { form: 'performance.form.errors.forbidden' };
  const errors: WeighingFormErrors = {};
  for (const { field, key, params } of error.fields) {
    const [name, index] = field.split('.');
    if (name === 'weighed_at') errors.weighedAt = key ? { key, values: params ?? {} } : { key: 'performance.form.errors.outsideBatch' };
    if (name === 'samples') {
      const typed = parseWeights(values.weights);
      const value = typed.ok && index !== undefined ? (typed.weights[Number(index)] ?? '') : '';
      errors.weights = { key: 'performance.form.errors.implausible', values: { value } };
    }
    if (name === 'average') errors.average = { key: 'performance.form.errors.implausible', values: { value: values.average } };
  }
  return Object.keys(errors).length > 0 ? errors : { form: 'performance.form.errors.refused' };
}
