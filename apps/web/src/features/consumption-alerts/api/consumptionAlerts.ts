import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  minimumConsumptionAlertSchema,
  minimumConsumptionListSchema,
  type MinimumConsumptionAlert,
  type MinimumConsumptionInput,
  type MinimumConsumptionList,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const BASE = '/v2/alerts/minimal_consumption/';
const KEY = ['minimum-consumption-alerts'] as const;

/** GET …/minimal_consumption/: the rules of every shed the user follows (the dialog searches them by shed). */
export function useMinimumConsumptionAlerts() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiClient(BASE, { schema: minimumConsumptionListSchema, signal }) }));
}

export function useSaveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MinimumConsumptionInput }) =>
      id === null
        ? apiClient(BASE, { method: 'POST', body: input, schema: minimumConsumptionAlertSchema })
        : apiClient(`${BASE}${id}/`, { method: 'PATCH', body: { ...input, id }, schema: minimumConsumptionAlertSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Spec §4: the on/off switch updates at once; on failure the list goes back to what it was. */
export function useToggleAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alert: MinimumConsumptionAlert) => apiClient(`${BASE}${alert.id}/`, { method: 'PATCH', body: { id: alert.id, active_alert: !alert.active_alert }, schema: minimumConsumptionAlertSchema }),
    onMutate: async (alert) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<MinimumConsumptionList>(KEY);
      client.setQueryData<MinimumConsumptionList>(KEY, (list) => list && { results: list.results.map((a) => (a.id === alert.id ? { ...a, active_alert: !a.active_alert } : a)) });
      return { before };
    },
    onError: (_error, _alert, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient<void>(`${BASE}${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
