import type { ChannelAnswer, ChannelSender, NotificationMessage } from './channel';
import { CHANNEL_LABELS, retryableStatus, unreachable } from './channel-labels';

export const TELEGRAM_API_URL = 'https://api.telegram.org';
/** Telegram refuses longer message texts. */
const TEXT_LIMIT = 4096;

export interface TelegramOptions {
  /** The bot's token from BotFather (PLANTEL_TELEGRAM_BOT_TOKEN): one bot for the whole installation. */
  token: string;
  /** PLANTEL_TELEGRAM_API_URL: a local Bot API server, or a stand-in in tests. */
  apiUrl?: string;
  timeoutMs?: number;
}

interface TelegramReply {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

/** The sendMessage request: the alert as plain text, with buttons that acknowledge it and open it. */
export function telegramRequest(chatId: string, message: NotificationMessage) {
  const labels = CHANNEL_LABELS[message.locale];
  return {
    chat_id: chatId,
    text: `${message.title}\n\n${message.body}`.slice(0, TEXT_LIMIT),
    link_preview_options: { is_disabled: true },
    reply_markup: { inline_keyboard: [[{ text: labels.acknowledge, url: message.acknowledgeUrl }], [{ text: labels.open, url: message.url }]] },
  };
}

/**
 * Telegram Bot API `sendMessage` to a chat id (the address a person gives). Rate limits (429) and
 * Telegram's own faults (5xx) are tried again; a wrong chat id (400) or a person who blocked the bot
 * (403) are not. The token never appears in what the sender answers.
 */
export function telegramSender({ token, apiUrl = TELEGRAM_API_URL, timeoutMs = 10_000 }: TelegramOptions): ChannelSender {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/bot${token}/sendMessage`;
  return {
    kind: 'telegram',
    async send(address, message): Promise<ChannelAnswer> {
      if (!/^-?\d{1,20}$|^@[A-Za-z0-9_]{5,32}$/.test(address)) {
        return { ok: false, retryable: false, status: null, detail: 'not a Telegram chat id' };
      }
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(telegramRequest(address, message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        return unreachable(err);
      }
      const reply = (await response.json().catch(() => ({}))) as TelegramReply;
      if (response.ok && reply.ok) return { ok: true, retryable: false, status: response.status, detail: 'sent' };
      const retryAfter = reply.parameters?.retry_after;
      const detail = [reply.description ?? response.statusText, retryAfter !== undefined && `retry after ${retryAfter} s`].filter(Boolean).join('; ');
      return { ok: false, retryable: retryableStatus(response.status), status: response.status, detail: detail.slice(0, 500) };
    },
  };
}
