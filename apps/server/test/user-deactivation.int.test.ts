import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { alerts, companies, notificationPreferences, users } from '../src/db/schema';
import { emailSender, type MailMessage } from '../src/services/alerts/channels/email';
import { dispatchCompanyAlerts } from '../src/services/alerts/dispatch/alert-dispatcher.service';
import { sendDueReports } from '../src/services/reports/report-delivery.service';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A deactivated user (issue 37): cannot sign in, their open alert stream ends within a feed
 * interval, and they receive no alarm messages nor scheduled reports.
 */

let t: TestApp;
let companyId: number;
let tecnicoId: number;

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_ALERT_FEED_INTERVAL_MS: '100' });
  companyId = (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo')))[0]!.id;
  tecnicoId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'tecnico')))[0]!.id;
});
afterAll(() => t.close());

const setActive = (active: boolean) => t.as('admin', 'POST', `/api/v2/users/${tecnicoId}/${active ? 'reactivate' : 'deactivate'}`);

describe('deactivating a user', () => {
  it('ends their open alert stream within a feed interval and refuses their sign-in', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v2/alerts/stream`, { headers: { authorization: `Bearer ${await t.tokenFor('tecnico')}` } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const state = { endedAt: null as number | null };
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
      state.endedAt = Date.now();
    })();
    await new Promise((r) => setTimeout(r, 300));
    expect(state.endedAt).toBeNull();

    expect((await setActive(false)).statusCode).toBe(200);
    const at = Date.now();
    await expect.poll(() => state.endedAt, { timeout: 3000, interval: 20 }).not.toBeNull();
    expect(state.endedAt! - at).toBeLessThan(1500);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'tecnico', password: 'plantel' } });
    expect(login.statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);
  });

  it('tells the ended session why: its next request and its renewal say the access was deactivated', async () => {
    const login = (await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'tecnico', password: 'plantel' } })).json<{ access: string; refresh: string }>();
    expect((await setActive(false)).statusCode).toBe(200);
    const request = await t.app.inject({ url: '/api/v2/me', headers: { authorization: `Bearer ${login.access}` } });
    expect(request.statusCode).toBe(401);
    expect(request.json().fields).toEqual([expect.objectContaining({ field: 'session', key: 'auth.errors.deactivated' })]);
    const renewal = await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh: login.refresh } });
    expect(renewal.statusCode).toBe(401);
    expect(renewal.json().fields).toEqual([expect.objectContaining({ key: 'auth.errors.deactivated' })]);
    expect((await setActive(true)).statusCode).toBe(200);
    // Reactivated, the old tokens still do not work (a deactivation ends every session), and say nothing of a deactivation.
    const after = await t.app.inject({ url: '/api/v2/me', headers: { authorization: `Bearer ${login.access}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().fields).toBeUndefined();
  });

  it('sends them no alarm message while deactivated, and does again once reactivated', async () => {
    const db = t.database.db;
    const preferences = { email: true, email_address: 'tecnico@example.com', language: 'pt-BR' as const, min_severity: 'info' as const, quiet_hours: null };
    await db.insert(notificationPreferences).values({ userId: tecnicoId, preferences }).onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences } });
    const [open] = await db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.companyId, companyId), eq(alerts.state, 'open'))).limit(1);
    expect(open).toBeDefined();
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };

    expect((await setActive(false)).statusCode).toBe(200);
    await dispatchCompanyAlerts(db, companyId, new Date(), { senders: { email: emailSender(mailer) }, publicUrl: 'http://localhost', alertIds: [open!.id] });
    expect(sent.filter((m) => m.to === 'tecnico@example.com')).toEqual([]);

    expect((await setActive(true)).statusCode).toBe(200);
    await dispatchCompanyAlerts(db, companyId, new Date(), { senders: { email: emailSender(mailer) }, publicUrl: 'http://localhost', alertIds: [open!.id] });
    expect(sent.filter((m) => m.to === 'tecnico@example.com')).toHaveLength(1);
  });

  it('sends them no scheduled report while deactivated', async () => {
    const created = await t.as('tecnico', 'POST', '/api/v2/report-schedules', { modules: ['frangos_de_corte'], weekday: 1, hour: 7, language: 'pt-BR', email: 'relatorio-tecnico@example.com' });
    expect(created.statusCode, created.body).toBe(201);
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    const nextWeek = new Date(Date.now() + 8 * 86_400_000);
    expect((await setActive(false)).statusCode).toBe(200);
    await sendDueReports(t.database.db, mailer, nextWeek);
    expect(sent.filter((m) => m.to === 'relatorio-tecnico@example.com')).toEqual([]);
    expect((await setActive(true)).statusCode).toBe(200);
    await sendDueReports(t.database.db, mailer, nextWeek);
    expect(sent.filter((m) => m.to === 'relatorio-tecnico@example.com')).toHaveLength(1);
  });
});
