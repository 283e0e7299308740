import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushPublicKeySchema, pushSubscriptionListSchema, pushSubscriptionSchema, type PushSubscriptionCreate } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const SUBSCRIPTIONS_KEY = ['notifications', 'push', 'subscriptions'] as const;

export function fetchPushPublicKey() {
  return apiClient('/v2/notifications/push/public-key', { schema: pushPublicKeySchema }).then((k) => k.public_key);
}

export function usePushSubscriptions() {
  return useQuery(queryOptions({ queryKey: SUBSCRIPTIONS_KEY, queryFn: ({ signal }) => apiClient('/v2/notifications/push/subscriptions', { schema: pushSubscriptionListSchema, signal }) }));
}

export function useSavePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionCreate) => apiClient('/v2/notifications/push/subscriptions', { method: 'POST', body: subscription, schema: pushSubscriptionSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}

export function useDeletePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`/v2/notifications/push/subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}
