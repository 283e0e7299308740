import { useMemo } from 'react';
import type { RouteModule } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import type { FilterValidation, PropertyFilter, PropertyFilterInput } from '../filters/propertyFilter';
import { useSessionStore } from '@/stores/session';
import { filterFieldsOf, mayFilterOn, shedListCategoryOf } from '../filters/shedListCategories';
import type { ShedListOrdering } from '../filters/shedListOrdering';
import type { StageFilter } from '../filters/stageSelection';
import { useShedListFiltersStore } from '../stores/shedListFiltersStore';
import { DEFAULT_PAGE_FILTERS } from '../stores/shedListPageFilters';
import { shedListPageKey } from '../stores/shedListPageKey';

/**
 * A list page's saved filters (stored per module and page) with the actions that change them, the
 * page's filter category and the fields its filter form offers (a guest's leave out the masked names).
 */
export function useShedListFilters(module: RouteModule, page: Feature) {
  const key = shedListPageKey(module, page);
  const saved = useShedListFiltersStore((state) => state.pages[key]) ?? DEFAULT_PAGE_FILTERS;
  const category = shedListCategoryOf(module, page);
  const guest = useSessionStore((state) => state.isGuest);
  const fields = useMemo(() => filterFieldsOf(category, guest), [category, guest]);
  // Filters saved on this browser by someone else (or before) that a guest may not use are left out.
  const filters = useMemo(() => saved.filters.filter((f) => mayFilterOn(f.field, guest)), [saved.filters, guest]);

  const actions = useMemo(() => {
    const store = useShedListFiltersStore.getState();
    return {
      addFilter: (input: PropertyFilterInput): FilterValidation => store.addFilter(module, page, input),
      removeFilter: (filter: PropertyFilter) => store.removeFilter(module, page, filter),
      clearFilters: () => store.clearFilters(module, page),
      toggleStage: (stage: StageFilter) => store.toggleStage(module, page, stage),
      setSearch: (search: string) => store.setSearch(module, page, search),
      setOrdering: (ordering: ShedListOrdering) => store.setOrdering(module, page, ordering),
    };
  }, [module, page]);

  return { category, fields, ...saved, filters, ...actions };
}
