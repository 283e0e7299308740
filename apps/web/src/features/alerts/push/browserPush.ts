import type { PushSubscriptionCreate } from '@plantel/contracts';
import { SERVICE_WORKER_URL } from '@/lib/serviceWorker';

/** Web Push needs a service worker, the Push API and notifications (on iPhone: the app added to the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the bytes pushManager.subscribe() takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Registers the service worker (once per browser; registering again returns the same one) and waits until it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Subscribes this browser with the server's VAPID key, in the shape the API takes. */
export async function subscribeThisBrowser(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscriptionCreate> {
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint!, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! } };
}
