import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalDashboardsConfigSchema, type ExternalDashboardsConfig } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v1/external-dashboards: the pages this installation embeds from an external host (usually none). */
export function getExternalDashboards(signal?: AbortSignal): Promise<ExternalDashboardsConfig> {
  return apiClient('/v1/external-dashboards', { schema: externalDashboardsConfigSchema, signal });
}

export const externalDashboardsQueryOptions = () =>
  queryOptions({ queryKey: ['external-dashboards'], queryFn: ({ signal }) => getExternalDashboards(signal), staleTime: Infinity });

export function useExternalDashboards() {
  return useQuery(externalDashboardsQueryOptions());
}
