import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchDetailSchema, type BatchDetail } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/batches/{id}: a batch with its latest figures. */
export function getBatch(id: number, signal?: AbortSignal): Promise<BatchDetail> {
  return apiClient(`/v2/batches/${id}`, { schema: batchDetailSchema, signal });
}

export const batchQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['batches', 'detail', id],
    queryFn: ({ signal }) => getBatch(id!, signal),
    enabled: id !== null,
  });

export function useBatch(id: number | null) {
  return useQuery(batchQueryOptions(id));
}
