import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SHED_LIST_CATEGORIES, SHED_STAGES } from '@plantel/contracts';
import { alerts, batchDivisions, batches, companies, notificationPreferences, producers, properties, sheds, silos, userProducers, users } from '../src/db/schema';
import type { MailMessage } from '../src/services/alerts/channels/email';
import { emailSender } from '../src/services/alerts/channels/email';
import { dispatchCompanyAlerts } from '../src/services/alerts/dispatch/alert-dispatcher.service';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openAlertStream } from './helpers/alert-stream';

/**
 * The demo's `produtor` is linked to João Batista Moreira: every answer they get names only his
 * sheds and batches, and any other shed or batch id of the company is a 404, as for another company.
 */

let t: TestApp;
let companyId: number;
/** Names of the company's other producers: theirs, their properties', their owners' and their sheds'. */
let foreignNames: string[];
let foreignShedIds: Set<number>;
let foreignBatchIds: Set<number>;
/** Aviário 07 (Roberto Schmidt's): a broiler shed produtor's modules open but their producer does not. */
const foreign = {} as { shed: number; batch: number; division: number; silo: number };
const own = {} as { shed: number; batch: number; division: number; silo: number };

type Operation = { parameters?: { name: string; in: string; required?: boolean }[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
let doc: OpenApi;

async function shedAndBatch(identification: string) {
  const db = t.database.db;
  const [shed] = await db.select({ id: sheds.id }).from(sheds).where(and(eq(sheds.companyId, companyId), eq(sheds.identification, identification)));
  const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.shedId, shed!.id)).orderBy(sql`${batches.openingDate} desc`).limit(1);
  const [silo] = await db.select({ id: silos.id }).from(silos).where(eq(silos.shedId, shed!.id)).limit(1);
  const [division] = await db.select({ id: batchDivisions.id }).from(batchDivisions).where(eq(batchDivisions.batchId, batch!.id)).limit(1);
  return { shed: shed!.id, batch: batch!.id, division: division!.id, silo: silo!.id };
}

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_ALERT_FEED_INTERVAL_MS: '100' });
  const db = t.database.db;
  companyId = (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo')))[0]!.id;
  const [joao] = await db.select({ id: producers.id }).from(producers).where(and(eq(producers.companyId, companyId), eq(producers.name, 'João Batista Moreira')));
  const [produtor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'produtor'));
  expect(await db.select({ producerId: userProducers.producerId }).from(userProducers).where(eq(userProducers.userId, produtor!.id))).toEqual([{ producerId: joao!.id }]);

  const others = await db
    .select({ shed: sheds.id, identification: sheds.identification, producer: producers.name, property: properties.name, owner: properties.ownerName })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(and(eq(sheds.companyId, companyId), ne(producers.id, joao!.id)));
  foreignNames = [...new Set(others.flatMap((o) => [o.identification, o.producer, o.property, o.owner]))];
  expect(foreignNames).toEqual(expect.arrayContaining(['Aviário 07', 'Matrizeiro 04', 'Roberto Schmidt', 'Ana Cristina Lopes', 'Granja Santa Luzia']));
  foreignShedIds = new Set(others.map((o) => o.shed));
  const theirBatches = await db.select({ id: batches.id, identification: batches.identification }).from(batches).where(inArray(batches.shedId, [...foreignShedIds]));
  foreignBatchIds = new Set(theirBatches.map((b) => b.id));
  foreignNames.push(...theirBatches.map((b) => b.identification));

  Object.assign(foreign, await shedAndBatch('Aviário 07'));
  Object.assign(own, await shedAndBatch('Aviário 01'));
  // Copies on Aviário 07 of the demo's alerts of every type, open, so every alert answer has some to leave out.
  const originals = await db.select().from(alerts).where(eq(alerts.companyId, companyId));
  const oneOfEach = [...new Map(originals.map((a) => [a.type, a])).values()];
  expect(oneOfEach.map((a) => a.type)).toEqual(expect.arrayContaining(['Desempenho', 'Nutrição', 'Ambiência']));
  await db.insert(alerts).values(
    oneOfEach.map(({ id: _id, acknowledgedAt: _a, acknowledgedBy: _b, resolvedAt: _r, ...a }, i) => ({
      ...a,
      shedId: foreign.shed,
      batchId: foreign.batch,
      subject: `producer-scope-${i}`,
      state: 'open' as const,
      occurredAt: new Date(Date.now() - 60_000),
      lastSeenAt: new Date(),
      updatedAt: new Date(Date.now() - 60_000),
    })),
  );

  doc = (await t.app.inject('/api/docs/json')).json<OpenApi>();
});
afterAll(() => t.close());

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const leakedNames = (text: string) => foreignNames.filter((name) => fold(text).includes(fold(name)));

/** Shed and batch ids under keys that name a shed or a batch, anywhere in a JSON answer. */
function leakedIds(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => leakedIds(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leakedIds(v, k));
  if (typeof value !== 'number') return [];
  if (/shed/i.test(key) && foreignShedIds.has(value)) return [`${key}=${value} (shed)`];
  if (/batch/i.test(key) && foreignBatchIds.has(value)) return [`${key}=${value} (batch)`];
  return [];
}

const LIST_PATHS = [...SHED_LIST_CATEGORIES, ...SHED_STAGES];
/** Collections whose path id is a shed, batch or silo of a farm. */
const FARM_COLLECTIONS = new Set(['sheds', 'silos-shed', 'batches', 'slaughter-weight-projection', 'silos']);

function collectionOf(path: string, param: string) {
  return path.slice(0, path.indexOf(`{${param}}`)).split('/').filter(Boolean).at(-1) ?? '';
}

/** The document's GET requests with their path ids filled from `ids`; paths with other ids are left out. */
function getRequests(ids: { shed: number; batch: number; division: number; silo: number }): string[] {
  const byCollection: Record<string, number> = { sheds: ids.shed, 'silos-shed': ids.shed, batches: ids.batch, 'slaughter-weight-projection': ids.batch, silos: ids.silo };
  const out: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const op = operations.get;
    if (!op || path.startsWith('/api/v2/alerts/stream')) continue;
    let urls = [path];
    let walkable = true;
    for (const param of path.match(/\{[^}]+\}/g) ?? []) {
      const name = param.slice(1, -1);
      const collection = collectionOf(path, name);
      if (/category|state/.test(name)) urls = urls.flatMap((u) => LIST_PATHS.map((v) => u.replace(param, v)));
      else if (FARM_COLLECTIONS.has(collection)) urls = urls.map((u) => u.replace(param, String(byCollection[collection])));
      else walkable = false;
    }
    if (!walkable) continue;
    const query = new URLSearchParams();
    for (const p of op.parameters ?? []) {
      if (p.in !== 'query') continue;
      if (p.name === 'since' || p.name === 'start') query.set(p.name, '2000-01-01T00:00:00Z');
      else if (p.name === 'limit') query.set('limit', '500');
      else if (p.required) {
        const value = { batch: ids.batch, division: ids.division, shed: ids.shed, format: 'csv', module: 'frangos_de_corte', company: companyId, from: '2000-01-01', to: '2100-12-31' }[p.name];
        if (value === undefined) throw new Error(`No value for the required query parameter ${p.name}: add one to the producer walk`);
        query.set(p.name, String(value));
      }
    }
    const text = query.toString();
    out.push(...urls.map((u) => (text ? `${u}?${text}` : u)));
  }
  return out;
}

async function bodyOf(res: Awaited<ReturnType<TestApp['as']>>) {
  return String(res.headers['content-type'] ?? '').includes('application/pdf') ? (await readPdf(res.rawPayload)).text : res.body;
}

describe('a producer linked to one producer', () => {
  it('walks every GET route of the API document and finds no shed, batch or name of another producer', async () => {
    const requests = getRequests(own);
    expect(requests.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const url of requests) {
      const res = await t.as('produtor', 'GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      const body = await bodyOf(res);
      expect(leakedNames(body), `${url} (${res.statusCode})`).toEqual([]);
      if (String(res.headers['content-type'] ?? '').includes('json')) expect(leakedIds(res.json()), url).toEqual([]);
      if (res.statusCode === 200) answered.push(url.split('?')[0]!);
    }
    for (const path of ['/api/v2/sheds/performance', '/api/v2/alerts/recent', '/api/v2/alerts/history', '/api/v2/home/summary', '/api/v2/report-schedules/options', '/api/v2/exports/sheds/performance', `/api/v2/batches/${own.batch}/report`]) {
      expect(answered, path).toContain(path);
    }
  }, 180_000);

  it('is what the walk would catch: staff read the other producers in the same answers', async () => {
    for (const url of ['/api/v2/sheds/performance?module=frangos_de_corte&limit=500', '/api/v2/alerts/recent?since=2000-01-01T00:00:00Z&limit=500', '/api/v2/report-schedules/options']) {
      const res = await t.as('tecnico', 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(leakedNames(res.body), url).toContain('Aviário 07');
    }
  });

  it("answers 404 to every GET of another producer's shed, batch or silo, as for another company", async () => {
    const requests = getRequests(foreign).filter((url) => /\/(sheds|silos-shed|batches|slaughter-weight-projection|silos)\/\d+/.test(url) || /[?&](batch|shed)=/.test(url));
    expect(requests.length).toBeGreaterThan(10);
    for (const url of requests) {
      const mine = await t.as('produtor', 'GET', url);
      const outra = await t.as('outra', 'GET', url);
      expect(mine.statusCode, `${url}: ${mine.body.slice(0, 200)}`).toBe(outra.statusCode);
      expect([400, 404], url).toContain(mine.statusCode);
      expect(leakedNames(await bodyOf(mine)), url).toEqual([]);
    }
    expect((await t.as('produtor', 'GET', `/api/v2/sheds/${foreign.shed}`)).statusCode).toBe(404);
    expect((await t.as('produtor', 'GET', `/api/v2/batches/${foreign.batch}`)).statusCode).toBe(404);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${foreign.batch}`)).statusCode).toBe(200);
  });

  it("changes nothing of another producer's: writes answer 404 and alerts cannot be acknowledged", async () => {
    const [alert] = await t.database.db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.shedId, foreign.shed), eq(alerts.type, 'Desempenho')));
    expect((await t.as('produtor', 'POST', `/api/v2/alerts/${alert!.id}/acknowledge`)).statusCode).toBe(404);
    const plan = await t.as('produtor', 'PUT', `/api/v2/sheds/${foreign.shed}/slaughter-plan`, { batch: foreign.batch, target_date: null });
    expect(plan.statusCode).toBe(404);
    const schedule = await t.as('produtor', 'POST', '/api/v2/report-schedules', { sheds: [foreign.shed], weekday: 1, hour: 7, language: 'pt-BR', email: 'p@example.com' });
    expect(schedule.statusCode).toBe(400);
    const [still] = await t.database.db.select({ state: alerts.state }).from(alerts).where(eq(alerts.id, alert!.id));
    expect(still!.state).not.toBe('acknowledged');
  });

  it("streams and e-mails only the alerts of the producer's own sheds", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const producer = await openStream(address, 'produtor');
    const staff = await openStream(address, 'tecnico');
    await new Promise((r) => setTimeout(r, 300));
    const [theirs] = await t.database.db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.shedId, foreign.shed), eq(alerts.type, 'Nutrição')));
    const [mine] = await t.database.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.shedId, own.shed), eq(alerts.state, 'open'), eq(alerts.type, 'Nutrição')))
      .limit(1);
    await t.database.db.update(alerts).set({ updatedAt: new Date() }).where(inArray(alerts.id, [theirs!.id, mine!.id]));
    try {
      await expect.poll(() => staff.events.map((e) => e.id), { timeout: 5000 }).toEqual(expect.arrayContaining([theirs!.id, mine!.id]));
      await expect.poll(() => producer.events.map((e) => e.id), { timeout: 5000 }).toContain(mine!.id);
      expect(producer.events.map((e) => e.shed)).not.toContain(foreign.shed);
    } finally {
      producer.close();
      staff.close();
    }

    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'produtor'));
    await t.database.db.insert(notificationPreferences).values({
      userId: me!.id,
      preferences: { email: true, email_address: 'paulo@example.com', language: 'pt-BR', min_severity: 'info', quiet_hours: null },
    });
    const sent: MailMessage[] = [];
    await dispatchCompanyAlerts(t.database.db, companyId, new Date(), { senders: { email: emailSender({ send: async (m) => void sent.push(m) }) }, publicUrl: 'http://localhost', alertIds: [theirs!.id, mine!.id] });
    const toPaulo = sent.filter((m) => m.to === 'paulo@example.com');
    expect(toPaulo).toHaveLength(1);
    expect(leakedNames(`${toPaulo[0]!.subject}\n${toPaulo[0]!.text}`)).toEqual([]);
  });
});

/** Reads an alert stream as `user`; `events` fills as they come. */
const openStream = async (address: string, user: string) => openAlertStream(address, await t.tokenFor(user));
