import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchSanitySchema, type BatchSanity } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/batches/{id}/sanity: climate, comfort and losses per division. */
export function getBatchSanity(id: number, signal?: AbortSignal): Promise<BatchSanity> {
  return apiClient(`/v2/batches/${id}/sanity`, { schema: batchSanitySchema, signal });
}

export function useBatchSanity(id: number) {
  // Sensors report every few minutes: keep the panel current while it is open.
  return useQuery(queryOptions({ queryKey: ['batches', 'sanity', id], queryFn: ({ signal }) => getBatchSanity(id, signal), refetchInterval: 5 * 60_000 }));
}
