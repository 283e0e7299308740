import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadPlanSchema, loadPlanVersionSchema, type LoadPlanInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const loadPlanKey = (batchId: number) => ['batches', 'load-plan', batchId] as const;

/** GET /v2/batches/{id}/load-plan: the newest version and the forecast since; null while the flock has none. */
export function useLoadPlan(batchId: number) {
  return useQuery({
    queryKey: loadPlanKey(batchId),
    queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/load-plan`, { schema: loadPlanSchema.nullable(), signal }),
  });
}

/** PUT /v2/batches/{id}/load-plan: saves a new version. */
export function useSaveLoadPlan(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoadPlanInput) => apiClient(`/v2/batches/${batchId}/load-plan`, { method: 'PUT', body: input, schema: loadPlanVersionSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: loadPlanKey(batchId) }),
  });
}

/** POST /v2/batches/{id}/load-plan/issue: sends the newest version to the plant now. */
export function useIssueLoadPlan(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient(`/v2/batches/${batchId}/load-plan/issue`, { method: 'POST', schema: loadPlanVersionSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: loadPlanKey(batchId) }),
  });
}
