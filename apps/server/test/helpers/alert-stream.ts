import { expect } from 'vitest';
import { alertEventSchema, type AlertEvent } from '@plantel/contracts';

/** Reads a running server's alert stream with `token`; `events` (parsed) and `raw` (as sent) fill as they come. */
export async function openAlertStream(address: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${address}/api/v2/alerts/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const raw: string[] = [];
  const events: AlertEvent[] = [];
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const chunk = new TextDecoder().decode(value);
      raw.push(chunk);
      text += chunk;
      for (const block of text.split('\n\n').slice(0, -1)) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: alert') && data) events.push(alertEventSchema.parse(JSON.parse(data.slice(6))));
      }
      text = text.slice(text.lastIndexOf('\n\n') + 2);
    }
  })();
  return { events, raw, close: () => controller.abort() };
}
