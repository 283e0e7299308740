/** The service worker's address (sw/sw.ts, built by vite-plugin-pwa): the app's offline files and Web Push. */
export const SERVICE_WORKER_URL = '/sw.js';
