import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchImportRefusedSchema,
  batchImportResultSchema,
  batchNutritionSchema,
  batchPerformanceSchema,
  feedControlSchema,
  rationTypeListSchema,
  shedListSchema,
  statementResponseSchema,
  weighingSchema,
  type ApiError,
  type BatchImportInput,
} from '@plantel/contracts';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { KPI_CASES } from '@plantel/domain/testing';
import { at, createShed, dayAfter } from './helpers/batch-import';
import { contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * What a confirmed statement settled is frozen: every write to a settled batch's records is a 409
 * naming the statement, a re-import is refused by name, and nothing is written. The statement's
 * correction is the way to change it, and the dashboard then agrees with the new version.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  expect((await t.as('tecnico', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT))).statusCode).toBe(201);
});
afterAll(() => t.close());

function expectSettled(res: { statusCode: number; body: string; json: <T>() => T }, version: number) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json<ApiError>().fields?.[0]).toMatchObject({ field: 'batch', key: 'settlement.errors.settled', params: { version } });
}

describe('a live batch settled by its statement', () => {
  it('takes no weighing, mortality, delivery or removal, new or changed, and writes nothing', async () => {
    const list = shedListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/sheds/nutrition?module=frangos_de_corte&ordering=identification')).json());
    const batch = list.results.find((s) => s.identification === 'Aviário 01')!.last_batch!;
    const nutrition = batchNutritionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/nutrition`)).json());
    const ration = rationTypeListSchema.parse((await t.as('tecnico', 'GET', '/api/v1/ration-types')).json()).results[0]!;
    const before = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    const division = before.divisions[0]!;
    const weight = division.weight!;

    // Records typed while the batch was open, to try changing them after.
    const weighing = weighingSchema.parse((await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division: division.id, weighed_at: minutesAgo(30), average: weight, count: 50 })).json());
    const delivery = feedControlSchema.parse(
      (await t.as('tecnico', 'POST', '/api/v1/feed-controls', { batch, silo: nutrition.silos[0]!.id, date: minutesAgo(30), quantity: 500, ration_type: ration.id })).json(),
    );
    const today = localDay(new Date(), SP);
    const close = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/close`, {
      slaughter_date: today,
      birds_delivered: before.current_lodged,
      live_weight_kg: Math.round((before.current_lodged * weight) / 1000),
      feed_supplied_kg: 100_000,
    });
    expect(close.statusCode, close.body).toBe(201);
    const settled = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`);

    const writes = [
      t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division: division.id, weighed_at: minutesAgo(5), average: weight, count: 50 }),
      t.as('tecnico', 'PATCH', `/api/v2/weighings/${weighing.id}`, { division: division.id, weighed_at: minutesAgo(30), average: weight + 100, count: 50 }),
      t.as('tecnico', 'DELETE', `/api/v2/weighings/${weighing.id}`),
      t.as('tecnico', 'PUT', `/api/v2/batches/${batch}/mortality`, { division: division.id, date: today, amount_mortality: 3, amount_eliminated: 0 }),
      t.as('tecnico', 'POST', '/api/v1/feed-controls', { batch, silo: nutrition.silos[0]!.id, date: minutesAgo(5), quantity: 500, ration_type: ration.id }),
      t.as('tecnico', 'PATCH', `/api/v1/feed-controls/${delivery.id}`, { quantity: 400 }),
      t.as('tecnico', 'DELETE', `/api/v1/feed-controls/${delivery.id}`),
      t.as('tecnico', 'POST', `/api/v2/batches/${batch}/removals`, { division: division.id, removed_at: today + 'T06:00', animals: 10, live_weight_kg: (10 * weight) / 1000 }),
    ];
    for (const res of await Promise.all(writes)) expectSettled(res, 1);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).body).toBe(settled.body);
  });
});

describe('an imported batch settled by its statement', () => {
  const c = KPI_CASES.find((k) => k.slaughter && !k.removals)!;
  const LODGING_DAY = '2026-06-01';
  let shed: number;
  let batch: number;
  const importOf = (liveWeightKg: number): BatchImportInput => ({
    shed,
    identification: 'Acertado 1',
    lineage: c.lineage,
    sex: 'mixed',
    lodged_at: at(LODGING_DAY),
    housed: c.housed,
    entry_weight: c.entryWeight,
    age_at_lodging: 0,
    weighings: c.weighings.map((w) => ({ at: at(dayAfter(LODGING_DAY, w.age)), mean_weight: w.weight })),
    feed: c.feed.map((kg, k) => ({ date: dayAfter(LODGING_DAY, k), kg })),
    mortality: c.mortality.map((m) => ({ date: dayAfter(LODGING_DAY, m.age), dead: m.dead, culled: m.culled })),
    slaughter: { date: dayAfter(LODGING_DAY, c.slaughter!.age), birds: c.slaughter!.animals, live_weight_kg: liveWeightKg },
  });

  it('is refused by a re-import, which names the statement, and stays as settled', async () => {
    shed = await createShed(t.database.db, 'Demo', 3, 'ACERTO-1');
    const first = await t.as('admin', 'POST', '/api/v2/batches/import', importOf(c.slaughter!.liveWeightKg));
    expect(first.statusCode, first.body).toBe(201);
    batch = batchImportResultSchema.parse(first.json()).batch;
    const close = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/close`, { feed_supplied_kg: 91_872 });
    expect(close.statusCode, close.body).toBe(201);
    const before = (await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).body;

    // The same identification again with a heavier catch.
    const again = await t.as('admin', 'POST', '/api/v2/batches/import', importOf(c.slaughter!.liveWeightKg + 2880));
    expect(again.statusCode, again.body).toBe(400);
    const refusal = batchImportRefusedSchema.parse(again.json()).refusals.find((r) => r.field === 'identification');
    expect(refusal?.sheet).toBe('batch');
    expect(refusal?.message).toMatch(/(version|versão) 1/);
    expect((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).body).toBe(before);
  });

  it("changes through the statement's correction: a new version, and the dashboard agrees with it", async () => {
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/statement/corrections`, {
      reason: 'Final slaughterhouse report: 58,560 kg',
      live_weight_kg: c.slaughter!.liveWeightKg + 2880,
      feed_supplied_kg: 91_872,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { version, statement } = statementResponseSchema.parse(res.json());
    expect(version).toBe(2);
    // 58,560 kg ÷ 19,200 birds = 3,050 g.
    expect(statement.indicators.meanWeight).toBeCloseTo(3050, 6);
    const perf = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    expect(perf.weight).toBeCloseTo(statement.indicators.meanWeight!, 6);
    expect(perf.viability).toBeCloseTo(statement.indicators.viabilityPercent!, 6);
    expect(perf.conversion_factor).toBeCloseTo(statement.indicators.fcr!, 6);
    // No lost kg given: the statement takes the batch's own, so its corrected FCR is the dashboard's too.
    expect(statement.indicators.correctedFcr).not.toBeNull();
    expect(perf.corrected_conversion_factor).toBeCloseTo(statement.indicators.correctedFcr!, 6);
    // EPEF from the dashboard's feed days, the statement's from the feed supplied: the same 91,872 kg.
    expect(perf.production_efficiency).toBeCloseTo(statement.indicators.epef!, 3);
  });
});
