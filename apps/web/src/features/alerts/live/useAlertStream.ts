import { useEffect } from 'react';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { alertEventSchema } from '@plantel/contracts';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';
import { ALERTS_KEY } from '../api/alertsKey';

/** Waits between reconnections grow to this. */
const MAX_RETRY_MS = 30_000;

/**
 * Listens to the server's alert stream while signed in: any alert opened, acknowledged or resolved
 * in the user's sheds refreshes the alert dashboards and the Home cards, without a reload. The
 * stream reconnects by itself after a network failure, waiting longer each time.
 */
export function useAlertStream(onAlert?: (opened: boolean) => void) {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let retry = 1000;
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
        const event = alertEventSchema.safeParse(JSON.parse(message.data));
        if (!event.success) return;
        void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['home'] });
        onAlert?.(event.data.state === 'open');
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
