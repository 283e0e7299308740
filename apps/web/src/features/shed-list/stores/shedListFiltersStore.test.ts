import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_SELECTION } from '../filters/stageSelection';
import { FILTERS_STORAGE_KEY, useShedListFiltersStore } from './shedListFiltersStore';
import { DEFAULT_PAGE_FILTERS } from './shedListPageFilters';

const store = () => useShedListFiltersStore.getState();
const saved = () => JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY) ?? 'null') as { state: { pages: Record<string, unknown> }; version: number } | null;

beforeEach(() => {
  useShedListFiltersStore.setState({ pages: {} });
  localStorage.clear();
});

describe('shed list filters store', () => {
  it('saves a page under plantel_filters, keyed by module and page', () => {
    const result = store().addFilter('broiler', 'performance', { field: 'weight', operator: 'greaterThan', value: '2,5' });

    expect(result).toEqual({ ok: true, filter: { field: 'weight', operator: 'greaterThan', value: '2.5' } });
    expect(saved()).toEqual({
      version: 1,
      state: {
        pages: {
          'broiler/performance': {
            filters: [{ field: 'weight', operator: 'greaterThan', value: '2.5' }],
            stages: DEFAULT_STAGE_SELECTION,
            search: '',
            ordering: [],
          },
        },
      },
    });
  });

  it('keeps each module and page apart', () => {
    store().addFilter('broiler', 'performance', { field: 'name', operator: 'contains', value: 'A' });
    store().addFilter('matrix', 'performance', { field: 'name', operator: 'contains', value: 'B' });
    store().setSearch('broiler', 'sanity', 'Núcleo');

    const { pages } = store();
    expect(pages['broiler/performance']?.filters).toEqual([{ field: 'name', operator: 'contains', value: 'A' }]);
    expect(pages['matrix/performance']?.filters).toEqual([{ field: 'name', operator: 'contains', value: 'B' }]);
    expect(pages['broiler/sanity']).toEqual({ ...DEFAULT_PAGE_FILTERS, search: 'Núcleo' });
    expect(pages['matrix/sanity']).toBeUndefined();
  });

  it('adds a filter equal to a saved one only once', () => {
    store().addFilter('swine', 'nutrition', { field: 'available', operator: 'lessThan', value: '100' });
    const again = store().addFilter('swine', 'nutrition', { field: 'available', operator: 'lessThan', value: ' 100,0 ' });

    expect(again.ok).toBe(true);
    expect(store().pages['swine/nutrition']?.filters).toEqual([{ field: 'available', operator: 'lessThan', value: '100' }]);
  });

  it("refuses an invalid filter or one outside the page's category, saving nothing", () => {
    expect(store().addFilter('broiler', 'performance', { field: 'age', operator: 'greaterThan', value: 'abc' })).toEqual({
      ok: false,
      error: 'shedList.errors.invalidNumber',
    });
    expect(store().addFilter('broiler', 'performance', { field: 'ration__phase', operator: 'equals', value: 'growth' })).toEqual({
      ok: false,
      error: 'shedList.errors.unknownField',
    });
    expect(store().pages).toEqual({});
    expect(saved()).toBeNull();
  });

  it('removes the filter equal to the one given, and clears filters only', () => {
    store().addFilter('broiler', 'nutrition', { field: 'status', operator: 'equals', value: '1' });
    store().addFilter('broiler', 'nutrition', { field: 'status', operator: 'equals', value: '2' });
    store().toggleStage('broiler', 'nutrition', 'empty_batch');
    store().setSearch('broiler', 'nutrition', 'Galpão');

    store().removeFilter('broiler', 'nutrition', { field: 'status', operator: 'equals', value: ' 01' });
    expect(store().pages['broiler/nutrition']?.filters).toEqual([{ field: 'status', operator: 'equals', value: '2' }]);

    store().clearFilters('broiler', 'nutrition');
    expect(store().pages['broiler/nutrition']).toEqual({
      filters: [],
      stages: { ...DEFAULT_STAGE_SELECTION, empty_batch: true },
      search: 'Galpão',
      ordering: [],
    });
  });

  it('toggles stages from the default and keeps search text and ordering as set', () => {
    store().toggleStage('matrix', 'sanity', 'lodged');
    store().toggleStage('matrix', 'sanity', 'pre_lodged');
    store().setSearch('matrix', 'sanity', 'Aviário ');
    store().setOrdering('matrix', 'sanity', [{ field: 'age', direction: 'desc' }]);

    expect(store().pages['matrix/sanity']).toEqual({
      filters: [],
      stages: { empty_batch: false, pre_lodged: true, lodged: false, slaughter: false },
      search: 'Aviário ',
      ordering: [{ field: 'age', direction: 'desc' }],
    });
  });

  it('reads saves back, dropping unknown pages and whatever is no longer valid', async () => {
    localStorage.setItem(
      FILTERS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          pages: {
            'broiler/performance': {
              filters: [
                { field: 'weight', operator: 'greaterThan', value: '2.5' },
                { field: 'weight', operator: 'greaterThan', value: '2,5' },
                { field: 'ration__id', operator: 'equals', value: '3' },
              ],
              stages: { lodged: false, slaughter: true },
              search: 7,
              ordering: [{ field: 'name', direction: 'up' }, { field: 'age', direction: 'asc' }],
            },
            'poultry/performance': { filters: [] },
            'broiler/performance/extra': {},
          },
        },
      }),
    );

    await useShedListFiltersStore.persist.rehydrate();

    expect(store().pages).toEqual({
      'broiler/performance': {
        filters: [{ field: 'weight', operator: 'greaterThan', value: '2.5' }],
        stages: { empty_batch: false, pre_lodged: false, lodged: false, slaughter: true },
        search: '',
        ordering: [{ field: 'age', direction: 'asc' }],
      },
    });
  });

  it('starts empty when the save cannot be read', async () => {
    store().setSearch('broiler', 'performance', 'x');
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ version: 1, state: { pages: ['broiler/performance'] } }));

    await useShedListFiltersStore.persist.rehydrate();

    expect(store().pages).toEqual({});
  });
});
