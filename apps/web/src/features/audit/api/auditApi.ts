import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListSchema, type AuditAction, type AuditEntity } from '@plantel/contracts';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export interface AuditFilter {
  entity: AuditEntity | '';
  action: AuditAction | '';
  actor: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /v2/audit: a page of the company's changes, newest first (staff only), in words in the app's language. */
export function useAudit(filter: AuditFilter) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String(filter.page * AUDIT_PAGE_SIZE), lang });
  if (filter.entity) params.set('entity', filter.entity);
  if (filter.action) params.set('action', filter.action);
  if (filter.actor.trim()) params.set('actor', filter.actor.trim());
  return useQuery(
    queryOptions({
      queryKey: ['audit', filter, lang] as const,
      queryFn: ({ signal }) => apiClient(`/v2/audit?${params}`, { schema: auditListSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
