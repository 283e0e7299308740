import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchRemovalListSchema, batchRemovalSchema, lodgingSchema, type LodgingCorrection, mortalityRecordSchema, weighingSchema, type BatchRemovalCorrection, type BatchRemovalInput, type MortalityInput, type RemovalUndo, type UndoInput, type WeighingInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { keepOrSend, type KeptAs } from '@/lib/outbox/outbox';
import { batchPerformanceQueryKey } from './getBatchPerformance';
import { mortalityDaysQueryKey } from './getMortalityDays';

/** A new weighing: sent now, or kept on the phone without a network (lib/outbox), as `keep` says. */
export const createWeighing = (batchId: number, input: WeighingInput, keep: KeptAs) =>
  keepOrSend({ kind: 'weighing', method: 'POST', path: `/v2/batches/${batchId}/weighings`, body: input, schema: weighingSchema, ...keep });

export const updateWeighing = (id: number, input: WeighingInput) => apiClient(`/v2/weighings/${id}`, { method: 'PATCH', body: input, schema: weighingSchema });

export const deleteWeighing = (id: number) => apiClient<void>(`/v2/weighings/${id}`, { method: 'DELETE' });

/**
 * A day's deaths and culls, added to the day's or replacing them (`mode`): sent now, or kept on the
 * phone without a network; kept, an addition stays an addition, so two phones counting one day both count.
 * Kept, it says it saw no record of the day: if another person records it meanwhile, the phone is
 * shown theirs and chooses (docs/offline.md).
 */
export const recordMortality = (batchId: number, input: MortalityInput, keep: KeptAs) =>
  keepOrSend({ kind: 'mortality', method: 'PUT', path: `/v2/batches/${batchId}/mortality`, body: input, schema: mortalityRecordSchema, whenKept: { replaces: null }, ...keep });

/** Animals taken out alive: sent now, or kept on the phone without a network. */
export const recordRemoval = (batchId: number, input: BatchRemovalInput, keep: KeptAs) =>
  keepOrSend({ kind: 'thinning', method: 'POST', path: `/v2/batches/${batchId}/removals`, body: input, schema: batchRemovalSchema, ...keep });

/** GET /v2/batches/{id}/removals: the batch's thinnings, oldest first. */
export const removalsQueryKey = (batchId: number) => ['batches', 'removals', batchId] as const;
export function useBatchRemovals(batchId: number) {
  return useQuery({ queryKey: removalsQueryKey(batchId), queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/removals`, { schema: batchRemovalListSchema, signal }) });
}

/**
 * A thinning typed wrong, corrected: sent now, or kept on the phone without a network. It carries the
 * thinning as the form saw it (`replaces`), so a change made by someone else meanwhile is shown to
 * choose from rather than overwritten (docs/offline.md).
 */
export function useCorrectRemoval(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input, keep }: { id: number; input: BatchRemovalCorrection; keep: KeptAs }) =>
      keepOrSend({ kind: 'thinning_correction', method: 'PUT', path: `/v2/batches/${batchId}/removals/${id}`, body: input, schema: batchRemovalSchema, ...keep }),
    onSuccess,
  });
}

/** A thinning that did not happen, undone with its reason. */
/** A DELETE's answer: no content. */
const NO_CONTENT = { parse: (): void => undefined };

/** A thinning that did not happen, undone with its reason: sent now, or kept on the phone, with the thinning as it was seen (`replaces`). */
export function useUndoRemoval(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input, keep }: { id: number; input: RemovalUndo; keep: KeptAs }) =>
      keepOrSend({ kind: 'thinning_undo', method: 'DELETE', path: `/v2/batches/${batchId}/removals/${id}`, body: input, schema: NO_CONTENT, ...keep }),
    onSuccess,
  });
}

const lodgingQueryKey = (batchId: number) => ['batches', 'lodging', batchId] as const;

/** GET /v2/batches/{id}/lodging: the lodging as typed, which its correction starts from. */
export function useLodging(batchId: number) {
  return useQuery({ queryKey: lodgingQueryKey(batchId), queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/lodging`, { schema: lodgingSchema, signal }) });
}

/** What was typed wrong at lodging, corrected with a reason: sent now, or kept on the phone with the lodging as it was seen (`replaces`). */
export function useCorrectLodging(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ input, keep }: { input: LodgingCorrection; keep: KeptAs }) =>
      keepOrSend({ kind: 'lodging_correction', method: 'PATCH', path: `/v2/batches/${batchId}/lodging`, body: input, schema: lodgingSchema, ...keep }),
    onSuccess,
  });
}

/** A lodging that did not happen, undone with its reason: the shed is empty again. */
export function useUndoLodging(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ input, keep }: { input: UndoInput; keep: KeptAs }) => keepOrSend({ kind: 'lodging_undo', method: 'DELETE', path: `/v2/batches/${batchId}`, body: input, schema: NO_CONTENT, ...keep }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sheds'] }),
  });
}

/** After a record changes, the batch's figures and every shed list showing them are stale. */
function useRefreshAfter(batchId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: batchPerformanceQueryKey(batchId) }),
      client.invalidateQueries({ queryKey: mortalityDaysQueryKey(batchId) }),
      client.invalidateQueries({ queryKey: removalsQueryKey(batchId) }),
      client.invalidateQueries({ queryKey: lodgingQueryKey(batchId) }),
      client.invalidateQueries({ queryKey: ['batches', 'detail', batchId] }),
      client.invalidateQueries({ queryKey: ['sheds'] }),
    ]);
}

export function useSaveWeighing(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  return useMutation({
    // Offline too: a new weighing is then kept on the phone.
    networkMode: 'always',
    mutationFn: async ({ id, input, keep }: { id?: number | undefined; input: WeighingInput; keep: KeptAs }): Promise<{ kept: boolean }> => {
      if (id === undefined) return createWeighing(batchId, input, keep);
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
  return useMutation({ networkMode: 'always', mutationFn: ({ input, keep }: { input: MortalityInput; keep: KeptAs }) => recordMortality(batchId, input, keep), onSuccess });
}

export function useRecordRemoval(batchId: number) {
  const onSuccess = useRefreshAfter(batchId);
  // Offline too: the thinning is then kept on the phone.
  return useMutation({ networkMode: 'always', mutationFn: ({ input, keep }: { input: BatchRemovalInput; keep: KeptAs }) => recordRemoval(batchId, input, keep), onSuccess });
}
