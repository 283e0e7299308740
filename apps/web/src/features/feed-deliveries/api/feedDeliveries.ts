import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedControlListSchema,
  feedControlSchema,
  rationTypeListSchema,
  shedSilosSchema,
  type FeedControlInput,
  type FeedControlList,
  type FeedControlPatch,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { keepOrSend, type KeptAs } from '@/lib/outbox/outbox';

export interface DeliveryFilter {
  silo: number | null;
  start: string;
  end: string;
  page: number;
  pageSize: number;
}

const EMPTY: FeedControlList = { results: [], count: 0 };

/** The query of GET /v1/feed-controls for the table's filter and page, newest first. */
export function deliveriesQuery(batchId: number, filter: DeliveryFilter): URLSearchParams {
  const query = new URLSearchParams({
    batch: String(batchId),
    start: filter.start,
    end: filter.end,
    ordering: '-date',
    limit: String(filter.pageSize),
    offset: String(filter.page * filter.pageSize),
  });
  if (filter.silo !== null) query.set('silo', String(filter.silo));
  return query;
}

/**
 * GET /v1/feed-controls, newest first. Spec §8: a failure is logged and the table shows no rows
 * (count 0); the query still reports the error so the table can offer a retry.
 */
export function useFeedControls(batchId: number, filter: DeliveryFilter) {
  const query = deliveriesQuery(batchId, filter);
  const result = useQuery(
    queryOptions({
      queryKey: ['feed-controls', batchId, filter],
      queryFn: async ({ signal }) => {
        try {
          return await apiClient(`/v1/feed-controls?${query}`, { schema: feedControlListSchema, signal });
        } catch (error) {
          console.error('feed-control records could not be loaded', error);
          throw error;
        }
      },
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
  return { ...result, page: result.isError ? EMPTY : (result.data ?? EMPTY) };
}

export function useRationTypes() {
  return useQuery(queryOptions({ queryKey: ['ration-types'], queryFn: ({ signal }) => apiClient('/v1/ration-types?offset=0&limit=999', { schema: rationTypeListSchema, signal }), staleTime: 10 * 60_000 }));
}

export function useShedSilos(shedId: number) {
  return useQuery(queryOptions({ queryKey: ['silos-shed', shedId], queryFn: ({ signal }) => apiClient(`/v1/silos-shed/${shedId}`, { schema: shedSilosSchema, signal }) }));
}

/** After a delivery changes, the batch's feed figures and every shed list showing them are stale. */
function useRefreshAfter(batchId: number, shedId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['feed-controls', batchId] }),
      client.invalidateQueries({ queryKey: ['batches'] }),
      client.invalidateQueries({ queryKey: ['silos-shed', shedId] }),
      client.invalidateQueries({ queryKey: ['sheds'] }),
    ]);
}

export function useSaveDelivery(batchId: number, shedId: number) {
  const onSuccess = useRefreshAfter(batchId, shedId);
  return useMutation({
    // Offline too: a new delivery is then kept on the phone.
    networkMode: 'always',
    mutationFn: async ({ id, input, keep }: { id: number | null; input: FeedControlInput; keep: KeptAs }): Promise<{ kept: boolean }> => {
      // A new delivery is sent now, or kept on the phone without a network (lib/outbox).
      if (id === null) return keepOrSend({ kind: 'delivery', method: 'POST', path: '/v1/feed-controls', body: input, schema: feedControlSchema, ...keep });
      const { batch: _batch, ...patch } = input;
      await apiClient(`/v1/feed-controls/${id}`, { method: 'PATCH', body: patch satisfies FeedControlPatch, schema: feedControlSchema });
      return { kept: false };
    },
    onSuccess,
  });
}

export function useDeleteDelivery(batchId: number, shedId: number) {
  const onSuccess = useRefreshAfter(batchId, shedId);
  return useMutation({ mutationFn: (id: number) => apiClient<void>(`/v1/feed-controls/${id}`, { method: 'DELETE' }), onSuccess });
}
