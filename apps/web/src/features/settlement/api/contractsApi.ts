import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  settlementContractDetailSchema,
  settlementContractListSchema,
  type SettlementContractInput,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const CONTRACTS_KEY = ['settlement-contracts'] as const;
const URL = '/v2/contracts';

/** GET /v2/contracts (staff): the company's contracts, each at its current version. */
export function useContracts(enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: [...CONTRACTS_KEY, 'list'], queryFn: ({ signal }) => apiClient(URL, { schema: settlementContractListSchema, signal }) }),
    enabled,
  });
}

/** GET /v2/contracts/{id}: the current version and every version before it. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiClient(`${URL}/${id}`, { schema: settlementContractDetailSchema, signal }),
    enabled: id !== null,
  });
}

/** POST /v2/contracts (a new contract) or PUT /v2/contracts/{id} (in place while unused, else a new version). */
export function useSaveContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SettlementContractInput }) =>
      apiClient(id === null ? URL : `${URL}/${id}`, { method: id === null ? 'POST' : 'PUT', body: input, schema: settlementContractDetailSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
