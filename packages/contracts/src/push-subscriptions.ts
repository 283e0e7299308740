import { z } from 'zod';
import { resultsEnvelope } from './pagination';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A push service's URL: https, or http on this machine (a browser under development or a test). */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** Base64url (padding optional) of exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, `must be ${bytes} bytes in base64url`)
    .describe(what);

/** What the browser's PushSubscription.toJSON() gives. */
export const pushSubscriptionCreateSchema = z.object({
  endpoint: z.string().max(2048).refine(isPushEndpoint, 'must be an https URL (or http on localhost)').describe("The push service's URL for this browser"),
  expirationTime: z.number().nullable().optional().describe('Ignored: the push service answers 404/410 once the subscription is gone'),
  keys: z.object({
    p256dh: base64url(65, "The browser's P-256 public key (uncompressed point)").refine((v) => v.startsWith('B'), 'must be an uncompressed P-256 point'),
    auth: base64url(16, "The browser's authentication secret"),
  }).strict(),
}).strict();
export type PushSubscriptionCreate = z.infer<typeof pushSubscriptionCreateSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  user_agent: z.string().nullable().describe('The browser that subscribed, as it named itself'),
  created_at: z.iso.datetime({ offset: true }),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionListSchema = resultsEnvelope(pushSubscriptionSchema);
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

export const pushPublicKeySchema = z.object({
  public_key: z.string().describe("The server's VAPID public key, base64url: the browser's applicationServerKey"),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
