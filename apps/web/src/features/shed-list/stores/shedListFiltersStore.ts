import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RouteModule } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import {
  propertyFilterKey,
  validatePropertyFilter,
  type FilterValidation,
  type PropertyFilter,
  type PropertyFilterInput,
} from '../filters/propertyFilter';
import { shedListCategoryOf } from '../filters/shedListCategories';
import { sanitizeOrdering, type ShedListOrdering } from '../filters/shedListOrdering';
import { toggleStage, type StageFilter } from '../filters/stageSelection';
import { DEFAULT_PAGE_FILTERS, sanitizeSavedPages, type SavedShedListPages, type ShedListPageFilters } from './shedListPageFilters';
import { shedListPageKey } from './shedListPageKey';

/** localStorage key of the shed lists' saved filters (spec §2: per module and page). */
export const FILTERS_STORAGE_KEY = 'plantel_filters';

interface ShedListFiltersState {
  /** Saved filters by `module/page` (`broiler/performance`); a page without an entry has the defaults. */
  pages: SavedShedListPages;
  /** Checks and normalises the filter for the page's category and adds it unless it is already there. */
  addFilter: (module: RouteModule, page: Feature, input: PropertyFilterInput) => FilterValidation;
  /** Removes the filter equal to this one (same field, operator and normalised value). */
  removeFilter: (module: RouteModule, page: Feature, filter: PropertyFilter) => void;
  /** Removes every property filter of the page; stages, search and ordering stay. */
  clearFilters: (module: RouteModule, page: Feature) => void;
  toggleStage: (module: RouteModule, page: Feature, stage: StageFilter) => void;
  setSearch: (module: RouteModule, page: Feature, search: string) => void;
  setOrdering: (module: RouteModule, page: Feature, ordering: ShedListOrdering) => void;
}

export const useShedListFiltersStore = create<ShedListFiltersState>()(
  persist(
    (set, get) => {
      const update = (module: RouteModule, page: Feature, change: (saved: ShedListPageFilters) => Partial<ShedListPageFilters>) =>
        set(({ pages }) => {
          const key = shedListPageKey(module, page);
          const saved = pages[key] ?? DEFAULT_PAGE_FILTERS;
          return { pages: { ...pages, [key]: { ...saved, ...change(saved) } } };
        });

      return {
        pages: {},
        addFilter: (module, page, input) => {
          const checked = validatePropertyFilter(input, shedListCategoryOf(module, page));
          if (!checked.ok) return checked;
          const saved = get().pages[shedListPageKey(module, page)] ?? DEFAULT_PAGE_FILTERS;
          const key = propertyFilterKey(checked.filter);
          if (!saved.filters.some((filter) => propertyFilterKey(filter) === key)) {
            update(module, page, ({ filters }) => ({ filters: [...filters, checked.filter] }));
          }
          return checked;
        },
        removeFilter: (module, page, removed) => {
          const key = propertyFilterKey(removed);
          update(module, page, ({ filters }) => ({ filters: filters.filter((filter) => propertyFilterKey(filter) !== key) }));
        },
        clearFilters: (module, page) => update(module, page, () => ({ filters: [] })),
        toggleStage: (module, page, stage) => update(module, page, ({ stages }) => ({ stages: toggleStage(stages, stage) })),
        setSearch: (module, page, search) => update(module, page, () => ({ search })),
        setOrdering: (module, page, ordering) => update(module, page, () => ({ ordering: sanitizeOrdering(ordering) })),
      };
    },
    {
      name: FILTERS_STORAGE_KEY,
      version: 1,
      partialize: ({ pages }) => ({ pages }),
      // What comes back from localStorage may be from an older version or edited by hand.
      merge: (persisted, current) => ({
        ...current,
        pages: sanitizeSavedPages(typeof persisted === 'object' && persisted !== null ? (persisted as { pages?: unknown }).pages : undefined),
      }),
    },
  ),
);
