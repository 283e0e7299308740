import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_POLICY, notificationPolicySchema, type NotificationChannel, type NotificationPolicy } from '@plantel/contracts';
import type { Database } from '../src/db/database';
import { alertDeliveries, alerts, notificationPolicies, notificationPreferences, s0Readings, sheds, users } from '../src/db/schema';
import { AlertDispatcher } from '../src/jobs/alert-dispatcher.job';
import type { ChannelSender, NotificationMessage } from '../src/services/alerts/channels/channel';
import { claimDeliveryAttempt } from '../src/repositories/alert-deliveries.repository';
import { dispatchCompanyAlerts, type DispatchOptions } from '../src/services/alerts/dispatch/alert-dispatcher.service';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { wallClock } from '../src/services/common/units';
import { phoneChannelSenders } from '../src/services/alerts/channels/senders';
import { resolveWebhookSecret } from '../src/services/common/secrets.service';
import { createAlarmShed, FINE_AIR, HOT_AIR, writeAir, type AlarmShed } from './helpers/alarm-shed';
import { startChannelStandIn, type ChannelStandIn } from './helpers/channel-stand-in';
import { startPushService, type PushServiceStandIn } from './helpers/push-service';
import { startTelegramStandIn, type TelegramStandIn } from './helpers/telegram-stand-in';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';
import { createTestApp, type TestApp } from './helpers/test-app';
import { secondCopyOf } from './helpers/test-database';

const MINUTE = 60_000;
const POLICY_URL = '/api/v2/alerts/notification-policy';
const PREFERENCES_URL = '/api/v2/alerts/notification-preferences';

let t: TestApp;
let db: Database['db'];
let telegram: ChannelStandIn;
let webhook: ChannelStandIn;
let company: number;
let shed: number;
const ids: Record<'tecnico' | 'admin' | 'produtor' | 'outra', number> = { tecnico: 0, admin: 0, produtor: 0, outra: 0 };

/** Senders that speak plain HTTP to the stand-ins: Telegram's sendMessage shape, and the message as JSON to the webhook. */
function httpSender(kind: NotificationChannel, target: (address: string) => string, body: (address: string, m: NotificationMessage) => object): ChannelSender {
  return {
    kind,
    async send(address, message) {
      const res = await fetch(target(address), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(address, message)) });
      return { ok: res.ok, retryable: res.status >= 500 || res.status === 429, status: res.status, detail: await res.text() };
    },
  };
}

const options = (): DispatchOptions => ({
  publicUrl: 'https://plantel.example',
  senders: {
    telegram: httpSender('telegram', () => `${telegram.url}/botTEST/sendMessage`, (chat, m) => ({ chat_id: chat, text: `${m.title}\n${m.acknowledgeUrl}` })),
    webhook: httpSender('webhook', (url) => url, (_, m) => m),
  },
});

beforeAll(async () => {
  [telegram, webhook] = await Promise.all([startChannelStandIn(), startChannelStandIn()]);
  // A server with a Telegram bot (its API a stand-in): Telegram may be chosen.
  t = await createTestApp({ PLANTEL_TELEGRAM_BOT_TOKEN: '123456:TEST-token-of-the-plantel-bot', PLANTEL_TELEGRAM_BOT_USERNAME: 'PlantelTesteBot', PLANTEL_TELEGRAM_API_URL: telegram.url });
  db = t.database.db;
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const [row] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, name));
    ids[name] = row!.id;
    if (name === 'tecnico') company = row!.companyId;
  }
  const [broiler] = await db.select({ id: sheds.id }).from(sheds).where(and(eq(sheds.companyId, company), eq(sheds.productionTypeExternalId, 3))).limit(1);
  shed = broiler!.id;
});
afterAll(async () => {
  await Promise.all([telegram.close(), webhook.close()]);
  await t.close();
});

beforeEach(async () => {
  // Only this file's alerts are open: the demo's would be messages too.
  await db.update(alerts).set({ state: 'resolved', resolvedAt: new Date() }).where(ne(alerts.state, 'resolved'));
  await db.delete(alertDeliveries);
  await db.delete(notificationPolicies);
  await db.delete(notificationPreferences);
  telegram.received.length = 0;
  webhook.received.length = 0;
});

/** The fake clock's minute 0, a little in the past: acknowledge links signed on it are still good now. */
const T0 = Math.floor((Date.now() - 3 * 3_600_000) / MINUTE) * MINUTE;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);

async function openAlert(severity: 'warning' | 'critical' = 'critical', minutes = 0) {
  const [row] = await db
    .insert(alerts)
    .values({ companyId: company, shedId: shed, type: 'Ambiência', subtype: 'temperature_high', subject: `division:${Math.random()}`, severity, params: { value: 35, max: 30 }, occurredAt: at(minutes), lastSeenAt: at(minutes) })
    .returning({ id: alerts.id });
  return row!.id;
}

const prefer = (user: number, channels: NotificationChannel[], extra: object = {}) =>
  db.insert(notificationPreferences).values({
    userId: user,
    preferences: {
      email: false,
      email_address: null,
      language: 'en',
      min_severity: 'info',
      quiet_hours: null,
      channels: { info: [], warning: channels, critical: channels },
      telegram_chat_id: `${user}00`,
      webhook_url: `${webhook.url}/hook/${user}`,
      ...extra,
    },
  });

const policyWith = (critical: NotificationPolicy['critical']): NotificationPolicy => ({ ...DEFAULT_NOTIFICATION_POLICY, critical });

/** Who got what so far: `<user>:<channel>:<attempt>` from what the stand-ins received. */
function receipts(): string[] {
  const fromWebhook = webhook.received.map((r) => {
    const m = JSON.parse(r.body) as NotificationMessage;
    return `${r.path.split('/').at(-1)}:webhook:${m.attempt}`;
  });
  const fromTelegram = telegram.received.map((r) => {
    const { chat_id, text } = JSON.parse(r.body) as { chat_id: string; text: string };
    const reminder = /\(Reminder (\d+)\)/.exec(text);
    return `${chat_id.slice(0, -2)}:telegram:${reminder ? Number(reminder[1]) + 1 : 1}`;
  });
  return [...fromTelegram, ...fromWebhook].sort();
}

describe('notification policy API', () => {
  const valid = policyWith({ delay_minutes: 5, repeat_minutes: 15, escalation: [{ after_minutes: 0, user_ids: [1] }] });

  it('answers the default policy to staff, and 403 to anyone else, reading or writing', async () => {
    const res = await t.as('tecnico', 'GET', POLICY_URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_POLICY);
    for (const user of ['produtor', 'vendas', 'suinos']) {
      expect((await t.as(user, 'GET', POLICY_URL)).statusCode, user).toBe(403);
      expect((await t.as(user, 'PUT', POLICY_URL, valid)).statusCode, user).toBe(403);
    }
  });

  it.each([
    ['a negative delay', { ...DEFAULT_NOTIFICATION_POLICY, warning: { delay_minutes: -1, repeat_minutes: 0, escalation: [] } }, 'warning.delay_minutes'],
    ['a repeat beyond a day', { ...DEFAULT_NOTIFICATION_POLICY, info: { delay_minutes: 0, repeat_minutes: 1441, escalation: [] } }, 'info.repeat_minutes'],
    [
      'steps out of order',
      policyWith({
        delay_minutes: 0,
        repeat_minutes: 0,
        escalation: [
          { after_minutes: 30, user_ids: [1] },
          { after_minutes: 10, user_ids: [1] },
        ],
      }),
      'critical.escalation.1.after_minutes',
    ],
    ['a step naming nobody', policyWith({ delay_minutes: 0, repeat_minutes: 0, escalation: [{ after_minutes: 0, user_ids: [] }] }), 'critical.escalation.0.user_ids'],
    ['a severity left out', { info: DEFAULT_NOTIFICATION_POLICY.info, warning: DEFAULT_NOTIFICATION_POLICY.warning }, 'critical'],
  ])('answers 400 naming the field for %s, and keeps the policy', async (_, body, field) => {
    const res = await t.as('tecnico', 'PUT', POLICY_URL, body);
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json().fields as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toContain(field);
    expect((await t.as('tecnico', 'GET', POLICY_URL)).json()).toEqual(DEFAULT_NOTIFICATION_POLICY);
  });

  it('refuses an escalation step naming a person of another company (400 naming the step)', async () => {
    const res = await t.as('tecnico', 'PUT', POLICY_URL, policyWith({ delay_minutes: 0, repeat_minutes: 0, escalation: [{ after_minutes: 0, user_ids: [ids.tecnico, ids.outra] }] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'critical.escalation.0.user_ids', location: 'body' })]);
  });

  it('keeps what staff set, for their company only', async () => {
    const policy = policyWith({
      delay_minutes: 10,
      repeat_minutes: 15,
      escalation: [
        { after_minutes: 0, user_ids: [ids.tecnico] },
        { after_minutes: 30, user_ids: [ids.admin, ids.produtor] },
      ],
    });
    const res = await t.as('tecnico', 'PUT', POLICY_URL, policy);
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationPolicySchema.parse((await t.as('admin', 'GET', POLICY_URL)).json())).toEqual(policy);
    expect((await t.as('outra', 'GET', POLICY_URL)).statusCode).toBe(403);
  });
});

describe('notification preferences with channels', () => {
  it('needs the address of each channel chosen (400 naming it)', async () => {
    const base = { email: false, email_address: null, language: 'en', min_severity: 'warning', quiet_hours: null };
    const res = await t.as('produtor', 'PUT', PREFERENCES_URL, { ...base, channels: { info: [], warning: ['telegram', 'webhook'], critical: ['telegram'] } });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json().fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['telegram_chat_id', 'webhook_url']);
  });

  it('refuses a webhook the server would not call: plain http, or a local or private address (400 naming it)', async () => {
    const base = { email: false, email_address: null, language: 'en', min_severity: 'warning', quiet_hours: null, channels: { info: [], warning: ['webhook'], critical: ['webhook'] } };
    const before = (await t.as('produtor', 'GET', PREFERENCES_URL)).json().preferences;
    for (const [url, why] of [
      ['http://hooks.example/plantel', /https/],
      ['https://127.0.0.1:8080/hook', /public address/],
      ['https://10.1.2.3/hook', /public address/],
      ['https://169.254.169.254/latest/meta-data', /public address/],
      ['https://[::1]/hook', /public address/],
      ['https://gateway.localhost/hook', /public address/],
      ['https://2130706433/hook', /public address/],
      // This machine and private networks carried in IPv6: compatible, NAT64, 6to4.
      ['https://[::127.0.0.1]/hook', /public address/],
      ['https://[64:ff9b::7f00:1]/hook', /public address/],
      ['https://[2002:7f00:1::]/hook', /public address/],
    ] as const) {
      const res = await t.as('produtor', 'PUT', PREFERENCES_URL, { ...base, webhook_url: url });
      expect(res.statusCode, url).toBe(400);
      const [field] = res.json().fields as { field: string; message: string }[];
      expect(field, url).toMatchObject({ field: 'webhook_url', message: expect.stringMatching(why) });
    }
    expect((await t.as('produtor', 'GET', PREFERENCES_URL)).json().preferences).toEqual(before);
  });

  it('names the bot to write to, and refuses Telegram on a server without one (400 naming the channels)', async () => {
    const settings = (await t.as('produtor', 'GET', PREFERENCES_URL)).json();
    expect(settings).toMatchObject({ telegram_available: true, telegram_bot: 'PlantelTesteBot' });
    const botless = await createTestApp();
    try {
      expect((await botless.as('produtor', 'GET', PREFERENCES_URL)).json()).toMatchObject({ telegram_available: false, telegram_bot: null });
      const before = (await botless.as('produtor', 'GET', PREFERENCES_URL)).json().preferences;
      const base = { email: false, email_address: null, language: 'en', min_severity: 'warning', quiet_hours: null, telegram_chat_id: '123456' };
      const res = await botless.as('produtor', 'PUT', PREFERENCES_URL, { ...base, channels: { info: [], warning: [], critical: ['telegram'] } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'channels', message: expect.stringMatching(/no bot/) })]);
      expect((await botless.as('produtor', 'GET', PREFERENCES_URL)).json().preferences).toEqual(before);
    } finally {
      await botless.close();
    }
  });

  it('keeps the channels, addresses and the critical quiet-hours choice; without channels, e-mail from the minimum severity up', async () => {
    const chosen = {
      email: false,
      email_address: null,
      language: 'es',
      min_severity: 'warning',
      quiet_hours: { start: 22, end: 6 },
      quiet_hours_critical: true,
      channels: { info: [], warning: ['webhook'], critical: ['telegram', 'webhook', 'push'] },
      telegram_chat_id: '123456',
      webhook_url: 'https://hooks.example/plantel',
    };
    expect((await t.as('produtor', 'PUT', PREFERENCES_URL, chosen)).statusCode).toBe(200);
    expect((await t.as('produtor', 'GET', PREFERENCES_URL)).json().preferences).toEqual(chosen);
    const older = { email: true, email_address: 'p@example.com', language: 'en', min_severity: 'warning', quiet_hours: null };
    const res = await t.as('produtor', 'PUT', PREFERENCES_URL, older);
    expect(res.json().preferences).toMatchObject({ ...older, channels: { info: [], warning: ['email'], critical: ['email'] }, quiet_hours_critical: false, telegram_chat_id: null });
  });
});

describe('dispatcher', () => {
  it('refuses a link whose signature does not match (404) and an expired one (410)', async () => {
    await prefer(ids.tecnico, ['webhook']);
    // Sent 80 hours ago: the link (good for 72 h) has expired.
    await openAlert('critical', -80 * 60);
    await dispatchCompanyAlerts(db, company, at(-80 * 60), options());
    const link = new URL((JSON.parse(webhook.received[0]!.body) as NotificationMessage).acknowledgeUrl).pathname;
    const forged = link.replace(/\.(\d+)\.([\w-]+)$/, (_, expiry: string, mac: string) => `.${Number(expiry) + 1}.${mac}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${link}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
  });

  it('holds back a warning in quiet hours but not a critical alert, unless the person asked for that too', async () => {
    const hour = Math.floor(wallClock(at(0).getTime(), 'America/Sao_Paulo').hour);
    const quiet = { quiet_hours: { start: hour, end: (hour + 2) % 24 } };
    await prefer(ids.tecnico, ['webhook'], quiet);
    await prefer(ids.admin, ['webhook'], { ...quiet, quiet_hours_critical: true });
    await openAlert('warning');
    await openAlert('critical');
    await dispatchCompanyAlerts(db, company, at(0), options());
    expect(receipts()).toEqual([`${ids.tecnico}:webhook:1`]);
    expect((JSON.parse(webhook.received[0]!.body) as NotificationMessage).severity).toBe('critical');
  });

  it('tries a failed send again with backoff, logs each answer, and shows the log to staff only', async () => {
    await prefer(ids.tecnico, ['webhook']);
    const alert = await openAlert();
    webhook.answerNext(503, 503);
    expect(await dispatchCompanyAlerts(db, company, at(0), options())).toBe(0);
    const log = async (user = 'tecnico') => t.as(user, 'GET', `/api/v2/alerts/deliveries?alert_id=${alert}`);
    expect((await log()).json().deliveries).toEqual([
      expect.objectContaining({ alert_id: alert, user_id: ids.tecnico, username: 'tecnico', channel: 'webhook', attempt: 1, status: 'retrying', tries: 1, provider_status: 503, sent_at: null, next_try_at: at(1).toISOString() }),
    ]);
    expect(await dispatchCompanyAlerts(db, company, at(0.5), options())).toBe(0);
    expect(await dispatchCompanyAlerts(db, company, at(1), options())).toBe(0);
    expect((await log()).json().deliveries[0]).toMatchObject({ status: 'retrying', tries: 2, next_try_at: at(6).toISOString() });
    expect(await dispatchCompanyAlerts(db, company, at(6), options())).toBe(1);
    expect((await log()).json().deliveries).toEqual([expect.objectContaining({ status: 'sent', tries: 3, provider_status: 200, sent_at: at(6).toISOString(), next_try_at: null })]);
    expect(receipts()).toEqual([`${ids.tecnico}:webhook:1`]);
    for (const user of ['produtor', 'vendas']) expect((await log(user)).statusCode).toBe(403);
    expect((await t.as('outra', 'GET', '/api/v2/alerts/deliveries')).statusCode).toBe(403);
  });

  it('sends again, ten minutes on, a message whose copy claimed it and stopped before it had an answer', async () => {
    await prefer(ids.tecnico, ['webhook']);
    const alert = await openAlert();
    // Another copy claimed the message at minute 0 and was killed while sending it: a claim, no answer.
    const claimed = await claimDeliveryAttempt(db, { alertId: alert, userId: ids.tecnico, channel: 'webhook', attempt: 1 }, at(0), at(10));
    expect(claimed).not.toBeNull();
    expect(await dispatchCompanyAlerts(db, company, at(9), options())).toBe(0);
    expect(receipts()).toEqual([]);
    expect(await dispatchCompanyAlerts(db, company, at(10), options())).toBe(1);
    expect(receipts()).toEqual([`${ids.tecnico}:webhook:1`]);
    const log = (await t.as('tecnico', 'GET', `/api/v2/alerts/deliveries?alert_id=${alert}`)).json().deliveries;
    expect(log).toEqual([expect.objectContaining({ id: claimed, status: 'sent', tries: 1, sent_at: at(10).toISOString(), next_try_at: null })]);
    expect(await dispatchCompanyAlerts(db, company, at(30), options())).toBe(0);
    expect(receipts()).toHaveLength(1);
  });

  it('gives a send up after the last try, or at once when the answer is final', async () => {
    await prefer(ids.tecnico, ['webhook', 'telegram']);
    const alert = await openAlert();
    webhook.answerNext(400);
    telegram.answerNext(500, 500, 500, 500, 500);
    for (const minutes of [0, 1, 6, 21, 81, 500]) await dispatchCompanyAlerts(db, company, at(minutes), options());
    const rows = await db.select({ channel: alertDeliveries.channel, status: alertDeliveries.status, tries: alertDeliveries.tries }).from(alertDeliveries).where(eq(alertDeliveries.alertId, alert));
    expect(rows.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'telegram', status: 'failed', tries: 5 },
      { channel: 'webhook', status: 'failed', tries: 1 },
    ]);
    expect(receipts()).toEqual([]);
  });
});

describe('a real alert from a shed whose air turns hot, through the real senders and stand-ins that speak each protocol', () => {
  const TOKEN = '123456:TEST-token-of-the-plantel-bot';
  let farm: AlarmShed;
  let bot: TelegramStandIn;
  let receiver: WebhookReceiver;
  let pushService: PushServiceStandIn;
  let real: DispatchOptions;

  beforeAll(async () => {
    farm = await createAlarmShed(db, 'Alarme', T0, T0 + 24 * 60 * MINUTE);
    [bot, receiver, pushService] = await Promise.all([startTelegramStandIn(TOKEN), startWebhookReceiver(), startPushService()]);
    receiver.secret = await resolveWebhookSecret(db, farm.company);
    // The stand-ins listen on this machine: the server is set to allow private networks, as on-premise.
    const config = { telegram: { token: TOKEN, apiUrl: bot.url, username: 'PlantelTesteBot' }, vapid: null, vapidSubject: 'mailto:alertas@plantel.example', webhookPrivateNetworks: true };
    const senders = Object.fromEntries((await phoneChannelSenders(config, db)).map((sender) => [sender.kind, sender]));
    real = { publicUrl: 'https://plantel.example', senders };
  });
  afterAll(() => Promise.all([bot.close(), receiver.close(), pushService.close()]));
  beforeEach(async () => {
    await db.delete(alerts).where(eq(alerts.companyId, farm.company));
    await db.delete(s0Readings).where(eq(s0Readings.deviceId, farm.s0));
    bot.messages.length = 0;
    receiver.accepted.length = 0;
    receiver.received.length = 0;
    pushService.delivered.length = 0;
  });

  /** One tick of the server's clock: the engine judges the shed's air, then the dispatcher sends what is due. */
  async function tick(minutes: number): Promise<number> {
    await evaluateCompanyAlerts(db, farm.company, at(minutes));
    return dispatchCompanyAlerts(db, farm.company, at(minutes), real);
  }
  const openAlerts = () => db.select().from(alerts).where(and(eq(alerts.companyId, farm.company), ne(alerts.state, 'resolved')));
  const counts = () => ({ telegram: bot.messages.length, webhook: receiver.accepted.length, push: pushService.delivered.length });
  /** The air is fine for an hour before minute 0, then too hot from minute 0 on (up to `hotUntil`), then fine again. */
  async function airTurnsHot(hotUntil = 8 * 60) {
    await writeAir(db, farm, at(-60).getTime(), at(0).getTime(), FINE_AIR);
    await writeAir(db, farm, at(0).getTime(), at(hotUntil).getTime(), HOT_AIR);
    await writeAir(db, farm, at(hotUntil).getTime(), at(hotUntil + 120).getTime(), FINE_AIR);
  }
  const chainOf = (delay: number, repeat: number, escalation: NotificationPolicy['warning']['escalation']): NotificationPolicy => ({
    ...DEFAULT_NOTIFICATION_POLICY,
    warning: { delay_minutes: delay, repeat_minutes: repeat, escalation },
  });

  it('waits the delay, tells the first person on Telegram, webhook and push, repeats, escalates, and stops for good once the link acknowledges; the link works once', async () => {
    const { first, second } = farm.staff;
    await db.insert(notificationPolicies).values({
      companyId: farm.company,
      policy: chainOf(10, 15, [
        { after_minutes: 0, user_ids: [first.id] },
        { after_minutes: 30, user_ids: [second.id] },
      ]),
    });
    await prefer(first.id, ['telegram', 'webhook', 'push'], { webhook_url: `${receiver.url}/hook/${first.id}` });
    await prefer(second.id, ['webhook'], { webhook_url: `${receiver.url}/hook/${second.id}` });
    const browser = pushService.subscribe();
    const subscribed = await t.as(first.username, 'POST', '/api/v2/notifications/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await airTurnsHot();

    // The engine opens the alert once every reading of its 30-minute window is too hot (minutes 0, 10 and 20).
    expect(await tick(0)).toBe(0);
    expect(await tick(10)).toBe(0);
    expect(await openAlerts()).toEqual([]);
    expect(await tick(20)).toBe(0);
    const [alert, ...others] = await openAlerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ subtype: 'temperature_high', severity: 'warning', state: 'open', shedId: farm.shed, batchId: farm.batch, subject: `division:${farm.division}` });
    expect(alert!.occurredAt.getTime()).toBe(at(20).getTime());

    // Nothing within the delay (10 min from the opening at minute 20).
    expect(await tick(29)).toBe(0);
    expect(counts()).toEqual({ telegram: 0, webhook: 0, push: 0 });
    expect(await tick(30)).toBe(3);
    expect(counts()).toEqual({ telegram: 1, webhook: 1, push: 1 });
    expect(bot.messages[0]).toMatchObject({ chat_id: `${first.id}00` });
    expect(bot.messages[0]!.text).toContain('Box 1: temperature of');
    expect(receiver.accepted[0]!.body).toMatchObject({
      event: 'alert.notification',
      attempt: 1,
      locale: 'en',
      url: `https://plantel.example/broiler/alerts/recent/dashboard/${farm.shed}`,
      alert: { id: alert!.id, type: 'temperature_high', category: 'Ambiência', severity: 'warning', shed: 'Alarme', farm: 'Sítio Alarme', module: 'frangos_de_corte', openedAt: at(20).toISOString() },
    });
    expect(String(receiver.accepted[0]!.body.acknowledgeUrl)).toMatch(/^https:\/\/plantel\.example\/api\/v2\/alerts\/acknowledge\/[\w.-]+$/);
    expect(receiver.received[0]!.path).toBe(`/hook/${first.id}`);
    // Decrypted with the subscription's own keys by the push service stand-in.
    expect(pushService.delivered[0]!.payload).toMatchObject({ alertId: alert!.id, severity: 'warning', url: `https://plantel.example/broiler/alerts/recent/dashboard/${farm.shed}` });
    expect(receiver.refused).toBe(0);

    // The repeat, 15 minutes after the first message, to the same person only.
    expect(await tick(44)).toBe(0);
    expect(await tick(45)).toBe(3);
    expect(counts()).toEqual({ telegram: 2, webhook: 2, push: 2 });
    expect(receiver.accepted[1]!.body).toMatchObject({ attempt: 2 });
    expect(bot.messages[1]!.text).toContain('(Reminder 1)');

    // The second step begins 30 minutes after the first message (minute 30), with the first person's third.
    expect(await tick(59)).toBe(0);
    expect(await tick(60)).toBe(4);
    expect(counts()).toEqual({ telegram: 3, webhook: 4, push: 3 });
    const hooks = receiver.received.map((r) => r.path);
    expect(hooks.slice(0, 2)).toEqual([`/hook/${first.id}`, `/hook/${first.id}`]);
    expect(hooks.slice(2).sort()).toEqual([`/hook/${first.id}`, `/hook/${second.id}`].sort());
    const toSecond = JSON.parse(receiver.received.find((r) => r.path === `/hook/${second.id}`)!.body.toString('utf8')) as { attempt: number; acknowledgeUrl: string; alert: { type: string; category: string } };
    expect(toSecond.attempt).toBe(1);
    // The rule, with its category beside it: a gateway tells hot air from an empty silo.
    expect(toSecond.alert).toMatchObject({ type: 'temperature_high', category: 'Ambiência' });
    // Every message has its own delivery id: a gateway dropping duplicates by it keeps the escalation to the second person.
    const deliveryIds = receiver.received.map((r) => String(r.headers['x-plantel-delivery']));
    expect(new Set(deliveryIds).size).toBe(deliveryIds.length);
    expect(deliveryIds.every((id) => id.startsWith(`${alert!.id}.`))).toBe(true);

    const link = new URL(toSecond.acknowledgeUrl);
    // A mail scanner or a link preview fetches the link: HEAD and GET change nothing.
    expect((await t.app.inject({ method: 'HEAD', url: link.pathname })).statusCode).toBe(200);
    const preview = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ alert_id: alert!.id, message: expect.stringMatching(/\S/) });
    const shown = await t.app.inject({ method: 'GET', url: link.pathname, headers: { accept: 'text/html' } });
    expect(shown.body).toMatch(/<form method="post"><button type="submit">[^<]+<\/button><\/form>/);
    const [unseen] = await db.select({ state: alerts.state }).from(alerts).where(eq(alerts.id, alert!.id));
    expect(unseen).toEqual({ state: 'open' });
    // The page's button: an empty form POST.
    const used = await t.app.inject({ method: 'POST', url: link.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ alert_id: alert!.id, acknowledged_by: second.username });
    const [row] = await db.select({ state: alerts.state, by: alerts.acknowledgedBy }).from(alerts).where(eq(alerts.id, alert!.id));
    expect(row).toEqual({ state: 'acknowledged', by: second.id });

    // The air stays hot and the engine keeps seeing it, but nobody hears of it again.
    for (const minutes of [75, 90, 105, 320]) expect(await tick(minutes)).toBe(0);
    expect(counts()).toEqual({ telegram: 3, webhook: 4, push: 3 });
    expect((await openAlerts()).map((a) => [a.id, a.state])).toEqual([[alert!.id, 'acknowledged']]);

    const again = await t.app.inject({ method: 'POST', url: link.pathname });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ statusCode: 410, message: 'This link has already been used.' });
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(410);
    const page = await t.app.inject({ method: 'GET', url: link.pathname, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This link has already been used.');
  });

  it('sends nothing when the air is back in range within the delay', async () => {
    await db.insert(notificationPolicies).values({ companyId: farm.company, policy: chainOf(45, 15, []) });
    await prefer(farm.staff.first.id, ['telegram', 'webhook'], { webhook_url: `${receiver.url}/hook/${farm.staff.first.id}` });
    // Hot for 40 minutes: the alert opens at minute 20 and clears once a whole window is fine again (minute 60).
    await airTurnsHot(40);
    for (const minutes of [0, 20]) expect(await tick(minutes)).toBe(0);
    const [alert] = await openAlerts();
    expect(alert).toMatchObject({ subtype: 'temperature_high', state: 'open' });
    for (const minutes of [30, 50, 60]) expect(await tick(minutes)).toBe(0);
    const [row] = await db.select({ state: alerts.state, resolvedAt: alerts.resolvedAt }).from(alerts).where(eq(alerts.id, alert!.id));
    expect(row).toEqual({ state: 'resolved', resolvedAt: at(60) });
    // Past the delay (minute 65) and beyond: still nothing.
    for (const minutes of [65, 80, 110]) expect(await tick(minutes)).toBe(0);
    expect(counts()).toEqual({ telegram: 0, webhook: 0, push: 0 });
    expect(await db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alert!.id))).toEqual([]);
  });
});

describe('two copies of the server on one database', () => {
  it('send each (alert, person, channel, attempt) exactly once when both dispatch at the same moments', async () => {
    await db.insert(notificationPolicies).values({ companyId: company, policy: policyWith({ delay_minutes: 0, repeat_minutes: 5, escalation: [] }) });
    for (const user of [ids.tecnico, ids.admin]) await prefer(user, ['telegram', 'webhook']);
    const opened = [await openAlert(), await openAlert(), await openAlert()];
    const other = secondCopyOf(t.database);
    try {
      for (const minutes of [0, 1, 5, 7, 10, 14]) {
        await Promise.all([dispatchCompanyAlerts(db, company, at(minutes), options()), dispatchCompanyAlerts(other.db, company, at(minutes), options())]);
      }
      // Attempts 1, 2 and 3 (minutes 0, 5, 10) of 3 alerts to 2 people on 2 channels.
      const sent = await db.select({ alert: alertDeliveries.alertId, status: alertDeliveries.status }).from(alertDeliveries);
      expect(sent).toHaveLength(3 * 3 * 2 * 2);
      expect(sent.every((s) => s.status === 'sent' && opened.includes(s.alert))).toBe(true);
      expect(webhook.received.length + telegram.received.length).toBe(3 * 3 * 2 * 2);
      const keys = webhook.received.map((r) => {
        const m = JSON.parse(r.body) as NotificationMessage;
        return `${m.alertId}:${r.path}:${m.attempt}`;
      });
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      await other.close();
    }
  });

  it('take turns through the lock when both run the dispatcher job', async () => {
    await prefer(ids.tecnico, ['webhook']);
    await openAlert();
    const other = secondCopyOf(t.database);
    try {
      const jobs = [t.database, other].map((database) => new AlertDispatcher(database, { intervalMs: 0, notifications: options() }));
      const runs = await Promise.all(jobs.map((job) => job.runOnce(at(0))));
      expect(runs.filter((r) => r !== null).reduce((a, b) => a! + b!, 0)).toBe(1);
      expect(webhook.received).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the new operations with their error answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = (p: string) => doc.paths[p] ?? doc.paths[`${p}/`];
    expect(Object.keys(path('/api/v2/alerts/notification-policy').get.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(path('/api/v2/alerts/notification-policy').put.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '422']);
    expect(Object.keys(path('/api/v2/alerts/deliveries').get.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(path('/api/v2/alerts/acknowledge/{token}').get.responses).sort()).toEqual(['200', '400', '403', '404', '409', '410']);
    expect(Object.keys(path('/api/v2/alerts/acknowledge/{token}').post.responses).sort()).toEqual(['200', '400', '403', '404', '409', '410']);
  });
});
