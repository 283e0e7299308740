import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyRationTypeSchema, rationTypeListSchema, type RationTypeInput, type RationTypePatch } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const KEY = ['ration-types'] as const;

/** GET /v1/ration-types: every feed formula of the company. */
export function useCompanyRationTypes() {
  return useQuery(queryOptions({ queryKey: [...KEY, 'all'] as const, queryFn: ({ signal }) => apiClient('/v1/ration-types?limit=999', { schema: rationTypeListSchema, signal }) }));
}

/** POST /v2/ration-types, or PATCH one (only the fields sent); every ration list (the delivery forms' too) refetches. */
export function useSaveRationType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RationTypeInput | RationTypePatch }) =>
      id === undefined
        ? apiClient('/v2/ration-types', { method: 'POST', body, schema: companyRationTypeSchema })
        : apiClient(`/v2/ration-types/${id}`, { method: 'PATCH', body, schema: companyRationTypeSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
