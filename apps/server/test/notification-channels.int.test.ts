import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, pushPublicKeySchema, pushSubscriptionListSchema, pushSubscriptionSchema, webhookSecretSchema } from '@plantel/contracts';
import { loadConfig } from '../src/config';
import { pushSubscriptions, users } from '../src/db/schema';
import type { NotificationMessage } from '../src/services/alerts/channels/channel';
import { pushSender } from '../src/services/alerts/channels/push';
import { phoneChannelSenders } from '../src/services/alerts/channels/senders';
import { telegramSender } from '../src/services/alerts/channels/telegram';
import { webhookSender } from '../src/services/alerts/channels/webhook';
import { resolveVapidKeys, resolveWebhookSecret } from '../src/services/common/secrets.service';
import { startPushService, type PushServiceStandIn } from './helpers/push-service';
import { startTelegramStandIn, type TelegramStandIn } from './helpers/telegram-stand-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

const TOKEN = '123456789:AAEexampleTokenForTheStandInOnly_xyz';
const PUSH = '/api/v2/notifications/push';

let t: TestApp;
let telegram: TelegramStandIn;
let receiver: WebhookReceiver;
let pushService: PushServiceStandIn;
let produtor: { id: number; companyId: number };
let tecnico: { id: number; companyId: number };

const message = (extra: Partial<NotificationMessage> = {}): NotificationMessage => ({
  alertId: 42,
  companyId: produtor.companyId,
  severity: 'critical',
  attempt: 1,
  title: 'Aviário 01: temperatura alta',
  body: 'Temperatura 34,2 °C há 35 min (ideal até 30 °C, 21 dias)',
  url: 'https://plantel.example/alertas/42',
  acknowledgeUrl: 'https://plantel.example/api/v2/alerts/ack/abc.def',
  deliveryId: 7,
  locale: 'pt-BR',
  openedAt: '2026-11-25T03:04:05.000Z',
  ...extra,
});
const fieldsOf = (body: string) => (apiErrorSchema.parse(JSON.parse(body)).fields ?? []).map((f) => f.field);
const userRow = async (username: string) => (await t.database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, username)))[0]!;

/** A port that accepts connections and never answers. */
async function silentServer() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      server.close(() => resolve());
    }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [telegram, receiver, pushService] = await Promise.all([startTelegramStandIn(TOKEN), startWebhookReceiver(), startPushService()]);
  produtor = await userRow('produtor');
  tecnico = await userRow('tecnico');
});
afterAll(async () => {
  await Promise.all([telegram.close(), receiver.close(), pushService.close()]);
  await t.close();
});

describe('Telegram', () => {
  const sender = () => telegramSender({ token: TOKEN, apiUrl: telegram.url });

  it('sends the alert to the chat with buttons that acknowledge it and open it, in the person’s language', async () => {
    const answer = await sender().send('987654321', message());
    expect(answer).toEqual({ ok: true, retryable: false, status: 200, detail: 'sent' });
    const sent = telegram.messages.at(-1)!;
    expect(sent.chat_id).toBe('987654321');
    expect(sent.text).toBe('Aviário 01: temperatura alta\n\nTemperatura 34,2 °C há 35 min (ideal até 30 °C, 21 dias)');
    expect(sent.reply_markup!.inline_keyboard).toEqual([
      [{ text: 'Reconhecer', url: 'https://plantel.example/api/v2/alerts/ack/abc.def' }],
      [{ text: 'Abrir no Plantel', url: 'https://plantel.example/alertas/42' }],
    ]);
    await sender().send('-1001234567890', message({ locale: 'es' }));
    expect(telegram.messages.at(-1)!.reply_markup!.inline_keyboard[0]![0]!.text).toBe('Reconocer');
  });

  it('tries again after rate limits and Telegram’s faults, not after a wrong chat, a blocked bot or a wrong token', async () => {
    telegram.answerNext(
      { status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } } },
      { status: 502, body: { ok: false, error_code: 502, description: 'Bad Gateway' } },
      { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } },
      { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } },
    );
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await sender().send('987654321', message()));
    expect(answers.map((a) => [a.ok, a.retryable, a.status])).toEqual([
      [false, true, 429],
      [false, true, 502],
      [false, false, 400],
      [false, false, 403],
    ]);
    expect(answers[0]!.detail).toContain('retry after 7 s');
    expect(answers[3]!.detail).toContain('blocked');

    const wrongToken = await telegramSender({ token: '1:wrong-token-wrong-token-x', apiUrl: telegram.url }).send('987654321', message());
    expect(wrongToken).toMatchObject({ ok: false, retryable: false, status: 401 });
    expect(wrongToken.detail).not.toContain('wrong-token');
  });

  it('refuses an address that is no chat id without calling Telegram, and retries when Telegram cannot be reached', async () => {
    const before = telegram.received.length;
    expect(await sender().send('not a chat', message())).toMatchObject({ ok: false, retryable: false, status: null });
    expect(telegram.received.length).toBe(before);

    const silent = await silentServer();
    try {
      const answer = await telegramSender({ token: TOKEN, apiUrl: silent.url, timeoutMs: 300 }).send('987654321', message());
      expect(answer).toMatchObject({ ok: false, retryable: true, status: null });
      expect(answer.detail).toContain('timed out');
    } finally {
      await silent.close();
    }
  });
});

describe('signed webhook', () => {
  // The receiver listens on this machine: these senders allow private networks, as an on-premise server does.
  const sender = (now?: () => Date) => webhookSender({ secretFor: (companyId) => resolveWebhookSecret(t.database.db, companyId), allowPrivateNetworks: true, now });

  it('posts the documented body, signed with the company’s secret together with the time', async () => {
    receiver.secret = await resolveWebhookSecret(t.database.db, produtor.companyId);
    expect(receiver.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await resolveWebhookSecret(t.database.db, produtor.companyId)).toBe(receiver.secret);
    expect(await resolveWebhookSecret(t.database.db, (await userRow('outra')).companyId)).not.toBe(receiver.secret);

    const answer = await sender().send(`${receiver.url}/plantel`, { ...message({ attempt: 3 }), alertType: 'temperature_high', category: 'Ambiência', shed: 'Aviário 01', farm: 'Sítio Boa Vista', module: 'frangos_de_corte' } as NotificationMessage);
    expect(answer).toMatchObject({ ok: true, status: 204 });
    expect(receiver.refused).toBe(0);
    const got = receiver.accepted.at(-1)!;
    expect(got.body).toEqual({
      event: 'alert.notification',
      attempt: 3,
      alert: {
        id: 42,
        type: 'temperature_high',
        category: 'Ambiência',
        severity: 'critical',
        title: 'Aviário 01: temperatura alta',
        message: 'Temperatura 34,2 °C há 35 min (ideal até 30 °C, 21 dias)',
        shed: 'Aviário 01',
        farm: 'Sítio Boa Vista',
        module: 'frangos_de_corte',
        openedAt: '2026-11-25T03:04:05.000Z',
      },
      locale: 'pt-BR',
      url: 'https://plantel.example/alertas/42',
      acknowledgeUrl: 'https://plantel.example/api/v2/alerts/ack/abc.def',
    });
    // One id per message (alert, person, channel, attempt): two people's messages never share it.
    expect(got.headers['x-plantel-delivery']).toBe('42.7');
    expect(Math.abs(got.timestamp - Date.now() / 1000)).toBeLessThan(10);

    // Without the dispatcher's details the fields are there, as null.
    await sender().send(`${receiver.url}/plantel`, message());
    expect(receiver.accepted.at(-1)!.body.alert).toMatchObject({ type: null, category: null, shed: null, farm: null, module: null });
  });

  it('is refused by a receiver that checks the signature when the secret, the body or the time do not match', async () => {
    const refusedBefore = receiver.refused;
    receiver.secret = 'whsec_someone-else';
    expect(await sender().send(receiver.url, message())).toMatchObject({ ok: false, retryable: false, status: 401 });
    receiver.secret = await resolveWebhookSecret(t.database.db, produtor.companyId);
    // A request replayed an hour later carries its old, signed time.
    expect(await sender(() => new Date(Date.now() - 3600_000)).send(receiver.url, message())).toMatchObject({ ok: false, status: 401 });
    // Changing the time header breaks the signature.
    const original = receiver.received.at(-1)!;
    const replay = await fetch(receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-plantel-timestamp': String(Math.floor(Date.now() / 1000)), 'x-plantel-signature': String(original.headers['x-plantel-signature']) },
      body: new Uint8Array(original.body),
    });
    expect(replay.status).toBe(401);
    expect(receiver.refused).toBe(refusedBefore + 3);
  });

  it('shows staff the secret to set up a gateway and rotates it: the next message is signed with the new one', async () => {
    const old = await resolveWebhookSecret(t.database.db, produtor.companyId);
    const read = await t.as('tecnico', 'GET', '/api/v2/notifications/webhook-secret');
    expect(read.statusCode, read.body).toBe(200);
    expect(webhookSecretSchema.parse(read.json()).secret).toBe(old);
    expect(read.headers['cache-control']).toBe('no-store');
    expect((await t.as('produtor', 'GET', '/api/v2/notifications/webhook-secret')).statusCode).toBe(403);
    expect((await t.as('produtor', 'POST', '/api/v2/notifications/webhook-secret/rotate')).statusCode).toBe(403);
    expect(await resolveWebhookSecret(t.database.db, produtor.companyId)).toBe(old);

    const rotated = await t.as('tecnico', 'POST', '/api/v2/notifications/webhook-secret/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = webhookSecretSchema.parse(rotated.json());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(old);
    // A gateway still holding the old secret refuses the next message; one given the new secret takes it.
    receiver.secret = old;
    expect(await sender().send(receiver.url, message())).toMatchObject({ ok: false, status: 401 });
    receiver.secret = secret;
    expect(await sender().send(receiver.url, message())).toMatchObject({ ok: true });
    expect(webhookSecretSchema.parse((await t.as('admin', 'GET', '/api/v2/notifications/webhook-secret')).json()).secret).toBe(secret);
  });

  it('tries again after 429, 5xx and silence; not after other refusals or a redirect', async () => {
    receiver.answerNext({ status: 429 }, { status: 503 }, { status: 400, body: { error: 'unknown gateway' } }, { status: 302 }, { status: 410 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await sender().send(receiver.url, message()));
    expect(answers.map((a) => [a.ok, a.retryable, a.status])).toEqual([
      [false, true, 429],
      [false, true, 503],
      [false, false, 400],
      [false, false, 302],
      [false, false, 410],
    ]);
    expect(answers[2]!.detail).toContain('unknown gateway');
    expect(await sender().send('ftp://example.com/x', message())).toMatchObject({ ok: false, retryable: false, status: null });

    const silent = await silentServer();
    try {
      const slow = webhookSender({ secretFor: async () => 'whsec_x', allowPrivateNetworks: true, timeoutMs: 300 });
      expect(await slow.send(silent.url, message())).toMatchObject({ ok: false, retryable: true, status: null, detail: 'unreachable: timed out' });
    } finally {
      await silent.close();
    }
  });
});

describe('webhook addresses on a server that keeps to public ones (the default)', () => {
  const publicOnly = () => webhookSender({ secretFor: (companyId) => resolveWebhookSecret(t.database.db, companyId) });

  it('calls nothing on this machine or a private network, and does not try again', async () => {
    const port = new URL(receiver.url).port;
    const receivedBefore = receiver.received.length;
    for (const url of [receiver.url, `https://127.0.0.1:${port}/hook`, `https://[::1]:${port}/hook`, `https://localhost:${port}/hook`, 'https://192.168.0.10/hook', 'https://169.254.169.254/latest']) {
      const answer = await publicOnly().send(url, message());
      expect(answer, url).toMatchObject({ ok: false, retryable: false, status: null });
      expect(answer.detail, url).toMatch(/must be (an https URL|a public address)/);
    }
    expect(receiver.received.length).toBe(receivedBefore);
  });

  it('tries again later when the name cannot be resolved now', async () => {
    expect(await publicOnly().send('https://no-such-host.invalid/hook', message())).toMatchObject({ ok: false, retryable: true, status: null });
  });
});

describe('Web Push subscriptions API', () => {
  it('gives the VAPID public key the server signs with, generated once and kept', async () => {
    const res = await t.as('produtor', 'GET', `${PUSH}/public-key`);
    expect(res.statusCode).toBe(200);
    const { public_key } = pushPublicKeySchema.parse(res.json());
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65);
    expect((await resolveVapidKeys({ vapid: null }, t.database.db)).publicKey).toBe(public_key);
    expect((await t.app.inject(`${PUSH}/public-key`)).statusCode).toBe(401);
  });

  it('keeps a browser’s subscription for the person, lists only theirs, and deletes it', async () => {
    const browser = pushService.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions`,
      payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
      headers: { authorization: `Bearer ${await t.tokenFor('produtor')}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = pushSubscriptionSchema.parse(res.json());
    expect(created).toMatchObject({ endpoint: browser.endpoint, user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131' });
    const mine = pushSubscriptionListSchema.parse((await t.as('produtor', 'GET', `${PUSH}/subscriptions`)).json()).results;
    expect(mine.map((s) => s.id)).toContain(created.id);
    expect(pushSubscriptionListSchema.parse((await t.as('tecnico', 'GET', `${PUSH}/subscriptions`)).json()).results.map((s) => s.id)).not.toContain(created.id);
    expect((await t.as('outra', 'DELETE', `${PUSH}/subscriptions/${created.id}`)).statusCode).toBe(404);
    expect((await t.as('tecnico', 'DELETE', `${PUSH}/subscriptions/${created.id}`)).statusCode).toBe(404);

    // The same browser subscribing again replaces its keys instead of adding a second row.
    const again = await t.as('produtor', 'POST', `${PUSH}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys });
    expect(again.json<{ id: number }>().id).toBe(created.id);

    expect((await t.as('produtor', 'DELETE', `${PUSH}/subscriptions/${created.id}`)).statusCode).toBe(204);
    expect((await t.as('produtor', 'DELETE', `${PUSH}/subscriptions/${created.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, created.id))).toEqual([]);
  });

  it('refuses endpoints that are not https (or local), keys that are not base64url of the right size or not on the curve, and guests', async () => {
    const { keys } = pushService.subscribe();
    const post = (body: object) => t.as('produtor', 'POST', `${PUSH}/subscriptions`, body);
    const plainHttp = await post({ endpoint: 'http://push.example.com/x', keys });
    expect(plainHttp.statusCode).toBe(400);
    expect(fieldsOf(plainHttp.body)).toEqual(['endpoint']);
    expect(fieldsOf((await post({ endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'c2hvcnQ' } })).body)).toEqual(['keys.auth']);
    expect(fieldsOf((await post({ endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: `${keys.p256dh.slice(0, -1)}+` } })).body)).toEqual(['keys.p256dh']);
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const notAKey = await post({ endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: offCurve } });
    expect(notAKey.statusCode).toBe(400);
    expect(fieldsOf(notAKey.body)).toEqual(['keys.p256dh']);
    expect((await t.as('vendas', 'POST', `${PUSH}/subscriptions`, { endpoint: 'https://push.example.com/x', keys })).statusCode).toBe(403);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://push.example.com/x'))).toEqual([]);
  });
});

describe('Web Push sender', () => {
  const subscribe = async (username: string) => {
    const browser = pushService.subscribe();
    const res = await t.as(username, 'POST', `${PUSH}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys });
    expect(res.statusCode, res.body).toBe(201);
    return browser;
  };
  const sender = async () => pushSender({ db: t.database.db, vapid: await resolveVapidKeys({ vapid: null }, t.database.db), subject: 'mailto:alertas@plantel.example' });

  it('reaches every browser of the person, encrypted so that only the browser’s keys decrypt it, signed with the server’s VAPID key', async () => {
    const phone = await subscribe('produtor');
    const laptop = await subscribe('produtor');
    const someoneElse = await subscribe('admin');
    const before = pushService.delivered.length;
    const answer = await (await sender()).send(String(produtor.id), message());
    expect(answer).toMatchObject({ ok: true, retryable: false });
    const got = pushService.delivered.slice(before);
    expect(got.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const push of got) {
      expect(push.payload).toEqual({
        alertId: 42,
        severity: 'critical',
        title: 'Aviário 01: temperatura alta',
        body: 'Temperatura 34,2 °C há 35 min (ideal até 30 °C, 21 dias)',
        url: 'https://plantel.example/alertas/42',
        acknowledgeUrl: 'https://plantel.example/api/v2/alerts/ack/abc.def',
        openedAt: '2026-11-25T03:04:05.000Z',
        actions: { open: 'Abrir no Plantel', acknowledge: 'Reconhecer' },
      });
      expect(push.headers).toMatchObject({ urgency: 'high', topic: 'alert-42', 'content-encoding': 'aes128gcm' });
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(push.vapidKey).toBe(pushPublicKeySchema.parse((await t.as('produtor', 'GET', `${PUSH}/public-key`)).json()).public_key);
    }
    // Someone else's browser gets nothing.
    expect(got.some((d) => d.endpoint === someoneElse.endpoint)).toBe(false);
    const info = await (await sender()).send(String(produtor.id), message({ severity: 'info', locale: 'en' }));
    expect(info.ok).toBe(true);
    expect(pushService.delivered.at(-1)!.headers.urgency).toBe('low');
    expect(pushService.delivered.at(-1)!.payload.actions).toEqual({ open: 'Open in Plantel', acknowledge: 'Acknowledge' });
  });

  it('drops a subscription the push service says is gone (404/410) and still counts the browsers reached', async () => {
    const kept = await subscribe('tecnico');
    const gone = await subscribe('tecnico');
    pushService.expire(gone.endpoint);
    const answer = await (await sender()).send(String(tecnico.id), message());
    expect(answer.ok).toBe(true);
    expect(answer.detail).toBe('delivered to 1 of 2 device(s), 1 gone and removed');
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, tecnico.id));
    expect(left.map((r) => r.endpoint)).toEqual([kept.endpoint]);

    pushService.answerNext({ status: 404 });
    expect(await (await sender()).send(String(tecnico.id), message())).toMatchObject({ ok: false, retryable: false, status: 404 });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tecnico.id))).toEqual([]);
    expect(await (await sender()).send(String(tecnico.id), message())).toEqual({ ok: false, retryable: false, status: null, detail: 'no device subscribed' });
  });

  it('tries again when the push service is busy or failing', async () => {
    const admin = await userRow('admin');
    pushService.answerNext({ status: 429 }, { status: 500 });
    const busy = await (await sender()).send(String(admin.id), message());
    expect(busy).toMatchObject({ ok: false, retryable: true, status: 429 });
    expect(await (await sender()).send(String(admin.id), message())).toMatchObject({ ok: false, retryable: true, status: 500 });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, admin.id))).toHaveLength(1);
  });
});

describe('the senders a server builds', () => {
  it('has Telegram only with a bot token; VAPID keys from the environment win over the stored ones', async () => {
    const plain = await phoneChannelSenders(loadConfig({}), t.database.db);
    expect(plain.map((s) => s.kind).sort()).toEqual(['push', 'webhook']);
    const keys = { PLANTEL_VAPID_PUBLIC_KEY: 'B'.padEnd(87, 'A'), PLANTEL_VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    const config = loadConfig({ PLANTEL_TELEGRAM_BOT_TOKEN: TOKEN, PLANTEL_TELEGRAM_API_URL: telegram.url, ...keys });
    expect((await phoneChannelSenders(config, t.database.db)).map((s) => s.kind).sort()).toEqual(['push', 'telegram', 'webhook']);
    expect(await resolveVapidKeys(config, t.database.db)).toEqual({ publicKey: keys.PLANTEL_VAPID_PUBLIC_KEY, privateKey: keys.PLANTEL_VAPID_PRIVATE_KEY });
    expect(() => loadConfig({ PLANTEL_VAPID_PUBLIC_KEY: keys.PLANTEL_VAPID_PUBLIC_KEY })).toThrow(/together/);
    expect(() => loadConfig({ PLANTEL_TELEGRAM_BOT_TOKEN: 'nope' })).toThrow(/BotFather/);
  });
});
