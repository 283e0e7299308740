import { createHmac } from 'node:crypto';
import type { ChannelAnswer, ChannelSender, NotificationMessage } from './channel';
import { answerExcerpt, retryableStatus, unreachable } from './channel-labels';
import { webhookAddressRefusal } from './webhook-address';

/** What the dispatcher may add about the alert; fields it does not give go out as null. */
export interface WebhookAlertContext {
  /** The rule that raised it (temperature_high, silo_empty, …). */
  alertType?: string;
  /** Its category, the dashboard card it counts on (Ambiência, Nutrição, …). */
  category?: string;
  shed?: string | null;
  farm?: string | null;
  module?: string | null;
}

/** The documented JSON body (docs/alerts.md, "Channels"). */
export function webhookBody(message: NotificationMessage & WebhookAlertContext) {
  return {
    event: 'alert.notification',
    attempt: message.attempt,
    alert: {
      id: message.alertId,
      type: message.alertType ?? null,
      category: message.category ?? null,
      severity: message.severity,
      title: message.title,
      message: message.body,
      shed: message.shed ?? null,
      farm: message.farm ?? null,
      module: message.module ?? null,
      openedAt: message.openedAt,
    },
    locale: message.locale,
    url: message.url,
    acknowledgeUrl: message.acknowledgeUrl,
  };
}

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`: the time is signed with the body, so an old request cannot be replayed as new. */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export interface WebhookOptions {
  /** The company's signing secret (one per company, kept in the database; docs/alerts.md). */
  secretFor(companyId: number): Promise<string>;
  /** http URLs and local or private addresses may be called (on-premise gateways); otherwise public https only. */
  allowPrivateNetworks?: boolean;
  timeoutMs?: number;
  now?: () => Date;
}

/** A JSON event to POST, signed with its company's secret. */
export interface SignedPost {
  address: string;
  event: string;
  /** Names this delivery, the same on every try of it: the receiver's key to drop a repeat. */
  delivery: string;
  body: unknown;
  secret: string;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  now: Date;
}

/**
 * POSTs the event as JSON to the address, signed with the company's secret: a public https URL, or
 * with `allowPrivateNetworks` any http or https URL. 2xx is delivered; 408, 429 and 5xx may be tried
 * again, other answers (and redirects, which are not followed) may not; an address refused is not.
 */
export async function postSigned({ address, event, delivery, body, secret, allowPrivateNetworks, timeoutMs, now }: SignedPost): Promise<ChannelAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, retryable: false, status: null, detail: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, retryable: false, status: null, detail: 'the URL must be http or https' };
  if (!allowPrivateNetworks) {
    let refusal: string | null;
    try {
      refusal = await webhookAddressRefusal(url);
    } catch (err) {
      return unreachable(err);
    }
    if (refusal) return { ok: false, retryable: false, status: null, detail: `the URL ${refusal}` };
  }
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Plantel-Webhook/1',
        'x-plantel-event': event,
        'x-plantel-delivery': delivery,
        'x-plantel-timestamp': timestamp,
        'x-plantel-signature': webhookSignature(secret, timestamp, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return unreachable(err);
  }
  const excerpt = await answerExcerpt(response);
  const detail = `${response.status} ${response.statusText}${excerpt ? `: ${excerpt}` : ''}`.slice(0, 500);
  if (response.status >= 200 && response.status < 300) return { ok: true, retryable: false, status: response.status, detail };
  return { ok: false, retryable: retryableStatus(response.status), status: response.status, detail };
}

/** The alert's message, POSTed as `alert.notification` (docs/alerts.md, "Channels"). */
export function webhookSender({ secretFor, allowPrivateNetworks = false, timeoutMs = 10_000, now = () => new Date() }: WebhookOptions): ChannelSender {
  return {
    kind: 'webhook',
    async send(address, message: NotificationMessage & WebhookAlertContext): Promise<ChannelAnswer> {
      return postSigned({
        address,
        event: 'alert.notification',
        delivery: `${message.alertId}.${message.deliveryId}`,
        body: webhookBody(message),
        secret: await secretFor(message.companyId),
        allowPrivateNetworks,
        timeoutMs,
        now: now(),
      });
    },
  };
}
