import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reportScheduleListSchema, reportScheduleOptionsSchema, reportScheduleSchema, type ReportScheduleOptions } from '@plantel/contracts';
import type { Database } from '../src/db/database';
import { reportDeliveries, reportSchedules } from '../src/db/schema';
import { ReportScheduler } from '../src/jobs/report-scheduler.job';
import { smtpMailer } from '../src/services/alerts/channels/email';
import { sendDueReports } from '../src/services/reports/report-delivery.service';
import { localDate } from '../src/services/reports/report-periods';
import { readPdf } from './helpers/pdf-text';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { createTestApp, type TestApp } from './helpers/test-app';
import { secondCopyOf } from './helpers/test-database';

const DAY = 86_400_000;
const TIME_ZONE = 'America/Sao_Paulo'; // the demo companies' (default) alert settings
const URL = '/api/v2/report-schedules';

let sink: SmtpSink;
let t: TestApp;
let second: Database;
let choices: ReportScheduleOptions;
const errors: unknown[] = [];

/**
 * A moment a day from now, and the weekday it falls on there: a schedule for that weekday at 00:00
 * is due then, not before. (The demo's Aviário 02 lodges two days after the seed, so it is still empty.)
 */
const firstDue = new Date(Date.now() + DAY);
const weekday = new Date(`${localDate(firstDue, TIME_ZONE)}T00:00:00Z`).getUTCDay();
const week = (n: number) => new Date(firstDue.getTime() + n * 7 * DAY);

const scheduler = (database: Database) => new ReportScheduler(database, { intervalMs: 0, mailer: smtpMailer(sink.url, 'Plantel <relatorios@plantel.test>'), onError: (err) => errors.push(err) });
const shedOf = (identification: string) => choices.sheds.find((s) => s.identification === identification)!;
async function schedule(body: object) {
  const res = await t.as('produtor', 'POST', URL, { weekday, hour: 0, language: 'en', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return reportScheduleSchema.parse(res.json());
}
const mailsTo = (email: string) => sink.inbox.filter((m) => m.to === email);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ PLANTEL_SMTP_URL: sink.url });
  second = secondCopyOf(t.database);
  choices = reportScheduleOptionsSchema.parse((await t.as('produtor', 'GET', `${URL}/options`)).json());
});
afterAll(async () => {
  await second.close();
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  await t.database.db.delete(reportSchedules);
  sink.inbox.length = 0;
  errors.length = 0;
});

describe('the report scheduler', () => {
  it('sends each schedule once per week with two copies ticking at once: one PDF per batch, in the schedule’s language', async () => {
    const housed = shedOf('Aviário 01');
    const empty = shedOf('Aviário 02');
    expect(choices.email_available).toBe(true);
    const a = await schedule({ sheds: [housed.id], email: 'a@example.com' });
    await schedule({ sheds: [empty.id], email: 'b@example.com', language: 'es' });
    const copies = [scheduler(t.database), scheduler(second)];

    // Not due yet: this week's occurrence came before the schedules existed.
    await Promise.all(copies.map((c) => c.runOnce(new Date())));
    expect(sink.inbox).toEqual([]);

    for (let tick = 0; tick < 4; tick++) await Promise.all(copies.map((c, i) => c.runOnce(new Date(week(0).getTime() + tick * 60_000 + i))));
    expect(errors).toEqual([]);
    expect(mailsTo('a@example.com')).toHaveLength(1);
    expect(mailsTo('b@example.com')).toHaveLength(1);
    expect(sink.inbox).toHaveLength(2);

    const mail = mailsTo('a@example.com')[0]!;
    expect(mail.subject).toMatch(/^\[Plantel\] Weekly report — week of /);
    expect(mail.text).toContain(`- Aviário 01 (Sítio Boa Vista): ${housed.batch}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `plantel-Aviario-01-${housed.batch}.pdf` });
    const pdf = await readPdf(mail.attachments[0]!.content);
    expect(pdf.text).toContain(housed.batch!);

    const none = mailsTo('b@example.com')[0]!;
    expect(none.subject).toMatch(/^\[Plantel\] Informe semanal/);
    expect(none.text).toContain('- Aviário 02 (Sítio Boa Vista): sin lote alojado');
    expect(none.attachments).toEqual([]);

    const listed = reportScheduleListSchema.parse((await t.as('produtor', 'GET', URL)).json()).results;
    expect(listed.find((s) => s.id === a.id)!.last_sent_at).not.toBeNull();
    const [delivery] = await t.database.db.select().from(reportDeliveries).where(eq(reportDeliveries.scheduleId, a.id));
    expect(delivery).toMatchObject({ period: localDate(week(0), TIME_ZONE), batches: 1 });

    // The next week is a new period: one e-mail more each, however often both copies tick.
    for (let tick = 0; tick < 3; tick++) await Promise.all(copies.map((c) => c.runOnce(new Date(week(1).getTime() + tick * 60_000))));
    expect(mailsTo('a@example.com')).toHaveLength(2);
    expect(mailsTo('b@example.com')).toHaveLength(2);
  });

  it('keeps to one e-mail per schedule and week even when two copies send without taking turns', async () => {
    await schedule({ sheds: [shedOf('Aviário 02').id], email: 'race@example.com' });
    await schedule({ modules: ['matrizeiro'], email: 'modules@example.com' });
    const send = (database: Database) => sendDueReports(database.db, smtpMailer(sink.url, 'Plantel <relatorios@plantel.test>'), week(0), (err) => errors.push(err));
    const sent = await Promise.all([send(t.database), send(second), send(t.database), send(second)]);
    expect(errors).toEqual([]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(mailsTo('race@example.com')).toHaveLength(1);
    const modules = mailsTo('modules@example.com');
    expect(modules).toHaveLength(1);
    // Every breeder shed with a batch, one report each; a module's empty sheds are not named.
    const breeders = choices.sheds.filter((s) => s.module === 'matrizeiro' && s.batch !== null);
    expect(breeders.length).toBeGreaterThan(1);
    const named = modules[0]!.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    // (A batch lodging before the send is in too: the list was read a day earlier.)
    expect(named).toEqual(expect.arrayContaining(breeders.map((shed) => `- ${shed.identification} (${shed.property_name}): ${shed.batch}`)));
    expect(named.filter((line) => line.endsWith('no batch housed'))).toEqual([]);
    expect(modules[0]!.attachments).toHaveLength(named.length);
  });

  it('gives the claim back when the mail server refuses, and the next tick sends', async () => {
    const s = await schedule({ sheds: [shedOf('Aviário 02').id], email: 'retry@example.com' });
    const copy = scheduler(t.database);
    sink.refuseNext(1);
    expect(await copy.runOnce(week(0))).toEqual({ ran: true, sent: 0 });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('Mailbox busy');
    expect(await t.database.db.select().from(reportDeliveries).where(eq(reportDeliveries.scheduleId, s.id))).toEqual([]);
    expect(sink.inbox).toEqual([]);

    expect(await copy.runOnce(new Date(week(0).getTime() + 60_000))).toEqual({ ran: true, sent: 1 });
    expect(await copy.runOnce(new Date(week(0).getTime() + 120_000))).toEqual({ ran: true, sent: 0 });
    expect(mailsTo('retry@example.com')).toHaveLength(1);
  });

  it('takes over a claim whose copy stopped before sending, but not one still being sent', async () => {
    const s = await schedule({ sheds: [shedOf('Aviário 02').id], email: 'lost@example.com' });
    const period = localDate(week(0), TIME_ZONE);
    await t.database.db.insert(reportDeliveries).values({ scheduleId: s.id, period, claimedAt: new Date(week(0).getTime() - 5 * 60_000) });
    expect(await scheduler(t.database).runOnce(week(0))).toEqual({ ran: true, sent: 0 });
    await t.database.db.update(reportDeliveries).set({ claimedAt: new Date(week(0).getTime() - 20 * 60_000) }).where(eq(reportDeliveries.scheduleId, s.id));
    expect(await scheduler(t.database).runOnce(week(0))).toEqual({ ran: true, sent: 1 });
    expect(mailsTo('lost@example.com')).toHaveLength(1);
  });

  it('sends nothing for a disabled schedule', async () => {
    const s = await schedule({ sheds: [shedOf('Aviário 02').id], email: 'off@example.com', enabled: false });
    expect(await scheduler(t.database).runOnce(week(0))).toEqual({ ran: true, sent: 0 });
    expect((await t.as('produtor', 'PATCH', `${URL}/${s.id}`, { enabled: true })).statusCode).toBe(200);
    expect(await scheduler(t.database).runOnce(week(0))).toEqual({ ran: true, sent: 1 });
  });

  it('“send now” sends at once and does not count as the week’s e-mail', async () => {
    const s = await schedule({ sheds: [shedOf('Aviário 01').id], email: 'now@example.com', language: 'pt-BR' });
    const res = await t.as('produtor', 'POST', `${URL}/${s.id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'now@example.com', batches: 1 });
    expect(mailsTo('now@example.com')).toHaveLength(1);
    expect(mailsTo('now@example.com')[0]!.text).toContain('Este é um envio de teste');
    expect((await readPdf(mailsTo('now@example.com')[0]!.attachments[0]!.content)).text).toContain(shedOf('Aviário 01').batch!);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reportDeliveries).where(eq(reportDeliveries.scheduleId, s.id))).toEqual([{ n: 0 }]);

    expect(await scheduler(t.database).runOnce(week(0))).toEqual({ ran: true, sent: 1 });
    expect(mailsTo('now@example.com')).toHaveLength(2);
  });
});
