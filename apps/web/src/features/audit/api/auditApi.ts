import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListSchema, type AuditAction, type AuditEntity } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

export interface AuditFilter {
  entity: AuditEntity | '';
  action: AuditAction | '';
  actor: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /v2/audit: a page of the company's changes, newest first (staff only). */
export function useAudit(filter: AuditFilter) {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String(filter.page * AUDIT_PAGE_SIZE) });
  if (filter.entity) params.set('entity', filter.entity);
  if (filter.action) params.set('action', filter.action);
  if (filter.actor.trim()) params.set('actor', filter.actor.trim());
  return useQuery(
    queryOptions({
      queryKey: ['audit', filter] as const,
      queryFn: ({ signal }) => apiClient(`/v2/audit?${params}`, { schema: auditListSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
