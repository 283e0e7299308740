import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventsWebhookSchema,
  type EventsWebhook,
  alertCountsSchema,
  alertDeliveryListSchema,
  alertHistorySchema,
  notificationPolicySchema,
  notificationSettingsSchema,
  recentAlertListSchema,
  recentAlertSchema,
  waterWarningChartSchema,
  webhookSecretSchema,
  type AlertState,
  type AlertType,
  type ModuleName,
  type NotificationPolicy,
  type NotificationPreferences,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { ALERTS_KEY } from './alertsKey';

export interface AlertScope {
  module: ModuleName;
  shed?: number;
  type?: AlertType;
}

const search = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
};

/** How far back the recent-alert dashboard looks. */
export const RECENT_DAYS = 7;
/** When the recent days began, as the API takes it (read when a query runs). */
const recentSince = () => new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString();

/** GET /v2/alerts/recent of a module (or one shed) over the last RECENT_DAYS days. */
export function useRecentAlerts(scope: AlertScope) {
  return useQuery(
    queryOptions({
      queryKey: [...ALERTS_KEY, 'recent', scope],
      queryFn: ({ signal }) => {
        const since = recentSince();
        return apiClient(`/v2/alerts/recent?${search({ ...scope, since, limit: 500 })}`, { schema: recentAlertListSchema, signal });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /v2/alerts/counts over the same days: the cards per type. */
export function useAlertCounts(scope: Omit<AlertScope, 'type'>) {
  return useQuery(
    queryOptions({
      queryKey: [...ALERTS_KEY, 'counts', scope],
      queryFn: ({ signal }) => {
        const since = recentSince();
        return apiClient(`/v2/alerts/counts?${search({ ...scope, since })}`, { schema: alertCountsSchema, signal });
      },
    }),
  );
}

export interface HistoryQuery extends AlertScope {
  state?: AlertState;
  /** ISO times, start inclusive, end exclusive. */
  start?: string;
  end?: string;
  limit: number;
  offset: number;
}

export const historyPath = (q: HistoryQuery) => `/v2/alerts/history?${search({ ...q })}`;

/** GET /v2/alerts/history: one page. */
export function useAlertHistory(q: HistoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...ALERTS_KEY, 'history', q],
      queryFn: ({ signal }) => apiClient(historyPath(q), { schema: alertHistorySchema, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`/v2/alerts/${id}/acknowledge`, { method: 'POST', schema: recentAlertSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

const PREFERENCES_KEY = ['notification-preferences'] as const;

export function useNotificationSettings() {
  return useQuery(queryOptions({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => apiClient('/v2/alerts/notification-preferences', { schema: notificationSettingsSchema, signal }) }));
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => apiClient('/v2/alerts/notification-preferences', { method: 'PUT', body: preferences, schema: notificationSettingsSchema }),
    onSuccess: (data) => client.setQueryData(PREFERENCES_KEY, data),
  });
}

/** GET /v2/alerts/{id}/water-chart: the series a water warning was judged on. */
export function useWaterWarningChart(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ALERTS_KEY, 'water-chart', id],
      queryFn: ({ signal }) => apiClient(`/v2/alerts/${id}/water-chart`, { schema: waterWarningChartSchema, signal }),
    }),
  );
}

const POLICY_KEY = ['notification-policy'] as const;

/** The company's notification policy (staff only). */
export function useNotificationPolicy(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: POLICY_KEY, enabled, queryFn: ({ signal }) => apiClient('/v2/alerts/notification-policy', { schema: notificationPolicySchema, signal }) }));
}

export function useSaveNotificationPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: NotificationPolicy) => apiClient('/v2/alerts/notification-policy', { method: 'PUT', body: policy, schema: notificationPolicySchema }),
    onSuccess: (data) => client.setQueryData(POLICY_KEY, data),
  });
}

/** The latest messages sent (staff only). */
export function useAlertDeliveries(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ['alert-deliveries'], enabled, queryFn: ({ signal }) => apiClient('/v2/alerts/deliveries?limit=50', { schema: alertDeliveryListSchema, signal }) }));
}

/** The company's webhook signing secret (staff): read only when asked, and rotated on demand. */
export const readWebhookSecret = () => apiClient('/v2/notifications/webhook-secret', { schema: webhookSecretSchema });

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: () => apiClient('/v2/notifications/webhook-secret/rotate', { method: 'POST', schema: webhookSecretSchema }) });
}

const eventsWebhookKey = ['events-webhook'] as const;

/** GET /v2/notifications/events-webhook (staff): where the company's events go. */
export const useEventsWebhook = () => useQuery({ queryKey: eventsWebhookKey, queryFn: ({ signal }) => apiClient('/v2/notifications/events-webhook', { schema: eventsWebhookSchema, signal }) });

export function useSaveEventsWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventsWebhook) => apiClient('/v2/notifications/events-webhook', { method: 'PUT', body, schema: eventsWebhookSchema }),
    onSuccess: (saved) => client.setQueryData(eventsWebhookKey, saved),
  });
}
