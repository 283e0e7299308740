import { useEffect } from 'react';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { alertEventSchema, type AlertEvent } from '@plantel/contracts';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';
import { ALERTS_KEY } from '../api/alertsKey';

/** Waits between reconnections grow to this. */
const MAX_RETRY_MS = 30_000;
/** Event ids remembered: a resumed stream may send again the changes of the seconds before it broke. */
const REMEMBERED_EVENTS = 500;

/**
 * Listens to the server's alert stream while signed in: any alert opened, acknowledged or resolved
 * in the user's sheds refreshes the alert dashboards and the Home cards, without a reload. The
 * stream reconnects by itself after a network failure or the server closing it, waiting longer each
 * time, and resumes after the last event it received.
 */
export function useAlertStream(onAlert?: (event: AlertEvent) => void) {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let retry = 1000;
    const seen = new Set<string>();
    void fetchEventSource('/api/v2/alerts/stream', {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
      openWhenHidden: true,
      onopen: async (res) => {
        if (res.ok) retry = 1000;
        else if (res.status === 401 || res.status === 403) throw new Error(`alert stream refused: ${res.status}`);
      },
      onmessage: (message) => {
        if (message.event !== 'alert') return;
        if (message.id) {
          if (seen.has(message.id)) return;
          seen.add(message.id);
          if (seen.size > REMEMBERED_EVENTS) seen.delete(seen.values().next().value!);
        }
        const event = alertEventSchema.safeParse(JSON.parse(message.data));
        if (!event.success) return;
        void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['home'] });
        onAlert?.(event.data);
      },
      // A server copy that stops (an upgrade, a restart) ends the stream cleanly: reconnect, to any
      // copy; the stream client sends the last event's id, so nothing in between is missed.
      onclose: () => {
        throw new Error('alert stream closed by the server');
      },
      onerror: (err: unknown) => {
        if (err instanceof Error && err.message.startsWith('alert stream refused')) throw err;
        retry = Math.min(retry * 2, MAX_RETRY_MS);
        return retry;
      },
    }).catch(() => {});
    return () => controller.abort();
  }, [token, onAlert]);
}
