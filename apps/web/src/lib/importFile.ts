import { XLSX_CONTENT_TYPE } from '@plantel/contracts';

/** What an import's file picker offers: a template's workbook and the JSON form. */
export const ACCEPTED_FILES = `.xlsx,.json,${XLSX_CONTENT_TYPE},application/json`;

/**
 * The content type a file is sent with: by its extension for the two forms the server reads (a
 * browser may not know .xlsx), else whatever the browser says, for the server to refuse.
 */
export function contentTypeOf(file: { name: string; type: string }): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX_CONTENT_TYPE;
  if (name.endsWith('.json')) return 'application/json';
  return file.type || 'application/octet-stream';
}
