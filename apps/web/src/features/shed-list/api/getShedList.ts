import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shedListSchema, type ModuleName, type ShedList } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import type { ShedListCategory } from '../filters/shedListCategories';

/** GET /v2/sheds/{category}?module=…&filters…: one page of a module's shed list. */
export function getShedList(category: ShedListCategory, module: ModuleName, params: URLSearchParams, signal?: AbortSignal): Promise<ShedList> {
  const query = new URLSearchParams(params);
  query.set('module', module);
  return apiClient(`/v2/sheds/${category}?${query.toString()}`, { schema: shedListSchema, signal });
}

export const shedListQueryOptions = (category: ShedListCategory, module: ModuleName, params: URLSearchParams) =>
  queryOptions({
    queryKey: ['sheds', 'list', category, module, params.toString()],
    queryFn: ({ signal }) => getShedList(category, module, params, signal),
    // The page shown stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useShedList(category: ShedListCategory, module: ModuleName, params: URLSearchParams) {
  return useQuery(shedListQueryOptions(category, module, params));
}
