import { useQuery } from '@tanstack/react-query';
import { mortalityDayListSchema, type MortalityDayList } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/batches/{id}/mortality?division=: the division's recorded days, with who wrote each. */
export function getMortalityDays(batchId: number, divisionId: number, signal?: AbortSignal): Promise<MortalityDayList> {
  return apiClient(`/v2/batches/${batchId}/mortality?division=${divisionId}`, { schema: mortalityDayListSchema, signal });
}

export const mortalityDaysQueryKey = (batchId: number) => ['batches', 'mortality', batchId] as const;

export function useMortalityDays(batchId: number, divisionId: number) {
  return useQuery({ queryKey: [...mortalityDaysQueryKey(batchId), divisionId], queryFn: ({ signal }) => getMortalityDays(batchId, divisionId, signal) });
}
