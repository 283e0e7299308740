import type { NotificationMessage } from './channel';

/** The words a channel adds around an alert's own title and text, in the person's language. */
export const CHANNEL_LABELS: Record<NotificationMessage['locale'], { acknowledge: string; open: string }> = {
  'pt-BR': { acknowledge: 'Reconhecer', open: 'Abrir no Plantel' },
  en: { acknowledge: 'Acknowledge', open: 'Open in Plantel' },
  es: { acknowledge: 'Reconocer', open: 'Abrir en Plantel' },
};

/** What a provider's HTTP answer means for the next attempt: rate limits and server faults pass, the rest will not. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** A network failure or timeout: nothing was answered, the next attempt may succeed. */
export function unreachable(err: unknown): { ok: false; retryable: true; status: null; detail: string } {
  const reason = err instanceof Error ? (err.name === 'TimeoutError' ? 'timed out' : err.cause instanceof Error ? err.cause.message : err.message) : String(err);
  return { ok: false, retryable: true, status: null, detail: `unreachable: ${reason}`.slice(0, 500) };
}

/** The first characters of a provider's answer body, for the delivery log. */
export async function answerExcerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300);
}
