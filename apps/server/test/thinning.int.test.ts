import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  batchImportResultSchema,
  batchPerformanceSchema,
  batchRemovalListSchema,
  batchRemovalSchema,
  statementResponseSchema,
  type ApiError,
  type BatchRemovalInput,
} from '@plantel/contracts';
import { agreesWithHandFigure, KPI_CASES } from '@plantel/domain/testing';
import { BAND_CONTRACT, THINNED_BAND_BATCH, THINNED_EXPECTED } from '@plantel/domain/testing/settlement-cases';
import { at, createShed, dayAfter } from './helpers/batch-import';
import { closingBody, contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The thinned flock worked by hand (packages/domain/src/testing/kpi-cases.ts and settlement-cases.ts)
 * through the API: lodged by import, 4,000 birds thinned at 35 days through
 * POST /v2/batches/{id}/removals, closed at 42 days. Its animals, viability, FCR, EPEF and statement
 * agree with the hand-worked figures within ±0.2 %. The tests build on each other in order.
 */

let t: TestApp;
const THINNED = KPI_CASES.find((c) => c.removals)!;
const LODGING_DAY = '2026-06-01';
const SLAUGHTER_DAY = dayAfter(LODGING_DAY, 42);
let batch: number;
let division: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function agrees(actual: number | null | undefined, expected: number) {
  expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected} worked by hand`).toBe(true);
}

const performance = async () => batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());
const remove = (body: Partial<BatchRemovalInput> & Record<string, unknown>, user = 'tecnico') =>
  t.as(user, 'POST', `/api/v2/batches/${batch}/removals`, { division, removed_at: `${dayAfter(LODGING_DAY, 35)}T16:00`, animals: 4000, live_weight_kg: 8400, ...body });
const refusedFields = (res: { json: <T>() => T }) => res.json<ApiError>().fields?.map((f) => f.field);

describe('a flock thinned at 35 days', () => {
  it('is lodged, weighed, fed and counted through the import, open', async () => {
    const shed = await createShed(t.database.db, 'Demo', 3, 'THIN-1');
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', {
      shed,
      identification: 'Desbaste 1',
      lineage: THINNED.lineage,
      sex: 'mixed',
      lodged_at: at(LODGING_DAY),
      housed: THINNED.housed,
      entry_weight: THINNED.entryWeight,
      age_at_lodging: 0,
      weighings: THINNED.weighings.map((w) => ({ at: at(dayAfter(LODGING_DAY, w.age)), mean_weight: w.weight })),
      feed: THINNED.feed.map((kg, k) => ({ date: dayAfter(LODGING_DAY, k), kg })),
      mortality: THINNED.mortality.map((m) => ({ date: dayAfter(LODGING_DAY, m.age), dead: m.dead, culled: m.culled })),
    });
    expect(res.statusCode, res.body).toBe(201);
    batch = batchImportResultSchema.parse(res.json()).batch;
    const perf = await performance();
    division = perf.divisions[0]!.id;
    expect(perf.current_lodged).toBe(19_200);
  });

  it('refuses a removal that cannot be, naming the field, and stores nothing', async () => {
    const cases: [Partial<BatchRemovalInput> & Record<string, unknown>, string, number][] = [
      [{ animals: 19_201 }, 'animals', 400],
      [{ removed_at: `${dayAfter(LODGING_DAY, -1)}T08:00` }, 'removed_at', 400],
      [{ removed_at: '2099-01-01T08:00' }, 'removed_at', 400],
      // 840 kg for 4,000 birds is 210 g a head at 35 days: kg typed for tens of kg.
      [{ live_weight_kg: 840 }, 'live_weight_kg', 400],
      [{ division: 999_999 }, 'division', 400],
      [{ animals: 0 }, 'animals', 400],
      [{ weight: 8400 }, 'weight', 400],
    ];
    for (const [body, field, status] of cases) {
      const res = await remove(body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(refusedFields(res)).toContain(field);
    }
    // A guest reads the figures but records nothing; another company's user does not see the batch.
    expect((await remove({}, 'vendas')).statusCode).toBe(403);
    expect((await remove({}, 'outra')).statusCode).toBe(404);
    const list = batchRemovalListSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/removals`)).json());
    expect(list.count).toBe(0);
    expect((await performance()).current_lodged).toBe(19_200);
  });

  it('records 4,000 birds and 8,400 kg taken at day 35: the animals lodged follow, and the audit says who', async () => {
    const res = await remove({ destination: 'Frigorífico Sul' });
    expect(res.statusCode, res.body).toBe(201);
    const removal = batchRemovalSchema.parse(res.json());
    expect(removal).toMatchObject({ batch, division, age: 35, animals: 4000, live_weight_kg: 8400, mean_weight: 2100, destination: 'Frigorífico Sul' });
    const list = batchRemovalListSchema.parse((await t.as('produtor', 'GET', `/api/v2/batches/${batch}/removals`)).json());
    expect(list.results.map((r) => r.id)).toEqual([removal.id]);

    const perf = await performance();
    // 20,000 housed − 800 lost − 4,000 removed.
    expect(perf.current_lodged).toBe(15_200);
    // 4,000 of 20,000 housed.
    expect(perf).toMatchObject({ removed: 4000, removed_live_weight_kg: 8400, removed_percent: 20 });

    const audit = auditListSchema.parse((await t.as('admin', 'GET', `/api/v2/audit?entity=batch&entity_id=${batch}`)).json());
    expect(audit.results[0]).toMatchObject({ action: 'thin', actor: 'tecnico', after: { animals: 4000, live_weight_kg: 8400, age: 35 } });
  });

  it('is closed at 42 days: the statement pays every bird and kg delivered, as worked by hand', async () => {
    expect((await t.as('tecnico', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT))).statusCode).toBe(201);
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/close`, closingBody(THINNED_BAND_BATCH, SLAUGHTER_DAY));
    expect(res.statusCode, res.body).toBe(201);
    const { statement } = statementResponseSchema.parse(res.json());
    const e = THINNED_EXPECTED;
    agrees(statement.indicators.viabilityPercent, e.indicators.viabilityPercent);
    agrees(statement.indicators.fcr, e.indicators.fcr);
    agrees(statement.indicators.adjustedFcr, e.indicators.adjustedFcr);
    agrees(statement.indicators.epef, e.indicators.epef);
    agrees(statement.indicators.meanWeight, e.indicators.meanWeight);
    // The age the EPEF is computed on, stated beside the final catch's 42 days: (15,200 × 42 + 4,000 × 35) ÷ 19,200.
    expect(statement.indicators.ageDays).toBe(42);
    expect(statement.indicators.meanAgeDays).toBeCloseTo((15_200 * 42 + 4_000 * 35) / 19_200, 9);
    expect(statement.quantities).toMatchObject(e.quantities);
    expect(statement.steps.map((s) => s.resultCents)).toEqual(e.steps);
    expect(statement.payableCents).toBe(e.payableCents);

    const audit = auditListSchema.parse((await t.as('admin', 'GET', `/api/v2/audit?entity=batch&entity_id=${batch}`)).json());
    expect(audit.results[0]).toMatchObject({ action: 'close', actor: 'tecnico', after: { slaughter_date: SLAUGHTER_DAY, birds_delivered: 19_200, live_weight_kg: 54_000 } });
  });

  it('shows the closed flock with the same figures on its dashboard', async () => {
    const perf = await performance();
    const e = THINNED.expected;
    expect(perf.final).toBe(true);
    agrees(perf.weight, e.weight);
    agrees(perf.viability, e.viability!);
    agrees(perf.conversion_factor, e.conversion);
    agrees(perf.corrected_conversion_factor, e.corrected!);
    agrees(perf.adjusted_conversion_factor, e.adjusted!);
    agrees(perf.production_efficiency, e.efficiency!);
    // What the EPEF and the adjusted FCR are computed on, beside the last catch's weight: 54,000 kg ÷ 19,200 birds, and their mean age.
    expect(perf.delivered_mean_weight).toBeCloseTo(54_000_000 / 19_200, 6);
    expect(perf.delivered_mean_age).toBeCloseTo((15_200 * 42 + 4_000 * 35) / 19_200, 9);
  });

  it('takes no removal once closed: the statement settled what the batch delivered', async () => {
    const res = await remove({ animals: 10, live_weight_kg: 30, removed_at: `${dayAfter(LODGING_DAY, 40)}T08:00` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().fields?.[0]).toMatchObject({ field: 'batch', key: 'settlement.errors.settled', params: { version: 1 } });
  });
});
