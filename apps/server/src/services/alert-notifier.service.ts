import nodemailer from 'nodemailer';
import { ALERT_EMAIL_LABELS, inQuietHours, isGuest, maskSensitive, severityRank, type RecentAlert } from '@plantel/contracts';
import type { Db } from '../db/database';
import { claimDelivery, findEmailRecipients, releaseDelivery } from '../repositories/alert-settings.repository';
import { findAlerts } from '../repositories/alerts.repository';
import { followedProducers } from './auth.service';
import { alertScopeFor, companyAlertScope } from './farm-scope';
import { alertDto } from './alerts.service';
import { wallClock } from './units';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail; one per server, from PLANTEL_SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function emailOf(alert: RecentAlert, lang: keyof typeof ALERT_EMAIL_LABELS, timeZone: string): Omit<MailMessage, 'to'> {
  const l = ALERT_EMAIL_LABELS[lang];
  const details = [
    alert.shed_identification && `${l.shed}: ${alert.shed_identification} — ${alert.shed_property_name} (${alert.shed_property_owner})`,
    alert.batch_identification && `${l.batch}: ${alert.batch_identification}`,
    alert.age !== null && `${l.age}: ${alert.age}`,
    `${l.since}: ${new Date(alert.timestamp).toLocaleString(lang, { timeZone, timeZoneName: 'short' })}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return { subject: `[Plantel] ${l.subject} ${alert.type}: ${alert.message}`, text: [alert.message, '', ...details, '', l.footer].join('\n') };
}

/**
 * E-mails newly opened alerts to the people of the company who asked for e-mail, when they read the
 * alert in the app (a shed of their modules and of their producers, the type's feature permission there; names masked for a
 * guest), at or above their minimum severity, and outside their quiet
 * hours (then it stays in-app only). Each person gets each alert once, whichever copy sends it.
 */
export async function emailNewAlerts(db: Db, mailer: Mailer, companyId: number, alertIds: number[], timeZone: string, now: Date) {
  if (alertIds.length === 0) return 0;
  const recipients = await findEmailRecipients(db, companyId);
  if (recipients.length === 0) return 0;
  const rows = await findAlerts(db, companyAlertScope(companyId), { ids: alertIds }, { limit: alertIds.length });
  const localHour = Math.floor(wallClock(now.getTime(), timeZone).hour);
  let sent = 0;
  for (const person of recipients) {
    const prefs = person.preferences;
    if (!prefs.email || !prefs.email_address || inQuietHours(prefs.quiet_hours, localHour)) continue;
    const readable = alertScopeFor(companyId, person.roles, followedProducers(person.isStaff || person.isSuperuser, person.producerIds));
    const guest = isGuest({ roles: person.roles, is_staff: person.isStaff, is_superuser: person.isSuperuser });
    const ofTheirProducers = readable.producerIds && new Set((await findAlerts(db, readable, { ids: alertIds }, { limit: alertIds.length })).map((r) => r.id));
    for (const row of rows) {
      if (ofTheirProducers && !ofTheirProducers.has(row.id)) continue;
      // The alerts the person reads in the app: their modules, and the type's feature permission there.
      const ofType = readable.alertTypes[row.type];
      if (row.productionType === null ? ofType.length === 0 : !ofType.includes(row.productionType)) continue;
      if (severityRank(row.severity) < severityRank(prefs.min_severity)) continue;
      if (!(await claimDelivery(db, row.id, person.id, 'email'))) continue;
      try {
        const alert = alertDto(row, prefs.language);
        await mailer.send({ to: prefs.email_address, ...emailOf(guest ? maskSensitive(alert) : alert, prefs.language, timeZone) });
        sent++;
      } catch (err) {
        await releaseDelivery(db, row.id, person.id, 'email');
        throw err;
      }
    }
  }
  return sent;
}
