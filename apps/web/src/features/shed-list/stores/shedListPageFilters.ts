import type { RouteModule } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import { sanitizePropertyFilters, type PropertyFilter } from '../filters/propertyFilter';
import { shedListCategoryOf } from '../filters/shedListCategories';
import { sanitizeOrdering, type SortField } from '../filters/shedListOrdering';
import { DEFAULT_STAGE_SELECTION, sanitizeStageSelection, type StageSelection } from '../filters/stageSelection';
import { parseShedListPageKey, type ShedListPageKey } from './shedListPageKey';

/** What one list page remembers. */
export interface ShedListPageFilters {
  filters: PropertyFilter[];
  stages: StageSelection;
  /** As typed (the query trims it). */
  search: string;
  ordering: SortField[];
}

export type SavedShedListPages = Partial<Record<ShedListPageKey, ShedListPageFilters>>;

/** A page nothing was saved for: no filters, lodged sheds only, no search, the server's order. */
export const DEFAULT_PAGE_FILTERS: ShedListPageFilters = Object.freeze({
  filters: [],
  stages: DEFAULT_STAGE_SELECTION,
  search: '',
  ordering: [],
});

function sanitizePageFilters(value: unknown, module: RouteModule, page: Feature): ShedListPageFilters {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    filters: sanitizePropertyFilters(saved.filters, shedListCategoryOf(module, page)),
    stages: sanitizeStageSelection(saved.stages),
    search: typeof saved.search === 'string' ? saved.search : '',
    ordering: sanitizeOrdering(saved.ordering),
  };
}

/**
 * Saved pages read back from localStorage: unknown pages are dropped, and each page keeps only what
 * is still valid (a field a list no longer filters on, a malformed entry), so an old or edited save
 * never breaks a list.
 */
export function sanitizeSavedPages(value: unknown): SavedShedListPages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pages: SavedShedListPages = {};
  for (const [key, saved] of Object.entries(value)) {
    const page = parseShedListPageKey(key);
    if (page) pages[key as ShedListPageKey] = sanitizePageFilters(saved, page.module, page.page);
  }
  return pages;
}
