import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  statementResponseSchema,
  statementVersionListSchema,
  type CloseBatchBody,
  type StatementCorrectionBody,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-errors';

const statementKey = (batchId: number) => ['settlement-statement', batchId] as const;
const batchUrl = (batchId: number) => `/v2/batches/${batchId}`;

/** The statement's file: `GET /v2/batches/{id}/statement.pdf|.xlsx` in the user's language. */
export const statementFilePath = (batchId: number, format: 'pdf' | 'xlsx', language: string, version?: number) =>
  `${batchUrl(batchId)}/statement.${format}?${new URLSearchParams({ lang: language, ...(version ? { version: String(version) } : {}) }).toString()}`;

/** GET /v2/batches/{id}/statement[?version=]: a confirmed statement (the latest by default); null while the batch is not closed. */
export function useStatement(batchId: number, version: number | null) {
  return useQuery({
    queryKey: [...statementKey(batchId), 'version', version],
    queryFn: async ({ signal }) => {
      try {
        return await apiClient(`${batchUrl(batchId)}/statement${version ? `?version=${version}` : ''}`, { schema: statementResponseSchema, signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** GET /v2/batches/{id}/statement/versions: every version with who, when, why and what changed. */
export function useStatementVersions(batchId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...statementKey(batchId), 'versions'],
    queryFn: ({ signal }) => apiClient(`${batchUrl(batchId)}/statement/versions`, { schema: statementVersionListSchema, signal }),
    enabled,
  });
}

/** POST /v2/batches/{id}/close: with `preview`, the statement it would confirm, nothing stored. */
export function useCloseBatch(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseBatchBody) => apiClient(`${batchUrl(batchId)}/close`, { method: 'POST', body, schema: statementResponseSchema }),
    onSuccess: (answer) => (answer.status === 'confirmed' ? client.invalidateQueries({ queryKey: statementKey(batchId) }) : undefined),
  });
}

/** POST /v2/batches/{id}/statement/corrections: a new version from corrected figures, naming why. */
export function useCorrectStatement(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementCorrectionBody) =>
      apiClient(`${batchUrl(batchId)}/statement/corrections`, { method: 'POST', body, schema: statementResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: statementKey(batchId) }),
  });
}
