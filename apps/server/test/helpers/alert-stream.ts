import { expect } from 'vitest';
import { alertEventSchema, type AlertEvent } from '@plantel/contracts';

/**
 * Reads a running server's alert stream with `token` (resuming after `lastEventId` when given);
 * `events` (parsed), their stream `ids` and `raw` (as sent) fill as they come.
 */
export async function openAlertStream(address: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${address}/api/v2/alerts/stream`, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const raw: string[] = [];
  const events: AlertEvent[] = [];
  const ids: string[] = [];
  const state = { ended: false };
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        state.ended = true;
        return;
      }
      const chunk = new TextDecoder().decode(value);
      raw.push(chunk);
      text += chunk;
      for (const block of text.split('\n\n').slice(0, -1)) {
        const lines = block.split('\n');
        const data = lines.find((l) => l.startsWith('data: '));
        if (!lines.includes('event: alert') || !data) continue;
        events.push(alertEventSchema.parse(JSON.parse(data.slice(6))));
        ids.push(lines.find((l) => l.startsWith('id: '))?.slice(4) ?? '');
      }
      const end = text.lastIndexOf('\n\n');
      if (end >= 0) text = text.slice(end + 2);
    }
  })();
  return { events, ids, raw, state, close: () => controller.abort() };
}
