import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readingsRetentionSchema, type ReadingsRetention } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const key = ['readings-retention'] as const;
const URL = '/v2/settings/readings-retention';

/** GET /v2/settings/readings-retention: months of raw readings the company keeps (anyone signed in). */
export function useReadingsRetention() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => apiClient(URL, { schema: readingsRetentionSchema, signal }) }));
}

/** PUT /v2/settings/readings-retention (staff only). */
export function useSaveReadingsRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retention: ReadingsRetention) => apiClient(URL, { method: 'PUT', body: retention, schema: readingsRetentionSchema }),
    onSuccess: async (saved) => {
      client.setQueryData(key, saved);
      await client.invalidateQueries({ queryKey: key });
    },
  });
}
