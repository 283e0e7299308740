import { describe, expect, it } from 'vitest';
import { formLoadsOf, loadPlanFormSchema, nextLoad } from './loadPlanForm';

const SP = 'America/Sao_Paulo';

describe('the load plan form', () => {
  it('sends each catch typed on the company clock as its moment: 00:00 in São Paulo is 03:00 UTC', () => {
    const parsed = loadPlanFormSchema(SP).safeParse({ loads: [{ catch_at: '2026-12-10T00:00', truck: 'ABC-1D23', birds: 3000, divisions: [7] }] });
    expect(parsed.success && parsed.data).toEqual({ loads: [{ catch_at: '2026-12-10T03:00:00.000Z', truck: 'ABC-1D23', birds: 3000, divisions: [7] }] });
    // And back in the form, on the clock it was typed on.
    expect(formLoadsOf([{ catch_at: '2026-12-10T03:00:00.000Z', truck: 'ABC-1D23', birds: 3000, divisions: [7] } as never], SP)[0]!.catch_at).toBe('2026-12-10T00:00');
  });

  it('refuses a plan without a load, a catch left empty and a truck without its plate, by the keys the screen translates', () => {
    const issues = (loads: unknown[]) => {
      const parsed = loadPlanFormSchema(SP).safeParse({ loads });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues([])).toEqual([['loads', 'loadPlan.errors.noLoad']]);
    expect(issues([{ catch_at: '', truck: '', birds: 3000, divisions: [] }]).map(([path]) => path)).toEqual(['loads.0.catch_at', 'loads.0.truck', 'loads.0.divisions']);
  });

  it('adds a load two hours after the last, from its divisions and with its birds; the first at the planned day’s midnight', () => {
    expect(nextLoad(undefined, '2026-12-10T00:00', [1, 2])).toEqual({ catch_at: '2026-12-10T00:00', truck: '', birds: 3000, divisions: [1, 2] });
    expect(nextLoad({ catch_at: '2026-12-10T23:00', truck: 'A', birds: 2800, divisions: [2] }, '2026-12-10T00:00', [1, 2])).toEqual({ catch_at: '2026-12-11T01:00', truck: '', birds: 2800, divisions: [2] });
  });
});
