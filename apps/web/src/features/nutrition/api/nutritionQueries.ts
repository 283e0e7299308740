import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchNutritionSchema,
  consumptionHistorySchema,
  occupationHistorySchema,
  siloSchema,
  type BatchNutrition,
  type ConsumptionGrouping,
  type ConsumptionHistory,
  type OccupationHistory,
  type SiloSettingsInput,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { toQuery, type PeriodFilter } from '../filters/periodFilter';

/** GET /v2/batches/{id}/nutrition: silos, totals, end-of-feed forecast and water. */
export function getBatchNutrition(id: number, signal?: AbortSignal): Promise<BatchNutrition> {
  return apiClient(`/v2/batches/${id}/nutrition`, { schema: batchNutritionSchema, signal });
}

export function useBatchNutrition(id: number) {
  // Load cells report every half hour or so: keep the panel current while it is open.
  return useQuery(queryOptions({ queryKey: ['batches', 'nutrition', id], queryFn: ({ signal }) => getBatchNutrition(id, signal), refetchInterval: 5 * 60_000 }));
}

/** GET /v2/batches/{id}/consumption-history between two days, by days or weeks of age. */
export function getConsumptionHistory(id: number, period: { start: string; end: string }, grouping: ConsumptionGrouping, signal?: AbortSignal): Promise<ConsumptionHistory> {
  const query = new URLSearchParams({ start: period.start, end: period.end, grouping });
  return apiClient(`/v2/batches/${id}/consumption-history?${query}`, { schema: consumptionHistorySchema, signal });
}

export function useConsumptionHistory(id: number, period: { start: string; end: string }, grouping: ConsumptionGrouping) {
  return useQuery(
    queryOptions({
      queryKey: ['batches', 'consumption-history', id, period.start, period.end, grouping],
      queryFn: ({ signal }) => getConsumptionHistory(id, period, grouping, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /v2/silos/{id}/occupation-history for a batch: the last N days or a period. */
export function getOccupationHistory(siloId: number, batchId: number, filter: PeriodFilter, signal?: AbortSignal): Promise<OccupationHistory> {
  const query = new URLSearchParams({ batch_id: String(batchId), ...toQuery(filter) });
  return apiClient(`/v2/silos/${siloId}/occupation-history?${query}`, { schema: occupationHistorySchema, signal });
}

export function useOccupationHistories(siloIds: readonly number[], batchId: number, filter: PeriodFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['batches', 'occupation-history', batchId, siloIds, filter],
      queryFn: ({ signal }) => Promise.all(siloIds.map((id) => getOccupationHistory(id, batchId, filter, signal))),
      placeholderData: keepPreviousData,
    }),
  );
}

/** PATCH /v2/silos/{id}: thresholds and volume; the shed's figures and lists follow. */
export function useSaveSiloSettings(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SiloSettingsInput }) => apiClient(`/v2/silos/${id}`, { method: 'PATCH', body: input, schema: siloSchema }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['batches', 'nutrition', batchId] }),
        client.invalidateQueries({ queryKey: ['batches', 'detail', batchId] }),
        client.invalidateQueries({ queryKey: ['sheds'] }),
      ]),
  });
}
