import type { Db } from '../../../db/database';
import { deletePushSubscriptionById, listPushSubscriptions, type PushSubscriptionRow } from '../../../repositories/push-subscriptions.repository';
import type { VapidKeys } from '../../common/secrets.service';
import type { ChannelAnswer, ChannelSender, NotificationMessage } from './channel';
import { CHANNEL_LABELS, retryableStatus, unreachable } from './channel-labels';

/** Push services take about 4 KB of encrypted payload; the text is cut well within it. */
const BODY_LIMIT = 1500;
/** How long a push service keeps a message for a phone that is off: a reminder follows anyway. */
const TIME_TO_LIVE_SECONDS = 6 * 3600;
const URGENCY = { info: 'low', warning: 'normal', critical: 'high' } as const;

/** What the service worker (apps/web/sw/sw.ts) receives, decrypted, in its push event. */
export function pushPayload(message: NotificationMessage) {
  const labels = CHANNEL_LABELS[message.locale];
  return {
    alertId: message.alertId,
    severity: message.severity,
    title: message.title,
    body: message.body.slice(0, BODY_LIMIT),
    url: message.url,
    acknowledgeUrl: message.acknowledgeUrl,
    openedAt: message.openedAt,
    actions: { open: labels.open, acknowledge: labels.acknowledge },
  };
}

export interface PushOptions {
  db: Db;
  vapid: VapidKeys;
  /** mailto: or https: URL the push services may contact (PLANTEL_VAPID_SUBJECT). */
  subject: string;
  timeoutMs?: number;
}

type DeviceAnswer = { delivered: true } | { delivered: false; gone: boolean; retryable: boolean; status: number | null; detail: string };

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292), encrypted aes128gcm (RFC 8291) by the `web-push`
 * library, to every browser the person subscribed. The address is the person's user id. A push
 * service that answers 404 or 410 has dropped the subscription: it is deleted. Delivered when at
 * least one browser took the message.
 */
export function pushSender({ db, vapid, subject, timeoutMs = 10_000 }: PushOptions): ChannelSender {
  const vapidDetails = { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  async function sendTo(subscription: PushSubscriptionRow, payload: string, message: NotificationMessage): Promise<DeviceAnswer> {
    // The library builds the encrypted body and the VAPID headers; the request goes through fetch so
    // the endpoint may also be plain http on localhost (development, tests).
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails,
      contentEncoding: 'aes128gcm',
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: URGENCY[message.severity],
      // A newer message for the same alert replaces one still waiting at the push service.
      topic: `alert-${message.alertId}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    });
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    let response: Response;
    try {
      response = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body), redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      return { delivered: false, gone: false, ...unreachable(err) };
    }
    const text = (await response.text().catch(() => '')).slice(0, 200);
    if (response.status >= 200 && response.status < 300) return { delivered: true };
    const gone = response.status === 404 || response.status === 410;
    if (gone) await deletePushSubscriptionById(db, subscription.id);
    return { delivered: false, gone, retryable: retryableStatus(response.status), status: response.status, detail: `${response.status}${text ? ` ${text}` : ''}` };
  }

  return {
    kind: 'push',
    async send(address, message): Promise<ChannelAnswer> {
      const userId = Number(address);
      const { companyId } = message;
      if (!Number.isInteger(userId)) return { ok: false, retryable: false, status: null, detail: 'not a user id' };
      const subscriptions = await listPushSubscriptions(db, companyId, userId);
      if (subscriptions.length === 0) return { ok: false, retryable: false, status: null, detail: 'no device subscribed' };
      const payload = JSON.stringify(pushPayload(message));
      const answers = await Promise.all(subscriptions.map((s) => sendTo(s, payload, message)));
      const delivered = answers.filter((a) => a.delivered).length;
      const failures = answers.filter((a): a is Extract<DeviceAnswer, { delivered: false }> => !a.delivered);
      const gone = failures.filter((f) => f.gone).length;
      const summary = `delivered to ${delivered} of ${subscriptions.length} device(s)${gone ? `, ${gone} gone and removed` : ''}`;
      const lastFailure = failures.at(-1);
      if (delivered > 0) return { ok: true, retryable: false, status: 201, detail: summary };
      return {
        ok: false,
        retryable: failures.some((f) => f.retryable),
        status: lastFailure?.status ?? null,
        detail: `${summary}: ${lastFailure?.detail ?? ''}`.slice(0, 500),
      };
    },
  };
}
