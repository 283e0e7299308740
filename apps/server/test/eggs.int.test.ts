import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreesWithHandFigure } from '@plantel/domain/testing';
import { batchImportResultSchema, eggProductionSchema, eggRecordSchema, type ApiError } from '@plantel/contracts';
import { at, createShed, daysAgo } from './helpers/batch-import';
import { rowsOf } from '../src/repositories/sql-text';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * A laying flock of 1,000 hens housed at 126 days of age, ten days ago; 3 hens died on day 130.
 * Its eggs of days 127–133 go through PUT /v2/batches/{id}/eggs, and GET …/eggs answers its weeks of
 * lay, checked against figures worked by hand (docs/kpis.md, "Eggs"). The tests build on each other.
 */

let t: TestApp;
let batch: number;
let division: number;
/** The company's day at a day of age of the flock (housed at 126, ten days ago). */
const dayAt = (age: number) => daysAgo(10 - (age - 126));
const EGGS: Record<number, number> = { 127: 700, 128: 720, 129: 740, 130: 760, 131: 780, 132: 800, 133: 810 };
const WEIGHED: Record<number, number> = { 127: 55, 131: 57 };

/** The flock as the batch import houses it: 1,000 hens at 126 days, ten days ago, 3 dead on day 130. */
const layerImport = (shed: number, identification: string, history: Record<string, unknown>) => ({
  shed,
  identification,
  lineage: 'Hy-Line W-36',
  sex: 'female',
  lodged_at: at(daysAgo(10)),
  housed: 1000,
  entry_weight: 1250,
  age_at_lodging: 126,
  weighings: [],
  feed: [],
  mortality: [{ date: dayAt(130), dead: 3, culled: 0 }],
  ...history,
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (body: Record<string, unknown>, user = 'tecnico', id = batch) => t.as(user, 'PUT', `/api/v2/batches/${id}/eggs`, body);
const fieldsOf = (res: { json: <T>() => T }) => res.json<ApiError>().fields?.map((f) => [f.field, f.key]);
const agrees = (actual: number | null | undefined, expected: number) => expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected} worked by hand`).toBe(true);

describe('eggs of a laying flock', () => {
  it('is housed through the import, with its feed and a loss', async () => {
    const shed = await createShed(t.database.db, 'Demo', 6, 'POSTURA-1');
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', layerImport(shed, 'Postura 1', { feed: [127, 128, 129, 130, 131, 132].map((age) => ({ date: dayAt(age), kg: 100 })) }));
    expect(res.statusCode, res.body).toBe(201);
    batch = batchImportResultSchema.parse(res.json()).batch;
    const production = eggProductionSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    expect(production).toMatchObject({ hens_housed: 1000, records: [], weeks: [], peak: null, weeks_at_90: 0, standard: null });
    const perf = (await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json<{ divisions: { id: number }[] }>();
    division = perf.divisions[0]!.id;
  });

  it('records a day per division, with the hens at its start; the same day again replaces it', async () => {
    for (const [age, total] of Object.entries(EGGS)) {
      const res = await put({ division, date: dayAt(Number(age)), total: total - 10, cracked: 5, mean_egg_weight: WEIGHED[Number(age)] ?? null });
      expect(res.statusCode, res.body).toBe(200);
    }
    const again = await put({ division, date: dayAt(130), total: 760, cracked: 6, dirty: 2, floor: 4, hatching: 0 });
    expect(again.statusCode, again.body).toBe(200);
    // Day 130 began with the 1,000 housed (its 3 deaths happened on it); day 131 with 997.
    expect(eggRecordSchema.parse(again.json())).toMatchObject({ age: 130, total: 760, cracked: 6, dirty: 2, floor: 4, hens: 1000, mean_egg_weight: null, males: null });
    for (const [age, total] of Object.entries(EGGS)) {
      if (age !== '130') expect((await put({ division, date: dayAt(Number(age)), total, cracked: 5, mean_egg_weight: WEIGHED[Number(age)] ?? null })).statusCode).toBe(200);
    }
  });

  it('answers its weeks of lay as worked by hand', async () => {
    const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`);
    expect(res.statusCode, res.body).toBe(200);
    const production = eggProductionSchema.parse(res.json());
    expect(production.records.map((r) => [r.age, r.hens])).toEqual([127, 128, 129, 130, 131, 132, 133].map((age) => [age, age <= 130 ? 1000 : 997]));
    const [w19, w20] = production.weeks;
    // Week 19 holds days 126–132; recorded 127–132: hen-days 4 × 1,000 + 2 × 997 = 5,994;
    // eggs 700 + 720 + 740 + 760 + 780 + 800 = 4,500; 4,500 ÷ 5,994 × 100 = 75.0751 %.
    expect(w19).toMatchObject({ week: 19, days: 6, hen_days: 5994, eggs: 4500 });
    agrees(w19!.hen_day_percent, 75.0751);
    // Weighed days: (700 × 55 + 780 × 57) ÷ 1,480 = 82,960 ÷ 1,480 = 56.0541 g;
    // egg mass 4,500 × 56.0541 ÷ 5,994 = 42.0827 g a hen a day.
    agrees(w19!.mean_egg_weight, 56.0541);
    agrees(w19!.egg_mass, 42.0827);
    // Feed 6 × 100 kg: 600,000 g ÷ 5,994 = 100.1001 g a hen a day; 600 ÷ (4,500 ÷ 12) = 1.6 kg a dozen;
    // 600 ÷ (4,500 × 56.0541 ÷ 1,000 = 252.2435 kg) = 2.37866 kg/kg.
    agrees(w19!.feed_per_hen_day, 100.1001);
    agrees(w19!.feed_per_dozen, 1.6);
    agrees(w19!.feed_per_kg_eggs, 2.37866);
    // Day 130 has 6 cracked, 2 dirty and 4 floor eggs; the other five days 5 cracked each.
    // Second quality (5 × 5 + 6 + 2 + 4) ÷ 4,500 = 37 ÷ 4,500 = 0.82222 %; floor 4 ÷ 4,500 = 0.088889 %.
    agrees(w19!.second_quality_percent, 0.82222);
    agrees(w19!.floor_percent, 0.088889);
    // 3 deaths ÷ 1,000 hens at the week's first recorded day = 0.3 %.
    agrees(w19!.mortality_percent, 0.3);
    // Week 20, day 133 only: 810 ÷ 997 = 81.2437 %; no sample, no feed recorded: no mass, no feed figures.
    expect(w20).toMatchObject({ week: 20, days: 1, hen_days: 997, eggs: 810, mean_egg_weight: null, egg_mass: null, feed_per_hen_day: null });
    agrees(w20!.hen_day_percent, 81.2437);
    // (4,500 + 810) ÷ 1,000 hens housed = 5.31 eggs a hen housed.
    agrees(w20!.eggs_per_hen_housed, 5.31);
    // Neither week is whole (6 days, then 1): each says so, and neither is the flock's peak yet.
    expect(w19).toMatchObject({ days: 6, complete: false });
    expect(w20).toMatchObject({ days: 1, boxes_recorded: 1, complete: false });
    expect(production.peak).toBeNull();
    expect(production.weeks_at_90).toBe(0);
  });

  it('refuses, naming the field and why, and stores nothing', async () => {
    const before = eggProductionSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/eggs`)).json()).records;
    const cases: [Record<string, unknown>, [string, string | undefined]][] = [
      [{ total: 1001 }, ['total', 'eggs.errors.moreThanHens']],
      [{ total: 995, males: 10 }, ['total', 'eggs.errors.moreThanHens']],
      [{ total: 100, hatching: 60, cracked: 30, floor: 20 }, ['total', 'eggs.errors.kindsOverTotal']],
      [{ total: -1 }, ['total', undefined]],
      [{ date: daysAgo(11) }, ['date', 'records.errors.beforeLodging']],
      [{ date: daysAgo(-1) }, ['date', 'records.errors.future']],
      [{ mean_egg_weight: 5 }, ['mean_egg_weight', undefined]],
    ];
    for (const [body, [field, key]] of cases) {
      const res = await put({ division, date: dayAt(127), total: 700, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const named = fieldsOf(res)!.find(([f]) => f === field);
      expect(named, res.body).toBeDefined();
      if (key) expect(named![1]).toBe(key);
    }
    const unknown = await put({ division, date: dayAt(127), total: 700, broken: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('broken');
    expect(eggProductionSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/eggs`)).json()).records).toEqual(before);
  });

  it('is a laying flock\'s only, and its readers\' and writers\'', async () => {
    const broiler = (await t.as('admin', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged')).json<{ results: { last_batch: number }[] }>().results[0]!.last_batch;
    expect((await t.as('admin', 'GET', `/api/v2/batches/${broiler}/eggs`)).statusCode).toBe(404);
    expect((await put({ division, date: daysAgo(1), total: 1 }, 'admin', broiler)).statusCode).toBe(409);
    // The pig farmer follows no laying module: the flock is not there for him.
    expect((await t.as('suinos', 'GET', `/api/v2/batches/${batch}/eggs`)).statusCode).toBe(404);
    expect((await put({ division, date: dayAt(127), total: 700 }, 'suinos')).statusCode).toBe(404);
  });
});

describe('eggs through the batch import', () => {
  let shed: number;

  it('imports a laying flock\'s days of eggs into its one division, with the same figures as typed ones', async () => {
    shed = await createShed(t.database.db, 'Demo', 7, 'POSTURA-2');
    const eggs = Object.entries(EGGS).map(([age, total]) => ({ date: dayAt(Number(age)), division: '1', total, cracked: 5, ...(WEIGHED[Number(age)] ? { mean_egg_weight: WEIGHED[Number(age)] } : {}) }));
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', layerImport(shed, 'Postura 2', { eggs }));
    expect(res.statusCode, res.body).toBe(201);
    const result = batchImportResultSchema.parse(res.json());
    expect(result.egg_days).toBe(7);
    const imported = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${result.batch}/eggs`)).json());
    // As typed above: week 19 is 4,500 eggs over 5,994 hen-days (75.0751 %), egg weight 56.0541 g.
    expect(imported.records.map((r) => [r.age, r.total, r.hens])).toEqual(Object.entries(EGGS).map(([age, total]) => [Number(age), total, Number(age) <= 130 ? 1000 : 997]));
    expect(imported.weeks[0]).toMatchObject({ week: 19, hen_days: 5994, eggs: 4500 });
    agrees(imported.weeks[0]!.hen_day_percent, 75.0751);
    agrees(imported.weeks[0]!.mean_egg_weight, 56.0541);
  });

  it('refuses row by row more eggs than hens, negative counts, a day before the lodging, kinds over the total and another division, and stores nothing', async () => {
    const stored = async () => rowsOf<{ n: number }>(await t.database.db.execute('select count(*)::int as n from egg_records'))[0]!.n;
    const before = await stored();
    const res = await t.as('admin', 'POST', '/api/v2/batches/import?lang=en', layerImport(shed, 'Postura 3', { eggs: [
      { date: dayAt(127), total: 700 },
      { date: dayAt(128), total: 1001 },
      { date: dayAt(131), total: 998 },
      { date: dayAt(129), total: -4 },
      { date: daysAgo(11), total: 10 },
      { date: dayAt(132), total: 100, hatching: 90, floor: 20 },
      { date: dayAt(133), division: '2', total: 10 },
    ] }));
    expect(res.statusCode, res.body).toBe(400);
    const refusals = res.json<{ refusals: { sheet: string; row: number; field: string; message: string }[] }>().refusals;
    expect(refusals.map((r) => [r.sheet, r.row, r.field])).toEqual([
      ['eggs', 2, 'total'],
      ['eggs', 3, 'total'],
      ['eggs', 4, 'total'],
      ['eggs', 5, 'date'],
      ['eggs', 6, 'total'],
      ['eggs', 7, 'division'],
    ]);
    // Day 131 began with 997 hens: 3 died on day 130.
    expect(refusals[1]!.message).toBe('More eggs than the hens alive that day (997)');
    expect(refusals[3]!.message).toMatch(/^Is before the lodging \(/);
    expect(await stored()).toBe(before);
  });

  it('takes eggs into a breeder or laying shed only', async () => {
    const broilerShed = await createShed(t.database.db, 'Demo', 3, 'FRANGO-OVOS');
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', { ...layerImport(broilerShed, 'Frango 1', { eggs: [{ date: dayAt(127), total: 1 }] }), lineage: 'Ross 308', age_at_lodging: 0, entry_weight: 42 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ refusals: { sheet: string; row: number }[] }>().refusals).toEqual([expect.objectContaining({ sheet: 'eggs', row: 1 })]);
  });
});

describe("a laying flock's treatment", () => {
  it("withholds the eggs from the first dose to the end of the eggs' withdrawal, and the egg panel says so", async () => {
    const product = await t.as('tecnico', 'POST', '/api/v2/health-products', {
      name: 'Doxiciclina para postura (teste)',
      kind: 'antimicrobial',
      unit: 'g',
      routes: ['water'],
      active_ingredients: [{ name: 'doxycycline', class: 'tetracyclines', mg_per_unit: 500 }],
      withdrawal: { poultry: { meat_days: 7, egg_days: 7 }, swine: null },
    });
    expect(product.statusCode, product.body).toBe(201);
    const notInLay = await t.as('tecnico', 'POST', '/api/v2/health-products', {
      name: 'Enrofloxacino, fora da postura (teste)',
      kind: 'antimicrobial',
      unit: 'mL',
      routes: ['water'],
      active_ingredients: [{ name: 'enrofloxacin', class: 'fluoroquinolones', mg_per_unit: 100 }],
      withdrawal: { poultry: { meat_days: 5, egg_days: null }, swine: null },
    });
    const treatment = (productId: number) => ({
      product: productId,
      divisions: [division],
      route: 'water',
      dose: 20,
      dose_unit: 'mg/kg live weight',
      quantity: 400,
      // From 08:00 on day 128 to 18:00 on day 129 (São Paulo, -03:00).
      started_at: `${dayAt(128)}T08:00:00-03:00`,
      ended_at: `${dayAt(129)}T18:00:00-03:00`,
      prescriber: { name: 'Dr. Caio Lemos', registration: 'CRMV-MG 4321' },
      reason: 'Coriza',
    });
    // A product not allowed in lay is refused on a flock that lays.
    const refused = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, treatment(notInLay.json<{ id: number }>().id));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(fieldsOf(refused)).toEqual([['product', 'health.errors.notAllowedInLay']]);

    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, treatment(product.json<{ id: number }>().id));
    expect(res.statusCode, res.body).toBe(201);
    // 18:00 on day 129 + 7 × 24 h = 18:00 on day 136 (21:00 UTC).
    expect(res.json<{ egg_withdrawal_ends_at: string }>().egg_withdrawal_ends_at).toBe(`${dayAt(136)}T21:00:00.000Z`);
    const production = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    const withheld = production.records.filter((r) => r.date >= dayAt(128) && r.date <= dayAt(136)).reduce((n, r) => n + r.total, 0);
    expect(withheld).toBeGreaterThan(0);
    expect(production.egg_withdrawals).toEqual([
      { product: 'Doxiciclina para postura (teste)', from: `${dayAt(128)}T11:00:00.000Z`, to: `${dayAt(136)}T21:00:00.000Z`, first_day: dayAt(128), last_day: dayAt(136), eggs: withheld },
    ]);
  });
});
