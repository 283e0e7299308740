import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  CONSUMPTION_EXPORT_COLUMNS,
  consumptionHistorySchema,
  EXPORT_LABELS,
  FEED_CONTROL_EXPORT_COLUMNS,
  feedControlListSchema,
  FORECAST_EXPORT_COLUMNS,
  shedListSchema,
  slaughterForecastSchema,
} from '@plantel/contracts';
import { parseCsv, readXlsx } from './helpers/export-files';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/** The demo companies' time zone: their calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** The current batch of each demo broiler shed, by identification. */
async function demoBatches(): Promise<Map<string, number>> {
  const res = await t.as('tecnico', 'GET', '/api/v2/sheds/nutrition?module=frangos_de_corte&stage=lodged,empty_batch,pre_lodged&limit=100');
  return new Map(shedListSchema.parse(res.json()).results.map((s) => [s.identification, s.last_batch!]));
}

async function json(user: string, url: string) {
  const res = await t.as(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function exported(user: string, url: string) {
  const res = await t.as(user, 'GET', `/api/v2/exports${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** dd/MM/yyyy HH:mm on the demo company's clock (America/Sao_Paulo). */
function saoPaulo(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hourCycle: 'h23', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const comma = (n: number | null, places: number) => (n === null ? '' : String(Math.round(n * 10 ** places) / 10 ** places).replace('.', ','));
const column = (file: { header: string[] }, rows: readonly (readonly unknown[])[], title: string) => rows.map((r) => r[file.header.indexOf(title)]);

describe('GET /api/v2/exports/feed-controls', () => {
  it('writes every delivery of the list’s query: titles, count, company-clock dates, decimal commas, origins', async () => {
    const batch = (await demoBatches()).get('Aviário 01')!;
    const query = `batch=${batch}`;
    const api = feedControlListSchema.parse(await json('tecnico', `/api/v1/feed-controls?${query}&limit=500`));
    expect(api.count).toBeGreaterThan(5);
    // The list's page of 2 is ignored: the file holds every delivery.
    expect(feedControlListSchema.parse(await json('tecnico', `/api/v1/feed-controls?${query}&limit=2`)).results).toHaveLength(2);
    const res = await exported('tecnico', `/feed-controls?${query}&limit=2&lang=pt-BR`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="entregas-de-racao-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = parseCsv(res.rawPayload, ';');
    const labels = EXPORT_LABELS['pt-BR'];
    expect(csv.bom && csv.crlf).toBe(true);
    expect(csv.header).toEqual(FEED_CONTROL_EXPORT_COLUMNS.map((c) => labels.feedControls[c]));
    expect(csv.rows).toHaveLength(api.count);
    expect(column(csv, csv.rows, labels.feedControls.date)).toEqual(api.results.map((d) => saoPaulo(d.date)));
    expect(column(csv, csv.rows, labels.feedControls.quantity)).toEqual(api.results.map((d) => comma(d.quantity, 1)));
    expect(column(csv, csv.rows, labels.feedControls.silo)).toEqual(api.results.map((d) => d.silo_identification));
    expect(column(csv, csv.rows, labels.feedControls.origin)).toEqual(api.results.map((d) => labels.feedControlTypes[d.feed_control_type]));
  });

  it('filters by silo and orders oldest first as the list does, in a workbook with number and date cells', async () => {
    const batch = (await demoBatches()).get('Aviário 01')!;
    const all = feedControlListSchema.parse(await json('tecnico', `/api/v1/feed-controls?batch=${batch}&limit=500`));
    const silo = all.results[0]!.silo;
    const query = `batch=${batch}&silo=${silo}&ordering=date`;
    const api = feedControlListSchema.parse(await json('tecnico', `/api/v1/feed-controls?${query}&limit=500`));
    const sheet = await readXlsx((await exported('tecnico', `/feed-controls?${query}&format=xlsx&lang=en`)).rawPayload);
    const labels = EXPORT_LABELS.en.feedControls;
    expect(sheet.header).toEqual(FEED_CONTROL_EXPORT_COLUMNS.map((c) => labels[c]));
    expect(sheet.headerBold).toBe(true);
    expect(sheet.rows).toHaveLength(api.count);
    expect(column(sheet, sheet.rows, labels.quantity)).toEqual(api.results.map((d) => Math.round(d.quantity * 10) / 10));
    const dates = column(sheet, sheet.rows, labels.date) as Date[];
    expect(dates.every((d) => d instanceof Date)).toBe(true);
    expect(dates.map((d) => d.getTime())).toEqual([...dates].map((d) => d.getTime()).sort((a, b) => a - b));
  });

  it('answers 404 for a batch of another company or outside Nutrição, 400 naming a bad field', async () => {
    const batch = (await demoBatches()).get('Aviário 01')!;
    expect((await t.as('outra', 'GET', `/api/v2/exports/feed-controls?batch=${batch}`)).statusCode).toBe(404);
    expect((await t.as('vendas', 'GET', `/api/v2/exports/feed-controls?batch=${batch}`)).statusCode).toBe(404);
    const future = await t.as('tecnico', 'GET', `/api/v2/exports/feed-controls?batch=${batch}&end=2999-01-01`);
    expect(future.statusCode).toBe(400);
    expect(apiErrorSchema.parse(future.json()).fields?.map((f) => f.field)).toEqual(['end']);
    const noBatch = await t.as('tecnico', 'GET', '/api/v2/exports/feed-controls?format=csv');
    expect(noBatch.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noBatch.json()).fields?.map((f) => f.field)).toEqual(['batch']);
  });
});

describe('GET /api/v2/exports/batches/{id}/consumption-history', () => {
  it.each(['days', 'weeks'])('writes the %s the consumption charts draw, with the API’s figures', async (grouping) => {
    const batch = (await demoBatches()).get('Aviário 03')!;
    const end = localDay(new Date(), SP);
    const start = localDay(new Date(Date.now() - 21 * DAY), SP);
    const query = `start=${start}&end=${end}&grouping=${grouping}`;
    const api = consumptionHistorySchema.parse(await json('tecnico', `/api/v2/batches/${batch}/consumption-history?${query}`));
    expect(api.results.length).toBeGreaterThan(1);
    const csv = parseCsv((await exported('tecnico', `/batches/${batch}/consumption-history?${query}&lang=es`)).rawPayload, ';');
    const labels = EXPORT_LABELS.es.consumptionHistory;
    expect(csv.header).toEqual(CONSUMPTION_EXPORT_COLUMNS.map((c) => labels[c]));
    expect(csv.rows).toHaveLength(api.results.length);
    expect(column(csv, csv.rows, labels.age)).toEqual(api.results.map((e) => String(e.age)));
    expect(column(csv, csv.rows, labels.date)).toEqual(api.results.map((e) => day(e.date)));
    expect(column(csv, csv.rows, labels.amount)).toEqual(api.results.map((e) => comma(e.amount, 1)));
    expect(column(csv, csv.rows, labels.ideal_amount)).toEqual(api.results.map((e) => comma(e.ideal_amount, 1)));

    const sheet = await readXlsx((await exported('tecnico', `/batches/${batch}/consumption-history?${query}&format=xlsx&lang=es`)).rawPayload);
    expect(sheet.rows).toHaveLength(api.results.length);
    expect(column(sheet, sheet.rows, labels.current_lodged)).toEqual(api.results.map((e) => e.current_lodged));
    expect((column(sheet, sheet.rows, labels.date) as Date[]).map((d) => d.toISOString().slice(0, 10))).toEqual(api.results.map((e) => e.date));
  });

  it('answers 404 for another company’s batch and 400 naming a bad grouping', async () => {
    const batch = (await demoBatches()).get('Aviário 03')!;
    expect((await t.as('outra', 'GET', `/api/v2/exports/batches/${batch}/consumption-history`)).statusCode).toBe(404);
    const bad = await t.as('tecnico', 'GET', `/api/v2/exports/batches/${batch}/consumption-history?grouping=months`);
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.map((f) => f.field)).toEqual(['grouping']);
  });
});

describe('GET /api/v2/exports/slaughter-weight-projection/{batch id}', () => {
  it('writes the forecast table day by day as the API predicts it', async () => {
    const batch = (await demoBatches()).get('Aviário 01')!;
    const api = slaughterForecastSchema.parse(await json('tecnico', `/api/v1/slaughter-weight-projection/${batch}`)).results;
    expect(api.predictions.length).toBeGreaterThan(10);
    const res = await exported('tecnico', `/slaughter-weight-projection/${batch}?format=csv&lang=en`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="slaughter-forecast-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = parseCsv(res.rawPayload, ',');
    const labels = EXPORT_LABELS.en.slaughterForecast;
    expect(csv.header).toEqual(FORECAST_EXPORT_COLUMNS.map((c) => labels[c]));
    expect(csv.rows).toHaveLength(api.predictions.length);
    expect(column(csv, csv.rows, labels.age)).toEqual(api.predictions.map((p) => String(p.age)));
    expect(column(csv, csv.rows, labels.weight)).toEqual(api.predictions.map((p) => String(p.weight)));
    expect(column(csv, csv.rows, labels.necessary_ration)).toEqual(api.predictions.map((p) => String(p.necessary_ration)));

    const sheet = await readXlsx((await exported('tecnico', `/slaughter-weight-projection/${batch}?format=xlsx&lang=pt-BR`)).rawPayload);
    expect(sheet.name).toMatch(/^Previsão de abate - /);
    expect(column(sheet, sheet.rows, EXPORT_LABELS['pt-BR'].slaughterForecast.accumulated_consumption)).toEqual(api.predictions.map((p) => p.accumulated_consumption));
  });

  it('answers 404 without Predição or for another company', async () => {
    const batch = (await demoBatches()).get('Aviário 01')!;
    expect((await t.as('outra', 'GET', `/api/v2/exports/slaughter-weight-projection/${batch}`)).statusCode).toBe(404);
    expect((await t.as('suinos', 'GET', `/api/v2/exports/slaughter-weight-projection/${batch}`)).statusCode).toBe(404);
    expect((await t.as('tecnico', 'GET', `/api/v2/exports/slaughter-weight-projection/${batch}?format=ods`)).statusCode).toBe(400);
  });
});
