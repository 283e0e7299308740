import { z } from 'zod';
import { loadInputSchema, loadPlanInputSchema, type LoadPlanInput, type PlannedLoad } from '@plantel/contracts';
import { momentOfWallClock, wallClockInput } from '@/lib/period';

/**
 * The load plan form: the contract's body, each catch typed on the company's wall clock
 * (YYYY-MM-DDTHH:mm) and sent as a moment; the contract's own rules then check it.
 */
export const loadPlanFormSchema = (timeZone: string | undefined) =>
  loadPlanInputSchema
    .safeExtend({ loads: z.array(loadInputSchema.safeExtend({ catch_at: z.string().min(1, 'validation.required') })).min(1, 'loadPlan.errors.noLoad') })
    .transform((values, ctx): LoadPlanInput => {
      const loads = values.loads.map((load, i) => {
        const at = momentOfWallClock(load.catch_at, timeZone);
        if (Number.isNaN(at.getTime())) ctx.addIssue({ code: 'custom', path: ['loads', i, 'catch_at'], message: 'validation.invalid' });
        return { ...load, catch_at: Number.isNaN(at.getTime()) ? load.catch_at : at.toISOString() };
      });
      return { loads };
    });
export type LoadPlanFormValues = z.input<ReturnType<typeof loadPlanFormSchema>>;
type FormLoad = LoadPlanFormValues['loads'][number];

/** The loads of a saved version, back in the form: their catches on the company's wall clock. */
export const formLoadsOf = (loads: readonly PlannedLoad[], timeZone: string | undefined): FormLoad[] =>
  loads.map((l) => ({ catch_at: wallClockInput(new Date(l.catch_at), timeZone), truck: l.truck, birds: l.birds, divisions: [...l.divisions] }));

/** A load after `previous`: two hours later, from the same divisions, with as many birds (or a truck's usual 3,000). */
export function nextLoad(previous: FormLoad | undefined, firstCatch: string, divisions: number[]): FormLoad {
  if (!previous) return { catch_at: firstCatch, truck: '', birds: 3_000, divisions };
  const later = previous.catch_at ? new Date(`${previous.catch_at}:00Z`) : null;
  const catchAt = later && !Number.isNaN(later.getTime()) ? new Date(later.getTime() + 2 * 3_600_000).toISOString().slice(0, 16) : '';
  return { catch_at: catchAt, truck: '', birds: previous.birds, divisions: [...previous.divisions] };
}
