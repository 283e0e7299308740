import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertThresholdsSchema, type AlertThresholdsPatch } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { alertThresholdsQuery } from '@/lib/companyToday';

const key = alertThresholdsQuery.queryKey;

/** GET /v2/alerts/thresholds: the company's thresholds (anyone signed in); the same query gives the screens the company's today. */
export function useAlertThresholds() {
  return useQuery(alertThresholdsQuery);
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
