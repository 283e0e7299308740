import { useEffect } from 'react';

/** The service worker's address (sw/sw.ts, built by vite-plugin-pwa): the app's offline files and Web Push. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Starts the service worker once someone is signed in (docs/offline.md): it keeps the app's files
 * and last answers for opening offline. The login page goes without it, light.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.error('No service worker:', error));
  }, []);
}
