import { startHttpStandIn, type HttpStandIn } from './http-stand-in';

export interface SentTelegramMessage {
  token: string;
  chat_id: string;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
}

export interface TelegramStandIn extends HttpStandIn {
  /** The sendMessage calls that Telegram would have delivered. */
  messages: SentTelegramMessage[];
}

/**
 * Speaks the Telegram Bot API's sendMessage as api.telegram.org does: `POST /bot<token>/sendMessage`
 * with a JSON body, answering `{ ok, result }` or `{ ok: false, error_code, description }`. A token
 * other than `token` is refused with 401, as Telegram does.
 */
export async function startTelegramStandIn(token: string): Promise<TelegramStandIn> {
  const messages: SentTelegramMessage[] = [];
  const standIn = await startHttpStandIn((request) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.path);
    if (request.method !== 'POST' || !match) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    if (match[1] !== token) return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    const body = JSON.parse(request.body.toString('utf8')) as Omit<SentTelegramMessage, 'token'>;
    if (!body.chat_id || !body.text) return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' } };
    messages.push({ token: match[1], ...body });
    return { status: 200, body: { ok: true, result: { message_id: messages.length, chat: { id: Number(body.chat_id) }, text: body.text } } };
  });
  return Object.assign(standIn, { messages });
}
