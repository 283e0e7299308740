import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  batchImportRefusedSchema,
  batchImportResultSchema,
  batchPerformanceSchema,
  PRODUCTION_TYPE,
  XLSX_CONTENT_TYPE,
  type BatchImportInput,
  type ImportRefusal,
} from '@plantel/contracts';
import type { Db } from '../src/db/database';
import { rowsOf } from '../src/repositories/sql-text';
import { referenceIntakeOf } from '../src/services/nutrition/feed-forecast';
import { createUser } from '../src/services/access/users.service';
import { at, broilerBatch, createShed, dayAfter, daysAgo, storedCounts } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let db: Db;
let broilerShed: number;
let swineShed: number;
let otherCompanyShed: number;
/** A Demo shed with a batch Plantel follows live, and that batch's identification. */
let liveShed: number;
let liveIdentification: string;

const tokens = new Map<string, Promise<string>>();
/** Users made by the tests, with their passwords (the demo users' is the demo password). */
const passwords: Record<string, string> = { tec_racao: 'tec-racao-123' };
const bearer = async (user: string) => {
  if (!tokens.has(user)) tokens.set(user, t.tokenFor(user, passwords[user]));
  return `Bearer ${await tokens.get(user)}`;
};

interface Options {
  user?: string;
  query?: string;
  headers?: Record<string, string>;
}

async function importJson(body: unknown, { user = 'tecnico', query = '', headers = {} }: Options = {}) {
  return t.app.inject({ method: 'POST', url: `/api/v2/batches/import${query}`, payload: body as object, headers: { authorization: await bearer(user), ...headers } });
}

async function importBytes(bytes: Buffer | string, contentType: string | undefined, { user = 'tecnico', query = '', headers = {} }: Options = {}) {
  const type: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
  return t.app.inject({ method: 'POST', url: `/api/v2/batches/import${query}`, payload: bytes, headers: { authorization: await bearer(user), ...type, ...headers } });
}

function imported(res: Awaited<ReturnType<typeof importJson>>) {
  expect(res.statusCode, res.body).toBe(201);
  return batchImportResultSchema.parse(res.json());
}

function refusalsOf(res: Awaited<ReturnType<typeof importJson>>): ImportRefusal[] {
  expect(res.statusCode, res.body).toBe(400);
  return batchImportRefusedSchema.parse(res.json()).refusals;
}

const batchRow = async (id: number) =>
  rowsOf<Record<string, unknown>>(await db.execute(sql`select b.*, b.slaughter_date::text as slaughter_date from batches b where id = ${id}`))[0]!;
const rowsOfBatch = async (table: 'weighings' | 'mortality', id: number) =>
  rowsOf<Record<string, unknown>>(
    await db.execute(sql`select x.* from ${sql.raw(table)} x join batch_divisions d on d.id = x.division_id where d.batch_id = ${id} order by x.age, 1`),
  );
const consumptionOf = async (id: number) =>
  rowsOf<{ age: number; date: string; amount: number; estimated_amount: number; ideal_amount: number | null; current_lodged: number }>(
    await db.execute(sql`select age, date::text as date, amount, estimated_amount, ideal_amount, current_lodged from consumption_history where batch_id = ${id} order by age`),
  );

async function performanceOf(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/batches/${id}/performance`, headers: { authorization: await bearer('tecnico') } });
  expect(res.statusCode, res.body).toBe(200);
  return batchPerformanceSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  broilerShed = await createShed(db, 'Demo', 3, 'Importação Frangos');
  swineShed = await createShed(db, 'Demo', 5, 'Importação Creche');
  otherCompanyShed = await createShed(db, 'Outra', 3, 'Galpão da Outra');
  const [live] = rowsOf<{ shed: number; identification: string }>(
    await db.execute(sql`select b.shed_id as shed, b.identification from batches b join companies c on c.id = b.company_id join sheds s on s.id = b.shed_id
      where c.name = 'Demo' and s.production_type_external_id = 3 and b.imported_at is null order by b.id limit 1`),
  );
  liveShed = live!.shed;
  liveIdentification = live!.identification;
});
afterAll(() => t.close());

describe('POST /api/v2/batches/import as JSON', () => {
  it('imports a batch in one go: batch, one division, weighings, mortality and feed against the reference; the performance follows', async () => {
    const body = broilerBatch(broilerShed, 'L-2026-07');
    const result = imported(await importJson(body));
    expect(result).toEqual({ batch: result.batch, replaced: false, closed: false, weighings: 5, feed_days: 42, mortality_days: 2, egg_days: 0, treatments: 0, vaccinations: 0, samples: 0 });

    const batch = await batchRow(result.batch);
    expect(batch).toMatchObject({
      shed_id: broilerShed,
      identification: 'L-2026-07',
      stage: 'lodged',
      lineage: 'Ross 308',
      sex_external_id: 1,
      initial_lodged: 20_000,
      current_lodged: 20_000 - 35,
      age_at_lodging: 0,
      entry_weight: 44,
      closing_date: null,
      slaughter_date: null,
    });
    expect(batch.imported_at).not.toBeNull();
    expect(new Date(batch.opening_date as string).toISOString()).toBe(new Date(body.lodged_at).toISOString());
    const divisions = rowsOf<{ identification: string; current_lodge: number }>(await db.execute(sql`select identification, current_lodge from batch_divisions where batch_id = ${result.batch}`));
    expect(divisions).toEqual([{ identification: '1', current_lodge: 20_000 - 35 }]);

    // Weighed at 10:00 on the day lodged at 08:00 + n days: n whole days of age.
    const weighings = await rowsOfBatch('weighings', result.batch);
    expect(weighings.map((w) => w.age)).toEqual([7, 14, 21, 28, 35]);
    expect(weighings[0]).toMatchObject({ samples: [], mean_weight: 195, bird_count: 1 });
    expect(weighings[4]).toMatchObject({ samples: [2250, 2300, 2350], mean_weight: null, bird_count: null });
    expect((await rowsOfBatch('mortality', result.batch)).map((m) => [m.age, m.amount_mortality, m.amount_eliminated])).toEqual([
      [1, 12, 3],
      [5, 20, 0],
    ]);

    const days = await consumptionOf(result.batch);
    const reference = referenceIntakeOf({ productionType: PRODUCTION_TYPE.broiler, lineage: 'Ross 308', sexExternalId: 1, ageAtLodging: 0, entryWeight: 44 });
    expect(days).toHaveLength(42);
    expect(days.map((d) => d.age)).toEqual(Array.from({ length: 42 }, (_, i) => i));
    // Animals alive at the start of each day: the losses of day 1 count from day 2, those of day 5 from day 6.
    expect([days[1], days[2], days[5], days[6]].map((d) => d!.current_lodged)).toEqual([20_000, 19_985, 19_985, 19_965]);
    for (const d of [days[0]!, days[10]!, days[41]!]) {
      expect(d.amount).toBe(20 + d.age * 5);
      expect(d.estimated_amount).toBe(0);
      const perAnimal = reference(d.age);
      if (perAnimal === null) expect(d.ideal_amount).toBeNull();
      else expect(d.ideal_amount).toBeCloseTo((perAnimal * d.current_lodged) / 1000, 1);
    }

    const performance = await performanceOf(result.batch);
    expect(performance).toMatchObject({ id: result.batch, lineage: 'Ross 308' });
    expect(performance.divisions.map((d) => d.identification)).toEqual(['1']);
    expect(performance.divisions[0]!.weighings.length).toBeGreaterThan(0);
    const summary = rowsOf<{ weight: number | null }>(await db.execute(sql`select weight from batch_summaries where batch_id = ${result.batch}`));
    expect(summary).toHaveLength(1);
  });

  it('imports the same identification into the same shed again by replacing its imported history', async () => {
    const first = imported(await importJson(broilerBatch(broilerShed, 'L-REPLACE')));
    const lodging = daysAgo(20);
    const again = broilerBatch(broilerShed, 'L-REPLACE', {
      lineage: 'Cobb 500',
      sex: 'female',
      lodged_at: at(lodging, '06:30'),
      housed: 15_000,
      weighings: [{ at: at(dayAfter(lodging, 10), '09:00'), mean_weight: 300 }],
      feed: [{ date: dayAfter(lodging, 0), kg: 100 }],
      mortality: undefined,
    });
    const second = imported(await importJson(again));
    expect(second).toMatchObject({ batch: first.batch, replaced: true, weighings: 1, feed_days: 1, mortality_days: 0 });
    expect(await batchRow(first.batch)).toMatchObject({ lineage: 'Cobb 500', sex_external_id: 2, initial_lodged: 15_000, current_lodged: 15_000 });
    expect((await rowsOfBatch('weighings', first.batch)).map((w) => w.age)).toEqual([10]);
    expect(await rowsOfBatch('mortality', first.batch)).toEqual([]);
    expect((await consumptionOf(first.batch)).map((d) => [d.age, d.amount, d.current_lodged])).toEqual([[0, 100, 15_000]]);
    const same = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from batches where shed_id = ${broilerShed} and identification = 'L-REPLACE'`));
    expect(same[0]!.n).toBe(1);
    const divisions = rowsOf<{ current_lodge: number }>(await db.execute(sql`select current_lodge from batch_divisions where batch_id = ${first.batch}`));
    expect(divisions).toEqual([{ current_lodge: 15_000 }]);
  });

  it('closes a batch with its slaughter: empty shed stage, closing on the slaughter day at the lodging clock time', async () => {
    const lodging = daysAgo(45);
    const slaughterDay = dayAfter(lodging, 42);
    const body = broilerBatch(broilerShed, 'L-CLOSED', {
      lodged_at: at(lodging, '07:15'),
      feed: Array.from({ length: 42 }, (_, age) => ({ date: dayAfter(lodging, age), kg: 30 + age * 6 })),
      slaughter: { date: slaughterDay, birds: 19_900, live_weight_kg: 57_710 },
    });
    const result = imported(await importJson(body));
    expect(result).toMatchObject({ closed: true, replaced: false });
    const batch = await batchRow(result.batch);
    expect(batch).toMatchObject({ stage: 'empty_batch', slaughter_date: slaughterDay, slaughter_animals: 19_900, slaughter_live_weight_kg: 57_710, current_lodged: 20_000 - 35 });
    expect(new Date(batch.closing_date as string).toISOString()).toBe(new Date(at(slaughterDay, '07:15')).toISOString());
    expect((await performanceOf(result.batch)).id).toBe(result.batch);
  });

  it('takes a weighing dated without a time at the hour the batch was lodged that day: whole days of age (docs/kpis.md)', async () => {
    const lodging = daysAgo(30);
    const body = broilerBatch(broilerShed, 'L-DAYS', {
      lodged_at: at(lodging, '07:15'),
      weighings: [
        { at: dayAfter(lodging, 21), mean_weight: 1_000 },
        { at: at(dayAfter(lodging, 28), '19:15'), mean_weight: 1_600 },
      ],
      feed: [],
      mortality: [],
    });
    const result = imported(await importJson(body));
    const stored = await rowsOfBatch('weighings', result.batch);
    // Day 21 at 07:15, the lodging's clock: 21 whole days. Day 28 at 19:15: day of age 28, half a day into it.
    expect(stored.map((w) => [w.age, new Date(w.weighed_at as string).toISOString()])).toEqual([
      [21, new Date(at(dayAfter(lodging, 21), '07:15')).toISOString()],
      [28, new Date(at(dayAfter(lodging, 28), '19:15')).toISOString()],
    ]);
  });

  it('imports a swine nursery batch: entry weight 7500 g at 28 days of age', async () => {
    const lodging = daysAgo(30);
    const body: BatchImportInput = {
      shed: swineShed,
      identification: 'CRECHE-12',
      lineage: 'Agroceres',
      sex: 'male',
      lodged_at: at(lodging, '09:00'),
      housed: 500,
      entry_weight: 7500,
      age_at_lodging: 28,
      weighings: [
        { at: at(dayAfter(lodging, 14), '09:30'), mean_weight: 15_200 },
        { at: at(dayAfter(lodging, 28), '08:00'), mean_weight: 26_000, weights: [25_500, 26_500] },
      ],
      feed: Array.from({ length: 29 }, (_, day) => ({ date: dayAfter(lodging, day), kg: 250 + day * 10 })),
      mortality: [{ date: dayAfter(lodging, 3), dead: 2, culled: 1 }],
    };
    const result = imported(await importJson(body));
    expect(await batchRow(result.batch)).toMatchObject({ sex_external_id: 3, age_at_lodging: 28, entry_weight: 7500, initial_lodged: 500, current_lodged: 497 });
    // 08:00 on the 28th day after lodging at 09:00 is 27 days and 23 hours: day 55 of age.
    expect((await rowsOfBatch('weighings', result.batch)).map((w) => w.age)).toEqual([42, 55]);
    expect((await rowsOfBatch('mortality', result.batch)).map((m) => m.age)).toEqual([31]);
    const days = await consumptionOf(result.batch);
    expect(days[0]).toMatchObject({ age: 28, date: lodging, current_lodged: 500 });
    expect(days[4]).toMatchObject({ age: 32, current_lodged: 497 });
    const reference = referenceIntakeOf({ productionType: PRODUCTION_TYPE.swine, lineage: 'Agroceres', sexExternalId: 3, ageAtLodging: 28, entryWeight: 7500 });
    expect(days[0]!.ideal_amount).toBeCloseTo((reference(28)! * 500) / 1000, 1);
    // Pigs of 7.5 kg eat between NRC's 5–7 kg figure (0.280 kg) and its 7–11 kg one (0.493 kg), not the 0.67 kg of the grow-finish table.
    expect(days[0]!.ideal_amount! / 500).toBeGreaterThan(0.28);
    expect(days[0]!.ideal_amount! / 500).toBeLessThan(0.493);
    const performance = await performanceOf(result.batch);
    expect(performance).toMatchObject({ id: result.batch, production_type: PRODUCTION_TYPE.swine });
  });
});

/** The shed the template's batch row names when asked for `shed`. */
async function templateShedCell(shed: number | string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/batches/import/template?lang=en&shed=${shed}`, headers: { authorization: await bearer('admin') } });
  if (res.statusCode !== 200) return res.statusCode;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.getWorksheet('Batch')!.getCell('A2').value;
}

describe('the shed named by its identification', () => {
  it('gives the template with the shed chosen already in its batch row, by its identification', async () => {
    expect(await templateShedCell(broilerShed)).toBe('Importação Frangos');
    expect(await templateShedCell(999_999)).toBe(404);
    expect(await templateShedCell('abc')).toBe(400);
  });

  it('imports into the one shed of that identification (letter case aside), refuses a name two farms share or none has', async () => {
    const byName = await t.as('admin', 'POST', '/api/v2/batches/import', { ...broilerBatch(0, 'BY-NAME'), shed: 'importação frangos' });
    expect(byName.statusCode, byName.body).toBe(201);
    expect((await batchRow(batchImportResultSchema.parse(byName.json()).batch)).shed_id).toBe(broilerShed);

    // A second farm of the company with a shed of the same name.
    const [owner] = rowsOf<{ company: number; producer: number }>(await db.execute(sql`select c.id as company, p.producer_id as producer from companies c join properties p on p.company_id = c.id where c.name = 'Demo' limit 1`));
    const [farm] = rowsOf<{ id: number }>(await db.execute(sql`insert into properties (company_id, producer_id, name, owner_name) values (${owner!.company}, ${owner!.producer}, 'Sítio Homônimo', '') returning id`));
    await db.execute(sql`insert into sheds (company_id, property_id, identification, name, production_type_external_id) values (${owner!.company}, ${farm!.id}, 'Importação Frangos', 'Importação Frangos', 3)`);
    const before = await storedCounts(db);
    const twice = await t.as('admin', 'POST', '/api/v2/batches/import?lang=en', { ...broilerBatch(0, 'BY-NAME-2'), shed: 'Importação Frangos' });
    expect(twice.statusCode).toBe(400);
    expect(batchImportRefusedSchema.parse(twice.json()).refusals).toEqual([
      expect.objectContaining({ sheet: 'batch', field: 'shed', message: 'There are 2 sheds Importação Frangos (on different farms): use the shed\'s number (id)' }),
    ]);
    const none = await t.as('admin', 'POST', '/api/v2/batches/import?lang=en', { ...broilerBatch(0, 'BY-NAME-3'), shed: 'Galpão Que Não Existe' });
    expect(batchImportRefusedSchema.parse(none.json()).refusals).toEqual([expect.objectContaining({ field: 'shed', message: 'There is no shed Galpão Que Não Existe you can import into' })]);
    expect(await storedCounts(db)).toEqual(before);
  });

  it('names the shed by its id in the template once another farm has a shed of the same identification', async () => {
    expect(await templateShedCell(broilerShed)).toBe(broilerShed);
  });
});

describe('POST /api/v2/batches/import as .xlsx', () => {
  async function template(lang: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/batches/import/template?lang=${lang}`, headers: { authorization: await bearer('produtor') } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { workbook, disposition: String(res.headers['content-disposition']) };
  }
  const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
  const noteOf = (cell: ExcelJS.Cell) => {
    const note = cell.note as string | ExcelJS.Comment | undefined;
    return typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
  };
  const toBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
  /** A wall-clock time as a workbook keeps it: the UTC fields are what the cell shows. */
  const wall = (day: string, hour = 0, minute = 0) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour, minute));

  it('offers the template in each language, one sheet per kind with notes on the headers', async () => {
    const en = await template('en');
    expect(en.disposition).toBe('attachment; filename="plantel-batch-import.xlsx"');
    expect(en.workbook.worksheets.map((s) => s.name)).toEqual(['Batch', 'Weighings', 'Feed', 'Mortality', 'Slaughter', 'Eggs', 'Treatments', 'Vaccinations', 'Samples']);
    expect(headerOf(en.workbook.getWorksheet('Weighings')!)).toEqual(['Date and time', 'Mean weight (g)', 'Individual weights (g)', 'Division']);
    expect(noteOf(en.workbook.getWorksheet('Weighings')!.getCell('C1'))).toMatch(/separated by ; or spaces/);
    expect(noteOf(en.workbook.getWorksheet('Weighings')!.getCell('A1'))).toMatch(/^One row per weighing\./);
    expect(en.workbook.getWorksheet('Batch')!.getCell('A1').font?.bold).toBe(true);

    const pt = await template('pt-BR');
    // A word column's note lists the words of the template's language.
    expect(noteOf(en.workbook.getWorksheet('Vaccinations')!.getCell('E1'))).toBe('Hatchery or Farm.');
    expect(noteOf(en.workbook.getWorksheet('Samples')!.getCell('F1'))).toBe('Optional: Negative, Positive, or Inconclusive. Empty: the result is pending.');
    expect(pt.workbook.worksheets.map((s) => s.name)).toEqual(['Lote', 'Pesagens', 'Ração', 'Mortalidade', 'Abate', 'Ovos', 'Tratamentos', 'Vacinações', 'Amostras']);
    expect(headerOf(pt.workbook.getWorksheet('Lote')!)).toContain('Peso de entrada (g)');
    const es = await template('es');
    expect(es.workbook.worksheets.map((s) => s.name)).toEqual(['Lote', 'Pesajes', 'Alimento', 'Mortalidad', 'Faena', 'Huevos', 'Tratamientos', 'Vacunaciones', 'Muestras']);

    const badLang = await t.app.inject({ method: 'GET', url: '/api/v2/batches/import/template?lang=fr', headers: { authorization: await bearer('tecnico') } });
    expect(badLang.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badLang.json()).fields?.map((f) => f.field)).toEqual(['lang']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/batches/import/template' })).statusCode).toBe(401);
  });

  it('imports the English template filled in and sent by a Portuguese user: Excel dates on the company clock, weights in one cell, words of any language', async () => {
    const { workbook } = await template('en');
    const lodging = daysAgo(21);
    workbook.getWorksheet('Batch')!.addRow([broilerShed, 'XL-1', 'Cobb 500', 'fêmea', wall(lodging, 7, 30), 15_000, 42, null]);
    const weighings = workbook.getWorksheet('Weighings')!;
    weighings.addRow([wall(dayAfter(lodging, 7), 10), 180, '175; 180 185']);
    weighings.addRow([`${dayAfter(lodging, 14)} 10:00`, 440, null]);
    // A date cell without a time: taken at the lodging's 07:30 that day.
    weighings.addRow([wall(dayAfter(lodging, 18)), 700, null]);
    const feed = workbook.getWorksheet('Feed')!;
    for (let day = 0; day < 21; day++) feed.addRow([day % 2 === 0 ? wall(dayAfter(lodging, day)) : dayAfter(lodging, day), day === 3 ? '310,5' : 100 + day]);
    workbook.getWorksheet('Mortality')!.addRow([wall(dayAfter(lodging, 2)), 7, 2]);

    const res = await importBytes(await toBuffer(workbook), XLSX_CONTENT_TYPE, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    const result = imported(res);
    expect(result).toMatchObject({ weighings: 3, feed_days: 21, mortality_days: 1, closed: false });
    const batch = await batchRow(result.batch);
    expect(batch).toMatchObject({ identification: 'XL-1', lineage: 'Cobb 500', sex_external_id: 2, initial_lodged: 15_000, current_lodged: 14_991, age_at_lodging: 0 });
    expect(new Date(batch.opening_date as string).toISOString()).toBe(new Date(at(lodging, '07:30')).toISOString());
    const stored = await rowsOfBatch('weighings', result.batch);
    expect(stored.map((w) => [w.age, w.samples])).toEqual([
      [7, [175, 180, 185]],
      [14, []],
      [18, []],
    ]);
    expect(new Date(stored[0]!.weighed_at as string).toISOString()).toBe(new Date(at(dayAfter(lodging, 7), '10:00')).toISOString());
    expect(new Date(stored[2]!.weighed_at as string).toISOString()).toBe(new Date(at(dayAfter(lodging, 18), '07:30')).toISOString());
    const days = await consumptionOf(result.batch);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 21 }, (_, day) => dayAfter(lodging, day)));
    expect(days[3]!.amount).toBeCloseTo(310.5, 3);
  });

  it('refuses cells by sheet, row and column as the file names them, in the language asked for', async () => {
    const { workbook } = await template('pt-BR');
    const lodging = daysAgo(10);
    workbook.getWorksheet('Lote')!.addRow([broilerShed, 'XL-BAD', 'Ross 308', 'misto', `${lodging} 08:00`, 'muitos', 44]);
    const weighings = workbook.getWorksheet('Pesagens')!;
    weighings.addRow([`${dayAfter(lodging, 2)} 10:00`, 90]);
    weighings.addRow([`${dayAfter(lodging, 4)} 10:00`, 'abc']);
    weighings.addRow([`${dayAfter(lodging, 5)} 10:00`, 100, '98; x; 102']);
    workbook.getWorksheet('Ração')!.addRow(['2026-02-30', 10]);
    workbook.getWorksheet('Ração')!.addRow([wall(dayAfter(lodging, -3)), 10]);
    const before = await storedCounts(db);
    const refusals = refusalsOf(await importBytes(await toBuffer(workbook), XLSX_CONTENT_TYPE, { query: '?lang=en' }));
    expect(refusals).toEqual([
      { sheet: 'batch', sheet_name: 'Lote', row: 2, field: 'housed', column: 'Animals housed', message: '"muitos" is not a number' },
      { sheet: 'weighings', sheet_name: 'Pesagens', row: 3, field: 'mean_weight', column: 'Mean weight (g)', message: '"abc" is not a number' },
      {
        sheet: 'weighings',
        sheet_name: 'Pesagens',
        row: 4,
        field: 'weights',
        column: 'Individual weights (g)',
        message: '"98; x; 102" is not a list of weights in grams above zero, separated by ; or spaces',
      },
      { sheet: 'feed', sheet_name: 'Ração', row: 2, field: 'date', column: 'Date', message: '"2026-02-30" is not a date: use an Excel date or YYYY-MM-DD' },
      { sheet: 'feed', sheet_name: 'Ração', row: 3, field: 'date', column: 'Date', message: expect.stringMatching(/^Is before the lodging/) },
    ]);
    expect(await storedCounts(db)).toEqual(before);
  });

  it('reads sheets and columns named by their JSON keys; a missing optional column takes its default', async () => {
    const workbook = new ExcelJS.Workbook();
    const lodging = daysAgo(5);
    workbook.addWorksheet('batch').addRows([
      ['identification', 'shed', 'lineage', 'sex', 'lodged_at', 'housed', 'entry_weight'],
      ['XL-KEYS', broilerShed, 'Ross 308', 'MIXED', `${lodging}T06:00:00Z`, 1000, 40],
    ]);
    workbook.addWorksheet('feed').addRows([['kg', 'date'], [12.5, dayAfter(lodging, 1)]]);
    const result = imported(await importBytes(await toBuffer(workbook), XLSX_CONTENT_TYPE));
    expect(result).toMatchObject({ weighings: 0, feed_days: 1, mortality_days: 0 });
    expect(await batchRow(result.batch)).toMatchObject({ identification: 'XL-KEYS', age_at_lodging: 0, initial_lodged: 1000 });
    expect((await consumptionOf(result.batch)).map((d) => [d.age, d.amount])).toEqual([[1, 12.5]]);
  });

  it('refuses a sheet, a column or a JSON key it does not know, by name, rather than dropping its rows', async () => {
    const before = await storedCounts(db);
    const workbook = new ExcelJS.Workbook();
    const lodging = daysAgo(5);
    workbook.addWorksheet('batch').addRows([
      ['identification', 'shed', 'lineage', 'sex', 'lodged_at', 'housed', 'entry_weight'],
      ['XL-UNKNOWN', broilerShed, 'Ross 308', 'MIXED', `${lodging}T06:00:00Z`, 1000, 40],
    ]);
    workbook.addWorksheet('Vacinas').addRows([['Data', 'Vacina'], [dayAfter(lodging, 1), 'Gumboro']]);
    workbook.addWorksheet('feed').addRows([['kg', 'date', 'Mortallity'], [12.5, dayAfter(lodging, 1), 3]]);
    const refusals = refusalsOf(await importBytes(await toBuffer(workbook), XLSX_CONTENT_TYPE, { query: '?lang=en' }));
    expect(refusals).toEqual([
      { sheet: 'batch', sheet_name: 'Vacinas', row: 1, field: '', column: '', message: 'Unknown sheet "Vacinas": check its name or delete the sheet' },
      { sheet: 'feed', sheet_name: 'feed', row: 1, field: 'Mortallity', column: 'Mortallity', message: 'Unknown column "Mortallity": check its name or delete the column' },
    ]);

    const json = await t.as('admin', 'POST', '/api/v2/batches/import?lang=en', {
      ...broilerBatch(broilerShed, 'JSON-UNKNOWN'),
      mortallity: [{ date: daysAgo(3), dead: 5, culled: 0 }],
      vaccines: [{ date: daysAgo(3), name: 'Gumboro' }],
      feed: [{ date: daysAgo(3), kg: 100, note: 'truck late' }],
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(batchImportRefusedSchema.parse(json.json()).refusals.map((r) => [r.sheet, r.row, r.field, r.message])).toEqual([
      ['batch', 1, 'mortallity', 'Unknown field "mortallity": check its spelling'],
      ['batch', 1, 'vaccines', 'Unknown field "vaccines": check its spelling'],
      ['feed', 1, 'note', 'Unknown field "note": check its spelling'],
    ]);
    expect(await storedCounts(db)).toEqual(before);
  });

  it('refuses a workbook without the batch sheet, or a sheet without a required column', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Feed').addRows([['Date'], [daysAgo(1)]]);
    const refusals = refusalsOf(await importBytes(await toBuffer(workbook), XLSX_CONTENT_TYPE, { query: '?lang=en' }));
    expect(refusals).toEqual([
      { sheet: 'batch', sheet_name: 'Batch', row: 1, field: '', column: '', message: 'The workbook has no Batch sheet' },
      { sheet: 'feed', sheet_name: 'Feed', row: 1, field: 'kg', column: 'Feed eaten (kg)', message: 'The column Feed eaten (kg) is missing' },
    ]);
  });
});

describe('refusals: every one reported, nothing stored', () => {
  const lodging = daysAgo(42);
  const base = (changes: Partial<BatchImportInput> = {}) => broilerBatch(broilerShed, 'L-REFUSED', changes);
  const feed = base().feed;
  const mortality = base().mortality!;
  const weighings = base().weighings;
  type Expected = Pick<ImportRefusal, 'sheet' | 'row' | 'field'> & { message: string | RegExp };
  // Bodies are built when the test runs, once the sheds exist.
  const cases: [string, () => unknown, Expected[]][] = [
    ['a missing field', () => (({ lineage: _, ...rest }) => rest)(base()), [{ sheet: 'batch', row: 1, field: 'lineage', message: 'Required' }]],
    ['an unknown shed', () => base({ shed: 99_999_999 }), [{ sheet: 'batch', row: 1, field: 'shed', message: 'There is no shed 99999999 you can import into' }]],
    ['a weight of zero', () => base({ weighings: [weighings[0]!, { ...weighings[1]!, mean_weight: 0 }] }), [{ sheet: 'weighings', row: 2, field: 'mean_weight', message: 'Must be greater than zero' }]],
    ['a negative entry weight', () => base({ entry_weight: -44 }), [{ sheet: 'batch', row: 1, field: 'entry_weight', message: 'Must be greater than zero' }]],
    ['an individual weight of zero', () => base({ weighings: [{ ...weighings[0]!, weights: [190, 0] }] }), [{ sheet: 'weighings', row: 1, field: 'weights', message: /is not a list of weights/ }]],
    ['a feed day before lodging', () => base({ feed: [{ date: dayAfter(lodging, -1), kg: 5 }, ...feed] }), [{ sheet: 'feed', row: 1, field: 'date', message: /^Is before the lodging/ }]],
    ['a weighing before lodging', () => base({ weighings: [{ at: at(lodging, '07:00'), mean_weight: 44 }] }), [{ sheet: 'weighings', row: 1, field: 'at', message: /^Is before the lodging/ }]],
    ['a feed day in the future', () => base({ feed: [...feed, { date: daysAgo(-1), kg: 5 }] }), [{ sheet: 'feed', row: 43, field: 'date', message: /^Is after today/ }]],
    ['a weighing in the future', () => base({ weighings: [{ at: new Date(Date.now() + 3_600_000).toISOString(), mean_weight: 2900 }] }), [{ sheet: 'weighings', row: 1, field: 'at', message: 'Is in the future' }]],
    ['a lodging in the future', () => base({ lodged_at: at(daysAgo(-2)), weighings: [], feed: [], mortality: [] }), [{ sheet: 'batch', row: 1, field: 'lodged_at', message: 'Is in the future' }]],
    ['two feed rows of one day', () => base({ feed: [...feed, { date: feed[3]!.date, kg: 1 }] }), [{ sheet: 'feed', row: 43, field: 'date', message: 'Same day as row 4' }]],
    ['two mortality rows of one day', () => base({ mortality: [...mortality, { date: mortality[0]!.date, dead: 1, culled: 0 }] }), [{ sheet: 'mortality', row: 3, field: 'date', message: 'Same day as row 1' }]],
    ['two weighings at one moment', () => base({ weighings: [...weighings, { at: weighings[2]!.at, mean_weight: 1000 }] }), [{ sheet: 'weighings', row: 6, field: 'at', message: 'Same moment as row 3' }]],
    ['text in a number column', () => base({ housed: 'vinte mil' as unknown as number }), [{ sheet: 'batch', row: 1, field: 'housed', message: '"vinte mil" is not a number' }]],
    ['a fraction of an animal', () => base({ housed: 2.5 }), [{ sheet: 'batch', row: 1, field: 'housed', message: '2.5 is not a whole number' }]],
    ['a bad date', () => base({ feed: [{ date: '2026-13-45', kg: 1 }] }), [{ sheet: 'feed', row: 1, field: 'date', message: /^"2026-13-45" is not a date/ }]],
    ['a bad moment', () => base({ lodged_at: '01/09/2026 08:00' }), [{ sheet: 'batch', row: 1, field: 'lodged_at', message: /^"01\/09\/2026 08:00" is not a date and time/ }]],
    ['an unknown sex', () => base({ sex: 'rooster' as 'male' }), [{ sheet: 'batch', row: 1, field: 'sex', message: '"rooster" is not a sex: use male, female or mixed' }]],
    ['a list that is not a list', () => base({ feed: { date: lodging } as unknown as [] }), [{ sheet: 'batch', row: 1, field: 'feed', message: 'Must be a list' }]],
    [
      'a slaughter before lodging',
      () => base({ slaughter: { date: dayAfter(lodging, -2), birds: 100, live_weight_kg: 300 } }),
      [{ sheet: 'slaughter', row: 1, field: 'date', message: /^Is before the lodging/ }],
    ],
    [
      'days after the slaughter',
      () => base({ slaughter: { date: dayAfter(lodging, 40), birds: 19_000, live_weight_kg: 50_000 } }),
      [{ sheet: 'feed', row: 42, field: 'date', message: /^Is after the slaughter/ }],
    ],
    ['more dead than housed', () => base({ housed: 30 }), [{ sheet: 'mortality', row: 2, field: 'dead', message: 'Dead and culled up to this day (35) exceed the animals housed (30)' }]],
    [
      'more slaughtered than alive',
      () => base({ feed: feed.slice(0, 40), slaughter: { date: dayAfter(lodging, 40), birds: 19_966, live_weight_kg: 50_000 } }),
      [{ sheet: 'slaughter', row: 1, field: 'birds', message: 'More animals than were alive at slaughter (19965)' }],
    ],
  ];

  it.each(cases)('refuses %s', async (_, body, expected) => {
    const before = await storedCounts(db);
    const refusals = refusalsOf(await importJson(body(), { query: '?lang=en' }));
    expect(refusals, JSON.stringify(refusals)).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      const { message, ...where } = e;
      expect(refusals[i]).toMatchObject(where);
      if (typeof message === 'string') expect(refusals[i]!.message).toBe(message);
      else expect(refusals[i]!.message).toMatch(message);
    });
    expect(await storedCounts(db)).toEqual(before);
  });

  it("refuses another company's shed exactly as a shed that does not exist", async () => {
    const other = refusalsOf(await importJson(base({ shed: otherCompanyShed }), { query: '?lang=en' }));
    const none = refusalsOf(await importJson(base({ shed: 2_000_000_000 }), { query: '?lang=en' }));
    expect(other).toHaveLength(1);
    expect(other[0]!.message.replace(String(otherCompanyShed), 'N')).toBe(none[0]!.message.replace('2000000000', 'N'));
    expect(other[0]).toMatchObject({ sheet: 'batch', field: 'shed', column: 'Shed (id or identification)' });
  });

  it('refuses an identification the shed already follows live', async () => {
    const before = await storedCounts(db);
    const refusals = refusalsOf(await importJson(broilerBatch(liveShed, liveIdentification), { query: '?lang=en' }));
    expect(refusals).toEqual([
      expect.objectContaining({ sheet: 'batch', row: 1, field: 'identification', message: `The shed already has a batch ${liveIdentification} followed by Plantel; use another identification` }),
    ]);
    expect(await storedCounts(db)).toEqual(before);
  });

  it('reports every refusal at once, in the order of the file', async () => {
    const body = base({
      housed: 0,
      weighings: [{ ...weighings[0]!, mean_weight: -1 }, weighings[1]!, { at: weighings[1]!.at, mean_weight: 500 }],
      feed: [{ date: 'ontem', kg: 5 }, { date: daysAgo(-3), kg: 'muito' as unknown as number }],
      mortality: [{ date: mortality[0]!.date, dead: 1 } as { date: string; dead: number; culled: number }],
      slaughter: { date: dayAfter(lodging, -1), birds: 0, live_weight_kg: 10 },
    });
    const refusals = refusalsOf(await importJson(body, { query: '?lang=en' }));
    expect(refusals.map((r) => `${r.sheet}:${r.row}:${r.field}`)).toEqual([
      'batch:1:housed',
      'weighings:1:mean_weight',
      'weighings:3:at',
      'feed:1:date',
      'feed:2:date',
      'feed:2:kg',
      'mortality:1:culled',
      'slaughter:1:date',
      'slaughter:1:birds',
    ]);
  });
});

describe('who may import, and in which language the refusals come', () => {
  it('answers 403 to someone who is not staff, and 401 without a token', async () => {
    const before = await storedCounts(db);
    const res = await importJson(broilerBatch(broilerShed, 'L-PRODUTOR'), { user: 'produtor' });
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).message).toBe('Só a equipe técnica da empresa pode importar lotes');
    const en = await importJson(broilerBatch(broilerShed, 'L-PRODUTOR'), { user: 'produtor', query: '?lang=en' });
    expect(en.json().message).toBe("Only the company's staff may import batches");
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/batches/import', payload: broilerBatch(broilerShed, 'X') })).statusCode).toBe(401);
    expect(await storedCounts(db)).toEqual(before);
  });

  it('treats a shed of a module where the staff member has no Performance as a shed they cannot import into', async () => {
    await createUser(db, { company: 'Demo', username: 'tec_racao', password: 'tec-racao-123', isStaff: true, roles: { frangos_de_corte: ['Nutrição'], suinos: ['Performance'] } });
    const refused = refusalsOf(await importJson(broilerBatch(broilerShed, 'L-NO-PERF'), { user: 'tec_racao', query: '?lang=en' }));
    expect(refused).toEqual([expect.objectContaining({ field: 'shed', message: `There is no shed ${broilerShed} you can import into` })]);
  });

  it('answers in the lang asked for, else Accept-Language, else pt-BR; JSON refusals name the sheets of that language', async () => {
    const body = (({ lineage: _, ...rest }) => rest)(broilerBatch(broilerShed, 'L-LANG'));
    const where = { sheet: 'batch', row: 1, field: 'lineage' };
    expect(refusalsOf(await importJson(body))).toEqual([{ ...where, sheet_name: 'Lote', column: 'Linhagem', message: 'Obrigatório' }]);
    expect(refusalsOf(await importJson(body, { query: '?lang=en' }))).toEqual([{ ...where, sheet_name: 'Batch', column: 'Lineage', message: 'Required' }]);
    expect(refusalsOf(await importJson(body, { headers: { 'accept-language': 'en-US,en;q=0.8' } }))).toEqual([{ ...where, sheet_name: 'Batch', column: 'Lineage', message: 'Required' }]);
    expect(refusalsOf(await importJson(body, { query: '?lang=es', headers: { 'accept-language': 'en' } }))).toEqual([
      { ...where, sheet_name: 'Lote', column: 'Línea genética', message: 'Obligatorio' },
    ]);
    const res = await importJson(body, { query: '?lang=en' });
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: '1 value(s) refused; nothing was stored', requestId: expect.any(String) });
  });
});

describe('bodies that are not an import', () => {
  it.each([
    ['CSV', 'a;b;c\n1;2;3', 'text/csv'],
    ['a PDF', '%PDF-1.4 not a batch', 'application/pdf'],
    ['a PDF labelled as .xlsx', '%PDF-1.4 not a batch', XLSX_CONTENT_TYPE],
    ['a zip that is no workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]), XLSX_CONTENT_TYPE],
    ['nothing at all', '', undefined],
  ])('answers 415 to %s, with a message in the language asked for', async (_, payload, type) => {
    const before = await storedCounts(db);
    const res = await importBytes(payload, type, { query: '?lang=en' });
    expect(res.statusCode, res.body).toBe(415);
    expect(apiErrorSchema.parse(res.json()).message).toBe('Send the batch as an .xlsx workbook (the template) or as JSON; the file sent is neither');
    expect(await storedCounts(db)).toEqual(before);
  });

  it('answers 413 to a file over 5 MB, JSON or .xlsx, and 400 to JSON that does not parse', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const json = await importBytes(Buffer.concat([Buffer.from('{"shed": 1, "pad": "'), big, Buffer.from('"}')]), 'application/json');
    expect(json.statusCode).toBe(413);
    expect(apiErrorSchema.parse(json.json()).message).toBe('O arquivo passa de 5 MB; divida o histórico ou envie como JSON');
    const xlsx = await importBytes(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), big]), XLSX_CONTENT_TYPE, { query: '?lang=en' });
    expect(xlsx.statusCode).toBe(413);
    expect(xlsx.json().message).toBe('The file is larger than 5 MB; split the history or send it as JSON');

    const broken = await importBytes('{"shed": 1,', 'application/json', { query: '?lang=es' });
    expect(broken.statusCode).toBe(400);
    expect(apiErrorSchema.parse(broken.json()).message).toBe('El cuerpo enviado como JSON no es un JSON válido');
  });
});

describe('API documentation', () => {
  it('describes the import and the template with their operation ids, the JSON body and every answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths['/api/v2/batches/import'].post;
    expect(post.operationId).toBe('importBatch');
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '409', '413', '415', '422']);
    expect(post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['shed', 'identification', 'lineage', 'sex', 'lodged_at', 'housed', 'entry_weight', 'weighings', 'feed']),
    );
    const template = doc.paths['/api/v2/batches/import/template'].get;
    expect(template.operationId).toBe('getBatchImportTemplate');
    expect(Object.keys(template.responses).sort()).toEqual(['200', '400', '401', '404']);
    expect(Object.keys(template.responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(template.responses['401'].content)).toEqual(['application/json']);
  });
});
