import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, apiErrorSchema, healthProductImportResultSchema, healthProductsSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = (string | number | null)[];

/** The template downloaded in `lang`, its header kept, with `rows` typed below it. */
async function filledTemplate(rows: Row[], lang = 'pt-BR'): Promise<Buffer> {
  const template = await t.app.inject({ method: 'GET', url: `/api/v2/health-products/template?lang=${lang}`, headers: { authorization: `Bearer ${await t.tokenFor('tecnico')}` } });
  expect(template.statusCode, template.body).toBe(200);
  expect(template.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.rawPayload as never);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const send = async (user: string, body: Buffer, contentType = XLSX_CONTENT_TYPE) =>
  t.app.inject({ method: 'POST', url: '/api/v2/health-products/sheet?lang=pt-BR', payload: body, headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'content-type': contentType } });

const catalogue = async () => healthProductsSchema.parse((await t.as('tecnico', 'GET', '/api/v2/health-products')).json()).results;

// Produto | Tipo | Unidade | Vias | Princípio ativo | Classe | mg por unidade | Carência aves, carne | ovos | suínos
const SULFA: Row[] = [
  ['Sulfa + Trimetoprim (planilha)', 'Antimicrobiano', 'mL', 'Água, Ração', 'sulfadiazina', 'sulfonamidas', 200, 10, null, 15],
  [null, null, null, null, 'trimetoprim', 'diaminopirimidinas', 40, null, null, null],
];
const VACCINE: Row = ['Vacina Gumboro (planilha)', 'Vacina', 'dose', 'Ocular', 'vírus vivo atenuado', null, null, 0, 0, null];

describe('the catalogue from its .xlsx template', () => {
  it('names every refused cell by its sheet row and column, and adds nothing', async () => {
    const before = await catalogue();
    const body = await filledTemplate([
      ['Sulfa + Trimetoprim (planilha)', 'Antimicrobiano', 'mL', 'Água, Bebedouro', 'sulfadiazina', 'sulfonamidas', 200, 10, null, 15],
      [null, null, null, null, 'trimetoprim', 'diaminopirimidinas', null, null, null, null],
      VACCINE,
      ['Sem espécie', 'Outro', 'kg', 'Ração', 'caulim', null, null, null, null, null],
      ['Dias demais', 'Outro', 'kg', 'Ração', 'caulim', null, null, 'dez', null, null],
    ]);
    const res = await send('tecnico', body);
    expect(res.statusCode, res.body).toBe(400);
    const fields = apiErrorSchema.parse(res.json()).fields!.map((f) => [f.field, f.key]);
    expect(fields).toEqual(
      expect.arrayContaining([
        // "Bebedouro" is no route; the trimethoprim of row 3 has no mg per mL.
        ['rows.2.routes', 'health.errors.sheet.unknownWord'],
        ['rows.3.mg_per_unit', 'health.errors.strengthRequired'],
        ['rows.5.poultry_meat_days', 'health.errors.noSpecies'],
        ['rows.6.poultry_meat_days', 'health.errors.sheet.notANumber'],
      ]),
    );
    expect(fields.some(([field]) => field!.startsWith('rows.4.'))).toBe(false);
    expect(await catalogue()).toHaveLength(before.length);
  });

  it('adds each product once corrected: two ingredients from two rows, words of any language', async () => {
    const before = await catalogue();
    const res = await send('tecnico', await filledTemplate([...SULFA, VACCINE]));
    expect(res.statusCode, res.body).toBe(201);
    const { created, results } = healthProductImportResultSchema.parse(res.json());
    expect(created).toBe(2);
    expect(results.find((p) => p.name === 'Sulfa + Trimetoprim (planilha)')).toMatchObject({
      kind: 'antimicrobial',
      unit: 'mL',
      routes: ['water', 'feed'],
      active_ingredients: [
        { name: 'sulfadiazina', class: 'sulfonamidas', mg_per_unit: 200 },
        { name: 'trimetoprim', class: 'diaminopirimidinas', mg_per_unit: 40 },
      ],
      withdrawal: { poultry: { meat_days: 10, egg_days: null }, swine: { meat_days: 15 } },
      demo: false,
    });
    expect(results.find((p) => p.name === 'Vacina Gumboro (planilha)')).toMatchObject({ kind: 'vaccine', unit: 'dose', routes: ['eye_drop'], withdrawal: { poultry: { meat_days: 0, egg_days: 0 }, swine: null } });
    expect(await catalogue()).toHaveLength(before.length + 2);

    // The same sheet again: the names are taken, named by their rows.
    const again = await send('tecnico', await filledTemplate([...SULFA, VACCINE], 'en'));
    expect(again.statusCode, again.body).toBe(400);
    expect(apiErrorSchema.parse(again.json()).fields).toContainEqual(expect.objectContaining({ field: 'rows.2.name', key: 'health.errors.nameTaken' }));
  });

  it('is kept by staff with Sanidade, and takes a workbook only', async () => {
    const body = await filledTemplate([VACCINE]);
    expect((await send('produtor', body)).statusCode).toBe(403);
    expect((await send('vendas', body)).statusCode).toBe(403);
    expect((await send('tecnico', Buffer.from('{"products": []}'), 'application/json')).statusCode).toBe(415);
    expect((await send('tecnico', Buffer.from('not a workbook'))).statusCode).toBe(415);
  });
});
