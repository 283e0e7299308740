import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HEALTH_PRODUCT_SHEET_LABELS,
  bulletinVersionSchema,
  bulletinVersionsSchema,
  antimicrobialUseReportSchema,
  type AntimicrobialUseQuery,
  healthBookSchema,
  healthSettingsSchema,
  type HealthSettings,
  healthProductImportResultSchema,
  healthProductSchema,
  healthProductsSchema,
  type HealthProductInput,
  sampleSchema,
  treatmentSchema,
  vaccinationSchema,
  type SampleInput,
  type SampleResultInput,
  type TreatmentInput,
  type VaccinationInput,
} from '@plantel/contracts';
import { apiClient, apiFetch } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { Language } from '@/lib/i18n';
import { contentTypeOf } from '@/lib/importFile';
import { keepOrSend, type KeptAs } from '@/lib/outbox/outbox';

export const healthBookQueryKey = (batchId: number) => ['health-book', batchId] as const;

/** GET /v2/batches/{id}/health-book. */
export function useHealthBook(batchId: number) {
  return useQuery(
    queryOptions({ queryKey: healthBookQueryKey(batchId), queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/health-book`, { schema: healthBookSchema, signal }) }),
  );
}

/** GET /v2/batches/{id}/sanitary-bulletin/versions: under the book's key, so a record written reads it afresh. */
export function useBulletinVersions(batchId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...healthBookQueryKey(batchId), 'bulletin-versions'] as const,
      queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/sanitary-bulletin/versions`, { schema: bulletinVersionsSchema, signal }),
    }),
  );
}

/** POST /v2/batches/{id}/sanitary-bulletin/versions: issues the bulletin and sends it to the plant. */
export function useIssueBulletin(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient(`/v2/batches/${batchId}/sanitary-bulletin/versions`, { method: 'POST', schema: bulletinVersionSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...healthBookQueryKey(batchId), 'bulletin-versions'] }),
  });
}

/** GET /v2/health-products: the company's veterinary catalogue. */
export const healthProductsQuery = queryOptions({
  queryKey: ['health-products'] as const,
  queryFn: ({ signal }) => apiClient('/v2/health-products', { schema: healthProductsSchema, signal }),
});

/** The catalogue; `enabled` false for someone the server would refuse it (no Sanidade, or a guest). */
export const useHealthProducts = (enabled = true) => useQuery({ ...healthProductsQuery, enabled });

/** A record of the book: sent now, or kept on the phone without a network (lib/outbox), like every barn record. */
export const recordTreatment = (batchId: number, input: TreatmentInput, keep: KeptAs) =>
  keepOrSend({ kind: 'treatment', method: 'POST', path: `/v2/batches/${batchId}/treatments`, body: input, schema: treatmentSchema, ...keep });
export const recordVaccination = (batchId: number, input: VaccinationInput, keep: KeptAs) =>
  keepOrSend({ kind: 'vaccination', method: 'POST', path: `/v2/batches/${batchId}/vaccinations`, body: input, schema: vaccinationSchema, ...keep });
export const recordSample = (batchId: number, input: SampleInput, keep: KeptAs) =>
  keepOrSend({ kind: 'sample', method: 'POST', path: `/v2/batches/${batchId}/samples`, body: input, schema: sampleSchema, ...keep });
export const recordSampleResult = (batchId: number, sampleId: number, input: SampleResultInput, keep: KeptAs) =>
  keepOrSend({ kind: 'sample_result', method: 'PUT', path: `/v2/batches/${batchId}/samples/${sampleId}/result`, body: input, schema: sampleSchema, ...keep });

/** A mutation of the book that works offline too, and reads the book again once sent. */
export function useHealthRecord<I>(batchId: number, send: (input: I, keep: KeptAs) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ input, keep }: { input: I; keep: KeptAs }) => send(input, keep),
    // The plan's guard and the lists read the withdrawal from the book.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: healthBookQueryKey(batchId) }), client.invalidateQueries({ queryKey: ['sheds'] })]),
  });
}

/** What an import sends: the JSON's products, or the template filled in as it is. */
export type ProductsToImport = { products: unknown[] } | { sheet: File; language: Language };

/** POST /v2/health-products/sheet (the .xlsx template; refusals name their rows in `language`), or /import (JSON): all or none. */
async function importHealthProducts(what: ProductsToImport) {
  if ('products' in what) return apiClient('/v2/health-products/import', { method: 'POST', body: { products: what.products }, schema: healthProductImportResultSchema });
  const headers = new Headers({ accept: 'application/json', 'content-type': contentTypeOf(what.sheet) });
  const response = await apiFetch(`/v2/health-products/sheet?${new URLSearchParams({ lang: what.language })}`, { method: 'POST', headers, body: what.sheet });
  return healthProductImportResultSchema.parse(await response.json());
}

export function useImportHealthProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importHealthProducts,
    onSuccess: () => client.invalidateQueries({ queryKey: healthProductsQuery.queryKey }),
  });
}

/** GET /v2/health-products/template: the .xlsx template in `language`, saved as a download. */
export const downloadHealthProductTemplate = (language: Language) =>
  downloadFile(`/v2/health-products/template?${new URLSearchParams({ lang: language })}`, { fallbackName: HEALTH_PRODUCT_SHEET_LABELS[language].file });

/** POST /v2/health-products, or PUT /v2/health-products/{id} for one already there. */
export function useSaveHealthProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: HealthProductInput }) =>
      apiClient(id === null ? '/v2/health-products' : `/v2/health-products/${id}`, { method: id === null ? 'POST' : 'PUT', body: input, schema: healthProductSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: healthProductsQuery.queryKey }),
  });
}

export function useDeleteHealthProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient<void>(`/v2/health-products/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: healthProductsQuery.queryKey }),
  });
}

const healthSettingsKey = ['health-settings'] as const;

/** GET /v2/health-settings: whether producers record on their own flocks. */
export const useHealthSettings = (enabled = true) =>
  useQuery({ queryKey: healthSettingsKey, queryFn: ({ signal }) => apiClient('/v2/health-settings', { schema: healthSettingsSchema, signal }), enabled });

/** PUT /v2/health-settings (staff): every open book reads afresh, its record buttons with it. */
export function useSaveHealthSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HealthSettings) => apiClient('/v2/health-settings', { method: 'PUT', body, schema: healthSettingsSchema }),
    onSuccess: (saved) => {
      client.setQueryData(healthSettingsKey, saved);
      return client.invalidateQueries({ queryKey: ['health-book'] });
    },
  });
}

/** GET /v2/antimicrobial-use: the period's use, while a period is chosen. */
export const useAntimicrobialUse = (query: AntimicrobialUseQuery | null) =>
  useQuery({
    queryKey: ['antimicrobial-use', query] as const,
    queryFn: ({ signal }) => apiClient(`/v2/antimicrobial-use?${new URLSearchParams(query as unknown as Record<string, string>)}`, { schema: antimicrobialUseReportSchema, signal }),
    enabled: query !== null,
  });
