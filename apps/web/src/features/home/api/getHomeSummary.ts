import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeSummarySchema, type HomeSummary } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/home/summary: per module the user may open, sheds, lodged sheds and the last day's alerts. */
export function getHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  return apiClient('/v2/home/summary', { schema: homeSummarySchema, signal });
}

export const homeSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'summary'], queryFn: ({ signal }) => getHomeSummary(signal), refetchInterval: 60_000 });

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
