import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchPcpSchema, slaughterForecastSchema, slaughterPlanResultSchema, type SlaughterPlanInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v1/slaughter-weight-projection/{batch}: the batch's forecast day by day. */
export function useSlaughterForecast(batchId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['batches', 'slaughter-forecast', batchId],
      queryFn: ({ signal }) => apiClient(`/v1/slaughter-weight-projection/${batchId}`, { schema: slaughterForecastSchema, signal }),
      select: (data) => data.results,
    }),
  );
}

/** GET /v2/batches/{id}/pcp: the batch's live weight by age. */
export function useBatchPcp(batchId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['batches', 'pcp', batchId],
      queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/pcp`, { schema: batchPcpSchema, signal }),
    }),
  );
}

/** PUT /v2/sheds/{id}/slaughter-plan; the batch's forecasts and the shed lists follow. */
export function useSaveSlaughterPlan(shedId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SlaughterPlanInput) => apiClient(`/v2/sheds/${shedId}/slaughter-plan`, { method: 'PUT', body: input, schema: slaughterPlanResultSchema }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['batches'] }), client.invalidateQueries({ queryKey: ['sheds'] })]),
  });
}
