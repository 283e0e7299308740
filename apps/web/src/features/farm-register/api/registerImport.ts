import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGISTER_IMPORT_LABELS, registerImportRefusedSchema, registerImportResultSchema, type RegisterImportRefusal } from '@plantel/contracts';
import { apiFetch } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-errors';
import { downloadFile } from '@/lib/download';
import type { Language } from '@/lib/i18n';
import { contentTypeOf } from '@/lib/importFile';

/** POST /v2/register/import with the file as it is (.xlsx or JSON), refusals asked in `language`. */
async function importRegister(file: File, language: Language) {
  const headers = new Headers({ accept: 'application/json', 'content-type': contentTypeOf(file) });
  const response = await apiFetch(`/v2/register/import?${new URLSearchParams({ lang: language })}`, { method: 'POST', headers, body: file });
  return registerImportResultSchema.parse(await response.json());
}

/** The refusals of a 400 answer, when it carries them. */
export function refusalsOf(error: unknown): RegisterImportRefusal[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const parsed = registerImportRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.refusals : null;
}

/** GET /v2/register/import/template in `language`, saved as a download. */
export function downloadRegisterTemplate(language: Language): Promise<string> {
  return downloadFile(`/v2/register/import/template?${new URLSearchParams({ lang: language })}`, { fallbackName: REGISTER_IMPORT_LABELS[language].templateFile });
}

/** Imports a register file; every register list reads afresh. */
export function useImportRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, language }: { file: File; language: Language }) => importRegister(file, language),
    onSuccess: () => Promise.all(['register', 'sheds'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
