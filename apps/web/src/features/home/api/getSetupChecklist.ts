import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupChecklistSchema } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/home/setup: the company's first steps, for staff; asked again whenever Home is shown. */
export function useSetupChecklist(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['home', 'setup'],
      queryFn: ({ signal }) => apiClient('/v2/home/setup', { schema: setupChecklistSchema, signal }),
      enabled,
      staleTime: 0,
    }),
  );
}
