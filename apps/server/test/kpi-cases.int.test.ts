import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDetailSchema, batchImportResultSchema, batchPerformanceSchema, type BatchImportInput } from '@plantel/contracts';
import { agreesWithHandFigure, KPI_CASES, type KpiCase } from '@plantel/domain/testing';
import { at, createShed, dayAfter } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The hand-worked batches of packages/domain/src/testing/kpi-cases.ts, brought in through the batch
 * import and read back from the API: the same figures, within ±0.2 %, as worked by hand. (The case
 * of a day measured in part by the load cells is the domain's alone: an import records whole days.
 * The thinned flock is recorded through its own route, in thinning.int.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LODGING_DAY = '2026-06-01';
const DAY_MS = 86_400_000;

function importOf(c: KpiCase, shed: number): BatchImportInput {
  const lodgedAt = at(LODGING_DAY);
  const dayOf = (age: number) => dayAfter(LODGING_DAY, age - c.ageAtLodging);
  return {
    shed,
    identification: `KPI ${c.name.slice(0, 40)}`,
    lineage: c.lineage,
    sex: 'mixed',
    lodged_at: lodgedAt,
    housed: c.housed,
    entry_weight: c.entryWeight,
    age_at_lodging: c.ageAtLodging,
    weighings: c.weighings.map((w) => ({ at: new Date(Date.parse(lodgedAt) + (w.age - c.ageAtLodging) * DAY_MS).toISOString(), mean_weight: w.weight })),
    feed: c.feed.map((kg, k) => ({ date: dayAfter(LODGING_DAY, k), kg })),
    mortality: c.mortality.map((m) => ({ date: dayOf(m.age), dead: m.dead, culled: m.culled })),
    ...(c.slaughter ? { slaughter: { date: dayOf(c.slaughter.age), birds: c.slaughter.animals, live_weight_kg: c.slaughter.liveWeightKg } } : {}),
  };
}

function agrees(actual: number | null | undefined, expected: number) {
  expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected} worked by hand`).toBe(true);
}

const imported = KPI_CASES.filter((c) => !c.partialFeed && !c.removals);

describe('hand-worked batches through the import and the API', () => {
  it.each(imported.map((c, i) => [c.name, c, i] as const))('%s', async (_, c, i) => {
    const shed = await createShed(t.database.db, 'Demo', c.productionType, `KPI-${i}`);
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', importOf(c, shed));
    expect(res.statusCode, res.body).toBe(201);
    const { batch } = batchImportResultSchema.parse(res.json());

    const perf = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    const e = c.expected;
    expect(perf.figures_age).toBeCloseTo(e.age, 6);
    expect(perf.final).toBe(c.slaughter !== undefined);
    agrees(perf.weight, e.weight);
    agrees(perf.conversion_factor, e.conversion);
    if (e.corrected !== undefined) agrees(perf.corrected_conversion_factor, e.corrected);
    if (e.adjusted !== undefined) agrees(perf.adjusted_conversion_factor, e.adjusted);
    if (e.efficiency !== undefined) agrees(perf.production_efficiency, e.efficiency);
    if (e.viability !== undefined) agrees(perf.viability, e.viability);
    if (e.performance !== undefined) agrees(perf.performance, e.performance);
    if (e.feedKg !== undefined) agrees(perf.feed_kg, e.feedKg);
    if (e.feedEstimatedKg !== undefined) expect(perf.feed_estimated_kg).toBeCloseTo(e.feedEstimatedKg, 6);

    // The batch detail, which the shed lists share, stores the same FCR.
    const detail = batchDetailSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}`)).json());
    expect(detail.conversion_factor).toBeCloseTo(perf.conversion_factor!, 5);
  });
});
