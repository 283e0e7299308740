import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertCountsSchema, CRITICAL_HARM_ORDER, alertEventSchema, alertHistorySchema, alertThresholdsSchema, notificationSettingsSchema, recentAlertListSchema, recentAlertSchema } from '@plantel/contracts';
import { alerts, sheds } from '../src/db/schema';
import { changePassword, createUser, deleteUser } from '../src/services/access/users.service';
import { openAlertStream } from './helpers/alert-stream';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PLANTEL_ALERT_FEED_INTERVAL_MS: '100' });
});
afterAll(() => t.close());

const get = async (user: string, url: string) => {
  const res = await t.as(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v2/alerts/recent', () => {
  it('lists the alerts of the sheds in scope, the most urgent first, in the spec shape', async () => {
    const list = recentAlertListSchema.parse(await get('produtor', '/api/v2/alerts/recent'));
    expect(list.length).toBeGreaterThan(3);
    // Not resolved before resolved, critical before warning before info, critical ones by harm, unseen before acknowledged; open ones oldest first, resolved newest first.
    const harm = (a: (typeof list)[number]) => ((CRITICAL_HARM_ORDER as readonly string[]).includes(a.subtype) ? (CRITICAL_HARM_ORDER as readonly string[]).indexOf(a.subtype) : CRITICAL_HARM_ORDER.length);
    const rank = (a: (typeof list)[number]) => {
      const resolved = a.state === 'resolved';
      return [resolved ? 1 : 0, ['critical', 'warning', 'info'].indexOf(a.severity), harm(a), a.state === 'acknowledged' ? 1 : 0, (resolved ? -1 : 1) * Date.parse(a.timestamp)];
    };
    const before = (a: number[], b: number[]) => a.findIndex((v, i) => v !== b[i]) === -1 || a[a.findIndex((v, i) => v !== b[i])]! <= b[a.findIndex((v, i) => v !== b[i])]!;
    list.slice(1).forEach((a, i) => expect(before(rank(list[i]!), rank(a)), `${list[i]!.subtype} before ${a.subtype}`).toBe(true));
    // Birds without feed come first, before the breeder flock's deaths of yesterday, however old, and before every warning.
    expect(list[0]).toMatchObject({ severity: 'critical', state: 'open', subtype: 'silo_empty' });
    const firstWarning = list.findIndex((a) => a.severity !== 'critical');
    expect(list.findIndex((a) => a.subtype === 'silo_empty')).toBeLessThan(firstWarning);
    expect(new Set(list.map((a) => a.module))).toEqual(new Set(['frangos_de_corte', 'matrizeiro']));
    const empty = list.find((a) => a.subtype === 'silo_empty')!;
    expect(empty).toMatchObject({ type: 'Nutrição', severity: 'critical', state: 'open', shed_identification: 'Aviário 01', message: 'Silos vazios: o lote está sem ração' });
  });

  it('filters by module, type, shed, since and limit', async () => {
    const all = recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?since=2000-01-01T00:00:00Z&limit=500'));
    const swine = recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?module=suinos&since=2000-01-01T00:00:00Z'));
    expect(swine.map((a) => a.shed_identification)).toEqual(all.filter((a) => a.module === 'suinos').map((a) => a.shed_identification));
    expect(swine.length).toBeGreaterThan(0);
    const ambience = recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?type=Ambi%C3%AAncia&since=2000-01-01T00:00:00Z&limit=500'));
    expect(ambience.length).toBe(all.filter((a) => a.type === 'Ambiência').length);
    const shed = all.find((a) => a.shed_identification === 'Aviário 04')!.shed!;
    const ofShed = recentAlertListSchema.parse(await get('admin', `/api/v2/alerts/recent?shed=${shed}&since=2000-01-01T00:00:00Z`));
    expect(new Set(ofShed.map((a) => a.shed_identification))).toEqual(new Set(['Aviário 04']));
    expect(recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?limit=2'))).toHaveLength(2);
    // Since a time to come: only the alerts still open, whenever they began.
    const future = recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?since=2999-01-01T00:00:00Z&limit=500'));
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((a) => a.state !== 'resolved')).toBe(true);
    expect(future.length).toBe(all.filter((a) => a.state !== 'resolved').length);
  });

  it('keeps to the caller’s modules and company', async () => {
    expect(recentAlertListSchema.parse(await get('produtor', '/api/v2/alerts/recent?module=suinos'))).toEqual([]);
    const other = recentAlertListSchema.parse(await get('outra', '/api/v2/alerts/recent?since=2000-01-01T00:00:00Z&limit=500'));
    // Outra's own sheds only: Galpão A's planted anomaly, and whatever the afternoon's heat raises in the others.
    const seen = new Set(other.map((a) => a.shed_identification));
    expect(seen).toContain('Galpão A');
    expect([...seen].filter((name) => !['Galpão A', 'Galpão B', 'Galpão C'].includes(name!))).toEqual([]);
  });

  it.each([
    ['type=Alarme', 'type'],
    ['limit=0', 'limit'],
    ['since=yesterday', 'since'],
    ['module=gado', 'module'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await t.as('admin', 'GET', `/api/v2/alerts/recent?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field, location: 'querystring' })]);
  });
});

describe('the demo farm', () => {
  const historyOf = async (user: string, module: string) => alertHistorySchema.parse(await get(user, `/api/v2/alerts/history?module=${module}&limit=1000`)).results;

  it('has alerts in the history of every module, for the staff and for the producer in his modules', async () => {
    for (const module of ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos']) expect([module, (await historyOf('tecnico', module)).length > 0]).toEqual([module, true]);
    for (const module of ['frangos_de_corte', 'matrizeiro']) expect([module, (await historyOf('produtor', module)).length > 0]).toEqual([module, true]);
    expect((await historyOf('suinos', 'suinos')).length).toBeGreaterThan(0);
  });

  it("raises the breeders' mortality and the laying birds' weight alerts from the flock's own figures, so the engine keeps them open", async () => {
    const mortality = (await historyOf('produtor', 'matrizeiro')).find((a) => a.subtype === 'mortality_high');
    expect(mortality).toMatchObject({ shed_identification: 'Matrizeiro 01', state: 'open', type: 'Sanidade' });
    expect(Number(mortality!.message_params.value)).toBeGreaterThan(Number(mortality!.message_params.limit));
    const weight = (await historyOf('tecnico', 'aves_poedeiras')).find((a) => a.subtype === 'weight_below_reference');
    expect(weight).toMatchObject({ shed_identification: 'Poedeiras 01', state: 'open', type: 'Desempenho' });
  });
});

describe('history, counts and acknowledging', () => {
  it('pages the history with a total count and filters by state and range', async () => {
    const first = alertHistorySchema.parse(await get('admin', '/api/v2/alerts/history?limit=3'));
    const second = alertHistorySchema.parse(await get('admin', '/api/v2/alerts/history?limit=3&offset=3'));
    expect(first.results).toHaveLength(3);
    expect(second.count).toBe(first.count);
    expect(first.results.map((a) => a.id)).not.toContain(second.results[0]?.id);
    const resolved = alertHistorySchema.parse(await get('admin', '/api/v2/alerts/history?state=resolved&limit=100'));
    expect(resolved.count).toBeGreaterThan(0);
    expect(resolved.results.every((a) => a.state === 'resolved' && a.resolved_at !== null)).toBe(true);
    const future = alertHistorySchema.parse(await get('admin', '/api/v2/alerts/history?start=2999-01-01T00:00:00Z'));
    expect(future).toEqual({ results: [], count: 0 });
    const reversed = await t.as('admin', 'GET', '/api/v2/alerts/history?start=2026-03-10T00:00:00Z&end=2026-03-01T00:00:00Z');
    expect(reversed.statusCode).toBe(400);
  });

  it('counts per type with the card level', async () => {
    const counts = alertCountsSchema.parse(await get('produtor', '/api/v2/alerts/counts?module=frangos_de_corte'));
    // Aviário 01's empty silos make the card critical; at some hours a stuck load cell adds a consumption alert.
    const nutritionSince = recentAlertListSchema.parse(
      await get('produtor', `/api/v2/alerts/recent?module=frangos_de_corte&type=Nutri%C3%A7%C3%A3o&since=${counts.since}&limit=500`),
    );
    expect(nutritionSince.map((a) => a.subtype)).toContain('silo_empty');
    // The recent list holds those since `since` and every open one: the count is of the first, open and critical of the second.
    const began = nutritionSince.filter((a) => Date.parse(a.timestamp) >= Date.parse(counts.since));
    const unresolved = nutritionSince.filter((a) => a.state !== 'resolved');
    const nutrition = counts.counts.find((c) => c.type === 'Nutrição')!;
    expect(nutrition).toEqual({
      type: 'Nutrição',
      count: began.length,
      open: unresolved.length,
      critical_open: unresolved.filter((a) => a.severity === 'critical').length,
      level: 3,
    });
    expect(nutrition.critical_open).toBeGreaterThan(0);
    expect(counts.counts.find((c) => c.type === 'Sanidade')).toEqual({ type: 'Sanidade', count: 0, open: 0, critical_open: 0, level: 0 });
  });

  it('acknowledges an open alert once, records who, and keeps others out', async () => {
    const open = recentAlertListSchema.parse(await get('produtor', '/api/v2/alerts/recent?type=Nutri%C3%A7%C3%A3o')).find((a) => a.subtype === 'silo_empty');
    expect((await t.as('outra', 'POST', `/api/v2/alerts/${open!.id}/acknowledge`)).statusCode).toBe(404);
    expect((await t.as('suinos', 'POST', `/api/v2/alerts/${open!.id}/acknowledge`)).statusCode).toBe(404);
    const res = await t.as('produtor', 'POST', `/api/v2/alerts/${open!.id}/acknowledge?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const done = recentAlertSchema.parse(res.json());
    expect(done).toMatchObject({ state: 'acknowledged', acknowledged_by: expect.any(String), message: 'Silos empty: the batch has no feed' });
    expect((await t.as('produtor', 'POST', `/api/v2/alerts/${open!.id}/acknowledge`)).statusCode).toBe(409);
    expect((await t.as('produtor', 'POST', '/api/v2/alerts/99999999/acknowledge')).statusCode).toBe(404);
  });
});

describe('thresholds and notification preferences', () => {
  it('lets staff change a threshold and refuses everyone else', async () => {
    const before = alertThresholdsSchema.parse(await get('produtor', '/api/v2/alerts/thresholds'));
    expect(before.silo_days_min).toBe(1);
    expect((await t.as('produtor', 'PATCH', '/api/v2/alerts/thresholds', { silo_days_min: 2 })).statusCode).toBe(403);
    const bad = await t.as('tecnico', 'PATCH', '/api/v2/alerts/thresholds', { silo_days_min: -1, time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['silo_days_min', 'time_zone']);
    const res = await t.as('tecnico', 'PATCH', '/api/v2/alerts/thresholds', { silo_days_min: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(alertThresholdsSchema.parse(res.json())).toEqual({ ...before, silo_days_min: 2 });
    expect(alertThresholdsSchema.parse(await get('outra', '/api/v2/alerts/thresholds')).silo_days_min).toBe(1);
  });

  it('stores each person’s preferences and checks them', async () => {
    const initial = notificationSettingsSchema.parse(await get('suinos', '/api/v2/alerts/notification-preferences'));
    expect(initial).toEqual({
      preferences: expect.objectContaining({ email: false, min_severity: 'warning', quiet_hours: null }),
      email_available: false,
      telegram_available: false,
      telegram_bot: null,
    });
    const missing = await t.as('suinos', 'PUT', '/api/v2/alerts/notification-preferences', { ...initial.preferences, email: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: 'email_address' })]);
    const wanted = { email: true, email_address: 'suinos@example.com', language: 'es', min_severity: 'critical', quiet_hours: { start: 22, end: 6 } };
    const saved = await t.as('suinos', 'PUT', '/api/v2/alerts/notification-preferences', wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    // The channels by severity and their addresses keep their defaults (alert-notifications.int.test.ts).
    expect(notificationSettingsSchema.parse(await get('suinos', '/api/v2/alerts/notification-preferences')).preferences).toMatchObject(wanted);
    // A guest reads their preferences but changes nothing.
    expect((await t.as('vendas', 'PUT', '/api/v2/alerts/notification-preferences', wanted)).statusCode).toBe(403);
    expect(notificationSettingsSchema.parse(await get('vendas', '/api/v2/alerts/notification-preferences')).preferences.email).toBe(false);
    expect(notificationSettingsSchema.parse(await get('produtor', '/api/v2/alerts/notification-preferences')).preferences.email).toBe(false);
  });
});

describe('GET /api/v2/alerts/stream', () => {
  it('pushes a change of an alert in scope to a signed-in reader, and nothing of another company', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (user: string) => {
      const controller = new AbortController();
      const res = await fetch(`${address}/api/v2/alerts/stream`, { headers: { authorization: `Bearer ${await t.tokenFor(user)}` }, signal: controller.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      let text = '';
      const events: unknown[] = [];
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += new TextDecoder().decode(value);
          for (const block of text.split('\n\n').slice(0, -1)) {
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: alert') && data) events.push(JSON.parse(data.slice(6)));
          }
          text = text.slice(text.lastIndexOf('\n\n') + 2);
        }
      })();
      return { events, close: () => controller.abort() };
    };
    const producer = await open('produtor');
    const rival = await open('outra');
    const [target] = await t.database.db
      .select({ id: alerts.id, shed: alerts.shedId })
      .from(alerts)
      .innerJoin(sheds, eq(sheds.id, alerts.shedId))
      .where(eq(sheds.identification, 'Aviário 04'));
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.as('produtor', 'POST', `/api/v2/alerts/${target!.id}/acknowledge`)).statusCode).toBe(200);
    const mine = () => producer.events.map((e) => alertEventSchema.parse(e)).find((e) => e.id === target!.id && e.state === 'acknowledged');
    await expect.poll(mine, { timeout: 5000 }).toBeDefined();
    expect(mine()).toEqual({ id: target!.id, type: 'Desempenho', state: 'acknowledged', module: 'frangos_de_corte', shed: target!.shed, shed_identification: 'Aviário 04' });
    // The other company's reader hears of its own alerts only (its live demo may raise some meanwhile).
    expect(rival.events.map((e) => alertEventSchema.parse(e).id)).not.toContain(target!.id);
    const demoSheds = new Set((await t.database.db.select({ id: sheds.id }).from(sheds).where(eq(sheds.companyId, (await t.database.db.select({ c: sheds.companyId }).from(sheds).where(eq(sheds.id, target!.shed!)))[0]!.c))).map((r) => r.id));
    expect(rival.events.filter((e) => demoSheds.has(alertEventSchema.parse(e).shed ?? -1))).toEqual([]);
    producer.close();
    rival.close();
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/v2/alerts/stream')).statusCode).toBe(401);
  });

  it('resumed with Last-Event-ID, first sends the changes made while it was away, each once, then the live ones', async () => {
    const address = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.tokenFor('admin');
    const open = recentAlertListSchema.parse(await get('admin', '/api/v2/alerts/recent?since=2000-01-01T00:00:00Z&limit=500')).filter((a) => a.state === 'open');
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [first, missed, live] = open;
    const acknowledge = async (id: number) => expect((await t.as('admin', 'POST', `/api/v2/alerts/${id}/acknowledge`)).statusCode).toBe(200);

    // Another reader keeps this copy's feed going, so it has moved past the missed change when the stream resumes.
    const keeper = await openAlertStream(address, token);
    const before = await openAlertStream(address, token);
    await new Promise((r) => setTimeout(r, 300));
    await acknowledge(first!.id);
    await expect.poll(() => before.events.findIndex((e) => e.id === first!.id), { timeout: 5000 }).toBeGreaterThanOrEqual(0);
    const lastId = before.ids[before.events.findIndex((e) => e.id === first!.id)]!;
    expect(lastId).toMatch(/^\d+-\d+$/);
    before.close();

    await acknowledge(missed!.id);
    await expect.poll(() => keeper.events.some((e) => e.id === missed!.id), { timeout: 5000 }).toBe(true);
    const resumed = await openAlertStream(address, token, lastId);
    await expect.poll(() => resumed.events.some((e) => e.id === missed!.id && e.state === 'acknowledged'), { timeout: 5000 }).toBe(true);
    await acknowledge(live!.id);
    await expect.poll(() => resumed.events.some((e) => e.id === live!.id && e.state === 'acknowledged'), { timeout: 5000 }).toBe(true);
    // Three feed intervals: a change sent from the replay is not sent again by the live feed.
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.ids.length).toBe(new Set(resumed.ids).size);
    const acknowledgedAt = (id: number) => resumed.events.findIndex((e) => e.id === id && e.state === 'acknowledged');
    expect(acknowledgedAt(missed!.id)).toBeLessThan(acknowledgedAt(live!.id));
    resumed.close();
    keeper.close();
  });

  it('refuses a Last-Event-ID that is not an id of the stream, naming the header', async () => {
    const token = await t.tokenFor('admin');
    const res = await t.app.inject({ url: '/api/v2/alerts/stream', headers: { authorization: `Bearer ${token}`, 'last-event-id': 'yesterday' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: 'last-event-id', location: 'headers', message: 'must be the id of an event of this stream' }] });
  });

  it("closes within a feed interval once the user's tokens are revoked: a password change or the user deleted", async () => {
    const address = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const roles = { frangos_de_corte: ['Performance' as const] };
    for (const username of ['stream-passwd', 'stream-deleted', 'stream-kept']) await createUser(t.database.db, { company: 'Demo', username, password: 'a long password', roles });
    const open = async (username: string) => {
      const res = await fetch(`${address}/api/v2/alerts/stream`, { headers: { authorization: `Bearer ${await t.tokenFor(username, 'a long password')}` } });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const state = { endedAt: null as number | null };
      void (async () => {
        while (!(await reader.read().catch(() => ({ done: true }))).done);
        state.endedAt = Date.now();
      })();
      return { state, cancel: () => reader.cancel() };
    };
    const [passwd, deleted, kept] = await Promise.all(['stream-passwd', 'stream-deleted', 'stream-kept'].map(open));
    await new Promise((r) => setTimeout(r, 300));
    expect([passwd!.state.endedAt, deleted!.state.endedAt, kept!.state.endedAt]).toEqual([null, null, null]);

    await changePassword(t.database.db, 'stream-passwd', 'another long password');
    await deleteUser(t.database.db, 'stream-deleted');
    const revokedAt = Date.now();
    // One feed interval is 100 ms here; the margin covers a busy machine.
    await expect.poll(() => passwd!.state.endedAt !== null && deleted!.state.endedAt !== null, { timeout: 2000, interval: 20 }).toBe(true);
    expect(Math.max(passwd!.state.endedAt!, deleted!.state.endedAt!) - revokedAt).toBeLessThan(1000);
    expect(kept!.state.endedAt).toBeNull();
    await kept!.cancel();
  });
});
