import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import {
  ALERT_HISTORY_EXPORT_COLUMNS,
  alertHistorySchema,
  apiErrorSchema,
  EXPORT_LABELS,
  SENSITIVE_MASK,
  type AlertLanguage,
  type RecentAlert,
} from '@plantel/contracts';
import { companies, sheds } from '../src/db/schema';
import { parseCsv, readXlsx } from './helpers/export-files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every alert of a history query, through the JSON API a page at a time. */
async function history(user: string, query: string, lang: AlertLanguage = 'pt-BR'): Promise<{ alerts: RecentAlert[]; count: number }> {
  const alerts: RecentAlert[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await t.as(user, 'GET', `/api/v2/alerts/history?${query}&lang=${lang}&limit=1000&offset=${offset}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = alertHistorySchema.parse(res.json());
    alerts.push(...page.results);
    if (alerts.length >= page.count) return { alerts, count: page.count };
  }
}

async function exported(user: string, query: string) {
  const res = await t.as(user, 'GET', `/api/v2/exports/alerts/history?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** dd/MM/yyyy HH:mm on the demo company's clock (America/Sao_Paulo, the default). */
function saoPaulo(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hourCycle: 'h23', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const column = (file: { header: string[] }, rows: readonly (readonly unknown[])[], title: string) => rows.map((r) => r[file.header.indexOf(title)]);

describe('GET /api/v2/exports/alerts/history', () => {
  it('writes the history the API pages through: same titles, count, order, messages, and times on the company clock', async () => {
    const api = await history('admin', 'module=frangos_de_corte');
    expect(api.count).toBeGreaterThan(3);
    const res = await exported('admin', 'module=frangos_de_corte&lang=pt-BR');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="historico-de-alertas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = parseCsv(res.rawPayload, ';');
    const labels = EXPORT_LABELS['pt-BR'];
    expect(csv.bom && csv.crlf).toBe(true);
    expect(csv.header).toEqual(ALERT_HISTORY_EXPORT_COLUMNS.map((c) => labels.alertHistory[c]));
    expect(csv.rows).toHaveLength(api.count);
    expect(column(csv, csv.rows, labels.alertHistory.message)).toEqual(api.alerts.map((a) => a.message));
    expect(column(csv, csv.rows, labels.alertHistory.time)).toEqual(api.alerts.map((a) => saoPaulo(a.timestamp)));
    expect(column(csv, csv.rows, labels.alertHistory.type)).toEqual(api.alerts.map((a) => labels.alertTypes[a.type]));
    expect(column(csv, csv.rows, labels.alertHistory.state)).toEqual(api.alerts.map((a) => labels.alertStates[a.state]));
    expect(column(csv, csv.rows, labels.alertHistory.shed)).toEqual(api.alerts.map((a) => a.shed_identification ?? labels.companyWide));
  });

  it('filters by state and period as the history does, and words the file in English', async () => {
    const query = 'state=resolved&start=2000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z';
    const api = await history('admin', query, 'en');
    expect(api.count).toBeGreaterThan(0);
    const csv = parseCsv((await exported('admin', `${query}&lang=en`)).rawPayload, ',');
    const labels = EXPORT_LABELS.en.alertHistory;
    expect(csv.rows).toHaveLength(api.count);
    expect(new Set(column(csv, csv.rows, labels.state))).toEqual(new Set(['Resolved']));
    expect(column(csv, csv.rows, labels.resolved_at)).toEqual(api.alerts.map((a) => saoPaulo(a.resolved_at!)));
    expect(column(csv, csv.rows, labels.message)).toEqual(api.alerts.map((a) => a.message));
  });

  it('writes dates as date cells and ages as numbers in a workbook', async () => {
    const api = await history('admin', 'module=frangos_de_corte', 'es');
    const sheet = await readXlsx((await exported('admin', 'module=frangos_de_corte&format=xlsx&lang=es')).rawPayload);
    const labels = EXPORT_LABELS.es.alertHistory;
    expect(sheet.name).toBe('Historial de alertas');
    expect(sheet.headerBold).toBe(true);
    expect(sheet.header).toEqual(ALERT_HISTORY_EXPORT_COLUMNS.map((c) => labels[c]));
    expect(sheet.rows).toHaveLength(api.count);
    const times = column(sheet, sheet.rows, labels.time) as Date[];
    // A workbook date has no time zone: it holds the company's wall clock.
    expect(times.map((d) => `${d.toISOString().slice(8, 10)}/${d.toISOString().slice(5, 7)}/${d.toISOString().slice(0, 4)} ${d.toISOString().slice(11, 16)}`)).toEqual(
      api.alerts.map((a) => saoPaulo(a.timestamp)),
    );
    expect(column(sheet, sheet.rows, labels.age)).toEqual(api.alerts.map((a) => a.age));
    expect(column(sheet, sheet.rows, labels.message)).toEqual(api.alerts.map((a) => a.message));
  });

  it("masks the property for a guest and keeps to the caller's company", async () => {
    const api = await history('vendas', 'start=2000-01-01T00:00:00Z');
    const csv = parseCsv((await exported('vendas', 'start=2000-01-01T00:00:00Z&lang=pt-BR')).rawPayload, ';');
    const property = column(csv, csv.rows, EXPORT_LABELS['pt-BR'].alertHistory.property);
    expect(property).toEqual(api.alerts.map((a) => (a.shed_property_name === null ? '' : SENSITIVE_MASK)));
    expect(property).toContain(SENSITIVE_MASK);

    const other = await history('outra', 'start=2000-01-01T00:00:00Z');
    const theirs = parseCsv((await exported('outra', 'start=2000-01-01T00:00:00Z')).rawPayload, ';');
    expect(theirs.rows).toHaveLength(other.count);
    const demo = await history('admin', 'start=2000-01-01T00:00:00Z');
    const demoSheds = new Set(demo.alerts.map((a) => a.shed_identification).filter((s) => s !== null));
    expect(column(theirs, theirs.rows, EXPORT_LABELS['pt-BR'].alertHistory.shed).some((s) => demoSheds.has(s as string) && !other.alerts.some((a) => a.shed_identification === s))).toBe(false);
  });

  it.each([
    ['format=docx', 'format'],
    ['state=forgotten', 'state'],
    ['start=2026-03-10T00:00:00Z&end=2026-03-01T00:00:00Z', 'start'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await t.as('admin', 'GET', `/api/v2/exports/alerts/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.map((f) => f.field)).toEqual([field]);
  });
});

describe('a history longer than one API page', () => {
  const PERIOD = 'start=2020-01-01T00:00:00Z&end=2020-12-31T00:00:00Z';

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    const [shed] = await db.select({ id: sheds.id }).from(sheds).where(and(eq(sheds.companyId, demo!.id), eq(sheds.identification, 'Aviário 01')));
    // 2,600 resolved alerts in 2020, three to a minute, at times with microseconds: the export reads
    // them by key across ties, where offsets would not be needed.
    await db.execute(sql`
      insert into alerts (company_id, shed_id, type, subtype, subject, severity, params, age, state, occurred_at, last_seen_at, resolved_at)
      select ${demo!.id}, ${shed!.id}, 'Nutrição', 'silo_low', 'bulk:' || i, 'warning', jsonb_build_object('days', i, 'kg', i * 10), 20, 'resolved', at, at, at + interval '1 hour'
      from generate_series(1, 2600) as i, lateral (select timestamptz '2020-06-01 12:00:00.000123+00' - (i / 3) * interval '1 minute' as at) as moment`);
  });

  it('exports every alert, in the order of the API pages one after the other', async () => {
    const api = await history('admin', PERIOD);
    expect(api.count).toBe(2600);
    const csv = parseCsv((await exported('admin', `${PERIOD}&lang=pt-BR`)).rawPayload, ';');
    expect(csv.rows).toHaveLength(2600);
    expect(column(csv, csv.rows, EXPORT_LABELS['pt-BR'].alertHistory.message)).toEqual(api.alerts.map((a) => a.message));
    const sheet = await readXlsx((await exported('admin', `${PERIOD}&format=xlsx&lang=en`)).rawPayload);
    expect(sheet.rows).toHaveLength(2600);
  });
});

describe('a database failure part way through', () => {
  const YEAR = 'start=2019-01-01T00:00:00Z&end=2019-12-31T00:00:00Z';

  beforeAll(async () => {
    const [demo] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    // Enough alerts that a compressed workbook cannot be written whole before the failure.
    await t.database.db.execute(sql`
      insert into alerts (company_id, type, subtype, subject, severity, params, state, occurred_at, last_seen_at, resolved_at)
      select ${demo!.id}, 'Ambiência', 'no_telemetry', 'year:' || i, 'critical', jsonb_build_object('hours', i), 'resolved', at, at, at
      from generate_series(1, 20000) as i, lateral (select timestamptz '2019-12-01 00:00:00+00' - i * interval '20 minutes' as at) as moment`);
  });

  it.each(['csv', 'xlsx'])('breaks the %s download instead of ending it short', async (format) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exports/alerts/history?${YEAR}&format=${format}`,
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    // The first rows are on their way; the rest cannot be read any more.
    await t.database.db.execute(sql`alter table alerts rename to alerts_elsewhere`);
    try {
      const body = res.stream() as Readable;
      await expect(
        (async () => {
          for await (const chunk of body) void chunk;
        })(),
      ).rejects.toThrow(/destroyed before completion/);
    } finally {
      await t.database.db.execute(sql`alter table alerts_elsewhere rename to alerts`);
    }
  });
});
