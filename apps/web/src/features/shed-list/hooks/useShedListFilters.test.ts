import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShedListFiltersStore } from '../stores/shedListFiltersStore';
import { useShedListFilters } from './useShedListFilters';

beforeEach(() => useShedListFiltersStore.setState({ pages: {} }));

describe('useShedListFilters', () => {
  it("gives a page without saves the defaults, its category and that category's fields", () => {
    const { result } = renderHook(() => useShedListFilters('matrix', 'performance'));

    expect(result.current).toMatchObject({
      category: 'matrix',
      filters: [],
      stages: { empty_batch: false, pre_lodged: false, lodged: true, slaughter: false },
      search: '',
      ordering: [],
    });
    expect(result.current.fields.map(({ field }) => field)).toContain('variation_coef');
  });

  it("re-renders with the page's changes and ignores other pages'", () => {
    const { result } = renderHook(() => useShedListFilters('broiler', 'nutrition'));
    const other = renderHook(() => useShedListFilters('swine', 'nutrition'));

    act(() => {
      result.current.addFilter({ field: 'ration__phase', operator: 'equals', value: 'growth' });
      result.current.toggleStage('pre_lodged');
      result.current.setSearch('Galpão');
      result.current.setOrdering([{ field: 'available', direction: 'asc' }]);
    });

    expect(result.current).toMatchObject({
      filters: [{ field: 'ration__phase', operator: 'equals', value: 'growth' }],
      stages: { pre_lodged: true, lodged: true },
      search: 'Galpão',
      ordering: [{ field: 'available', direction: 'asc' }],
    });
    expect(other.result.current.filters).toEqual([]);
    expect(other.result.current.search).toBe('');

    act(() => result.current.removeFilter({ field: 'ration__phase', operator: 'equals', value: ' growth' }));
    expect(result.current.filters).toEqual([]);
  });

  it('returns the refusal of an invalid filter for the form to show', () => {
    const { result } = renderHook(() => useShedListFilters('broiler', 'performance'));

    let outcome: ReturnType<typeof result.current.addFilter> | undefined;
    act(() => {
      outcome = result.current.addFilter({ field: 'weight', operator: 'greaterThan', value: 'heavy' });
    });

    expect(outcome).toEqual({ ok: false, error: 'shedList.errors.invalidNumber' });
    expect(result.current.filters).toEqual([]);
  });

  it('keeps its actions stable between renders', () => {
    const { result, rerender } = renderHook(() => useShedListFilters('broiler', 'sanity'));
    const { addFilter } = result.current;
    act(() => result.current.setSearch('x'));
    rerender();
    expect(result.current.addFilter).toBe(addFilter);
  });
});
