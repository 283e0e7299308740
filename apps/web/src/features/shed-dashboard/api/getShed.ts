import { queryOptions, useQuery } from '@tanstack/react-query';
import { shedDetailSchema, type ShedDetail } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/sheds/{id}: the shed with its batches (current first), devices and silos. */
export function getShed(id: number, signal?: AbortSignal): Promise<ShedDetail> {
  return apiClient(`/v2/sheds/${id}`, { schema: shedDetailSchema, signal });
}

export const shedQueryOptions = (id: number) => queryOptions({ queryKey: ['sheds', 'detail', id], queryFn: ({ signal }) => getShed(id, signal) });

export function useShed(id: number) {
  return useQuery(shedQueryOptions(id));
}
