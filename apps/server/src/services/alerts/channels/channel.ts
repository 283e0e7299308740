import type { NotificationChannel } from '@plantel/contracts';
/**
 * The contract between the alert dispatcher (who is due which message) and the
 * channel senders (how a message reaches an address). Ids are the schema's integer ids.
 */
export interface NotificationMessage {
  alertId: number;
  /** The message: one alert, person, channel and attempt (a retry of it keeps the id). */
  deliveryId: number;
  companyId: number;
  severity: 'info' | 'warning' | 'critical';
  attempt: number;
  title: string;
  body: string;
  /** Deep link into the app. */
  url: string;
  /** Signed, single use, expiring; works without sign-in. */
  acknowledgeUrl: string;
  locale: 'pt-BR' | 'en' | 'es';
  /** ISO UTC. */
  openedAt: string;
}

export interface ChannelAnswer {
  ok: boolean;
  retryable: boolean;
  status: number | null;
  detail: string;
}

/** address: e-mail address, Telegram chat id, webhook URL, or push subscription id. */
export interface ChannelSender {
  kind: NotificationChannel;
  send(address: string, message: NotificationMessage): Promise<ChannelAnswer>;
}
