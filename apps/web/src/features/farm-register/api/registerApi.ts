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
  type RegisterOrder,
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
  order: RegisterOrder;
  /** Zero-based page. */
  page: number;
  pageSize: number;
}

/** The page sizes a register list offers; the first is where it starts. */
export const REGISTER_PAGE_SIZES = [25, 50, 100] as const;
export const FIRST_REGISTER_PAGE: RegisterFilter = { archived: 'false', search: '', order: 'name', page: 0, pageSize: REGISTER_PAGE_SIZES[0] };

/** GET /v2/{kind}: one page of the register as the server scopes, orders and pages it. */
export function useRegisterList<K extends RegisterKind>(kind: K, filter: RegisterFilter) {
  const params = new URLSearchParams({ limit: String(filter.pageSize), offset: String(filter.page * filter.pageSize), archived: filter.archived, order: filter.order });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return useQuery(
    queryOptions({
      queryKey: [...keyOf(kind), filter] as const,
      queryFn: ({ signal }) => apiClient(`/v2/${kind}?${params}`, { schema: listParser(kind), signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The largest page the server answers. */
const CHOICES_PAGE = 1000;

/** Every item in use of a kind, page after page: what a dialog offers to pick (a shed's property, a silo's shed). */
export function useRegisterChoices<K extends RegisterKind>(kind: K) {
  return useQuery(
    queryOptions({
      queryKey: [...keyOf(kind), 'choices'] as const,
      queryFn: async ({ signal }) => {
        const items: RegisterItems[K][] = [];
        for (let offset = 0; ; offset += CHOICES_PAGE) {
          const page = await apiClient(`/v2/${kind}?limit=${CHOICES_PAGE}&offset=${offset}&archived=false`, { schema: listParser(kind), signal });
          items.push(...page.results);
          if (page.results.length < CHOICES_PAGE || items.length >= page.count) return { results: items, count: page.count };
        }
      },
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
