import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agreesWithHandFigure } from '@plantel/domain/testing';
import { XLSX_CONTENT_TYPE, batchImportResultSchema, eggProductionSchema, layStandardImportResultSchema, layStandardListSchema, type ApiError } from '@plantel/contracts';
import { alerts } from '../src/db/schema';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { at, createShed, daysAgo } from './helpers/batch-import';
import { parseCsv } from './helpers/export-files';
import { companyIdOf } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * A laying flock worked by hand through the import and the API (docs/kpis.md, "Eggs"): 2,000
 * Hy-Line W-36 hens housed at 140 days of age (the first day of week 21), 70 days ago, in two
 * divisions of 1,000, A and B, and ten weeks of lay, days 140–209 (weeks 21–30):
 * - A lays 900 eggs a day, 10 on the floor; 2 hens die on day 150 (week 22).
 * - B lays 850 a day, 30 on the floor; a mortality spike of 40 hens on day 170 (week 25), and from
 *   day 171, with 960 hens, 800 a day.
 * - Day 209 both lay less: A 600, B 560 (a drop in lay).
 * - Eggs are weighed on the first day of each week (A 58 g, B 60 g), except week 27 (days 182–188).
 * - The flock eats 230 kg a day.
 * The company then imports the breed's standard (90 % hen-day and 60 g eggs, weeks 21–30) from
 * the .xlsx template, and the alert engine judges the flock.
 */

let t: TestApp;
let batch: number;
let shedId: number;

interface ListedShed {
  id: number;
  hen_day_percent: number | null;
  hen_day_deviation: number | null;
}
/** The laying-hens performance list, as the page asks for it, with any filter. */
const listed = async (filter = '') => (await t.as('tecnico', 'GET', `/api/v2/sheds/laying-birds?module=aves_poedeiras&limit=1000${filter}`)).json<{ results: ListedShed[] }>().results;
const LODGED_AGE = 140;
/** The company's day at a day of age of the flock (housed at 140, 70 days ago). */
const dayAt = (age: number) => daysAgo(70 - (age - LODGED_AGE));
const AGES = Array.from({ length: 70 }, (_, i) => LODGED_AGE + i);
const weighed = (age: number) => (age - LODGED_AGE) % 7 === 0 && !(age >= 182 && age <= 188);
const eggsOf = (division: 'A' | 'B', age: number) => (division === 'A' ? (age === 209 ? 600 : 900) : age === 209 ? 560 : age <= 170 ? 850 : 800);

const flockImport = (shed: number) => ({
  shed,
  identification: 'Postura 10 semanas',
  lineage: 'Hy-Line W-36',
  sex: 'female',
  lodged_at: at(daysAgo(70)),
  housed: 2000,
  divisions: [
    { identification: 'A', housed: 1000 },
    { identification: 'B', housed: 1000 },
  ],
  entry_weight: 1300,
  age_at_lodging: LODGED_AGE,
  weighings: [],
  feed: AGES.map((age) => ({ date: dayAt(age), kg: 230 })),
  mortality: [
    { date: dayAt(150), dead: 2, culled: 0, division: 'A' },
    { date: dayAt(170), dead: 38, culled: 2, division: 'B' },
  ],
  eggs: AGES.flatMap((age) =>
    (['A', 'B'] as const).map((division) => ({
      date: dayAt(age),
      division,
      total: eggsOf(division, age),
      floor: division === 'A' ? 10 : 30,
      ...(weighed(age) ? { mean_egg_weight: division === 'A' ? 58 : 60 } : {}),
    })),
  ),
});

const agrees = (actual: number | null | undefined, expected: number) => expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected} worked by hand`).toBe(true);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The standard as the template is filled in, in pt-BR, with a decimal comma typed as text. */
async function standardWorkbook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Padrão');
  sheet.addRow(['Semana de vida', 'Produção ave-dia (%)', 'Peso do ovo (g)', 'Ração por ave ao dia (g)']);
  for (let week = 21; week <= 30; week++) sheet.addRow([week, week === 21 ? '90,0' : 90, 60, 110]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const putStandard = async (user: string, body: Buffer | object, query = 'module=aves_poedeiras&lineage=hy-line%20w-36') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/lay-standards?${query}`,
    payload: Buffer.isBuffer(body) ? body : JSON.stringify(body),
    headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'content-type': Buffer.isBuffer(body) ? XLSX_CONTENT_TYPE : 'application/json' },
  });

describe('a ten-week laying flock in two divisions, imported and read back', () => {
  it('is housed through the import in its two divisions, with its losses in each', async () => {
    const shed = await createShed(t.database.db, 'Demo', 6, 'POSTURA-10');
    shedId = shed;
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', flockImport(shed));
    expect(res.statusCode, res.body).toBe(201);
    const result = batchImportResultSchema.parse(res.json());
    expect(result).toMatchObject({ egg_days: 140, mortality_days: 2, feed_days: 70 });
    batch = result.batch;
    const production = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    expect(production.divisions.map((d) => d.identification)).toEqual(['A', 'B']);
    expect(production.hens_housed).toBe(2000);
    // A held 1,000 hens to day 150 and 998 after; B 1,000 to day 170 and 960 after.
    const hensOf = (division: string, age: number) => production.records.find((r) => r.age === age && r.division === production.divisions.find((d) => d.identification === division)!.id)!.hens;
    expect([hensOf('A', 150), hensOf('A', 151), hensOf('B', 170), hensOf('B', 171)]).toEqual([1000, 998, 1000, 960]);
    expect(production.standard).toBeNull();
  });

  it('answers its weeks as worked by hand: the spike, the week without a sample, the drop', async () => {
    const { weeks, peak } = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    expect(weeks.map((w) => w.week)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const week = (n: number) => weeks.find((w) => w.week === n)!;

    // Week 21 (days 140–146): 7 × 2,000 = 14,000 hen-days; 7 × (900 + 850) = 12,250 eggs: 87.5 %.
    expect(week(21)).toMatchObject({ days: 7, hen_days: 14000, eggs: 12250 });
    agrees(week(21).hen_day_percent, 87.5);
    // 12,250 ÷ 2,000 hens housed = 6.125 eggs a hen housed.
    agrees(week(21).eggs_per_hen_housed, 6.125);
    // Weighed day 140: (900 × 58 + 850 × 60) ÷ 1,750 = 103,200 ÷ 1,750 = 58.9714 g; mass 12,250 × 58.9714 ÷ 14,000 = 51.6 g.
    agrees(week(21).mean_egg_weight, 58.9714);
    agrees(week(21).egg_mass, 51.6);
    // Feed 7 × 230 = 1,610 kg: 1,610,000 g ÷ 14,000 = 115 g a hen a day; 1,610 ÷ (12,250 ÷ 12) = 1.57714 kg a dozen;
    // 1,610 ÷ (12,250 × 58.9714 ÷ 1,000 = 722.4 kg) = 2.22868 kg a kg of eggs.
    agrees(week(21).feed_per_hen_day, 115);
    agrees(week(21).feed_per_dozen, 1.57714);
    agrees(week(21).feed_per_kg_eggs, 2.22868);
    // Floor 7 × 40 = 280 ÷ 12,250 = 2.2857 %.
    agrees(week(21).floor_percent, 2.2857);

    // Week 22 (147–153): A 4 × 1,000 + 3 × 998 = 6,994, B 7,000: 13,994 hen-days; 12,250 ÷ 13,994 = 87.5375 %.
    expect(week(22).hen_days).toBe(13994);
    agrees(week(22).hen_day_percent, 87.5375);
    // 2 deaths ÷ 2,000 hens at the week's start = 0.1 %.
    agrees(week(22).mortality_percent, 0.1);

    // Week 25, the spike (168–174): A 7 × 998 = 6,986; B 3 × 1,000 + 4 × 960 = 6,840: 13,826 hen-days.
    // Eggs A 6,300 + B 3 × 850 + 4 × 800 = 5,750: 12,050 ÷ 13,826 = 87.1546 %.
    expect(week(25)).toMatchObject({ hen_days: 13826, eggs: 12050 });
    agrees(week(25).hen_day_percent, 87.1546);
    // 40 dead and culled ÷ (998 + 1,000) = 1,998 hens at its start = 2.002 %.
    agrees(week(25).mortality_percent, 2.002);
    // Feed 1,610,000 g ÷ 13,826 = 116.4473 g a hen a day.
    agrees(week(25).feed_per_hen_day, 116.4473);

    // Week 27, no egg weighed: no egg weight, no egg mass, no feed per kg of eggs; the rest stands.
    expect(week(27)).toMatchObject({ mean_egg_weight: null, egg_mass: null, feed_per_kg_eggs: null, hen_days: 13706, eggs: 11900 });
    // 11,900 ÷ (6,986 + 6,720) = 13,706 hen-days = 86.8233 %; 1,610 ÷ (11,900 ÷ 12) = 1.62353 kg a dozen.
    agrees(week(27).hen_day_percent, 86.8233);
    agrees(week(27).feed_per_dozen, 1.62353);

    // Week 30 with the drop on day 209: eggs 6 × 900 + 600 + 6 × 800 + 560 = 11,360 ÷ 13,706 = 82.8834 %.
    agrees(week(30).hen_day_percent, 82.8834);
    // Weighed day 203: (900 × 58 + 800 × 60) ÷ 1,700 = 58.9412 g; mass 11,360 × 58.9412 ÷ 13,706 = 48.8525 g.
    agrees(week(30).mean_egg_weight, 58.9412);
    agrees(week(30).egg_mass, 48.8525);
    // Eggs since housing: 4 × 12,250 + 12,050 + 4 × 11,900 + 11,360 = 120,010 ÷ 2,000 = 60.005.
    agrees(week(30).eggs_per_hen_housed, 60.005);
    agrees(week(30).floor_percent, 2.4648);
    // The best week: week 23 and 24 tie at 12,250 ÷ 13,986 = 87.5876 %; the first of them is the peak.
    expect(peak!.week).toBe(23);
    agrees(peak!.hen_day_percent, 87.5876);
  });

  it("is listed with its last 7 days' hen-day production, no standard loaded yet", async () => {
    // Days 203–209 are week 30: 82.8834 %.
    const mine = (await listed()).find((s) => s.id === shedId)!;
    agrees(mine.hen_day_percent, 82.8834);
    expect(mine.hen_day_deviation).toBeNull();
    expect((await listed('&hen_day_percent__lt=83')).map((s) => s.id)).toContain(shedId);
    expect((await listed('&hen_day_percent__gt=83')).map((s) => s.id)).not.toContain(shedId);
  });

  it('refuses a division the batch does not have, and one left unnamed, row by row; nothing is stored', async () => {
    const shed = await createShed(t.database.db, 'Demo', 6, 'POSTURA-11');
    const body = flockImport(shed);
    const res = await t.as('admin', 'POST', '/api/v2/batches/import?lang=en', {
      ...body,
      identification: 'Refused',
      divisions: [
        { identification: 'A', housed: 1000 },
        { identification: 'B', housed: 900 },
      ],
      mortality: [{ date: dayAt(150), dead: 2, culled: 0 }],
      eggs: [
        { date: dayAt(141), division: 'C', total: 10 },
        { date: dayAt(141), division: 'B', total: 901 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const refusals = res.json<{ refusals: { sheet: string; row: number; field: string; message: string }[] }>().refusals;
    expect(refusals.map((r) => [r.sheet, r.row, r.field])).toEqual([
      ['batch', 1, 'divisions'],
      ['mortality', 1, 'division'],
      ['eggs', 1, 'division'],
      ['eggs', 2, 'total'],
    ]);
    expect(refusals[0]!.message).toBe('The divisions add up to 1900 animals, and the batch housed 2000');
    expect(refusals[1]!.message).toBe('Name the division: the batch has 2 (A, B)');
    expect(refusals[3]!.message).toBe('More eggs than the hens alive that day (900)');
  });
});

describe("the breed's lay standard", () => {
  it('is imported by staff with Cadastro from the template, and refused to others', async () => {
    for (const user of ['tecnico', 'produtor']) expect((await putStandard(user, await standardWorkbook())).statusCode).toBe(403);
    // The lineages the open flocks bear are offered before any standard exists for them.
    const lineageOf = async () => layStandardListSchema.parse((await t.as('admin', 'GET', '/api/v2/lay-standards')).json()).lineages.find((l) => l.module === 'aves_poedeiras' && l.lineage === 'Hy-Line W-36');
    const offered = await lineageOf();
    expect(offered).toMatchObject({ standard: null });
    expect(offered!.flocks).toBeGreaterThan(0);
    const res = await putStandard('admin', await standardWorkbook(), 'module=aves_poedeiras&lineage=Hy-Line%20W-36');
    expect(res.statusCode, res.body).toBe(200);
    const { standard, replaced } = layStandardImportResultSchema.parse(res.json());
    expect(replaced).toBe(false);
    expect(standard).toMatchObject({ lineage: 'Hy-Line W-36', module: 'aves_poedeiras', weeks: 10, first_week: 21, last_week: 30 });
    expect(standard.rows[0]).toEqual({ week: 21, hen_day_percent: 90, hen_housed_eggs: null, egg_weight: 60, body_weight: null, feed_per_hen_day: 110 });
    expect(standard.flocks).toBe(offered!.flocks);
    expect(await lineageOf()).toMatchObject({ standard: standard.id, flocks: offered!.flocks });
    // The same module and lineage, letter case aside, replaces it, and keeps the flocks' spelling.
    const again = await putStandard('admin', await standardWorkbook());
    expect(layStandardImportResultSchema.parse(again.json())).toMatchObject({ replaced: true, standard: { id: standard.id, lineage: 'Hy-Line W-36' } });
  });

  it('refuses row by row, naming each field and why, and stores nothing', async () => {
    const before = layStandardListSchema.parse((await t.as('admin', 'GET', '/api/v2/lay-standards')).json());
    const res = await putStandard('admin', {
      weeks: [
        { week: 21, hen_day_percent: 90 },
        { week: 200, hen_day_percent: 90 },
        { week: 22, egg_weight: 'sixty' },
        { week: 21, hen_day_percent: 91 },
        { week: 23, hen_day: 91 },
      ],
    }, 'module=aves_poedeiras&lineage=Lohmann%20Brown&lang=en');
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json<ApiError>().fields!.map((f) => [f.field, f.key, f.message]);
    expect(fields).toEqual([
      ['weeks.4.hen_day', 'layStandards.errors.unknownColumn', 'Column "hen_day" is not one of the template\'s'],
      ['weeks.1.week', 'layStandards.errors.outOfRange', 'Row 2: Week of life must be between 1 and 120'],
      ['weeks.2.egg_weight', 'layStandards.errors.notANumber', 'Row 3: Egg weight (g) is not a number'],
      ['weeks.3.week', 'layStandards.errors.duplicateWeek', 'Row 4: week 21 is on row 1 already'],
    ]);
    expect(layStandardListSchema.parse((await t.as('admin', 'GET', '/api/v2/lay-standards')).json())).toEqual(before);
  });

  it('is read only where the reader has a laying module, within the company', async () => {
    const [mine] = layStandardListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/lay-standards')).json()).items;
    expect(mine).toMatchObject({ lineage: 'Hy-Line W-36', weeks: 10 });
    expect(layStandardListSchema.parse((await t.as('suinos', 'GET', '/api/v2/lay-standards')).json()).items).toEqual([]);
    expect((await t.as('suinos', 'GET', `/api/v2/lay-standards/${mine!.id}`)).statusCode).toBe(404);
    expect((await t.as('outra', 'GET', `/api/v2/lay-standards/${mine!.id}`)).statusCode).toBe(404);
    expect((await t.as('outra', 'DELETE', `/api/v2/lay-standards/${mine!.id}`)).statusCode).toBe(404);
  });

  it("compares the flock's weeks with it", async () => {
    const production = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    expect(production.standard).toMatchObject({ lineage: 'Hy-Line W-36' });
    const w30 = production.weeks.find((w) => w.week === 30)!;
    expect(w30.standard_hen_day_percent).toBe(90);
    // 82.8834 − 90 = −7.1166 points.
    agrees(w30.hen_day_deviation, -7.1166);
  });

  it('puts the deviation in the list, its filters and its export', async () => {
    const mine = (await listed()).find((s) => s.id === shedId)!;
    agrees(mine.hen_day_deviation, -7.1166);
    expect((await listed('&hen_day_deviation__lt=-7')).map((s) => s.id)).toEqual([shedId]);
    const csv = await t.as('tecnico', 'GET', '/api/v2/exports/sheds/laying-birds?module=aves_poedeiras&format=csv&lang=en&hen_day_deviation__lt=-7');
    expect(csv.statusCode, csv.body).toBe(200);
    const { header, rows } = parseCsv(csv.rawPayload, ',');
    expect(rows).toHaveLength(1);
    expect(rows[0]![header.indexOf('Hen-day production, 7 days (%)')]).toBe('82.9');
    expect(rows[0]![header.indexOf('Deviation from the standard (points)')]).toBe('-7.1');
  });
});

describe('the alerts of a flock in lay', () => {
  it('raises the drop, the week below the standard and the floor eggs; the egg weight is within its band', async () => {
    const company = await companyIdOf(t.database.db, 'Demo');
    await evaluateCompanyAlerts(t.database.db, company, new Date());
    const raised = await t.database.db.select({ subtype: alerts.subtype, params: alerts.params, type: alerts.type }).from(alerts).where(and(eq(alerts.batchId, batch), eq(alerts.state, 'open')));
    const bySubtype = Object.fromEntries(raised.map((a) => [a.subtype, a]));
    expect(Object.keys(bySubtype).sort()).toEqual(['floor_eggs_high', 'lay_below_standard', 'lay_drop']);
    // Day 209: 1,160 eggs ÷ 1,958 hens = 59.2 %; days 206–208: 5,100 ÷ 5,874 = 86.8 %: 27.6 points below.
    expect(bySubtype.lay_drop).toMatchObject({ type: 'Desempenho', params: { value: 59.2, baseline: 86.8, points: 27.6, day: 209 } });
    // Days 203–209 (week 30): 82.9 % against the standard's 90 %: 7.1 points below.
    expect(bySubtype.lay_below_standard!.params).toEqual({ value: 82.9, standard: 90, points: 7.1, week: 30 });
    // Floor eggs 7 × 40 = 280 ÷ 11,360 = 2.46 %, above 2 %.
    expect(bySubtype.floor_eggs_high!.params).toEqual({ value: 2.46, limit: 2, days: 7 });
  });

  it('no longer compares with a standard once it is removed', async () => {
    const [standard] = layStandardListSchema.parse((await t.as('admin', 'GET', '/api/v2/lay-standards')).json()).items;
    expect((await t.as('tecnico', 'DELETE', `/api/v2/lay-standards/${standard!.id}`)).statusCode).toBe(403);
    expect((await t.as('admin', 'DELETE', `/api/v2/lay-standards/${standard!.id}`)).statusCode).toBe(204);
    const production = eggProductionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/eggs`)).json());
    expect(production.standard).toBeNull();
    expect(production.weeks.every((w) => w.hen_day_deviation === null)).toBe(true);
    expect((await listed()).find((s) => s.id === shedId)!.hen_day_deviation).toBeNull();
  });
});
