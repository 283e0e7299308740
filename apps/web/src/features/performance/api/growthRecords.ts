import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchRemovalSchema, mortalityRecordSchema, weighingSchema, type BatchRemovalInput, type MortalityInput, type WeighingInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { keepOrSend } from '@/lib/outbox/outbox';
import { batchPerformanceQueryKey } from './getBatchPerformance';

/** A new weighing: sent now, or kept on the phone without a network (lib/outbox), `label` saying what it is there. */
export const createWeighing = (batchId: number, input: WeighingInput, label: string) =>
  keepOrSend({ kind: 'weighing', method: 'POST', path: `/v2/batches/${batchId}/weighings`, body: input, label, schema: weighingSchema });

export const updateWeighing = (id: number, input: WeighingInput) => apiClient(`/v2/weighings/${id}`, { method: 'PATCH', body: input, schema: weighingSchema });

export const deleteWeighing = (id: number) => apiClient<void>(`/v2/weighings/${id}`, { method: 'DELETE' });

/**
 * A day's deaths and culls: sent now (replacing the day), or kept on the phone without a network.
 * Kept, it says it saw no record of the day: if another person records it meanwhile, the phone is
 * shown theirs and chooses (docs/offline.md).
 */
export const recordMortality = (batchId: number, input: MortalityInput, label: string) =>
  keepOrSend({ kind: 'mortality', method: 'PUT', path: `/v2/batches/${batchId}/mortality`, body: input, label, schema: mortalityRecordSchema, whenKept: { replaces: null } });

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
    // Offline too: a new weighing is then kept on the phone.
    networkMode: 'always',
    mutationFn: async ({ id, input, label }: { id?: number; input: WeighingInput; label: string }): Promise<{ kept: boolean }> => {
      if (id === undefined) return createWeighing(batchId, input, label);
      await updateWeighing(id, input);
      return { kept: false };
    },
    onSuccess,
  });
}

export function useDeleteWeighing(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({ mutationFn: deleteWeighing, onSuccess });
}

export function useRecordMortality(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  // Offline too: the day is then kept on the phone.
  return useMutation({ networkMode: 'always', mutationFn: ({ input, label }: { input: MortalityInput; label: string }) => recordMortality(batchId, input, label), onSuccess });
}

export function useRecordRemoval(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({ mutationFn: (input: BatchRemovalInput) => recordRemoval(batchId, input), onSuccess });
}
