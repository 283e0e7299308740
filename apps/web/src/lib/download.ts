import { apiFetch } from './api-client';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Size of the file when the server says it, else null. */
  total: number | null;
}

export interface DownloadOptions {
  /** The file name when the answer's Content-Disposition gives none. */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain ? (plain[1] ?? plain[2] ?? null) : null;
}

async function readBody(response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** Saves a blob under a name through a temporary link, the way a browser saves a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from the API with the session's token and saves it; returns the name saved.
 * Errors are those of apiFetch (ApiRequestError, NetworkError).
 */
export async function downloadFile(path: string, { fallbackName, onProgress, signal }: DownloadOptions): Promise<string> {
  const response = await apiFetch(path, { method: 'GET', headers: new Headers({ accept: '*/*' }), signal });
  const blob = await readBody(response, onProgress);
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
