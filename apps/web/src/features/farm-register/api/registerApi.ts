import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lodgedBatchSchema,
  registerProducerListSchema,
  registerProducerSchema,
  registerPropertyListSchema,
  registerPropertySchema,
  registerShedListSchema,
  registerShedSchema,
  registerSiloListSchema,
  registerSiloSchema,
  type LodgeBatchInput,
  type RegisterProducer,
  type RegisterProperty,
  type RegisterShed,
  type RegisterSilo,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { keepOrSend, type KeptAs } from '@/lib/outbox/outbox';

/** The kinds of the farm register, by their API path. */
export const REGISTER_KINDS = {
  producers: { list: registerProducerListSchema, item: registerProducerSchema, patchSuffix: '' },
  properties: { list: registerPropertyListSchema, item: registerPropertySchema, patchSuffix: '' },
  sheds: { list: registerShedListSchema, item: registerShedSchema, patchSuffix: '' },
  silos: { list: registerSiloListSchema, item: registerSiloSchema, patchSuffix: '/register' },
} as const;
export type RegisterKind = keyof typeof REGISTER_KINDS;

/** The item of each kind, as its schema parses it. */
interface RegisterItems {
  producers: RegisterProducer;
  properties: RegisterProperty;
  sheds: RegisterShed;
  silos: RegisterSilo;
}
type Parser<T> = { parse: (data: unknown) => T };
const listParser = <K extends RegisterKind>(kind: K) => REGISTER_KINDS[kind].list as unknown as Parser<{ results: RegisterItems[K][]; count: number }>;
const itemParser = <K extends RegisterKind>(kind: K) => REGISTER_KINDS[kind].item as unknown as Parser<RegisterItems[K]>;

const keyOf = (kind: RegisterKind) => ['register', kind] as const;

export interface RegisterFilter {
  archived: 'false' | 'true' | 'all';
  search: string;
}

/** GET /v2/{kind}: one page of the register as the server scopes it (up to 1000 rows). */
export function useRegisterList<K extends RegisterKind>(kind: K, filter: RegisterFilter) {
  const params = new URLSearchParams({ limit: '1000', archived: filter.archived });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return useQuery(
    queryOptions({
      queryKey: [...keyOf(kind), filter] as const,
      queryFn: ({ signal }) => apiClient(`/v2/${kind}?${params}`, { schema: listParser(kind), signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every register list refetches after a change: names and counts appear in the others. */
function useRegisterMutation<V, R>(request: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: ['register'] }) });
}

/** POST /v2/{kind}, or PATCH one (only the fields sent). */
export function useSaveRegisterItem(kind: RegisterKind) {
  return useRegisterMutation(({ id, body }: { id?: number; body: object }) =>
    id === undefined
      ? apiClient(`/v2/${kind}`, { method: 'POST', body, schema: itemParser(kind) })
      : apiClient(`/v2/${kind}/${id}${REGISTER_KINDS[kind].patchSuffix}`, { method: 'PATCH', body, schema: itemParser(kind) }),
  );
}

/** POST /v2/{kind}/{id}/archive or /restore. */
export function useArchiveRegisterItem(kind: RegisterKind) {
  return useRegisterMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiClient(`/v2/${kind}/${id}/${archived ? 'archive' : 'restore'}`, { method: 'POST', schema: itemParser(kind) }),
  );
}

/** POST /v2/batches: a batch lodged in an empty shed; without a network, kept on the phone to send later. */
export function useLodgeBatch() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, keep }: { body: LodgeBatchInput; keep: KeptAs }) => keepOrSend({ kind: 'lodging', method: 'POST', path: '/v2/batches', body, schema: lodgedBatchSchema, ...keep }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['register'] }),
  });
}
