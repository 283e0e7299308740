import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { decrypt } from 'http_ece';
import { startHttpStandIn, type HttpStandIn, type ReceivedRequest } from './http-stand-in';

/** A subscription as a browser makes it: its own P-256 key pair and auth secret, and the push service's endpoint. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side, which never leaves it: what decrypts the messages. */
  privateKey: ECDH;
}

export interface DeliveredPush {
  endpoint: string;
  headers: ReceivedRequest['headers'];
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID public key the message was signed with. */
  vapidKey: string;
}

export interface PushServiceStandIn extends HttpStandIn {
  /** Makes a subscription the way a browser's pushManager.subscribe() would, registered with this service. */
  subscribe(): BrowserSubscription;
  /** Forgets a subscription: its endpoint answers 410 Gone from now on. */
  expire(endpoint: string): void;
  delivered: DeliveredPush[];
  /** Why the last refused message was refused. */
  lastRefusal: string | null;
}

/** The VAPID JWT (RFC 8292) checked as a push service does: ES256 by the key `k`, for this origin, not expired. */
function vapidProblem(authorization: string, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) return 'no VAPID authorization';
  const [header, claims, signature] = match[1]!.split('.');
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') } });
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'))) return 'bad VAPID signature';
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `VAPID audience ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) return 'VAPID token expired or too long-lived';
  if (!body.sub) return 'VAPID subject missing';
  return null;
}

/**
 * A Web Push service (RFC 8030) on a free local port: it checks the VAPID authorization, then
 * decrypts the aes128gcm body (RFC 8291) with the subscriber's private key and auth secret, as the
 * browser would, and keeps what it read. Unknown endpoints answer 410 Gone.
 */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, BrowserSubscription>();
  const delivered: DeliveredPush[] = [];
  let origin = '';
  const service = await startHttpStandIn((request) => {
    const subscription = browsers.get(`${origin}${request.path}`);
    if (request.method !== 'POST' || !subscription) return { status: 410, body: { reason: 'subscription gone' } };
    const problem =
      vapidProblem(String(request.headers.authorization ?? ''), origin) ??
      (request.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : null) ??
      (request.headers.ttl === undefined ? 'no TTL' : null);
    if (problem) {
      standIn.lastRefusal = problem;
      return { status: 403, body: { reason: problem } };
    }
    const plain = decrypt(request.body, { version: 'aes128gcm', privateKey: subscription.privateKey, authSecret: subscription.keys.auth });
    const vapidKey = /k=([A-Za-z0-9_-]+)/.exec(String(request.headers.authorization))![1]!;
    delivered.push({ endpoint: subscription.endpoint, headers: request.headers, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, vapidKey });
    return { status: 201 };
  });
  origin = service.url;
  const standIn: PushServiceStandIn = Object.assign(service, {
    delivered,
    lastRefusal: null as string | null,
    subscribe() {
      const privateKey = createECDH('prime256v1');
      privateKey.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: privateKey.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        privateKey,
      };
      browsers.set(subscription.endpoint, subscription);
      return subscription;
    },
    expire(endpoint: string) {
      browsers.delete(endpoint);
    },
  });
  return standIn;
}
