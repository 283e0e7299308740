import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchPerformanceSchema, type BatchPerformance } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/batches/{id}/performance: growth per division and for the batch. */
export function getBatchPerformance(id: number, signal?: AbortSignal): Promise<BatchPerformance> {
  return apiClient(`/v2/batches/${id}/performance`, { schema: batchPerformanceSchema, signal });
}

export const batchPerformanceQueryKey = (id: number) => ['batches', 'performance', id] as const;

export function useBatchPerformance(id: number) {
  return useQuery(queryOptions({ queryKey: batchPerformanceQueryKey(id), queryFn: ({ signal }) => getBatchPerformance(id, signal) }));
}
