import { maskFor, productionTypesOf, type AlertLanguage, type ReportSendResult } from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  claimDelivery,
  findEnabledSchedules,
  findReportSheds,
  markDelivered,
  releaseDelivery,
  type ReportShedRow,
  type ScheduleRow,
} from '../../repositories/report-schedules.repository';
import type { MailAttachment, Mailer, MailMessage } from '../alerts/channels/email';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import type { Principal } from '../access/auth.service';
import { renderBatchReport } from './batch-report.service';
import { ConflictError, NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { latestOccurrence, localDate, weekOf } from './report-periods';
import { reportEmailText, reportFileName, type ReportEmailShed } from './report-email';
import { ownerPrincipal, scheduleToSend } from './report-schedules.service';

/** Batch reports one e-mail carries at most; the body counts the rest (mail servers refuse huge messages). */
export const MAX_REPORTS_PER_EMAIL = 25;

/** The sheds a schedule reports on now, in its owner's scope: each chosen shed, and every shed of the chosen modules that has a batch. */
async function reportShedsOf(db: Db, schedule: ScheduleRow, owner: Principal, now: Date): Promise<ReportShedRow[]> {
  const scope = farmScopeOf(owner);
  const productionTypes = schedule.modules.flatMap(productionTypesOf).filter((t) => scope.productionTypes.includes(t));
  const rows = await findReportSheds(db, scope, { shedIds: schedule.shedIds, productionTypes }, now);
  return rows.filter((r) => r.batchId !== null || schedule.shedIds.includes(r.shedId));
}

/** The e-mail of a schedule for a week: one PDF per batch, rendered as the owner in the schedule's language. */
async function reportEmail(db: Db, schedule: ScheduleRow, owner: Principal, sheds: ReportShedRow[], week: { from: string; to: string }, now: Date, trial: boolean): Promise<MailMessage> {
  const language: AlertLanguage = schedule.language;
  const attachments: MailAttachment[] = [];
  const named: ReportEmailShed[] = [];
  let omitted = 0;
  for (const shed of sheds) {
    let batch = shed.batchIdentification;
    if (shed.batchId !== null && attachments.length >= MAX_REPORTS_PER_EMAIL) omitted++;
    else if (shed.batchId !== null) {
      const content = await renderBatchReport(db, owner, shed.batchId, language, now).catch((err: unknown) => {
        if (err instanceof NotFoundError) return null; // out of the owner's reach since the list was read
        throw err;
      });
      if (content) attachments.push({ filename: reportFileName(shed.identification, batch ?? ''), content, contentType: 'application/pdf' });
      else batch = null;
    }
    const names = maskFor(owner, { identification: shed.identification, property_name: shed.propertyName });
    named.push({ label: `${names.identification} (${names.property_name})`, batch });
  }
  const text = reportEmailText({ language, week, sheds: named, omitted, trial });
  return { to: schedule.email, ...text, attachments };
}

/**
 * Sends every schedule whose week's occurrence has come (at most 7 days ago, not before the schedule
 * existed) and is not sent yet. Inserting the delivery row claims the e-mail, so however many copies
 * run this at once each schedule goes out once per period; a failed sending gives the claim back for
 * the next run. Answers how many e-mails went out.
 */
export async function sendDueReports(db: Db, mailer: Mailer, now: Date, onError: (err: unknown) => void = () => {}): Promise<number> {
  const timeZones = new Map<number, string>();
  let sent = 0;
  for (const { schedule, lastPeriod } of await findEnabledSchedules(db, now)) {
    if (!timeZones.has(schedule.companyId)) timeZones.set(schedule.companyId, (await alertThresholdsOf(db, schedule.companyId)).time_zone);
    const occurrence = latestOccurrence(now, timeZones.get(schedule.companyId)!, schedule.weekday, schedule.hour);
    if (occurrence.at < schedule.createdAt || (lastPeriod !== null && occurrence.period <= lastPeriod)) continue;
    const owner = await ownerPrincipal(db, schedule.ownerId);
    if (!owner) continue;
    const sheds = await reportShedsOf(db, schedule, owner, now);
    const deliveryId = await claimDelivery(db, schedule.id, occurrence.period, now);
    if (deliveryId === null) continue;
    try {
      const message = await reportEmail(db, schedule, owner, sheds, weekOf(occurrence.period), now, false);
      await mailer.send(message);
      await markDelivered(db, deliveryId, new Date(), message.attachments?.length ?? 0);
      sent++;
    } catch (err) {
      await releaseDelivery(db, deliveryId);
      onError(err);
    }
  }
  return sent;
}

/** `POST /v2/report-schedules/{id}/send`: the e-mail of the week ending today, now; the week's own e-mail still goes out. */
export async function sendReportNow(db: Db, principal: Principal, mailer: Mailer | null, id: number, now = new Date()): Promise<ReportSendResult> {
  const schedule = await scheduleToSend(db, principal, id);
  if (!mailer) throw new ConflictError('This server sends no e-mail: set PLANTEL_SMTP_URL');
  const owner = schedule.ownerId === principal.userId ? principal : await ownerPrincipal(db, schedule.ownerId);
  if (!owner) throw new NotFoundError('Report schedule not found');
  const { time_zone } = await alertThresholdsOf(db, schedule.companyId);
  const sheds = await reportShedsOf(db, schedule, owner, now);
  const message = await reportEmail(db, schedule, owner, sheds, weekOf(localDate(now, time_zone)), now, true);
  await mailer.send(message);
  return { email: schedule.email, batches: message.attachments?.length ?? 0 };
}
