import type { ExportFormat } from '@plantel/contracts';
import type { Language } from './i18n';

/** Query parameters that choose a page of a list: an export holds every row, so they stay out. */
const PAGE_PARAMS = ['limit', 'offset'];

export type ExportQuery = URLSearchParams | Record<string, string | number | null | undefined>;

/**
 * The address of a list's export, `/v2/exports/<list>` (the list's own path without its version:
 * `sheds/performance`, `alerts/history`, `feed-controls`…), with the list's current query, the file
 * format and the interface language. Empty values are left out, as the list leaves them out.
 */
export function exportPath(list: string, query: ExportQuery, format: ExportFormat, lang: Language): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [name, value] of entries) {
    if (value === null || value === undefined || value === '' || PAGE_PARAMS.includes(name)) continue;
    params.append(name, String(value));
  }
  params.set('format', format);
  params.set('lang', lang);
  return `/v2/exports/${list.replace(/^\/+|\/+$/g, '')}?${params.toString()}`;
}
