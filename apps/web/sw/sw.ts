/// <reference lib="webworker" />
// Plantel's service worker (docs/offline.md): the app opens with no network, from the files of its
// last visit and the API answers last seen; and it shows alert notifications that arrive by Web Push
// while the app is closed.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The tag the page registers for Background Sync when a record waits for the network. */
const OUTBOX_SYNC_TAG = 'plantel-outbox';
/** The cache of API answers, for opening the app offline. */
const API_CACHE = 'plantel-api';

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Every page of the app is index.html: the client router draws it, online or not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
// The API's readings: from the network when there is one (within 5 s), else as last seen. The page
// learns which from the Date header of the answer it got (`lib/offline.ts`).
registerRoute(
  // A person's answers only (a signed-in request): what a page asks before sign-in (the first run's state) is not kept.
  ({ url, request }) => url.pathname.startsWith('/api/') && request.method === 'GET' && request.headers.has('authorization') && !url.pathname.startsWith('/api/v2/alerts/stream'),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 5,
    // An answer from the cache says so (stores/connection.ts): the page shows since when its data is.
    plugins: [
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set('x-plantel-cached', '1');
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
        },
      },
    ],
  }),
);

// Records typed offline wait in the page's outbox: Background Sync wakes an open page to send them.
self.addEventListener('sync', (event: Event & { tag?: string; waitUntil?: (p: Promise<unknown>) => void }) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil?.(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const window of windows) window.postMessage({ type: 'outbox-sync' });
    }),
  );
});

// The API forgets who is signed in when they sign out: their cached answers go with them.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'signed-out') event.waitUntil(caches.delete(API_CACHE));
});

interface PushedAlert {
  title?: string;
  body?: string;
  alertId?: number;
  severity?: string;
  openedAt?: string;
  url?: string;
  acknowledgeUrl?: string;
  actions?: { open?: string; acknowledge?: string };
}

// The payload is what apps/server/src/services/alerts/channels/push.ts sends (pushPayload): already in the person's language.
self.addEventListener('push', (event) => {
  let alert: PushedAlert = {};
  try {
    alert = event.data ? (event.data.json() as PushedAlert) : {};
  } catch {
    alert = { title: 'Plantel', body: event.data ? event.data.text() : '' };
  }
  const labels = alert.actions ?? {};
  const actions = [{ action: 'open', title: labels.open ?? 'Plantel' }];
  if (alert.acknowledgeUrl) actions.unshift({ action: 'acknowledge', title: labels.acknowledge ?? 'OK' });
  event.waitUntil(
    self.registration.showNotification(alert.title ?? 'Plantel', {
      body: alert.body ?? '',
      icon: '/favicon.svg',
      // A reminder of the same alert replaces the one still on screen, and sounds again.
      ...(alert.alertId ? { tag: `alert-${alert.alertId}`, renotify: true } : {}),
      requireInteraction: alert.severity === 'critical',
      timestamp: alert.openedAt ? Date.parse(alert.openedAt) : Date.now(),
      data: { url: alert.url ?? '/', acknowledgeUrl: alert.acknowledgeUrl ?? null },
      actions,
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: string; acknowledgeUrl?: string | null };
  // The person chose to acknowledge: the link's POST does it (its GET only shows the alert and a button).
  if (event.action === 'acknowledge' && data.acknowledgeUrl) {
    const showPage = () => self.clients.openWindow(data.acknowledgeUrl!);
    event.waitUntil(fetch(data.acknowledgeUrl, { method: 'POST' }).then((res) => (res.ok ? undefined : showPage()), showPage));
    return;
  }
  const target = data.url ?? '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === new URL(target, self.location.origin).href);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
