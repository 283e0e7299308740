import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertHistoryFilterFormSchema } from '@plantel/contracts';
import { useLiveFilter } from './useLiveFilter';

const schema = alertHistoryFilterFormSchema('2026-12-03');
const first = { start: '2026-11-04', end: '2026-12-03', state: null };

describe('useLiveFilter', () => {
  it('applies each whole, valid filter as it is picked, and keeps the last one while the period is wrong', async () => {
    const onApplied = vi.fn();
    const { result } = renderHook(() => useLiveFilter(schema, first, onApplied));
    expect(result.current).toMatchObject({ applied: first, valid: true });

    await act(async () => result.current.form.setValue('end', '2026-12-10', { shouldValidate: true }));
    expect(result.current).toMatchObject({ applied: first, valid: false });
    expect(result.current.form.getFieldState('end').error?.message).toBe('dateRange.endAfterToday');
    expect(onApplied).not.toHaveBeenCalled();

    await act(async () => result.current.form.setValue('end', '2026-11-20', { shouldValidate: true }));
    await act(async () => result.current.form.setValue('state', 'open', { shouldValidate: true }));
    const last = { start: '2026-11-04', end: '2026-11-20', state: 'open' };
    expect(result.current).toMatchObject({ applied: last, valid: true });
    expect(onApplied).toHaveBeenLastCalledWith(last);
    expect(onApplied).toHaveBeenCalledTimes(2);
  });
});
