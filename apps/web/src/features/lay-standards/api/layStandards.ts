import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LAY_STANDARD_LABELS, layStandardImportResultSchema, layStandardListSchema, layStandardSchema, type LayingModule } from '@plantel/contracts';
import { apiClient, apiFetch } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { Language } from '@/lib/i18n';
import { contentTypeOf } from '@/lib/importFile';

const layStandardsKey = ['lay-standards'] as const;

/** GET /v2/lay-standards: the company's breed standards of the laying modules the user reads. */
export function useLayStandards() {
  return useQuery(queryOptions({ queryKey: layStandardsKey, queryFn: ({ signal }) => apiClient('/v2/lay-standards', { schema: layStandardListSchema, signal }) }));
}

/** GET /v2/lay-standards/{id}: a standard with its weeks, while `id` is set. */
export function useLayStandard(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...layStandardsKey, id] as const,
      queryFn: ({ signal }) => apiClient(`/v2/lay-standards/${id}`, { schema: layStandardSchema, signal }),
      enabled: id !== null,
    }),
  );
}

/** PUT /v2/lay-standards?module=&lineage=: the file as it is (.xlsx or JSON); refusals name their rows in `language`. */
async function importLayStandard({ module, lineage, file, language }: { module: LayingModule; lineage: string; file: File; language: Language }) {
  const headers = new Headers({ accept: 'application/json', 'content-type': contentTypeOf(file) });
  const response = await apiFetch(`/v2/lay-standards?${new URLSearchParams({ module, lineage, lang: language })}`, { method: 'PUT', headers, body: file });
  return layStandardImportResultSchema.parse(await response.json());
}

/** Imports a standard; the list and every egg dashboard read afresh (their flocks may be compared with it now). */
export function useImportLayStandard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importLayStandard,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: layStandardsKey }), client.invalidateQueries({ queryKey: ['eggs'] })]),
  });
}

export function useDeleteLayStandard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`/v2/lay-standards/${id}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: layStandardsKey }), client.invalidateQueries({ queryKey: ['eggs'] })]),
  });
}

/** GET /v2/lay-standards/template: the .xlsx template in `language`, saved as a download. */
export const downloadLayStandardTemplate = (language: Language) =>
  downloadFile(`/v2/lay-standards/template?${new URLSearchParams({ lang: language })}`, { fallbackName: LAY_STANDARD_LABELS[language].file });
