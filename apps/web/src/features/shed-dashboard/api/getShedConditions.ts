import { queryOptions, useQuery } from '@tanstack/react-query';
import { shedConditionsSchema } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/sheds/{id}/conditions: what is wrong in the shed now, worst first. */
export const shedConditionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['sheds', 'conditions', id],
    queryFn: ({ signal }) => apiClient(`/v2/sheds/${id}/conditions`, { schema: shedConditionsSchema, signal }),
    // Feed runs out and sensors fall silent while the page is open.
    refetchInterval: 60_000,
  });

export function useShedConditions(id: number) {
  return useQuery(shedConditionsQuery(id));
}
