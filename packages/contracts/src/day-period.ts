import { z } from 'zod';

/** What is wrong with a period of calendar days; the web translates it under `dateRange`. */
export type PeriodProblem = 'startMissing' | 'endMissing' | 'endAfterToday' | 'startAfterEnd';

/** Spec §5 date filters: both days given (YYYY-MM-DD), the end not after today and the start not after the end. */
export function periodProblem(start: string, end: string, today: string): { field: 'start' | 'end'; problem: PeriodProblem } | null {
  if (!start) return { field: 'start', problem: 'startMissing' };
  if (!end) return { field: 'end', problem: 'endMissing' };
  if (end > today) return { field: 'end', problem: 'endAfterToday' };
  if (start > end) return { field: 'start', problem: 'startAfterEnd' };
  return null;
}

/** A form's check of its `start` and `end` days up to `today` (the company's): the problem, as a `dateRange.*` key, on its field. */
export const refineDayPeriod =
  (today: string) =>
  ({ start, end }: { start: string; end: string }, ctx: z.RefinementCtx) => {
    const problem = periodProblem(start, end, today);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: `dateRange.${problem.problem}`, input: problem.field === 'start' ? start : end });
  };

/** A filter of a period of the company's calendar days up to its `today`, and the other choices of its `shape`. */
export const periodFilterFormSchema = <S extends z.ZodRawShape>(today: string, shape: S) =>
  z
    .object({ start: z.string(), end: z.string(), ...shape })
    .strict()
    // A generic shape hides that start and end are still the strings above.
    .superRefine((values, ctx) => refineDayPeriod(today)(values as DayPeriod, ctx));

/** A period of the company's calendar days as a form holds it, up to its `today`. */
export const dayPeriodFormSchema = (today: string) => periodFilterFormSchema(today, {});
export interface DayPeriod {
  start: string;
  end: string;
}
