import { ALERT_EMAIL_LABELS, DATE_LOCALE_TAGS, DELIVERY_DETAILS, inQuietHours, isGuest, maskSensitive, ROUTE_OF_MODULE, type FullNotificationPreferences, type NotificationChannel, type RecentAlert, type SeverityPolicy } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { ACKNOWLEDGE_LINK_TTL_MS, acknowledgeLinkKey, signAcknowledgeToken } from '../acknowledge/acknowledge-links';
import type { ChannelAnswer, ChannelSender, NotificationMessage } from '../channels/channel';
import type { WebhookAlertContext } from '../channels/webhook';
import { claimDeliveryAttempt, claimRetry, findDueRetries, recordDeliveryTry, type DeliveryKey } from '../../../repositories/alert-deliveries.repository';
import { findNotificationRecipients } from '../../../repositories/alert-settings.repository';
import { findAlerts, type AlertRow } from '../../../repositories/alerts.repository';
import { listPushSubscriptions } from '../../../repositories/push-subscriptions.repository';
import { followedProducers } from '../../access/auth.service';
import { alertDto } from '../alerts.service';
import { alertThresholdsOf, fullPreferences } from '../policy/alert-settings.service';
import { alertScopeFor, companyAlertScope } from '../../access/farm-scope';
import { notificationPolicyOf } from '../policy/notification-policy.service';
import { wallClock } from '../../common/units';

const MINUTE = 60_000;
/** Waits before trying a failed message again (after the 1st try, the 2nd…); after the last, it is given up. */
export const RETRY_BACKOFF_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE];
/** The most open alerts one pass of a company looks at. */
const MAX_OPEN_ALERTS = 1000;
/**
 * A message claimed and not answered for within this time is taken as lost with the copy that
 * claimed it (killed mid-send) and is sent again: longer than any channel's send takes.
 */
const ABANDONED_AFTER_MS = 10 * MINUTE;

export type ChannelSenders = Partial<Record<NotificationChannel, ChannelSender>>;

export interface DispatchOptions {
  senders: ChannelSenders;
  /** Where people reach this server: the base of the app and acknowledge links. */
  publicUrl: string;
  /** Only these alerts. */
  alertIds?: number[];
}

/** The alert dashboard of the alert's shed; Home for a company-wide alert. */
function appLinkOf(publicUrl: string, alert: RecentAlert): string {
  const module = alert.module && ROUTE_OF_MODULE[alert.module];
  return module && alert.shed !== null ? `${publicUrl}/${module}/alerts/recent/dashboard/${alert.shed}` : `${publicUrl}/`;
}

function wordingOf(alert: RecentAlert, attempt: number, lang: FullNotificationPreferences['language'], timeZone: string) {
  const l = ALERT_EMAIL_LABELS[lang];
  const details = [
    alert.shed_identification && `${l.shed}: ${alert.shed_identification} — ${alert.shed_property_name} (${alert.shed_property_owner})`,
    alert.batch_identification && `${l.batch}: ${alert.batch_identification}`,
    alert.age !== null && `${l.age}: ${alert.age}`,
    `${l.since}: ${new Date(alert.timestamp).toLocaleString(DATE_LOCALE_TAGS[lang], { timeZone, timeZoneName: 'short' })}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  const reminder = attempt > 1 ? ` (${l.reminder} ${attempt - 1})` : '';
  return { title: `[Plantel] ${l.subject} ${alert.type}: ${alert.message}${reminder}`, body: [alert.message, '', ...details, '', l.footer].join('\n') };
}

/** When a person's messages about an alert begin (null: they are not in its chain). */
function startOf(policy: SeverityPolicy, firstAt: number, userId: number): number | null {
  if (policy.escalation.length === 0) return firstAt;
  const step = policy.escalation.find((s) => s.user_ids.includes(userId));
  return step ? firstAt + step.after_minutes * MINUTE : null;
}

/** Which message (1 the first, 2 the first repeat…) a person is due at `now`. */
function attemptAt(policy: SeverityPolicy, start: number, now: number): number {
  return policy.repeat_minutes > 0 ? 1 + Math.floor((now - start) / (policy.repeat_minutes * MINUTE)) : 1;
}

type Recipient = Awaited<ReturnType<typeof findNotificationRecipients>>[number] & { prefs: FullNotificationPreferences; guest: boolean };

/** The addresses of a person on a channel; for Web Push the person (the sender reaches each of their subscribed devices), when they subscribed any. */
async function addressesOf(db: Db, companyId: number, person: Recipient, channel: NotificationChannel): Promise<string[]> {
  const { prefs } = person;
  if (channel === 'email') return prefs.email_address ? [prefs.email_address] : [];
  if (channel === 'telegram') return prefs.telegram_chat_id ? [prefs.telegram_chat_id] : [];
  if (channel === 'webhook') return prefs.webhook_url ? [prefs.webhook_url] : [];
  return (await listPushSubscriptions(db, companyId, person.id)).length > 0 ? [String(person.id)] : [];
}

/** Sends to every address of the channel (a person may have several push subscriptions); one that arrives is enough. */
async function sendToAll(sender: ChannelSender, addresses: string[], message: NotificationMessage): Promise<ChannelAnswer> {
  const answers: ChannelAnswer[] = [];
  for (const address of addresses) {
    answers.push(await sender.send(address, message).catch((err: unknown) => ({ ok: false, retryable: true, status: null, detail: err instanceof Error ? err.message : String(err) })));
  }
  const delivered = answers.find((a) => a.ok);
  if (delivered) return delivered;
  return { ok: false, retryable: answers.some((a) => a.retryable), status: answers[0]?.status ?? null, detail: answers.map((a) => a.detail).join('; ') };
}

interface Pass {
  db: Db;
  options: DispatchOptions;
  key: string;
  companyId: number;
  timeZone: string;
  now: Date;
}

/** Sends one claimed message and records the answer: sent, retried later with backoff, or given up. */
async function deliver(pass: Pass, deliveryId: number, key: DeliveryKey, triesBefore: number, row: AlertRow, person: Recipient): Promise<boolean> {
  const { db, options, now } = pass;
  const sender = options.senders[key.channel];
  const addresses = await addressesOf(db, pass.companyId, person, key.channel);
  const lang = person.prefs.language;
  const dto = alertDto(row, lang);
  const alert = person.guest ? maskSensitive(dto) : dto;
  const token = signAcknowledgeToken(pass.key, { delivery: deliveryId, alert: row.id, user: person.id, expires: now.getTime() + ACKNOWLEDGE_LINK_TTL_MS });
  // The webhook's documented body names the alert's type, shed, farm and module (masked for a guest like the rest).
  const message: NotificationMessage & WebhookAlertContext = {
    alertId: row.id,
    deliveryId,
    companyId: pass.companyId,
    severity: row.severity,
    attempt: key.attempt,
    ...wordingOf(alert, key.attempt, lang, pass.timeZone),
    url: appLinkOf(options.publicUrl, alert),
    acknowledgeUrl: `${options.publicUrl}/api/v2/alerts/acknowledge/${token}`,
    locale: lang,
    openedAt: row.occurredAt.toISOString(),
    alertType: alert.subtype,
    category: alert.type,
    shed: alert.shed_identification,
    farm: alert.shed_property_name,
    module: alert.module,
  };
  const answer: ChannelAnswer =
    sender && addresses.length > 0 ? await sendToAll(sender, addresses, message) : { ok: false, retryable: false, status: null, detail: sender ? DELIVERY_DETAILS.noAddress : DELIVERY_DETAILS.notConfigured };
  const tries = triesBefore + 1;
  const retry = !answer.ok && answer.retryable && tries <= RETRY_BACKOFF_MS.length;
  await recordDeliveryTry(db, deliveryId, {
    status: answer.ok ? 'sent' : retry ? 'retrying' : 'failed',
    providerStatus: answer.status,
    providerDetail: answer.detail,
    sentAt: answer.ok ? now : null,
    nextTryAt: retry ? new Date(now.getTime() + RETRY_BACKOFF_MS[tries - 1]!) : null,
  });
  return answer.ok;
}

/**
 * One pass over a company's open (not acknowledged, not resolved) alerts: who is due which message on
 * which channel by the company's policy (delay, repeats, escalation) and each person's preferences
 * (channels by severity, quiet hours), only alerts the person reads in the app, names masked for a
 * guest. Each (alert, person, channel, attempt) is claimed by a unique row before it is sent, so it is
 * sent once however many copies run this at once; failed retryable sends are tried again with backoff.
 * Answers how many messages went out.
 */
export async function dispatchCompanyAlerts(db: Db, companyId: number, now: Date, options: DispatchOptions): Promise<number> {
  const ids = options.alertIds;
  if (ids && ids.length === 0) return 0;
  const rows = await findAlerts(db, companyAlertScope(companyId), { ids, state: 'open' }, { limit: ids?.length ?? MAX_OPEN_ALERTS });
  const retries = await findDueRetries(db, companyId, now);
  if (rows.length === 0 && retries.length === 0) return 0;
  const recipients: Recipient[] = (await findNotificationRecipients(db, companyId)).map((r) => ({
    ...r,
    prefs: fullPreferences(r.preferences),
    guest: isGuest({ roles: r.roles, is_staff: r.isStaff, is_superuser: r.isSuperuser }),
  }));
  if (recipients.length === 0) return 0;
  const { time_zone } = await alertThresholdsOf(db, companyId);
  const [policy, key] = await Promise.all([notificationPolicyOf(db, companyId), acknowledgeLinkKey(db)]);
  const pass: Pass = { db, options, key, companyId, timeZone: time_zone, now };
  const localHour = Math.floor(wallClock(now.getTime(), time_zone).hour);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  let sent = 0;

  for (const person of recipients) {
    const readable = await readableAmong(db, person, companyId, rows);
    for (const row of readable) {
      const severityPolicy = policy[row.severity];
      const start = startOf(severityPolicy, row.occurredAt.getTime() + severityPolicy.delay_minutes * MINUTE, person.id);
      if (start === null || start > now.getTime()) continue;
      const held = inQuietHours(person.prefs.quiet_hours, localHour) && (row.severity !== 'critical' || person.prefs.quiet_hours_critical);
      if (held) continue;
      const attempt = attemptAt(severityPolicy, start, now.getTime());
      for (const channel of person.prefs.channels[row.severity]) {
        if ((await addressesOf(db, companyId, person, channel)).length === 0) continue;
        const deliveryKey = { alertId: row.id, userId: person.id, channel, attempt };
        const deliveryId = await claimDeliveryAttempt(db, deliveryKey, now, new Date(now.getTime() + ABANDONED_AFTER_MS));
        if (deliveryId !== null && (await deliver(pass, deliveryId, deliveryKey, 0, row, person))) sent++;
      }
    }
  }

  for (const retry of retries) {
    const row = rowById.get(retry.alertId) ?? (await findAlerts(db, companyAlertScope(companyId), { ids: [retry.alertId], state: 'open' }, { limit: 1 }))[0];
    const person = recipients.find((r) => r.id === retry.userId);
    if (!row || !person || !(await claimRetry(db, retry.id, now, new Date(now.getTime() + ABANDONED_AFTER_MS)))) continue;
    if (await deliver(pass, retry.id, retry, retry.tries, row, person)) sent++;
  }
  return sent;
}

/** The alerts among `rows` the person reads in the app: their modules and producers, and the type's feature permission there. */
async function readableAmong(db: Db, person: Recipient, companyId: number, rows: AlertRow[]): Promise<AlertRow[]> {
  if (rows.length === 0) return [];
  const scope = alertScopeFor(companyId, person.roles, followedProducers(person.isStaff || person.isSuperuser, person.producerIds));
  const ofTheirProducers = scope.producerIds && new Set((await findAlerts(db, scope, { ids: rows.map((r) => r.id) }, { limit: rows.length })).map((r) => r.id));
  return rows.filter((row) => {
    if (ofTheirProducers && !ofTheirProducers.has(row.id)) return false;
    const ofType = scope.alertTypes[row.type];
    return row.productionType === null ? ofType.length > 0 : ofType.includes(row.productionType);
  });
}
