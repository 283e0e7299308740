import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { antimicrobialUseReportSchema, apiErrorSchema, auditListSchema, recentAlertListSchema, healthBookSchema, shedListSchema, healthProductSchema, registerShedSchema, sampleSchema, sanitaryBulletinSchema, treatmentSchema, type HealthProductInput } from '@plantel/contracts';
import { readPdf } from './helpers/pdf-text';
import { rowsOf } from '../src/repositories/sql-text';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * The health book's hand case (docs/health-book.md). A broiler flock lodged at 08:00 (São Paulo) 35
 * days ago is treated with enrofloxacin in the water from 08:00 on day 33 to 18:00 on day 35 (21:00
 * UTC). The product's withdrawal for poultry meat is 5 days: 5 × 24 h after the last dose, the
 * withdrawal ends at 18:00 on day 40 (21:00 UTC). A slaughter day begins at its midnight, when the
 * catch may start: day 38 and day 40 are inside the withdrawal; day 41 begins 6 hours after its end.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const lodgingDay = localDay(new Date(Date.now() - 35 * DAY), SP);
const dayOfAge = (age: number) => addDays(lodgingDay, age);

const ENROFLOXACIN: HealthProductInput = {
  name: 'Enrofloxacino 10 % (demo)',
  kind: 'antimicrobial',
  unit: 'mL',
  routes: ['water'],
  // 100 mg of enrofloxacin in each mL of the oral solution.
  active_ingredients: [{ name: 'enrofloxacin', class: 'fluoroquinolones', mg_per_unit: 100 }],
  withdrawal: { poultry: { meat_days: 5, egg_days: null }, swine: null },
};

let propertyId: number;
let shed: number;
let batch: number;
let division: number;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  const producer = await t.as('admin', 'POST', '/api/v2/producers', { name: 'Granja Carência', tax_id: '529.982.247-25' });
  expect(producer.statusCode, producer.body).toBe(201);
  const property = await t.as('admin', 'POST', '/api/v2/properties', { name: 'Sítio Carência', producer: producer.json<{ id: number }>().id });
  expect(property.statusCode, property.body).toBe(201);
  propertyId = property.json<{ id: number }>().id;
  const created = await t.as('admin', 'POST', '/api/v2/sheds', { property: propertyId, identification: 'Aviário Carência', production_type: 3, lineage: 'Ross 308', capacity: 20_000, divisions: [{ identification: 'Box 1', capacity: 20_000 }] });
  expect(created.statusCode, created.body).toBe(201);
  const registered = registerShedSchema.parse(created.json());
  shed = registered.id;
  const lodged = await t.as('tecnico', 'POST', '/api/v2/batches', {
    shed,
    identification: 'Carência-1',
    opened_at: `${lodgingDay}T08:00`,
    lineage: 'Ross 308',
    sex: 1,
    divisions: [{ division: registered.divisions[0]!.id, animals: 20_000 }],
  });
  expect(lodged.statusCode, lodged.body).toBe(201);
  batch = lodged.json<{ id: number }>().id;
  division = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json()).divisions[0]!.id;
  const added = await t.as('tecnico', 'POST', '/api/v2/health-products', ENROFLOXACIN);
  expect(added.statusCode, added.body).toBe(201);
  product = healthProductSchema.parse(added.json()).id;
});
afterAll(() => t.close());

const treatment = (overrides: Record<string, unknown> = {}) => ({
  product,
  divisions: [division],
  route: 'water',
  dose: 10,
  dose_unit: 'mg/kg live weight',
  // 10 mg/kg × 20,000 birds × ~2 kg × 3 days ÷ 100 mg/mL = 12,000 mL.
  quantity: 12_000,
  started_at: `${dayOfAge(33)}T08:00:00-03:00`,
  ended_at: `${dayOfAge(35)}T18:00:00-03:00`,
  prescriber: { name: 'Dra. Helena Prado', registration: 'CRMV-SP 12345' },
  reason: 'Colibacilose',
  ...overrides,
});

const plan = (day: string, extra: Record<string, unknown> = {}) => t.as('tecnico', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: day, ...extra });

describe('the withdrawal guard, worked by hand', () => {
  it('records the treatment with its withdrawal end: 18:00 on day 35 + 5 × 24 h = 18:00 on day 40', async () => {
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, treatment());
    expect(res.statusCode, res.body).toBe(201);
    const saved = treatmentSchema.parse(res.json());
    expect(saved.meat_withdrawal_ends_at).toBe(`${dayOfAge(40)}T21:00:00.000Z`);
    expect(saved.egg_withdrawal_ends_at).toBeNull();
    // All the birds of the box, as none were said.
    expect(saved.animals).toBe(20_000);
    expect(saved.recorded_by).toEqual({ id: expect.any(Number), name: 'Tiago' });
    const book = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json());
    expect(book.open_withdrawal).toEqual({ ends_at: `${dayOfAge(40)}T21:00:00.000Z`, product: ENROFLOXACIN.name, treatment: saved.id });
  });

  it('refuses a plan for day 38 and for day 40 with a 409 naming the product, the treatment and the end', async () => {
    for (const day of [dayOfAge(38), dayOfAge(40)]) {
      const res = await plan(day);
      expect(res.statusCode, res.body).toBe(409);
      const error = apiErrorSchema.parse(res.json());
      expect(error.fields).toEqual([
        expect.objectContaining({ field: 'target_date', key: 'health.errors.insideWithdrawal', params: { product: ENROFLOXACIN.name, treatment: expect.any(Number), ends_at: `${dayOfAge(40)}T21:00:00.000Z` } }),
      ]);
      expect(error.message).toContain(ENROFLOXACIN.name);
    }
  });

  it('accepts day 41, which begins after the withdrawal', async () => {
    const res = await plan(dayOfAge(41));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes day 39 when staff with Sanidade confirm it with a reason, and audits it', async () => {
    // Someone without Sanidade in the module may not confirm it.
    const refused = await t.as('produtor', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: dayOfAge(39), withdrawal_confirmed: { reason: 'Planta antecipou' } });
    expect([403, 404]).toContain(refused.statusCode);

    const res = await plan(dayOfAge(39), { withdrawal_confirmed: { reason: 'Planta antecipou a escala; carência verificada com o veterinário' } });
    expect(res.statusCode, res.body).toBe(200);
    const audit = auditListSchema.parse((await t.as('admin', 'GET', '/api/v2/audit?action=plan_in_withdrawal')).json());
    const entry = audit.results.find((e) => e.label === 'Carência-1')!;
    expect(entry).toBeDefined();
    expect(entry.actor).toBe('tecnico');
    const fields = Object.fromEntries(entry.changes.map((c) => [c.field, c.after]));
    expect(fields.reason).toBe('Planta antecipou a escala; carência verificada com o veterinário');
    expect(fields.health_product).toBe(ENROFLOXACIN.name);
  });
});

/** The flock's row in a shed list, as `who` reads it with `filters`; undefined when the list leaves it out. */
async function listed(who: string, category: string, filters = '') {
  const res = await t.as(who, 'GET', `/api/v2/sheds/${category}?search=${encodeURIComponent('Aviário Carência')}${filters}`);
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json()).results.find((s) => s.id === shed);
}

describe('on the shed lists', () => {
  it('shows the open withdrawal with its end on the slaughter-prediction, PCP-planning and sanity lists, and filters on it', async () => {
    for (const category of ['slaughter-prediction', 'pcp-planning', 'sanity']) {
      expect((await listed('tecnico', category))?.withdrawal_ends_at).toBe(`${dayOfAge(40)}T21:00:00.000Z`);
    }
    expect(await listed('tecnico', 'slaughter-prediction', '&withdrawal=open')).toBeDefined();
    expect(await listed('tecnico', 'slaughter-prediction', '&withdrawal=none')).toBeUndefined();
  });

  it('tells a guest nothing of it, and ignores their filter on it', async () => {
    // Vera, a sales guest, reads broiler performance: the same items, the health book blanked.
    const seen = await listed('vendas', 'performance', '&withdrawal=none');
    expect(seen).toBeDefined();
    expect(seen).toMatchObject({ withdrawal_ends_at: null, salmonella: null });
  });
});

describe('antimicrobial use, worked by hand', () => {
  it('is the mg given per kg of live weight produced: 12,000 mL × 100 mg/mL ÷ (20,000 birds × 2.0 kg) = 30 mg/kg, an estimate before slaughter', async () => {
    const book = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json());
    // Not yet weighed: no live weight, no ratio; the mg given are known.
    expect(book.antimicrobial_use).toMatchObject({ total_mg: 1_200_000, live_weight_kg: null, mg_per_kg: null });
    const weighed = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division, weighed_at: dayOfAge(34), average: 2_000, count: 100 });
    expect(weighed.statusCode, weighed.body).toBe(201);
    const after = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json());
    expect(after.antimicrobial_use).toEqual({
      total_mg: 1_200_000,
      live_weight_kg: 40_000,
      live_weight_estimated: true,
      mg_per_kg: 30,
      by_ingredient: [{ name: 'enrofloxacin', class: 'fluoroquinolones', mg: 1_200_000 }],
      by_class: [{ class: 'fluoroquinolones', mg: 1_200_000 }],
    });
  });
});

describe('what the health book refuses', () => {
  it('names the field and why, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ended_at: `${dayOfAge(32)}T08:00:00-03:00` }, 'ended_at', 'health.errors.endBeforeStart'],
      [{ started_at: `${addDays(lodgingDay, -1)}T08:00:00-03:00` }, 'started_at', 'records.errors.beforeLodging'],
      [{ route: 'injection' }, 'route', 'health.errors.routeOfProduct'],
      [{ quantity: null }, 'quantity', 'health.errors.quantityRequired'],
      [{ divisions: [999_999] }, 'divisions.0', 'records.errors.unknownDivision'],
      [{ product: 999_999 }, 'product', 'health.errors.unknownProduct'],
    ];
    const before = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json()).treatments.length;
    for (const [change, field, key] of cases) {
      const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, treatment(change));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.fields?.map((f) => [f.field, f.key]), res.body).toContainEqual([field, key]);
    }
    const unknownKey = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, { ...treatment(), colour: 'blue' });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.body).toContain('colour');
    const after = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json()).treatments.length;
    expect(after).toBe(before);
  });

  it('refuses a product of another species', async () => {
    const swineOnly = await t.as('tecnico', 'POST', '/api/v2/health-products', { ...ENROFLOXACIN, name: 'Tiamulina (demo)', withdrawal: { poultry: null, swine: { meat_days: 7 } } });
    expect(swineOnly.statusCode, swineOnly.body).toBe(201);
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, treatment({ product: healthProductSchema.parse(swineOnly.json()).id }));
    expect(res.statusCode, res.body).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields).toContainEqual(expect.objectContaining({ field: 'product', key: 'health.errors.productOfOtherSpecies', params: { species: 'poultry' } }));
  });

  it('keeps the catalogue to staff with Sanidade, and the book from guests', async () => {
    expect((await t.as('produtor', 'POST', '/api/v2/health-products', { ...ENROFLOXACIN, name: 'Outro' })).statusCode).toBe(403);
    expect((await t.as('vendas', 'GET', '/api/v2/health-products')).statusCode).toBe(403);
    expect((await t.as('vendas', 'GET', `/api/v2/batches/${batch}/health-book`)).statusCode).toBe(403);
    // The product of a flock's book stays in the catalogue.
    const remove = await t.as('tecnico', 'DELETE', `/api/v2/health-products/${product}`);
    expect(remove.statusCode, remove.body).toBe(409);
    expect(apiErrorSchema.parse(remove.json()).fields).toContainEqual(expect.objectContaining({ key: 'health.errors.productInUse', params: { count: 1 } }));
  });
});

describe('producers recording', () => {
  it("record on their own flocks only where the company lets them, which staff decide", async () => {
    const own = await t.as('produtor', 'GET', '/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged');
    const flock = own.json<{ results: { last_batch: number | null }[] }>().results.find((s) => s.last_batch !== null)!.last_batch!;
    const bookOf = async () => healthBookSchema.parse((await t.as('produtor', 'GET', `/api/v2/batches/${flock}/health-book`)).json());
    const boxOf = async () => (await bookOf()).divisions[0]!.id;
    const sample = async () =>
      t.as('produtor', 'POST', `/api/v2/batches/${flock}/samples`, { kind: 'necropsy', taken_on: localDay(new Date(), SP), divisions: [await boxOf()], laboratory: 'Lab do Paulo', sample_id: 'P-1' });

    expect((await bookOf()).may_record).toBe(false);
    expect((await sample()).statusCode).toBe(403);
    expect((await t.as('produtor', 'PUT', '/api/v2/health-settings', { producers_record: true })).statusCode).toBe(403);

    const on = await t.as('tecnico', 'PUT', '/api/v2/health-settings', { producers_record: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await bookOf()).may_record).toBe(true);
    const recorded = await sample();
    expect(recorded.statusCode, recorded.body).toBe(201);
    // Another producer's flock stays out of his reach.
    expect((await t.as('produtor', 'POST', `/api/v2/batches/${batch}/samples`, { kind: 'necropsy', taken_on: dayOfAge(30), divisions: [division], laboratory: 'X', sample_id: 'P-2' })).statusCode).toBe(404);

    expect((await t.as('tecnico', 'PUT', '/api/v2/health-settings', { producers_record: false })).statusCode).toBe(200);
    expect((await sample()).statusCode).toBe(403);
    expect((await t.as('vendas', 'GET', '/api/v2/health-settings')).statusCode).toBe(403);
  });
});

describe('samples', () => {
  it('are pending until their result, which comes once', async () => {
    const taken = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/samples`, {
      kind: 'salmonella_drag_swabs',
      taken_on: dayOfAge(30),
      divisions: [division],
      laboratory: 'Laboratório Avícola Central',
      sample_id: 'LAC-2026-0412',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const sample = sampleSchema.parse(taken.json());
    expect(sample.status).toBe('pending');
    const early = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/samples/${sample.id}/result`, { outcome: 'negative', result_on: dayOfAge(29) });
    expect(early.statusCode, early.body).toBe(400);
    const result = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/samples/${sample.id}/result`, { outcome: 'positive', serovar: 'Heidelberg', result_on: dayOfAge(33) });
    expect(result.statusCode, result.body).toBe(200);
    expect(sampleSchema.parse(result.json())).toMatchObject({ status: 'positive', serovar: 'Heidelberg', result_on: dayOfAge(33) });
    const again = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/samples/${sample.id}/result`, { outcome: 'negative', result_on: dayOfAge(34) });
    expect(again.statusCode).toBe(409);
  });
});

describe('the sanitary bulletin', () => {
  it('names the producer, the mortality by week, the treatment with its withdrawal end, the sample and the veterinarian, and prints them in the reader\'s language', async () => {
    const mortality = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/mortality`, { division, date: dayOfAge(9), amount_mortality: 12, amount_eliminated: 3 });
    expect(mortality.statusCode, mortality.body).toBe(200);
    const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin`);
    expect(res.statusCode, res.body).toBe(200);
    const bulletin = sanitaryBulletinSchema.parse(res.json());
    expect(bulletin.producer).toEqual({ name: 'Granja Carência', tax_id: '52998224725' });
    expect(bulletin.batch).toMatchObject({ identification: 'Carência-1', lineage: 'Ross 308', lodged_on: lodgingDay, housed: 20_000 });
    // Day 9 of age is in week 2 of life (days 7–13); 15 of 20,000 = 0.075 %.
    expect(bulletin.mortality.by_week).toEqual([{ week: 2, dead: 12, culled: 3 }]);
    expect(bulletin.mortality.percent).toBeCloseTo(0.075, 10);
    expect(bulletin.treatments).toEqual([
      expect.objectContaining({ product: ENROFLOXACIN.name, active_ingredients: ['enrofloxacin'], meat_withdrawal_ends_at: `${dayOfAge(40)}T21:00:00.000Z` }),
    ]);
    expect(bulletin.samples).toEqual([expect.objectContaining({ sample_id: 'LAC-2026-0412', status: 'positive', serovar: 'Heidelberg' })]);
    expect(bulletin.veterinarians).toEqual([{ name: 'Dra. Helena Prado', registration: 'CRMV-SP 12345' }]);

    const pdf = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Boletim Sanitário');
    expect(text).toContain(ENROFLOXACIN.name);
    // The withdrawal's end on the company's clock: 18:00 on day 40.
    const [y, m, d] = dayOfAge(40).split('-');
    expect(text).toContain(`${d}/${m}/${y} 18:00`);
    expect(text).toContain('Positivo (Heidelberg)');
    // The CPF as people write it.
    expect(text).toContain('529.982.247-25');
    const english = await readPdf((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin/pdf?lang=en`)).rawPayload);
    expect(english.text).toContain('Sanitary bulletin');
    expect(english.text).toContain('Withdrawal ends');
    expect((await t.as('vendas', 'GET', `/api/v2/batches/${batch}/sanitary-bulletin`)).statusCode).toBe(403);
  });
});

describe('before slaughter', () => {
  it('a positive Salmonella result and a sample still pending within 10 days of the planned day each raise their alert', async () => {
    // Planned for day 39 (4 days ahead, within the 10 days before it); LAC-2026-0412 came back positive.
    const pending = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/samples`, {
      kind: 'salmonella_drag_swabs',
      taken_on: dayOfAge(34),
      divisions: [division],
      laboratory: 'Laboratório Avícola Central',
      sample_id: 'LAC-2026-0433',
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const [company] = rowsOf<{ company_id: number }>(await t.database.db.execute(sql`select company_id from batches where id = ${batch}`));
    await evaluateCompanyAlerts(t.database.db, company!.company_id, new Date());
    const alerts = recentAlertListSchema.parse((await t.as('tecnico', 'GET', `/api/v2/alerts/recent?shed=${shed}&since=2000-01-01T00:00:00Z`)).json());
    const salmonella = alerts.filter((a) => a.subtype.startsWith('salmonella_'));
    expect(salmonella.map((a) => [a.subtype, a.type]).sort()).toEqual([
      ['salmonella_pending', 'Sanidade'],
      ['salmonella_positive', 'Sanidade'],
    ]);
    expect(salmonella.find((a) => a.subtype === 'salmonella_positive')!.message).toContain('Heidelberg');
    expect(salmonella.find((a) => a.subtype === 'salmonella_pending')!.message).toContain('LAC-2026-0433');
    // The list names the most serious of the two, and filters on it.
    expect((await listed('tecnico', 'slaughter-prediction'))?.salmonella).toBe('positive');
    expect(await listed('tecnico', 'slaughter-prediction', '&salmonella=positive')).toBeDefined();
    expect(await listed('tecnico', 'slaughter-prediction', '&salmonella=pending')).toBeUndefined();
  });

  it('a sample left pending shows on the slaughter-prediction list once the positive result is out of the way', async () => {
    await t.database.db.execute(sql`update alerts set state = 'resolved' where batch_id = ${batch} and subtype = 'salmonella_positive'`);
    expect((await listed('tecnico', 'slaughter-prediction'))?.salmonella).toBe('pending');
    expect(await listed('tecnico', 'slaughter-prediction', '&salmonella=pending')).toBeDefined();
  });
});

describe('antimicrobial use over a period, worked by hand', () => {
  it('pools the flocks slaughtered in it: 1,200,000 mg ÷ 40,000 kg = 30 mg/kg for the producer, in the API and its spreadsheet', async () => {
    // The flock goes to slaughter now with 40,000 kg live (as the closing stores it).
    await t.database.db.execute(sql`update batches set closing_date = now(), slaughter_live_weight_kg = 40000 where id = ${batch}`);
    const today = localDay(new Date(), SP);
    const res = await t.as('tecnico', 'GET', `/api/v2/antimicrobial-use?from=${today}&to=${today}&group=producer`);
    expect(res.statusCode, res.body).toBe(200);
    const report = antimicrobialUseReportSchema.parse(res.json());
    expect(report.rows.find((r) => r.name === 'Granja Carência')).toEqual({
      id: expect.any(Number),
      name: 'Granja Carência',
      flocks: 1,
      live_weight_kg: 40_000,
      total_mg: 1_200_000,
      mg_per_kg: 30,
      by_class: [{ class: 'fluoroquinolones', mg: 1_200_000 }],
    });
    // A period before the slaughter holds none of it.
    const before = antimicrobialUseReportSchema.parse((await t.as('tecnico', 'GET', `/api/v2/antimicrobial-use?from=${dayOfAge(0)}&to=${dayOfAge(30)}`)).json());
    expect(before.rows.find((r) => r.name === 'Granja Carência')).toBeUndefined();
    const backwards = await t.as('tecnico', 'GET', `/api/v2/antimicrobial-use?from=${today}&to=${dayOfAge(0)}`);
    expect(backwards.statusCode).toBe(400);
    expect((await t.as('vendas', 'GET', `/api/v2/antimicrobial-use?from=${today}&to=${today}`)).statusCode).toBe(403);

    const file = await t.as('tecnico', 'GET', `/api/v2/exports/antimicrobial-use?from=${today}&to=${today}&group=producer&format=xlsx&lang=pt-BR`);
    expect(file.statusCode, file.body).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const lines = workbook.worksheets[0]!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(lines).toContainEqual(['Granja Carência', 'fluoroquinolones', 1, 40_000, 1_200_000, 30]);
    expect(lines).toContainEqual(['Granja Carência', 'Todas as classes', 1, 40_000, 1_200_000, 30]);
  });
});

