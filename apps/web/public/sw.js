/* global self */
// Plantel's service worker: shows alert notifications that arrive by Web Push while the app is closed.
// The payload is what apps/server/src/notifications/push.ts sends (pushPayload): already in the person's language.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { title: 'Plantel', body: event.data ? event.data.text() : '' };
  }
  const labels = alert.actions || {};
  const actions = [{ action: 'open', title: labels.open || 'Plantel' }];
  if (alert.acknowledgeUrl) actions.unshift({ action: 'acknowledge', title: labels.acknowledge || 'OK' });
  event.waitUntil(
    self.registration.showNotification(alert.title || 'Plantel', {
      body: alert.body || '',
      icon: '/favicon.svg',
      // A reminder of the same alert replaces the one still on screen, and sounds again.
      tag: alert.alertId ? `alert-${alert.alertId}` : undefined,
      renotify: Boolean(alert.alertId),
      requireInteraction: alert.severity === 'critical',
      timestamp: alert.openedAt ? Date.parse(alert.openedAt) : Date.now(),
      data: { url: alert.url || '/', acknowledgeUrl: alert.acknowledgeUrl || null },
      actions,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  // The person chose to acknowledge: the link's POST does it (its GET only shows the alert and a button).
  if (event.action === 'acknowledge' && data.acknowledgeUrl) {
    const showPage = () => self.clients.openWindow(data.acknowledgeUrl);
    event.waitUntil(fetch(data.acknowledgeUrl, { method: 'POST' }).then((res) => (res.ok ? undefined : showPage()), showPage));
    return;
  }
  const target = data.url || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === new URL(target, self.location.origin).href);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
