import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BATCH_IMPORT_LABELS, batchDetailSchema, batchImportResultSchema, type BatchImportResult } from '@plantel/contracts';
import { apiClient, apiFetch } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { Language } from '@/lib/i18n';
import { contentTypeOf } from '@/lib/importFile';

/**
 * POST /v2/batches/import with the file as it is (.xlsx or JSON), refusals asked in `language`.
 * Errors are apiFetch's; a 400 carries the refusals in its body (see failureOf).
 */
export async function importBatch(file: File, language: Language, signal?: AbortSignal): Promise<BatchImportResult> {
  const headers = new Headers({ accept: 'application/json', 'content-type': contentTypeOf(file) });
  const response = await apiFetch(`/v2/batches/import?${new URLSearchParams({ lang: language })}`, { method: 'POST', headers, body: file, signal });
  return batchImportResultSchema.parse(await response.json());
}

/** GET /v2/batches/import/template: the .xlsx template with its sheets and columns in `language`, saved as a download. */
export function downloadTemplate(language: Language, shed: number | null): Promise<string> {
  const query = new URLSearchParams({ lang: language, ...(shed === null ? {} : { shed: String(shed) }) });
  return downloadFile(`/v2/batches/import/template?${query}`, { fallbackName: BATCH_IMPORT_LABELS[language].templateFile });
}

/** Imports a file; the lists and dashboards read afresh afterwards. */
export function useImportBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, language }: { file: File; language: Language }) => importBatch(file, language),
    onSuccess: async () => {
      await Promise.all(['sheds', 'batches', 'home'].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}

/** What the import screen reads of a batch's detail. */
const importedBatchSchema = batchDetailSchema.pick({ id: true, identification: true, lineage: true, shed: true, production_type: true });

/** Where an imported batch is (GET /v2/batches/{id}): its name, shed and production type, to lead to its dashboard. */
export function useImportedBatch(id: number) {
  return useQuery(
    queryOptions({
      // Not the dashboards' ['batches', 'detail', id]: this holds only a part of the detail.
      queryKey: ['batches', 'imported', id],
      queryFn: ({ signal }) => apiClient(`/v2/batches/${id}`, { schema: importedBatchSchema, signal }),
    }),
  );
}
