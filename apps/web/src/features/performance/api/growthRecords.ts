import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchRemovalSchema, mortalityRecordSchema, weighingSchema, type BatchRemovalInput, type MortalityInput, type WeighingInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { batchPerformanceQueryKey } from './getBatchPerformance';

export const createWeighing = (batchId: number, input: WeighingInput) =>
  apiClient(`/v2/batches/${batchId}/weighings`, { method: 'POST', body: input, schema: weighingSchema });

export const updateWeighing = (id: number, input: WeighingInput) => apiClient(`/v2/weighings/${id}`, { method: 'PATCH', body: input, schema: weighingSchema });

export const deleteWeighing = (id: number) => apiClient<void>(`/v2/weighings/${id}`, { method: 'DELETE' });

export const recordMortality = (batchId: number, input: MortalityInput) =>
  apiClient(`/v2/batches/${batchId}/mortality`, { method: 'PUT', body: input, schema: mortalityRecordSchema });

export const recordRemoval = (batchId: number, input: BatchRemovalInput) =>
  apiClient(`/v2/batches/${batchId}/removals`, { method: 'POST', body: input, schema: batchRemovalSchema });

/** After a record changes, the batch's figures and every shed list showing them are stale. */
function useRefreshAfter(batchId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: batchPerformanceQueryKey(batchId) }),
      client.invalidateQueries({ queryKey: ['batches', 'detail', batchId] }),
      client.invalidateQueries({ queryKey: ['sheds'] }),
    ]);
}

export function useSaveWeighing(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: WeighingInput }) => (id === undefined ? createWeighing(batchId, input) : updateWeighing(id, input)),
    onSuccess,
  });
}

export function useDeleteWeighing(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({ mutationFn: deleteWeighing, onSuccess });
}

export function useRecordMortality(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({ mutationFn: (input: MortalityInput) => recordMortality(batchId, input), onSuccess });
}

export function useRecordRemoval(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({ mutationFn: (input: BatchRemovalInput) => recordRemoval(batchId, input), onSuccess });
}
