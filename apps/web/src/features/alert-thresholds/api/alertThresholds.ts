import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertThresholdsSchema, type AlertThresholdsPatch } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const key = ['alert-thresholds'] as const;

/** GET /v2/alerts/thresholds: the company's thresholds (anyone signed in). */
export function useAlertThresholds() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => apiClient('/v2/alerts/thresholds', { schema: alertThresholdsSchema, signal }) }));
}

/** PATCH /v2/alerts/thresholds with only the fields that changed (staff only). */
export function useSaveAlertThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AlertThresholdsPatch) => apiClient('/v2/alerts/thresholds', { method: 'PATCH', body: patch, schema: alertThresholdsSchema }),
    onSuccess: async (saved) => {
      client.setQueryData(key, saved);
      await client.invalidateQueries({ queryKey: key });
    },
  });
}
