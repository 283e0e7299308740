import { createHmac, timingSafeEqual } from 'node:crypto';
import { startHttpStandIn, type HttpStandIn } from './http-stand-in';

export interface VerifiedWebhook {
  timestamp: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface WebhookReceiver extends HttpStandIn {
  /** Requests whose signature verified, parsed. */
  accepted: VerifiedWebhook[];
  /** How many requests were refused for a bad or missing signature, or a stale timestamp. */
  refused: number;
  /** The secret to verify with (the company's); set before requests arrive. */
  secret: string;
}

/** Five minutes either way, as docs/alerts.md tells receivers to allow. */
const TOLERANCE_SECONDS = 300;

/**
 * A receiver that verifies each request as docs/alerts.md tells a gateway to: HMAC-SHA256 of
 * `<X-Plantel-Timestamp>.<raw body>` with the secret, compared in constant time with
 * `X-Plantel-Signature`, and a timestamp within five minutes. Refusals answer 401.
 */
export async function startWebhookReceiver(now: () => number = () => Date.now()): Promise<WebhookReceiver> {
  const verified = { accepted: [] as VerifiedWebhook[], refused: 0, secret: '' };
  const standIn = await startHttpStandIn((request) => {
    const timestamp = String(request.headers['x-plantel-timestamp'] ?? '');
    const signature = String(request.headers['x-plantel-signature'] ?? '');
    const expected = `sha256=${createHmac('sha256', receiver.secret).update(`${timestamp}.`).update(request.body).digest('hex')}`;
    const fresh = /^\d+$/.test(timestamp) && Math.abs(now() / 1000 - Number(timestamp)) <= TOLERANCE_SECONDS;
    const matches = signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!fresh || !matches) {
      receiver.refused++;
      return { status: 401, body: { error: 'bad signature' } };
    }
    receiver.accepted.push({ timestamp: Number(timestamp), body: JSON.parse(request.body.toString('utf8')) as Record<string, unknown>, headers: request.headers });
    return { status: 204 };
  });
  const receiver: WebhookReceiver = Object.assign(standIn, verified);
  return receiver;
}
