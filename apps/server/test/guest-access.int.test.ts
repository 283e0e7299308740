import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ALERT_TYPES,
  HOME_ALERT_WINDOW_HOURS,
  SENSITIVE_MASK,
  SHED_LIST_CATEGORIES,
  SHED_STAGES,
  alertCountsSchema,
  apiErrorSchema,
  homeSummarySchema,
  recentAlertListSchema,
  type AlertType,
} from '@plantel/contracts';
import { alerts, batchDivisions, batches, companies, devices, feedControls, notificationPreferences, producers, properties, reportSchedules, sheds, silos, users, weighings } from '../src/db/schema';
import { rowsOf } from '../src/repositories/sql-text';
import type { MailMessage } from '../src/services/alerts/channels/email';
import { emailSender } from '../src/services/alerts/channels/email';
import { dispatchCompanyAlerts } from '../src/services/alerts/dispatch/alert-dispatcher.service';
import { sendReportNow } from '../src/services/reports/report-delivery.service';
import { ownerPrincipal } from '../src/services/reports/report-schedules.service';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openAlertStream } from './helpers/alert-stream';
import { forgetPrincipals } from '../src/services/access/principal-cache';

/**
 * Guests (spec §4: `vendas`, broiler with Vendas and Performance) read every answer with the
 * producer, property and owner names masked, change nothing (403 on every non-GET route), and,
 * like everyone, read an alert only with its type's feature permission.
 */

let t: TestApp;
/** Every real producer, property and owner name of the guest's company, as the database holds them. */
let secrets: string[];
const ids = {} as { company: number; producer: number; property: number; shed: number; batch: number; division: number; silo: number; weighing: number; alert: number; feedControl: number; rule: number; schedule: number; device: number; user: number; sample: number };

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
/** The real names found in a text, ignoring case and accents. */
const leaked = (text: string) => secrets.filter((name) => fold(text).includes(fold(name)));

type Operation = { parameters?: { name: string; in: string; required?: boolean }[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_ALERT_FEED_INTERVAL_MS: '100' });
  const db = t.database.db;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
  ids.company = company!.id;
  ids.user = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'produtor')))[0]!.id;
  const names = await db
    .select({ producer: producers.name, property: properties.name, owner: properties.ownerName })
    .from(properties)
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(eq(properties.companyId, ids.company));
  secrets = [...new Set(names.flatMap((n) => [n.producer, n.property, n.owner]))];
  expect(secrets).toContain('Sítio Boa Vista');

  // A broiler shed the guest reads, with its batch and something of everything a path can name.
  const [shed] = await db
    .select({ id: sheds.id, property: sheds.propertyId, producer: properties.producerId })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .where(and(eq(sheds.companyId, ids.company), eq(sheds.identification, 'Aviário 01')));
  ids.shed = shed!.id;
  ids.property = shed!.property;
  ids.producer = shed!.producer;
  const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.shedId, ids.shed)).orderBy(sql`${batches.openingDate} desc`).limit(1);
  ids.batch = batch!.id;
  ids.division = (await db.select({ id: batchDivisions.id }).from(batchDivisions).where(eq(batchDivisions.batchId, ids.batch)).limit(1))[0]!.id;
  ids.silo = (await db.select({ id: silos.id }).from(silos).where(eq(silos.shedId, ids.shed)).limit(1))[0]!.id;
  ids.weighing =
    (await db.select({ id: weighings.id }).from(weighings).innerJoin(batchDivisions, eq(batchDivisions.id, weighings.divisionId)).where(eq(batchDivisions.batchId, ids.batch)).limit(1))[0]?.id ?? 1;
  ids.alert = (await db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.shedId, ids.shed), eq(alerts.type, 'Desempenho'))).limit(1))[0]?.id ?? 1;
  ids.feedControl = (await db.select({ id: feedControls.id }).from(feedControls).where(eq(feedControls.batchId, ids.batch)).limit(1))[0]?.id ?? 1;
  ids.device = (await db.select({ id: devices.id }).from(devices).where(eq(devices.shedId, ids.shed)).limit(1))[0]?.id ?? 1;
  const rule = await t.as('admin', 'POST', '/api/v2/alerts/minimal_consumption/', {
    name: 'Mínimo noturno',
    min_consumption_value: 10,
    start_time: '00:00',
    end_time: '06:00',
    interval: 2,
    active_alert: true,
    shed: ids.shed,
  });
  expect(rule.statusCode, rule.body).toBe(201);
  ids.rule = rule.json<{ id: number }>().id;
  // The guest's own weekly report of the shed (guests cannot create one through the API).
  const [vendas] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'vendas'));
  const [schedule] = await db
    .insert(reportSchedules)
    .values({ companyId: ids.company, ownerId: vendas!.id, shedIds: [ids.shed], modules: ['frangos_de_corte'], weekday: 1, hour: 7, language: 'pt-BR', email: 'vendas@example.com' })
    .returning({ id: reportSchedules.id });
  ids.schedule = schedule!.id;
  const sample = await t.as('admin', 'POST', `/api/v2/batches/${ids.batch}/samples`, {
    kind: 'salmonella_drag_swabs',
    taken_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    divisions: [ids.division],
    laboratory: 'Laboratório',
    sample_id: 'G-1',
  });
  expect(sample.statusCode, sample.body).toBe(201);
  ids.sample = sample.json<{ id: number }>().id;

  const res = await t.app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(() => t.close());

const LIST_PATHS = [...SHED_LIST_CATEGORIES, ...SHED_STAGES];

/** A real value for a path parameter, by the collection it follows; an unknown one fails, so a new route is walked too. */
function pathValues(path: string, param: string): string[] {
  const before = path.slice(0, path.indexOf(`{${param}}`)).split('/').filter(Boolean).at(-1);
  if (/category|state/.test(param)) return LIST_PATHS;
  const byCollection: Record<string, number | string | string[]> = {
    sheds: ids.shed,
    producers: ids.producer,
    properties: ids.property,
    'silos-shed': ids.shed,
    batches: ids.batch,
    'slaughter-weight-projection': ids.batch,
    silos: ids.silo,
    weighings: ids.weighing,
    alerts: ids.alert,
    // A link of a message; one not signed by the server names nothing (404).
    acknowledge: 'not-a-signed-token',
    subscriptions: 1,
    'feed-controls': ids.feedControl,
    minimal_consumption: ids.rule,
    'report-schedules': ids.schedule,
    devices: ids.device,
    'ingest-keys': ids.device,
    'ambience-profiles': 'frangos_de_corte',
    users: ids.user,
    // A guest follows no laying module: every lay standard is a 404 to them.
    'lay-standards': 1,
    // Settlement contracts are staff-only: a guest gets 403 whatever the id.
    contracts: 1,
    // Ration types are changed by the register's editors; a guest's write is refused before the id is looked up.
    'ration-types': 1,
    // A guest's change to a thinning is refused before the removal is looked up.
    removals: 1,
    // The veterinary catalogue and the health book are not a guest's at all (403 whatever the id).
    'health-products': 1,
    samples: ids.sample,
  };
  const value = before === undefined ? undefined : byCollection[before];
  if (value === undefined) throw new Error(`No value for {${param}} in ${path}: add one to the guest walk`);
  return Array.isArray(value) ? value : [String(value)];
}

/** Required query parameters, and a `since`/`start` far back so the lists hold everything. */
function queryOf(op: Operation): string {
  const values: Record<string, string> = { batch: String(ids.batch), division: String(ids.division), shed: String(ids.shed), format: 'csv', module: 'frangos_de_corte', company: String(ids.company), from: '2000-01-01', to: '2100-12-31' };
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    if (p.name === 'since' || p.name === 'start') query.set(p.name, '2000-01-01T00:00:00Z');
    else if (p.required) {
      const value = values[p.name];
      if (value === undefined) throw new Error(`No value for the required query parameter ${p.name}: add one to the guest walk`);
      query.set(p.name, value);
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Every concrete request of the document's operations of these methods, path parameters filled. */
function requestsOf(methods: (method: string) => boolean): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!methods(method)) continue;
      let urls = [path];
      for (const param of path.match(/\{[^}]+\}/g) ?? []) {
        const name = param.slice(1, -1);
        urls = urls.flatMap((u) => pathValues(path, name).map((v) => u.replace(param, v)));
      }
      out.push(...urls.map((url) => ({ method: method.toUpperCase(), url: `${url}${method === 'get' ? queryOf(op) : ''}` })));
    }
  }
  return out;
}

/** Reads an alert stream as `user`; `events` fills as they come. */
const openStream = async (address: string, user: string) => openAlertStream(address, await t.tokenFor(user));

async function alertOf(type: AlertType, state: 'open' | 'acknowledged' | 'resolved' = 'open', productionType = 3) {
  const [row] = await t.database.db
    .select({ id: alerts.id, shed: alerts.shedId, shedIdentification: sheds.identification })
    .from(alerts)
    .innerJoin(sheds, eq(sheds.id, alerts.shedId))
    .where(and(eq(alerts.companyId, ids.company), eq(alerts.type, type), eq(alerts.state, state), eq(sheds.productionTypeExternalId, productionType)))
    .limit(1);
  return row;
}

describe('masking on the server', () => {
  it('walks every GET route of the API document as a guest and finds no real producer, property or owner name', async () => {
    const requests = requestsOf((m) => m === 'get').filter((r) => !r.url.startsWith('/api/v2/alerts/stream'));
    expect(requests.length).toBeGreaterThan(40);
    const answered: string[] = [];
    const masked: string[] = [];
    for (const { url } of requests) {
      const res = await t.as('vendas', 'GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      const body = String(res.headers['content-type'] ?? '').includes('application/pdf') ? (await readPdf(res.rawPayload)).text : res.body;
      expect(leaked(body), `${url} (${res.statusCode})`).toEqual([]);
      if (res.statusCode === 200) answered.push(url.split('?')[0]!);
      if (body.includes(SENSITIVE_MASK)) masked.push(url.split('?')[0]!);
    }
    // The walk reached the answers that carry names, and they came masked, not emptied.
    for (const path of [
      '/api/v2/sheds/performance',
      `/api/v2/sheds/${ids.shed}`,
      '/api/v2/alerts/recent',
      '/api/v2/alerts/history',
      '/api/v2/home/summary',
      '/api/v2/report-schedules',
      '/api/v2/report-schedules/options',
      '/api/v2/exports/sheds/performance',
      '/api/v2/exports/alerts/history',
      `/api/v2/batches/${ids.batch}/report`,
    ]) {
      expect(answered, path).toContain(path);
      expect(masked, path).toContain(path);
    }
    expect(answered).toContain(`/api/v2/batches/${ids.batch}`);
  });

  it('answers the guest the shed identification for its name, and others the real names', async () => {
    const guest = (await t.as('vendas', 'GET', `/api/v2/sheds/${ids.shed}`)).json<Record<string, unknown>>();
    expect(guest).toMatchObject({ identification: 'Aviário 01', name: 'Aviário 01', shedName: 'Aviário 01', producer: SENSITIVE_MASK, property_name: SENSITIVE_MASK, property_owner: SENSITIVE_MASK });
    const staff = (await t.as('admin', 'GET', `/api/v2/sheds/${ids.shed}`)).json<Record<string, unknown>>();
    expect(staff).toMatchObject({ identification: 'Aviário 01', property_name: 'Sítio Boa Vista', producer: 'João Batista Moreira' });
    expect(staff.name).toContain('Sítio Boa Vista');
  });

  it('lets a guest search, filter and sort the shed lists only by what they read', async () => {
    const count = async (user: string, query: string) => {
      const res = await t.as(user, 'GET', `/api/v2/sheds/performance?module=frangos_de_corte&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ count: number; results: { identification: string }[] }>();
    };
    const all = (await count('vendas', '')).count;
    expect(all).toBeGreaterThan(1);
    // A name finds nothing for the guest (it would tell which sheds are whose); the identification still does.
    expect((await count('admin', 'search=Boa%20Vista')).count).toBeGreaterThan(0);
    expect((await count('vendas', 'search=Boa%20Vista')).count).toBe(0);
    expect((await count('vendas', 'search=aviario%2001')).results.map((s) => s.identification)).toEqual(['Aviário 01']);
    // Filters on masked names are refused, naming the parameter; one on the shed's name reads its identification.
    expect((await count('admin', 'producer__contains=Jo%C3%A3o')).count).toBeLessThan(all);
    for (const [query, field] of [
      ['producer__contains=Jo%C3%A3o', 'producer__contains'],
      ['property=Boa', 'property'],
      ['property__exact=S%C3%ADtio%20Boa%20Vista', 'property__exact'],
    ]) {
      for (const url of [`/api/v2/sheds/performance?module=frangos_de_corte&${query}`, `/api/v2/exports/sheds/performance?module=frangos_de_corte&format=csv&${query}`]) {
        const res = await t.as('vendas', 'GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(apiErrorSchema.parse(res.json()).fields?.map((f) => f.field), url).toEqual([field]);
        expect(leaked(res.body)).toEqual([]);
      }
    }
    expect((await count('vendas', 'producer=')).count).toBe(all);
    expect((await count('vendas', 'name__contains=Boa')).count).toBe(0);
    expect((await count('vendas', 'name__contains=01')).results.map((s) => s.identification)).toEqual(['Aviário 01']);
    // Sorting by producer or property gives the guest the order of ids, not the names' order.
    const byId = (await count('vendas', 'ordering=id')).results.map((s) => s.identification);
    expect((await count('admin', 'ordering=property')).results.map((s) => s.identification)).not.toEqual(byId);
    expect((await count('vendas', 'ordering=producer')).results.map((s) => s.identification)).toEqual(byId);
    expect((await count('vendas', 'ordering=property')).results.map((s) => s.identification)).toEqual(byId);
    // The export reads the same way.
    const csv = (await t.as('vendas', 'GET', '/api/v2/exports/sheds/performance?module=frangos_de_corte&format=csv&search=Boa%20Vista')).body;
    expect(csv.trim().split('\n')).toHaveLength(1);
  });

  it('sends a guest stream events without names, and only of alerts they may read', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const guest = await openStream(address, 'vendas');
    await new Promise((r) => setTimeout(r, 300));
    const desempenho = await alertOf('Desempenho');
    expect(desempenho).toBeDefined();
    expect((await t.as('admin', 'POST', `/api/v2/alerts/${desempenho!.id}/acknowledge`)).statusCode).toBe(200);
    // The live demo may touch other alerts meanwhile (a sensor seen again): the acknowledgement is among the events.
    // The shed's identification is no name: a guest reads it, as on every list.
    const acknowledged = { id: desempenho!.id, type: 'Desempenho', state: 'acknowledged', module: 'frangos_de_corte', shed: desempenho!.shed, shed_identification: desempenho!.shedIdentification };
    await expect.poll(() => guest.events, { timeout: 5000 }).toContainEqual(acknowledged);
    expect(guest.events.every((e) => e.type === 'Desempenho' && e.module === 'frangos_de_corte')).toBe(true);
    expect(leaked(guest.raw.join(''))).toEqual([]);
    guest.close();
  });

  it('e-mails a guest alerts with the names masked, and only of the features they hold', async () => {
    const db = t.database.db;
    const [vendas] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'vendas'));
    const preferences = { email: true, email_address: 'vendas@example.com', language: 'pt-BR' as const, min_severity: 'info' as const, quiet_hours: null };
    await db.insert(notificationPreferences).values({ userId: vendas!.id, preferences }).onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences } });
    const picked = (await Promise.all(ALERT_TYPES.map((type) => alertOf(type, 'open')))).filter((a) => a !== undefined);
    expect(picked.length).toBeGreaterThan(1);
    const sent: MailMessage[] = [];
    await dispatchCompanyAlerts(db, ids.company, new Date(), { senders: { email: emailSender({ send: async (m) => void sent.push(m) }) }, publicUrl: 'http://localhost', alertIds: picked.map((a) => a.id) });
    const toGuest = sent.filter((m) => m.to === 'vendas@example.com');
    // One open alert of each type was picked: the guest (Performance) gets the Desempenho one alone.
    expect(picked.map((a) => a.id)).toContain((await alertOf('Desempenho', 'open'))!.id);
    expect(toGuest).toHaveLength(1);
    for (const m of toGuest) {
      expect(m.subject).toContain('Desempenho');
      expect(m.text).toContain(SENSITIVE_MASK);
      expect(leaked(`${m.subject}\n${m.text}`)).toEqual([]);
    }
    // The alert types the guest lacks were not claimed for them either.
    const claimed = rowsOf<{ alert_id: number }>(await db.execute(sql`select alert_id from alert_deliveries where user_id = ${vendas!.id}`)).map((r) => r.alert_id);
    const types = await db.select({ type: alerts.type }).from(alerts).where(inArray(alerts.id, claimed.length ? claimed : [0]));
    expect(types.map((r) => r.type)).toEqual(['Desempenho']);
  });

  it('e-mails a guest’s weekly report with the names masked, in the body and the attached PDF', async () => {
    const [vendas] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'vendas'));
    const owner = await ownerPrincipal(t.database.db, vendas!.id);
    const sent: MailMessage[] = [];
    await sendReportNow(t.database.db, owner!, { send: async (m) => void sent.push(m) }, ids.schedule);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`Aviário 01 (${SENSITIVE_MASK})`);
    expect(leaked(sent[0]!.text)).toEqual([]);
    // The shed chosen and every broiler shed with a batch (the schedule's module).
    expect(sent[0]!.attachments!.length).toBeGreaterThan(1);
    for (const attachment of sent[0]!.attachments!) {
      const pdf = await readPdf(attachment.content);
      expect(pdf.text).toContain(SENSITIVE_MASK);
      expect(leaked(`${attachment.filename}\n${pdf.text}`)).toEqual([]);
    }
  });
});

/** Every row of every table, in one digest per table: equal before and after means nothing was written. */
async function everything() {
  const tables = rowsOf<{ name: string }>(await t.database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string }>(
      await t.database.db.execute(sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${name}" t`)),
    );
    out[name] = row!.digest;
  }
  return out;
}

describe('guests are read-only', () => {
  it('answers 403 to every non-GET operation of the API document, and nothing changes', async () => {
    // Sign-in, password links and acknowledge links take no token (the link is its own credential), telemetry is the devices' (an ingest key, never a person's token), and the first run's setup is before anyone exists.
    const open = ['/api/v1/token', '/api/v2/telemetry', '/api/v2/password-links', '/api/v2/alerts/acknowledge/', '/api/v2/setup'];
    const requests = requestsOf((m) => m !== 'get' && m !== 'head').filter((r) => !open.some((path) => r.url.startsWith(path)));
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(`POST /api/v2/alerts/${ids.alert}/acknowledge`);
    await t.tokenFor('vendas');
    const before = await everything();
    for (const { method, url } of requests) {
      const res = await t.as('vendas', method as 'POST', url, {});
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect(await everything()).toEqual(before);
    // The same requests from someone who may write are not refused by the guard.
    expect((await t.as('admin', 'POST', `/api/v2/alerts/${ids.alert}/acknowledge`)).statusCode).not.toBe(403);
  });
});

describe('alerts follow the feature permission as well as the module', () => {
  const SINCE = 'since=2000-01-01T00:00:00Z';

  it('lists and counts for a guest only the alert types of their features (Performance: Desempenho)', async () => {
    const admin = recentAlertListSchema.parse((await t.as('admin', 'GET', `/api/v2/alerts/recent?module=frangos_de_corte&${SINCE}&limit=500`)).json());
    const guest = recentAlertListSchema.parse((await t.as('vendas', 'GET', `/api/v2/alerts/recent?${SINCE}&limit=500`)).json());
    expect(new Set(admin.map((a) => a.type)).size).toBeGreaterThan(1);
    expect(guest.map((a) => a.id)).toEqual(admin.filter((a) => a.type === 'Desempenho').map((a) => a.id));
    const history = (await t.as('vendas', 'GET', `/api/v2/alerts/history?start=2000-01-01T00:00:00Z&limit=500`)).json<{ results: { type: string }[]; count: number }>();
    expect(history.count).toBe(guest.length);
    expect(new Set(history.results.map((a) => a.type))).toEqual(new Set(['Desempenho']));
    const ambience = recentAlertListSchema.parse((await t.as('vendas', 'GET', `/api/v2/alerts/recent?type=Ambi%C3%AAncia&${SINCE}`)).json());
    expect(ambience).toEqual([]);

    const counts = alertCountsSchema.parse((await t.as('vendas', 'GET', `/api/v2/alerts/counts?${SINCE}`)).json());
    for (const c of counts.counts) expect(c.count, c.type).toBe(c.type === 'Desempenho' ? admin.filter((a) => a.type === 'Desempenho').length : 0);
    const adminCounts = alertCountsSchema.parse((await t.as('admin', 'GET', `/api/v2/alerts/counts?module=frangos_de_corte&${SINCE}`)).json());
    expect(adminCounts.counts.find((c) => c.type === 'Ambiência')!.count).toBeGreaterThan(0);
  });

  it('counts on the home chips only the alert types of the features held', async () => {
    const guest = homeSummarySchema.parse((await t.as('vendas', 'GET', `/api/v2/home/summary?hours=${HOME_ALERT_WINDOW_HOURS.max}`)).json());
    const admin = homeSummarySchema.parse((await t.as('admin', 'GET', `/api/v2/home/summary?hours=${HOME_ALERT_WINDOW_HOURS.max}`)).json());
    const broiler = (s: typeof guest) => s.modules.find((m) => m.module === 'frangos_de_corte')!;
    const adminChips = Object.fromEntries(broiler(admin).alerts.map((a) => [a.type, a]));
    expect(adminChips.Ambiência!.count).toBeGreaterThan(0);
    const performance = adminChips.Desempenho!;
    expect(broiler(guest).alerts).toEqual(
      ALERT_TYPES.map((type) =>
        type === 'Desempenho'
          ? { type, count: performance.count, open: performance.open, critical_open: performance.critical_open, level: performance.count > 0 ? 3 : 0 }
          : { type, count: 0, open: 0, critical_open: 0, level: 0 },
      ),
    );
    expect(guest.latest_alerts.every((a) => a.type === 'Desempenho')).toBe(true);
  });

  it('does not stream, and answers 404 to acknowledging, an alert of a feature the user lacks', async () => {
    // A producer who follows broiler performance and nutrition, not sanity (nor, with it, ambience).
    await t.database.db.update(users).set({ roles: { frangos_de_corte: ['Performance', 'Nutrição'] } }).where(eq(users.username, 'produtor'));
    forgetPrincipals();
    const address = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const producer = await openStream(address, 'produtor');
    await new Promise((r) => setTimeout(r, 300));

    const ambience = await alertOf('Ambiência');
    const sanity = (await alertOf('Sanidade')) ?? (await alertOf('Sanidade', 'acknowledged'));
    expect(ambience).toBeDefined();
    for (const alert of [ambience, sanity].filter((a) => a !== undefined)) {
      const refused = await t.as('produtor', 'POST', `/api/v2/alerts/${alert.id}/acknowledge`);
      expect(refused.statusCode, refused.body).toBe(404);
    }
    const [still] = await t.database.db.select({ state: alerts.state }).from(alerts).where(eq(alerts.id, ambience!.id));
    expect(still!.state).toBe('open');
    // Staff acknowledge it: the change is not streamed to the producer; a Desempenho one is.
    expect((await t.as('admin', 'POST', `/api/v2/alerts/${ambience!.id}/acknowledge`)).statusCode).toBe(200);
    const desempenho = await alertOf('Desempenho');
    expect(desempenho).toBeDefined();
    const ok = await t.as('produtor', 'POST', `/api/v2/alerts/${desempenho!.id}/acknowledge`);
    expect(ok.statusCode, ok.body).toBe(200);
    await expect.poll(() => producer.events.some((e) => e.id === desempenho!.id), { timeout: 5000 }).toBe(true);
    expect(producer.events.map((e) => e.type)).not.toContain('Ambiência');
    expect(producer.events.some((e) => e.id === ambience!.id)).toBe(false);
    producer.close();

    const list = recentAlertListSchema.parse((await t.as('produtor', 'GET', `/api/v2/alerts/recent?${SINCE}&limit=500`)).json());
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['Desempenho', 'Nutrição']));
    const types = new Set<string>(list.map((a) => a.type));
    expect(types.has('Sanidade') || types.has('Ambiência')).toBe(false);
  });
});
