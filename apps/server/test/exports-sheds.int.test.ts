import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  batchPerformanceSchema,
  EXPORT_LABELS,
  SENSITIVE_MASK,
  SHED_LIST_CATEGORY_COLUMNS,
  SHED_STAGE_LIST_COLUMNS,
  shedListSchema,
  weighingSchema,
  type BatchPerformance,
  type ShedListItem,
} from '@plantel/contracts';
import { companies, producers, properties, sheds } from '../src/db/schema';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { parseCsv, readXlsx } from './helpers/export-files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERFORMANCE = '/v2/sheds/performance?module=frangos_de_corte';

/** Every item of a shed list, through the JSON API a page at a time. */
async function listed(user: string, path: string): Promise<{ items: ShedListItem[]; count: number }> {
  const items: ShedListItem[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await t.as(user, 'GET', `/api${path}&limit=1000&offset=${offset}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = shedListSchema.parse(res.json());
    items.push(...page.results);
    if (items.length >= page.count) return { items, count: page.count };
  }
}

async function exported(user: string, path: string, format: string, extra = '') {
  const res = await t.as(user, 'GET', `/api/v2/exports${path.slice(3)}&format=${format}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const columnOf = (header: readonly string[], rows: readonly (readonly unknown[])[], title: string) => rows.map((r) => r[header.indexOf(title)]);

describe('GET /api/v2/exports/sheds/{category}: CSV', () => {
  it('writes the list as the API gives it: UTF-8 with BOM, CRLF, translated titles of the page columns, every row in order', async () => {
    const query = `${PERFORMANCE}&ordering=-weight,name`;
    const api = await listed('tecnico', query);
    const res = await exported('tecnico', query, 'csv', '&lang=pt-BR');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aviarios-desempenho-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['content-length']).toBeUndefined();
    const csv = parseCsv(res.rawPayload, ';');
    expect(csv.bom).toBe(true);
    expect(csv.crlf).toBe(true);
    const labels = EXPORT_LABELS['pt-BR'].shedList;
    expect(csv.header).toEqual(SHED_LIST_CATEGORY_COLUMNS.performance.map((c) => labels[c]));
    expect(csv.rows).toHaveLength(api.count);
    expect(columnOf(csv.header, csv.rows, labels.name)).toEqual(api.items.map((s) => s.name));
    expect(columnOf(csv.header, csv.rows, labels.stage)).toEqual(api.items.map((s) => EXPORT_LABELS['pt-BR'].stages[s.stage]));
    // A decimal comma in pt-BR: the weights as the API gives them, to one place.
    const weights = columnOf(csv.header, csv.rows, labels.weight);
    expect(weights).toEqual(api.items.map((s) => (s.weight === null ? '' : String(Math.round(s.weight * 10) / 10).replace('.', ','))));
    expect(weights.some((w) => String(w).includes(','))).toBe(true);
  });

  it('separates with commas and writes decimal points in English, the language coming from Accept-Language too', async () => {
    const api = await listed('tecnico', PERFORMANCE);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exports/sheds/performance?module=frangos_de_corte`,
      headers: { authorization: `Bearer ${await t.tokenFor('tecnico')}`, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="sheds-performance-/);
    const csv = parseCsv(res.rawPayload, ',');
    const labels = EXPORT_LABELS.en.shedList;
    expect(csv.header).toEqual(SHED_LIST_CATEGORY_COLUMNS.performance.map((c) => labels[c]));
    expect(csv.rows).toHaveLength(api.count);
    const weighed = api.items.find((s) => s.weight !== null && !Number.isInteger(s.weight))!;
    const row = csv.rows[api.items.indexOf(weighed)]!;
    expect(row[csv.header.indexOf(labels.weight)]).toBe(String(Math.round(weighed.weight! * 10) / 10));
    expect(row[csv.header.indexOf(labels.sex)]).toBe(EXPORT_LABELS.en.sexes[weighed.sex!.name]);
  });

  it('applies the same filters, search and stages as the list', async () => {
    const query = `${PERFORMANCE}&weight__gt=1000&stage=lodged,empty_batch&ordering=name`;
    const api = await listed('tecnico', query);
    expect(api.count).toBeGreaterThan(0);
    expect(api.count).toBeLessThan((await listed('tecnico', `${PERFORMANCE}&stage=lodged,empty_batch`)).count);
    const csv = parseCsv((await exported('tecnico', query, 'csv', '&lang=es')).rawPayload, ';');
    expect(csv.header[0]).toBe(EXPORT_LABELS.es.shedList.producer);
    expect(columnOf(csv.header, csv.rows, EXPORT_LABELS.es.shedList.name)).toEqual(api.items.map((s) => s.name));
  });

  it("masks a guest's producer and property and names the sheds by identification, as the screen does", async () => {
    const api = await listed('vendas', PERFORMANCE);
    const csv = parseCsv((await exported('vendas', PERFORMANCE, 'csv', '&lang=pt-BR')).rawPayload, ';');
    const labels = EXPORT_LABELS['pt-BR'].shedList;
    expect(csv.rows).toHaveLength(api.count);
    expect(new Set(columnOf(csv.header, csv.rows, labels.producer))).toEqual(new Set([SENSITIVE_MASK]));
    expect(new Set(columnOf(csv.header, csv.rows, labels.property))).toEqual(new Set([SENSITIVE_MASK]));
    expect(columnOf(csv.header, csv.rows, labels.name)).toEqual(api.items.map((s) => s.identification));
    // The API answers the guest masked too; no cell holds a real name the staff read.
    expect(new Set(api.items.map((s) => s.producer))).toEqual(new Set([SENSITIVE_MASK]));
    const real = await listed('tecnico', PERFORMANCE);
    expect(csv.rows.flat().some((cell) => real.items.some((s) => cell === s.producer || cell === s.property_name || cell === s.name))).toBe(false);
  });

  it('keeps to the caller’s company and modules', async () => {
    const demo = await listed('tecnico', '/v2/sheds/lodged?stage=lodged');
    const other = await listed('outra', '/v2/sheds/lodged?stage=lodged');
    const csv = parseCsv((await exported('outra', '/v2/sheds/lodged?stage=lodged', 'csv', '&lang=pt-BR')).rawPayload, ';');
    const names = columnOf(csv.header, csv.rows, EXPORT_LABELS['pt-BR'].shedList.name);
    expect(names).toEqual(other.items.map((s) => s.name));
    expect(names.some((n) => demo.items.some((s) => s.name === n))).toBe(false);
    // Swine only: the performance list has nothing for them, and the file only its header.
    const swine = parseCsv((await exported('suinos', PERFORMANCE, 'csv')).rawPayload, ';');
    expect(swine.header.length).toBeGreaterThan(0);
    expect(swine.rows).toEqual([]);
  });
});

describe('GET /api/v2/exports/sheds/{category}: xlsx', () => {
  it('writes number and date cells under a bold header, in the list order', async () => {
    const query = '/v2/sheds/slaughter-prediction?module=frangos_de_corte&stage=lodged,pre_lodged,empty_batch&ordering=identification';
    const api = await listed('tecnico', query);
    const res = await exported('tecnico', query, 'xlsx', '&lang=en');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sheds-slaughter-prediction-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await readXlsx(res.rawPayload);
    const labels = EXPORT_LABELS.en.shedList;
    expect(sheet.name).toBe('Sheds - Slaughter prediction');
    // The planned day's forecast comes with its P10 and P90 in columns of their own.
    const band = EXPORT_LABELS.en.slaughterForecast;
    expect(sheet.header).toEqual(SHED_LIST_CATEGORY_COLUMNS['slaughter-prediction'].flatMap((c) => (c === 'predicted_weight' ? [labels[c], band.weight_p10, band.weight_p90] : [labels[c]])));
    expect(sheet.headerBold).toBe(true);
    expect(sheet.widths.every((w) => w >= 10)).toBe(true);
    expect(sheet.rows).toHaveLength(api.count);
    expect(columnOf(sheet.header, sheet.rows, labels.name)).toEqual(api.items.map((s) => s.name));
    expect(columnOf(sheet.header, sheet.rows, labels.age)).toEqual(api.items.map((s) => s.age));
    const weights = columnOf(sheet.header, sheet.rows, labels.weight);
    expect(weights).toEqual(api.items.map((s) => (s.weight === null ? null : Math.round(s.weight * 10) / 10)));
    expect(weights.some((w) => typeof w === 'number')).toBe(true);
    const planned = api.items.findIndex((s) => s.target_date !== null);
    expect(planned).toBeGreaterThanOrEqual(0);
    const targetDate = sheet.rows[planned]![sheet.header.indexOf(labels.target_date)];
    expect(targetDate).toBeInstanceOf(Date);
    expect((targetDate as Date).toISOString().slice(0, 10)).toBe(api.items[planned]!.target_date);
    const forecast = api.items[planned]!;
    expect(forecast.predicted_weight_p10).not.toBeNull();
    for (const [title, value] of [
      [labels.predicted_weight, forecast.predicted_weight],
      [band.weight_p10, forecast.predicted_weight_p10],
      [band.weight_p90, forecast.predicted_weight_p90],
    ] as const)
      expect(sheet.rows[planned]![sheet.header.indexOf(title)]).toBeCloseTo(value!, 1);
  });

  it('gives a stage list every feature’s columns', async () => {
    const api = await listed('admin', '/v2/sheds/lodged?ordering=id');
    const sheet = await readXlsx((await exported('admin', '/v2/sheds/lodged?ordering=id', 'xlsx', '&lang=pt-BR')).rawPayload);
    expect(sheet.name).toBe('Aviários - Alojado');
    const band = EXPORT_LABELS['pt-BR'].slaughterForecast;
    expect(sheet.header).toEqual(SHED_STAGE_LIST_COLUMNS.flatMap((c) => (c === 'predicted_weight' ? [EXPORT_LABELS['pt-BR'].shedList[c], band.weight_p10, band.weight_p90] : [EXPORT_LABELS['pt-BR'].shedList[c]])));
    expect(sheet.rows).toHaveLength(api.count);
  });
});

describe('refusals', () => {
  it.each([
    ['format=pdf', 'format'],
    ['lang=fr', 'lang'],
    ['weight__gt=heavy', 'weight__gt'],
    ['ordering=colour', 'ordering'],
    ['stage=asleep', 'stage'],
  ])('refuses %s with 400 naming the field, as JSON', async (query, field) => {
    const res = await t.as('tecnico', 'GET', `/api/v2/exports/sheds/performance?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(new Set(apiErrorSchema.parse(res.json()).fields?.map((f) => f.field))).toEqual(new Set([field]));
  });

  it('answers 404 for a list that does not exist and 401 without a token', async () => {
    expect((await t.as('tecnico', 'GET', '/api/v2/exports/sheds/cattle?format=csv')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/exports/sheds/performance' })).statusCode).toBe(401);
  });
});

describe('a list longer than one API page', () => {
  it('exports every shed, in the order of the pages one after the other', async () => {
    const [demo] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    const [producer] = await t.database.db.insert(producers).values({ companyId: demo!.id, name: 'Produtor em Massa' }).returning();
    const [property] = await t.database.db.insert(properties).values({ companyId: demo!.id, producerId: producer!.id, name: 'Granja Grande', ownerName: 'Produtor em Massa' }).returning();
    const added = await t.database.db
      .insert(sheds)
      .values(Array.from({ length: 1200 }, (_, i) => ({ companyId: demo!.id, propertyId: property!.id, identification: `Massa ${String(i).padStart(4, '0')}`, name: `Granja Grande - Massa ${i}`, productionTypeExternalId: 3 })))
      .returning({ id: sheds.id });
    await refreshShedListEntries(t.database.db, { companyId: demo!.id, shedIds: added.map((s) => s.id) });

    const query = '/v2/sheds/empty_batch?module=frangos_de_corte&ordering=-identification';
    const api = await listed('admin', query);
    expect(api.count).toBeGreaterThan(1200);
    const csv = parseCsv((await exported('admin', query, 'csv', '&lang=en')).rawPayload, ',');
    expect(csv.rows).toHaveLength(api.count);
    expect(csv.rows.map((r) => r[csv.header.indexOf(EXPORT_LABELS.en.shedList.name)])).toEqual(api.items.map((s) => s.name));
    const sheet = await readXlsx((await exported('admin', query, 'xlsx', '&lang=en')).rawPayload);
    expect(sheet.rows).toHaveLength(api.count);
  });
});

describe('feed conversion and EPEF: the batch performance answer’s, in the list and its files', () => {
  async function performanceOf(batch: number | null): Promise<BatchPerformance | null> {
    if (batch === null) return null;
    const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`);
    expect(res.statusCode, res.body).toBe(200);
    return batchPerformanceSchema.parse(res.json());
  }
  const rounded = (value: number | null | undefined, decimals: number) => (value === null || value === undefined ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);
  const csvText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

  it('lists and exports for each broiler shed the FCR and EPEF that GET /batches/{id}/performance gives its batch', async () => {
    const query = `${PERFORMANCE}&ordering=id`;
    const api = await listed('tecnico', query);
    const answers = await Promise.all(api.items.map((s) => performanceOf(s.last_batch)));
    // The demo's weighed and fed broiler batches have both figures.
    expect(answers.filter((a) => a?.conversion_factor != null && a.production_efficiency != null).length).toBeGreaterThanOrEqual(3);
    api.items.forEach((shed, i) => {
      expect(shed.conversion_factor, shed.name).toBe(answers[i]?.conversion_factor ?? null);
      expect(shed.production_efficiency, shed.name).toBe(answers[i]?.production_efficiency ?? null);
    });

    const labels = EXPORT_LABELS['pt-BR'].shedList;
    const csv = parseCsv((await exported('tecnico', query, 'csv', '&lang=pt-BR')).rawPayload, ';');
    expect(csv.header).toEqual(expect.arrayContaining([labels.conversion_factor, labels.production_efficiency]));
    expect(columnOf(csv.header, csv.rows, labels.conversion_factor)).toEqual(answers.map((a) => csvText(rounded(a?.conversion_factor, 3))));
    expect(columnOf(csv.header, csv.rows, labels.production_efficiency)).toEqual(answers.map((a) => csvText(rounded(a?.production_efficiency, 0))));

    const en = EXPORT_LABELS.en.shedList;
    const sheet = await readXlsx((await exported('tecnico', query, 'xlsx', '&lang=en')).rawPayload);
    expect(columnOf(sheet.header, sheet.rows, en.conversion_factor)).toEqual(answers.map((a) => rounded(a?.conversion_factor, 3)));
    expect(columnOf(sheet.header, sheet.rows, en.production_efficiency)).toEqual(answers.map((a) => rounded(a?.production_efficiency, 0)));
  });

  it('gives breeders their FCR and no EPEF', async () => {
    const api = await listed('tecnico', '/v2/sheds/performance?module=matrizeiro&ordering=id');
    const answers = await Promise.all(api.items.map((s) => performanceOf(s.last_batch)));
    expect(answers.some((a) => a?.conversion_factor != null)).toBe(true);
    api.items.forEach((shed, i) => {
      expect(shed.conversion_factor, shed.name).toBe(answers[i]?.conversion_factor ?? null);
      expect(shed.production_efficiency, shed.name).toBeNull();
    });
  });

  it('sorts and filters by them', async () => {
    const api = await listed('tecnico', `${PERFORMANCE}&ordering=-production_efficiency`);
    const epefs = api.items.map((s) => s.production_efficiency).filter((e): e is number => e !== null);
    expect(epefs).toEqual([...epefs].sort((a, b) => b - a));
    // Sheds without the figure come last.
    expect(api.items.slice(epefs.length).every((s) => s.production_efficiency === null)).toBe(true);
    const fcrs = api.items.map((s) => s.conversion_factor).filter((c): c is number => c !== null);
    const middle = [...fcrs].sort((a, b) => a - b)[Math.floor(fcrs.length / 2)]!;
    const below = await listed('tecnico', `${PERFORMANCE}&conversion_factor__lt=${middle}`);
    expect(below.count).toBe(fcrs.filter((c) => c < middle).length);
    expect(below.items.every((s) => s.conversion_factor !== null && s.conversion_factor < middle)).toBe(true);
  });

  it('follows a weighing typed by hand: the refreshed summary carries the new answer’s figures', async () => {
    const lodged = await listed('tecnico', `${PERFORMANCE}&stage=lodged&ordering=-age`);
    const shed = lodged.items.find((s) => s.production_efficiency !== null)!;
    const before = (await performanceOf(shed.last_batch))!;
    const division = before.divisions[0]!;
    // Much heavier than the flock: the weight, and so FCR and EPEF, move.
    const samples = Array.from({ length: 20 }, (_, i) => Math.round(before.ideal_weight! * (1.15 + i * 0.005)));
    const res = await t.as('produtor', 'POST', `/api/v2/batches/${shed.last_batch}/weighings`, {
      division: division.id,
      weighed_at: new Date(Date.now() - 60_000).toISOString(),
      samples,
    });
    expect(res.statusCode, res.body).toBe(201);
    const weighing = weighingSchema.parse(res.json());

    const after = (await performanceOf(shed.last_batch))!;
    expect(after.conversion_factor).not.toBe(before.conversion_factor);
    expect(after.production_efficiency).not.toBe(before.production_efficiency);
    const row = (await listed('tecnico', `${PERFORMANCE}&ordering=id`)).items.find((s) => s.id === shed.id)!;
    expect(row.conversion_factor).toBe(after.conversion_factor);
    expect(row.production_efficiency).toBe(after.production_efficiency);

    expect((await t.as('produtor', 'DELETE', `/api/v2/weighings/${weighing.id}`)).statusCode).toBe(204);
    const restored = (await performanceOf(shed.last_batch))!;
    const again = (await listed('tecnico', `${PERFORMANCE}&ordering=id`)).items.find((s) => s.id === shed.id)!;
    expect(again.conversion_factor).toBe(restored.conversion_factor);
    expect(again.production_efficiency).toBe(restored.production_efficiency);
  });
});
