import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { performanceSettingsSchema, type PerformanceSettings } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const key = ['performance-settings'] as const;

/** GET /v2/settings/performance: the company's adjusted-FCR conventions (anyone signed in). */
export function usePerformanceSettings() {
  return useQuery(
    queryOptions({ queryKey: key, queryFn: ({ signal }) => apiClient('/v2/settings/performance', { schema: performanceSettingsSchema, signal }) }),
  );
}

/** PUT /v2/settings/performance (staff only). */
export function useSavePerformanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PerformanceSettings) => apiClient('/v2/settings/performance', { method: 'PUT', body: settings, schema: performanceSettingsSchema }),
    onSuccess: async (saved) => {
      client.setQueryData(key, saved);
      await client.invalidateQueries({ queryKey: key });
    },
  });
}
