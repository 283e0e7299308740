import { z } from 'zod';
import { treatmentInputSchema, type SampleInput, type TreatmentInput } from '@plantel/contracts';
import { momentOfWallClock, wallClockInput } from '@/lib/period';

/**
 * The treatment form: the contract's body, its first and last dose typed on the company's wall
 * clock (YYYY-MM-DDTHH:mm) and sent as moments; the contract's own rules then check it.
 */
export const treatmentFormSchema = (timeZone: string | undefined) =>
  treatmentInputSchema
    .safeExtend({ started_at: z.string().min(1, 'validation.required'), ended_at: z.string().min(1, 'validation.required') })
    .transform((values, ctx): TreatmentInput => {
      const moments = { started_at: momentOfWallClock(values.started_at, timeZone), ended_at: momentOfWallClock(values.ended_at, timeZone) };
      const invalid = Object.entries(moments).filter(([, at]) => Number.isNaN(at.getTime()));
      for (const [name] of invalid) ctx.addIssue({ code: 'custom', path: [name], message: 'validation.invalid' });
      if (invalid.length > 0) return z.NEVER;
      return { ...values, started_at: moments.started_at.toISOString(), ended_at: moments.ended_at.toISOString() };
    });
export type TreatmentFormValues = z.input<ReturnType<typeof treatmentFormSchema>>;

/** A treatment kept on the phone, back in its form: its moments on the company's wall clock again. */
export function treatmentFormOf(input: Partial<TreatmentInput>, timeZone: string | undefined): Partial<TreatmentFormValues> {
  const clock = (iso: string | undefined) => (iso ? wallClockInput(new Date(iso), timeZone) : '');
  return { ...input, started_at: clock(input.started_at), ended_at: clock(input.ended_at) };
}

/** A new sample: taken today from every division, its result still to come. */
export const emptySample = (today: string, divisions: number[]): SampleInput => ({
  kind: 'salmonella_drag_swabs',
  taken_on: today,
  divisions,
  laboratory: '',
  sample_id: '',
  result: null,
});
