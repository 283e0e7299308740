import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { REGISTER_IMPORT_COLUMNS, XLSX_CONTENT_TYPE, registerImportRefusedSchema, registerImportResultSchema, registerShedListSchema, type RegisterImportRefusal } from '@plantel/contracts';
import { auditLog, companies, producers, properties, shedDivisions, sheds, silos } from '../src/db/schema';
import { createCompany, createUser } from '../src/services/access/users.service';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The farm register imported at once (issue 37): 300 sheds in 3 properties in one request, each
 * kind of bad row refused by sheet, row, field and reason in the caller's language with nothing
 * stored, and a second import updating the rows it names.
 */

let t: TestApp;
let token: string;
let companyId: number;
const PASSWORD = 'senha-do-cadastro';

const CNPJ = '11.222.333/0001-81';
const CPF = '529.982.247-25';

const post = (body: unknown, lang = 'pt-BR', contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/register/import?lang=${lang}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

/** A register of 3 properties with 100 sheds each, two divisions and a silo per shed. */
function bigRegister() {
  const farms = ['Granja Norte', 'Granja Sul', 'Granja Leste'];
  return {
    producers: [
      { name: 'Ana Lopes', tax_id: CNPJ, phone: '+55 49 3000-0000' },
      { name: 'Beto Reis', tax_id: CPF },
    ],
    properties: farms.map((name, i) => ({ name, producer_tax_id: i === 2 ? CPF : CNPJ, municipality: 'Concórdia', state: 'SC', latitude: -27.2 - i / 10, longitude: -52 })),
    sheds: farms.flatMap((property) =>
      Array.from({ length: 100 }, (_, n) => ({
        property,
        identification: `Aviário ${n + 1}`,
        production_type: 3,
        lineage: 'Cobb 500',
        capacity: 20_000,
        floor_area: 1_500,
        ventilation: 'tunnel',
        divisions: 'Box 1=10000; Box 2=10000',
      })),
    ),
    silos: [{ property: 'Granja Norte', shed: 'Aviário 1', identification: 'Silo A', capacity: 18_000, density: 650 }],
  };
}

const tableCount = async (table: typeof sheds | typeof producers | typeof properties | typeof silos | typeof shedDivisions) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.database.db, 'Integradora Import')).id;
  await createUser(t.database.db, { company: 'Integradora Import', username: 'importador', password: PASSWORD, isStaff: true, roles: { frangos_de_corte: ['Performance', 'Cadastro'] } });
  token = await t.tokenFor('importador', PASSWORD);
});
afterAll(() => t.close());

describe('POST /api/v2/register/import', () => {
  it('refuses each kind of bad row by sheet, row, field and reason, and stores nothing', async () => {
    const register = bigRegister();
    register.producers.push({ name: 'Dígito Errado', tax_id: '11.222.333/0001-82' });
    register.sheds.push({ ...register.sheds[0]!, divisions: 'Box 1=10000' });
    register.sheds.push({ ...register.sheds[1]!, identification: 'Aviário Zero', capacity: 0 });
    register.sheds.push({ ...register.sheds[2]!, identification: 'Aviário Porco', production_type: 4 });
    register.silos.push({ property: 'Granja Norte', shed: 'Aviário 999', identification: 'Silo Z', capacity: 1000, density: 600 });
    register.properties.push({ name: 'Granja Polo', producer_tax_id: CNPJ, municipality: 'X', state: 'SC', latitude: 95, longitude: 0 });
    // A chain hanging on the refused producer: each row still has its own values checked.
    register.properties.push({ name: 'Granja Dígito', producer_tax_id: '11.222.333/0001-82', municipality: 'X', state: 'SC', latitude: 95, longitude: 0 });
    register.sheds.push({ ...register.sheds[3]!, property: 'Granja Dígito', identification: 'Aviário D', capacity: -1, ventilation: 'Vento' });
    register.silos.push({ property: 'Granja Dígito', shed: 'Aviário D', identification: 'Silo D', capacity: 0, density: 600 });
    const res = await post(register);
    expect(res.statusCode, res.body).toBe(400);
    const answer = registerImportRefusedSchema.parse(res.json());
    const brief = (r: RegisterImportRefusal) => `${r.sheet}:${r.row}:${r.field}`;
    expect(answer.refusals.map(brief)).toEqual([
      'producers:3:tax_id',
      'properties:4:latitude',
      'properties:5:producer_tax_id',
      'properties:5:latitude',
      'sheds:301:identification',
      'sheds:302:capacity',
      'sheds:303:production_type',
      'sheds:304:property',
      'sheds:304:capacity',
      'sheds:304:ventilation',
      'silos:2:shed',
      'silos:3:property',
      'silos:3:capacity',
    ]);
    const byField = Object.fromEntries(answer.refusals.map((r) => [brief(r), r]));
    expect(byField['producers:3:tax_id']).toMatchObject({ sheet_name: 'Produtores', column: 'CPF ou CNPJ', message: 'CPF ou CNPJ inválido: os dígitos verificadores não conferem' });
    expect(byField['sheds:301:identification']!.message).toBe('Repete a linha 1 desta planilha');
    expect(byField['sheds:302:capacity']!.message).toBe('Deve ser maior que 0');
    expect(byField['sheds:303:production_type']!.message).toBe(
      '"4" não é uma das opções: Matrizes (recria), Matrizes (produção), Frangos de corte, Suínos, Poedeiras (recria), Poedeiras (produção)',
    );
    expect(byField['silos:2:shed']!.message).toBe('Nenhum galpão com esta identificação nesta propriedade');
    expect(byField['properties:5:producer_tax_id']!.message).toBe('Depende da linha 3 da planilha Produtores, que foi recusada');
    expect(byField['sheds:304:property']!.message).toBe('Depende da linha 5 da planilha Propriedades, que foi recusada');
    expect(byField['sheds:304:ventilation']!.message).toBe('"Vento" não é uma das opções: Natural (cortinas), Pressão positiva, Túnel, Cruzada, Dark house');
    expect(byField['silos:3:property']!.message).toBe('Depende da linha 5 da planilha Propriedades, que foi recusada');
    expect(answer.message).toBe('Cadastro não importado: 13 valor(es) recusado(s); nada foi gravado.');
    for (const table of [producers, properties, sheds, silos, shedDivisions]) expect(await tableCount(table)).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, companyId)))[0]!.n).toBe(0);

    const english = registerImportRefusedSchema.parse((await post(register, 'en')).json());
    expect(english.refusals[0]).toMatchObject({ sheet_name: 'Producers', column: 'CPF or CNPJ', message: 'Not a valid CPF or CNPJ: its check digits do not match' });
    expect(english.refusals.find((r) => brief(r) === 'sheds:304:property')!.message).toBe('Depends on row 5 of the Properties sheet, which was refused');
  });

  it('imports 300 sheds in 3 properties with one request, then updates by identification', async () => {
    const started = Date.now();
    const res = await post(bigRegister());
    expect(res.statusCode, res.body).toBe(201);
    expect(registerImportResultSchema.parse(res.json())).toEqual({
      producers: { created: 2, updated: 0, unchanged: 0 },
      properties: { created: 3, updated: 0, unchanged: 0 },
      sheds: { created: 300, updated: 0, unchanged: 0 },
      silos: { created: 1, updated: 0, unchanged: 0 },
    });
    console.log(`300 sheds imported in ${Date.now() - started} ms`);
    expect(await tableCount(sheds)).toBe(300);
    expect(await tableCount(shedDivisions)).toBe(600);
    const list = registerShedListSchema.parse((await t.app.inject({ url: '/api/v2/sheds?limit=1000', headers: { authorization: `Bearer ${token}` } })).json());
    expect(list.count).toBe(300);
    expect(list.results.find((s) => s.identification === 'Aviário 1' && s.property.name === 'Granja Leste')).toMatchObject({ producer: { name: 'Beto Reis' }, capacity: 20_000, ventilation: 'tunnel' });

    const again = bigRegister();
    again.sheds = [{ ...again.sheds[0]!, capacity: 22_000, divisions: 'Box 1=11000; Box 2=11000' }];
    again.producers = [{ name: 'Ana Lopes Ltda', tax_id: '11222333000181', phone: '' }];
    const second = await post(again);
    expect(second.statusCode, second.body).toBe(201);
    // What changed is updated; the rows written again as they were are unchanged, and say so.
    expect(registerImportResultSchema.parse(second.json())).toEqual({
      producers: { created: 0, updated: 1, unchanged: 0 },
      properties: { created: 0, updated: 0, unchanged: 3 },
      sheds: { created: 0, updated: 1, unchanged: 0 },
      silos: { created: 0, updated: 0, unchanged: 1 },
    });
    expect(await tableCount(sheds)).toBe(300);
    const [renamed] = await t.database.db.select({ name: producers.name }).from(producers).where(eq(producers.taxId, '11222333000181'));
    expect(renamed!.name).toBe('Ana Lopes Ltda');
  });

  it('reads the .xlsx template, in any language, and refuses what is no import', async () => {
    const template = await t.app.inject({ url: '/api/v2/register/import/template?lang=es', headers: { authorization: `Bearer ${token}` } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Productores', 'Propiedades', 'Galpones', 'Silos']);
    // The shed sheet offers the screens' words in pick lists, and its headers say what goes in them.
    const shedSheet = workbook.getWorksheet('Galpones')!;
    const typeColumn = REGISTER_IMPORT_COLUMNS.sheds.indexOf('production_type') + 1;
    expect(shedSheet.getCell(2, typeColumn).value).toBe('Pollos de engorde');
    expect(shedSheet.getCell(500, typeColumn).dataValidation).toMatchObject({ type: 'list', formulae: [expect.stringContaining('Pollos de engorde,Cerdos')] });
    expect(shedSheet.getCell(3, REGISTER_IMPORT_COLUMNS.sheds.indexOf('ventilation') + 1).dataValidation.formulae[0]).toContain('Presión positiva');
    expect(String(shedSheet.getCell(1, typeColumn).note)).toContain('Elija de la lista');
    // The example rows: the example producer exists already (updated), its farm and shed are new.
    const imported = await post(template.rawPayload, 'es', XLSX_CONTENT_TYPE);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(registerImportResultSchema.parse(imported.json())).toEqual({
      producers: { created: 0, updated: 1, unchanged: 0 },
      properties: { created: 1, updated: 0, unchanged: 0 },
      sheds: { created: 1, updated: 0, unchanged: 0 },
      silos: { created: 1, updated: 0, unchanged: 0 },
    });
    expect((await post('not a workbook', 'en', 'text/plain')).statusCode).toBe(415);
    // A workbook sent as text is not read as one; as generic bytes it is.
    const asText = await post(template.rawPayload, 'en', 'text/plain');
    expect(asText.statusCode).toBe(415);
    expect(asText.json().message).toBe('Send the filled-in .xlsx template or the register as JSON.');
    expect((await post(template.rawPayload, 'es', 'application/octet-stream')).statusCode).toBe(201);
    expect((await post('{"producers": [', 'en')).statusCode).toBe(400);
  });

  it("takes the production type and ventilation as the screens name them, in any of the three languages", async () => {
    const words = {
      producers: [{ name: 'Clara Dias', tax_id: '390.533.447-05' }],
      properties: [{ name: 'Granja das Palavras', producer_tax_id: '390.533.447-05' }],
      sheds: [
        { property: 'Granja das Palavras', identification: 'P1', capacity: 10_000, divisions: 'Box 1=10000', production_type: 'frangos de corte', ventilation: 'Túnel' },
        { property: 'Granja das Palavras', identification: 'P2', capacity: 10_000, divisions: 'Box 1=10000', production_type: 'Broilers', ventilation: 'natural' },
        { property: 'Granja das Palavras', identification: 'P3', capacity: 10_000, divisions: 'Box 1=10000', production_type: 'POLLOS DE ENGORDE', ventilation: 'Presion positiva' },
        { property: 'Granja das Palavras', identification: 'P4', capacity: 10_000, divisions: 'Box 1=10000', production_type: '3', ventilation: 'dark_house' },
      ],
    };
    const res = await post(words);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.database.db
      .select({ identification: sheds.identification, ventilation: sheds.ventilation })
      .from(sheds)
      .where(eq(sheds.companyId, companyId));
    const ventilationOf = Object.fromEntries(stored.filter((s) => /^P\d$/.test(s.identification)).map((s) => [s.identification, s.ventilation]));
    expect(ventilationOf).toEqual({ P1: 'tunnel', P2: 'natural', P3: 'positive_pressure', P4: 'dark_house' });
    const list = registerShedListSchema.parse((await t.app.inject({ url: '/api/v2/sheds?limit=1000', headers: { authorization: `Bearer ${token}` } })).json());
    expect(list.results.filter((s) => s.property.name === 'Granja das Palavras').map((s) => s.production_type)).toEqual([3, 3, 3, 3]);
  });

  it('is refused to anyone without Cadastro, and to a guest', async () => {
    for (const user of ['produtor', 'vendas']) {
      const res = await t.as(user, 'POST', '/api/v2/register/import', bigRegister());
      expect(res.statusCode, user).toBe(403);
    }
    const [demo] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    expect((await t.database.db.select({ n: count() }).from(producers).where(eq(producers.companyId, demo!.id)))[0]!.n).toBe(3);
  });
});
