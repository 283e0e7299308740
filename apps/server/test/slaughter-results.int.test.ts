import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiErrorSchema, forecastAccuracySchema, slaughterResultsSchema, type SlaughterResultsInput } from '@plantel/contracts';
import { insertForecastSnapshot } from '../src/repositories/forecast-snapshots.repository';
import { rowsOf } from '../src/repositories/sql-text';
import { broilerBatch, createShed, dayAfter, daysAgo } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The plant's results of a flock (docs/plant-loop.md), worked by hand. Two loads: 23,120 − 15,000 =
 * 8,120 kg net with 2,990 birds hung and 10 dead on arrival, and 23,300.3 − 15,000 ≈ 8,300 kg with 2,985
 * and 15. Delivered: 6,000 birds, 16,420 kg, so a mean of 16,420 ÷ 6,000 = 2,736.67 g. Condemned whole:
 * 30 + 20 + 10 = 60 of 5,975 hung = 1.00 %. Footpads: (15 + 2 × 5 + 10) ÷ 200 scored = 0.175.
 * The forecasts kept of the slaughter day are scored against that mean as shown, 2,736.7 g: 2,800 g a
 * day before is 63.3 ÷ 2,736.7 = 2.31 % heavy, inside its 2,650–2,950 band; 2,700 g three days before
 * is −36.7 ÷ 2,736.7 = −1.34 %, inside 2,600–2,800; 2,600 g seven days before is −136.7 ÷ 2,736.7 =
 * −5.00 %, with no band yet.
 */

let t: TestApp;
let batch: number;
const today = daysAgo(0);

const RESULTS: SlaughterResultsInput = {
  slaughtered_on: today,
  loads: [
    {
      truck: 'ABC-1D23',
      gross_kg: 23_120,
      tare_kg: 15_000,
      net_kg: 8_120,
      birds_hung: 2_990,
      dead_on_arrival: 10,
      condemnations: [
        { cause: 'contamination', kind: 'total', birds: 30 },
        { cause: 'bruises_trauma', kind: 'partial', birds: 40 },
      ],
      footpad: { score_0: 80, score_1: 15, score_2: 5 },
    },
    {
      gross_kg: 23_300.3,
      tare_kg: 15_000,
      net_kg: 8_300,
      birds_hung: 2_985,
      dead_on_arrival: 15,
      condemnations: [
        { cause: 'contamination', kind: 'total', birds: 20 },
        { cause: 'cellulitis', kind: 'total', birds: 10 },
      ],
      footpad: { score_0: 90, score_1: 10, score_2: 0 },
      carcass_yield_percent: 74.2,
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const shed = await createShed(t.database.db, 'Demo', 3, 'Aviário Frigorífico');
  const imported = await t.as('tecnico', 'POST', '/api/v2/batches/import', broilerBatch(shed, 'FRIG-1'));
  expect(imported.statusCode, imported.body).toBe(201);
  batch = imported.json<{ batch: number }>().batch;
  const company = (await t.database.db.query.batches.findFirst({ where: (b, { eq }) => eq(b.id, batch) }))!.companyId;
  const kept = (daysAhead: number, weight: number, band: [number, number] | null) =>
    insertForecastSnapshot(t.database.db, {
      companyId: company,
      batchId: batch,
      madeAt: new Date(),
      madeOn: dayAfter(today, -daysAhead),
      targetDate: today,
      targetAge: 42,
      daysAhead,
      method: band ? 'table-trend' : 'reference',
      weight,
      weightP10: band?.[0] ?? null,
      weightP90: band?.[1] ?? null,
    });
  await kept(1, 2_800, [2_650, 2_950]);
  await kept(3, 2_700, [2_600, 2_800]);
  await kept(7, 2_600, null);
});
afterAll(() => t.close());

describe("the plant's results", () => {
  it('are none until the plant sends them, and the accuracy waits for them', async () => {
    const none = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/slaughter-results`);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/forecast-accuracy`)).statusCode).toBe(404);
  });

  it('refuse, field by field, a net that is not the gross less the tare, more condemned than hung, and a day to come, storing nothing', async () => {
    const bad = structuredClone(RESULTS);
    bad.slaughtered_on = dayAfter(today, 1);
    bad.loads[0]!.net_kg = 8_200;
    bad.loads[1]!.condemnations = [{ cause: 'contamination', kind: 'total', birds: 3_000 }];
    const res = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, bad);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.map((f) => [f.field, f.message])).toEqual([
      ['loads.0.net_kg', 'The net is the gross less the tare (8120 kg)'],
      ['loads.1.condemnations', 'More birds condemned whole (3000) than hung (2985)'],
      ['slaughtered_on', 'The slaughter day is before the housing or after today'],
    ]);
    const unknownCause = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, { ...RESULTS, loads: [{ ...RESULTS.loads[0], condemnations: [{ cause: 'sunburn', kind: 'total', birds: 1 }] }] });
    expect(apiErrorSchema.parse(unknownCause.json()).fields?.map((f) => f.field)).toEqual(['loads.0.condemnations.0.cause']);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/slaughter-results`)).json()).toBeNull();
    expect((await t.as('produtor', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, RESULTS)).statusCode).toBe(403);
  });

  it('give the flock its birds delivered, live kg and condemnations, which the batch keeps for its closing', async () => {
    const res = await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, RESULTS);
    expect(res.statusCode, res.body).toBe(200);
    const { figures } = slaughterResultsSchema.parse(res.json());
    expect(figures).toEqual({
      birds_delivered: 6_000,
      live_weight_kg: 16_420,
      mean_weight: 2_736.7,
      dead_on_arrival: 25,
      condemned_total: 60,
      condemned_partial: 40,
      condemned_percent: 1,
      by_cause: [
        { cause: 'contamination', total: 50, partial: 0 },
        { cause: 'bruises_trauma', total: 0, partial: 40 },
        { cause: 'cellulitis', total: 10, partial: 0 },
      ],
      footpad_score: 0.175,
    });
    const [stored] = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`select slaughter_date::text as day, slaughter_animals as birds, slaughter_live_weight_kg as kg from batches where id = ${batch}`),
    );
    expect(stored).toEqual({ day: today, birds: 6_000, kg: 16_420 });

    // Sent again with the second load corrected: it replaces the first sending.
    const again = structuredClone(RESULTS);
    again.loads[1]!.birds_hung = 2_975;
    const replaced = slaughterResultsSchema.parse((await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, again)).json());
    expect(replaced.figures.birds_delivered).toBe(5_990);
    expect(slaughterResultsSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/slaughter-results`)).json()).figures.birds_delivered).toBe(5_990);
    await t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/slaughter-results`, RESULTS);
  });

  it('score the forecasts kept 1, 3 and 7 days before the slaughter against the plant’s mean weight', async () => {
    const accuracy = forecastAccuracySchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/forecast-accuracy`)).json());
    expect(accuracy.actual_weight).toBe(2_736.7);
    expect(accuracy.horizons).toEqual([
      { days_ahead: 1, forecast: 2_800, error_percent: 2.31, inside_band: true },
      { days_ahead: 3, forecast: 2_700, error_percent: -1.34, inside_band: true },
      { days_ahead: 7, forecast: 2_600, error_percent: -5, inside_band: null },
    ]);
  });
});
