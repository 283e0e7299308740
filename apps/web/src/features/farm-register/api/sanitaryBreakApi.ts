import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sanitaryBreakSettingsSchema, type SanitaryBreakSettings } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const KEY = ['settings', 'sanitary-break'] as const;

/** GET /v2/settings/sanitary-break: each module's sanitary break, days. */
export function useSanitaryBreaks() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiClient('/v2/settings/sanitary-break', { schema: sanitaryBreakSettingsSchema, signal }) }));
}

/** PUT /v2/settings/sanitary-break. */
export function useSaveSanitaryBreaks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SanitaryBreakSettings) => apiClient('/v2/settings/sanitary-break', { method: 'PUT', body, schema: sanitaryBreakSettingsSchema }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
