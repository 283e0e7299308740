import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eggProductionSchema, eggRecordSchema, type EggRecordInput } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { keepOrSend, type KeptAs } from '@/lib/outbox/outbox';

export const eggProductionQueryKey = (batchId: number) => ['eggs', batchId] as const;

/** GET /v2/batches/{id}/eggs: the flock's egg records and its weeks of lay. */
export function useEggProduction(batchId: number) {
  return useQuery(
    queryOptions({ queryKey: eggProductionQueryKey(batchId), queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/eggs`, { schema: eggProductionSchema, signal }) }),
  );
}

/** A division's eggs of a day: sent now (replacing the day), or kept on the phone without a network (lib/outbox). */
export const recordEggs = (batchId: number, input: EggRecordInput, keep: KeptAs) =>
  keepOrSend({ kind: 'eggs', method: 'PUT', path: `/v2/batches/${batchId}/eggs`, body: input, schema: eggRecordSchema, ...keep });

export function useRecordEggs(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    // Offline too: the day is then kept on the phone.
    networkMode: 'always',
    mutationFn: ({ input, keep }: { input: EggRecordInput; keep: KeptAs }) => recordEggs(batchId, input, keep),
    onSuccess: () => client.invalidateQueries({ queryKey: eggProductionQueryKey(batchId) }),
  });
}
