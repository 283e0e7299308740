import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  BATCH_IMPORT_LABELS,
  IMPORT_COLUMNS,
  XLSX_CONTENT_TYPE,
  batchImportRefusedSchema,
  batchImportResultSchema,
  healthBookSchema,
  shedListSchema,
  type ImportRefusal,
} from '@plantel/contracts';
import type { Db } from '../src/db/database';
import { rowsOf } from '../src/repositories/sql-text';
import { createUser } from '../src/services/access/users.service';
import { at, broilerBatch, createShed, dayAfter, daysAgo } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The health book in the batch import (docs/health-book.md, "Import"): the same rules as its own routes.
 * The broiler flock is lodged at 08:00 (São Paulo, UTC−3) 42 days ago, 20,000 birds in one division,
 * 15 lost on day 1 and 20 on day 5. Treated with the demo enrofloxacin (5 days' withdrawal for poultry
 * meat) from 08:00 on day 38 to 18:00 on day 40: its withdrawal ends 5 × 24 h later, at 18:00 on day 45
 * (21:00 UTC), three days from now, so the shed lists show it open. Left out, the animals treated are
 * those alive at the first dose: 20,000 − 15 − 20 = 19,965.
 */

let t: TestApp;
let db: Db;
let broilerShed: number;
let layerShed: number;

const ENROFLOXACIN = 'Enrofloxacino 10 % solução oral (demo)';
const GUMBORO = 'Vacina Gumboro (demo)';
const lodging = daysAgo(42);
const dayOfAge = (age: number) => dayAfter(lodging, age);

const treatment = (changes: Record<string, unknown> = {}) => ({
  product: ENROFLOXACIN.toUpperCase(),
  route: 'water',
  dose: 10,
  dose_unit: 'mg/kg live weight',
  quantity: 12_000,
  started_at: at(dayOfAge(38)),
  ended_at: at(dayOfAge(40), '18:00'),
  prescriber_name: 'Dra. Helena Prado',
  prescriber_registration: 'CRMV-SP 12345',
  reason: 'Colibacilose',
  ...changes,
});
const vaccination = (changes: Record<string, unknown> = {}) => ({ product: GUMBORO, route: 'water', given_on: dayOfAge(14), place: 'farm', vaccine_batch: 'GB-2291', ...changes });
const sample = (changes: Record<string, unknown> = {}) => ({ kind: 'salmonella_drag_swabs', taken_on: dayOfAge(30), laboratory: 'LabAves', sample_id: 'DS-0412', ...changes });

/** A broiler batch with health-book lists, as JSON would carry them (bad words included). */
const withHealth = (shed: number, identification: string, health: Record<string, Record<string, unknown>[]>): Record<string, unknown> => ({ ...broilerBatch(shed, identification), ...health });

async function importAs(body: unknown, user = 'tecnico', query = '?lang=en', contentType?: string) {
  const token = await t.tokenFor(user, user === 'tec_sem_sanidade' ? 'tec-sem-sanidade-1' : undefined);
  const type: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  return t.app.inject({ method: 'POST', url: `/api/v2/batches/import${query}`, payload: body as object, headers: { authorization: `Bearer ${token}`, ...type } });
}

async function imported(res: Awaited<ReturnType<typeof importAs>>) {
  expect(res.statusCode, res.body).toBe(201);
  return batchImportResultSchema.parse(res.json());
}

function refusalsOf(res: Awaited<ReturnType<typeof importAs>>): Pick<ImportRefusal, 'sheet' | 'row' | 'field' | 'message'>[] {
  expect(res.statusCode, res.body).toBe(400);
  return batchImportRefusedSchema.parse(res.json()).refusals.map(({ sheet, row, field, message }) => ({ sheet, row, field, message }));
}

async function bookOf(batch: number) {
  const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`);
  expect(res.statusCode, res.body).toBe(200);
  return healthBookSchema.parse(res.json());
}

const healthCounts = async () =>
  rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from health_treatments) as treatments, (select count(*)::int from health_vaccinations) as vaccinations,
      (select count(*)::int from health_samples) as samples, (select count(*)::int from batches) as batches`),
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  broilerShed = await createShed(db, 'Demo', 3, 'Importação Sanidade');
  layerShed = await createShed(db, 'Demo', 7, 'Importação Postura');
});
afterAll(() => t.close());

describe('the health book in the batch import, as JSON', () => {
  it('writes the treatment with its withdrawal, the vaccination and the pending sample; the book and the shed list show them; a new import replaces them', async () => {
    const result = await imported(
      await importAs(
        withHealth(broilerShed, 'L-SAN-1', {
          treatments: [treatment()],
          vaccinations: [vaccination({ animals: 19_990 })],
          samples: [sample(), sample({ taken_on: dayOfAge(20), sample_id: 'DS-0301', outcome: 'positive', serovar: 'Enteritidis', result_on: dayOfAge(23) })],
        }),
      ),
    );
    expect(result).toMatchObject({ treatments: 1, vaccinations: 1, samples: 2 });

    const book = await bookOf(result.batch);
    const [division] = book.divisions;
    expect(book.treatments).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ name: ENROFLOXACIN, kind: 'antimicrobial' }),
        divisions: [division!.id],
        quantity: 12_000,
        animals: 19_965,
        started_at: new Date(at(dayOfAge(38))).toISOString(),
        // 18:00 on day 40 (21:00 UTC) plus 5 days.
        meat_withdrawal_ends_at: `${dayOfAge(45)}T21:00:00.000Z`,
        egg_withdrawal_ends_at: null,
        prescriber: { name: 'Dra. Helena Prado', registration: 'CRMV-SP 12345' },
      }),
    ]);
    expect(book.vaccinations).toEqual([expect.objectContaining({ product: expect.objectContaining({ name: GUMBORO }), given_on: dayOfAge(14), place: 'farm', animals: 19_990, vaccine_batch: 'GB-2291' })]);
    expect(book.samples.map((s) => [s.sample_id, s.status, s.serovar, s.result_on])).toEqual([
      ['DS-0301', 'positive', 'Enteritidis', dayOfAge(23)],
      ['DS-0412', 'pending', null, null],
    ]);
    expect(book.open_withdrawal).toMatchObject({ product: ENROFLOXACIN, ends_at: `${dayOfAge(45)}T21:00:00.000Z` });
    // 12,000 mL × 100 mg/mL.
    expect(book.antimicrobial_use.total_mg).toBe(1_200_000);

    const list = await t.as('tecnico', 'GET', `/api/v2/sheds/sanity?search=${encodeURIComponent('Importação Sanidade')}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(shedListSchema.parse(list.json()).results.find((s) => s.id === broilerShed)?.withdrawal_ends_at).toBe(`${dayOfAge(45)}T21:00:00.000Z`);

    const again = await imported(await importAs(withHealth(broilerShed, 'L-SAN-1', { samples: [sample({ outcome: 'negative', result_on: dayOfAge(33) })] })));
    expect(again).toMatchObject({ batch: result.batch, replaced: true, treatments: 0, vaccinations: 0, samples: 1 });
    const replaced = await bookOf(result.batch);
    expect([replaced.treatments, replaced.vaccinations, replaced.samples.map((s) => s.status)]).toEqual([[], [], ['negative']]);
    expect(replaced.open_withdrawal).toBeNull();
  });

  it('refuses, row by row and in the language asked, what the health book’s routes refuse, and writes nothing', async () => {
    const before = await healthCounts();
    const res = await importAs(
      withHealth(broilerShed, 'L-SAN-BAD', {
        treatments: [
          treatment({ product: 'Oxitetraciclina' }),
          treatment({ product: GUMBORO }),
          treatment({ product: 'Ivermectina 1 % injetável (demo)', route: 'injection' }),
          treatment({ route: 'feed', quantity: undefined }),
          treatment({ started_at: at(dayOfAge(40)), ended_at: at(dayOfAge(39)) }),
          treatment({ started_at: at(dayAfter(lodging, -1)), division_names: ['Box 9'] }),
          treatment({ route: 'aqua' }),
        ],
        vaccinations: [vaccination({ product: ENROFLOXACIN }), vaccination({ given_on: dayAfter(daysAgo(0), 1) })],
        samples: [
          sample({ outcome: 'negative' }),
          sample({ serovar: 'Typhimurium', outcome: 'negative', result_on: dayOfAge(33) }),
          sample({ outcome: 'positive', result_on: dayOfAge(29) }),
          sample({ division_names: ['1', '1'] }),
        ],
      }),
    );
    expect(refusalsOf(res)).toEqual([
      { sheet: 'treatments', row: 1, field: 'product', message: 'The company\'s health catalogue has no product "Oxitetraciclina"' },
      { sheet: 'treatments', row: 2, field: 'product', message: 'A vaccine is recorded as a vaccination' },
      { sheet: 'treatments', row: 3, field: 'product', message: 'This product is not for poultry' },
      { sheet: 'treatments', row: 4, field: 'route', message: 'This product is not given by this route' },
      { sheet: 'treatments', row: 4, field: 'quantity', message: 'An antimicrobial needs the quantity given, so its use can be summed' },
      { sheet: 'treatments', row: 5, field: 'ended_at', message: 'The last dose cannot come before the first' },
      { sheet: 'treatments', row: 6, field: 'division_names', message: "Not one of the batch's divisions (1)" },
      { sheet: 'treatments', row: 6, field: 'started_at', message: expect.stringMatching(/^Is before the lodging/) },
      { sheet: 'treatments', row: 7, field: 'route', message: '"aqua" does not fit here: use Water, Feed, Injection, Spray, or Eye drop' },
      { sheet: 'vaccinations', row: 1, field: 'product', message: 'A vaccination takes a vaccine of the catalogue' },
      { sheet: 'vaccinations', row: 2, field: 'given_on', message: expect.stringMatching(/^Is after today/) },
      { sheet: 'samples', row: 1, field: 'result_on', message: 'A result takes its outcome and its date together' },
      { sheet: 'samples', row: 2, field: 'serovar', message: 'A serovar belongs to a positive result' },
      { sheet: 'samples', row: 3, field: 'result_on', message: expect.stringMatching(/^The result cannot come before the sample was taken/) },
      { sheet: 'samples', row: 4, field: 'division_names', message: 'Division 1 is there more than once' },
    ]);
    expect(await healthCounts()).toEqual(before);
  });

  it('refuses a product not allowed in lay for a laying flock, and keeps the eggs withdrawal of one that is', async () => {
    const layers = (identification: string, treatments: Record<string, unknown>[]) => ({
      ...broilerBatch(layerShed, identification, { lineage: 'Hy-Line W-36', age_at_lodging: 119, entry_weight: 1_500 }),
      treatments,
    });
    expect(refusalsOf(await importAs(layers('P-SAN-1', [treatment()])))).toEqual([
      { sheet: 'treatments', row: 1, field: 'product', message: 'This product is not allowed in lay, and this flock lays' },
    ]);
    const doxycycline = treatment({ product: 'Doxiciclina 50 % pó solúvel (demo)', quantity: 40 });
    const result = await imported(await importAs(layers('P-SAN-1', [doxycycline])));
    const [saved] = (await bookOf(result.batch)).treatments;
    // 18:00 on day 40 plus 7 days, for meat and for eggs.
    expect([saved!.meat_withdrawal_ends_at, saved!.egg_withdrawal_ends_at]).toEqual([`${dayOfAge(47)}T21:00:00.000Z`, `${dayOfAge(47)}T21:00:00.000Z`]);
  });

  it('refuses the health book to staff whose roles grant no Sanidade in the shed, and imports the rest of a batch for them', async () => {
    await createUser(db, { company: 'Demo', username: 'tec_sem_sanidade', password: 'tec-sem-sanidade-1', isStaff: true, roles: { frangos_de_corte: ['Performance'] } });
    expect(refusalsOf(await importAs(withHealth(broilerShed, 'L-SAN-PERF', { samples: [sample()] }), 'tec_sem_sanidade'))).toEqual([
      { sheet: 'samples', row: 1, field: '', message: 'Your roles grant no Sanidade in this shed: the health book is not imported' },
    ]);
    expect(await imported(await importAs(broilerBatch(broilerShed, 'L-SAN-PERF'), 'tec_sem_sanidade'))).toMatchObject({ treatments: 0, samples: 0 });
  });
});

describe('the health book in the batch import, as .xlsx', () => {
  it('takes the template’s sheets in Portuguese, with the words of the language, a list of divisions in one cell, and Excel dates', async () => {
    const template = await t.as('tecnico', 'GET', '/api/v2/batches/import/template?lang=pt-BR');
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const labels = BATCH_IMPORT_LABELS['pt-BR'];
    const fill = (sheet: keyof typeof IMPORT_COLUMNS, rows: Record<string, unknown>[]) => {
      const worksheet = workbook.getWorksheet(labels.sheets[sheet])!;
      const columns = (worksheet.getRow(1).values as unknown[]).slice(1);
      expect(columns).toEqual(IMPORT_COLUMNS[sheet].map((key) => (labels.columns[sheet] as Record<string, string>)[key]));
      rows.forEach((values, i) => IMPORT_COLUMNS[sheet].forEach((key, c) => values[key] !== undefined && (worksheet.getRow(i + 2).getCell(c + 1).value = values[key] as ExcelJS.CellValue)));
    };
    const excelDay = (day: string, hour = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000);
    const batch = broilerBatch(broilerShed, 'L-SAN-XLSX', { divisions: [{ identification: 'Box 1', housed: 10_000 }, { identification: 'Box 2', housed: 10_000 }] });
    fill('batch', [{ ...batch, sex: 'misto', lodged_at: excelDay(lodging, 8), divisions: 'Box 1=10000; Box 2=10000' }]);
    fill('weighings', [{ at: excelDay(dayOfAge(7), 10), mean_weight: 195, division: 'Box 1' }]);
    fill('feed', [{ date: excelDay(dayOfAge(0)), kg: 20 }]);
    fill('treatments', [
      { ...treatment(), route: 'Água', division_names: 'Box 1; Box 2', started_at: excelDay(dayOfAge(38), 8), ended_at: excelDay(dayOfAge(40), 18), animals: undefined },
    ]);
    fill('vaccinations', [{ ...vaccination(), route: 'água', place: 'Incubatório', given_on: excelDay(dayOfAge(0)), division_names: 'Box 2' }]);
    fill('samples', [{ ...sample(), kind: 'Suabe de arrasto (Salmonella)', taken_on: excelDay(dayOfAge(30)), outcome: 'Negativo', result_on: excelDay(dayOfAge(33)) }]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const result = await imported(await importAs(bytes, 'tecnico', '', XLSX_CONTENT_TYPE));
    expect(result).toMatchObject({ treatments: 1, vaccinations: 1, samples: 1 });
    const book = await bookOf(result.batch);
    const ids = Object.fromEntries(book.divisions.map((d) => [d.identification, d.id]));
    expect(book.treatments[0]).toMatchObject({ route: 'water', divisions: [ids['Box 1'], ids['Box 2']], animals: 20_000, meat_withdrawal_ends_at: `${dayOfAge(45)}T21:00:00.000Z` });
    expect(book.vaccinations[0]).toMatchObject({ route: 'water', place: 'hatchery', given_on: dayOfAge(0), divisions: [ids['Box 2']], animals: 10_000 });
    expect(book.samples[0]).toMatchObject({ kind: 'salmonella_drag_swabs', status: 'negative', taken_on: dayOfAge(30), result_on: dayOfAge(33) });
  });
});
