import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rankingsResponseSchema, type RankingsQuery } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const queryString = (query: RankingsQuery, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    figure: query.figure,
    ...(query.contractId ? { contractId: String(query.contractId) } : {}),
    ...extra,
  }).toString();

/** GET /v2/rankings: the period's closed batches ranked by a figure (a producer's view masks the others). */
export function useRankings(query: RankingsQuery | null) {
  return useQuery({
    queryKey: ['settlement-rankings', query],
    queryFn: ({ signal }) => apiClient(`/v2/rankings?${queryString(query!)}`, { schema: rankingsResponseSchema, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/rankings.xlsx: the same ranking as a spreadsheet, in the user's language. */
export const rankingsFilePath = (query: RankingsQuery, language: string) => `/v2/rankings.xlsx?${queryString(query, { lang: language })}`;
