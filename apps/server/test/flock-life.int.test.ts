import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPerformanceSchema, homeSummarySchema, registerShedSchema, shedListSchema, statementResponseSchema, type BatchPerformance, type ShedListItem } from '@plantel/contracts';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * One broiler flock, its whole life, through the API as the barn and the office write it: lodged in
 * two boxes, a day's deaths counted twice (once from a phone that was offline), weighed in one box
 * then both, thinned with a typo then corrected, settled, its shed empty everywhere, and the next
 * flock lodged. After each step the shed's list row, the dashboard, Home and the statement agree,
 * and every figure is worked by hand in the comments.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const DAY = 86_400_000;
/** The company's wall clock (São Paulo, UTC−3 all year) for a moment, as the forms send it. */
const wallClock = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16);

/** Lodged 20 days and an hour ago: day of age 20 today, at 0 days of age. */
const lodgedAt = new Date(Date.now() - 20 * DAY - 3_600_000);
const atAge = (age: number) => new Date(lodgedAt.getTime() + age * DAY);

let shedId: number;
let batchId: number;
let boxes: [number, number];

beforeAll(async () => {
  t = await createTestApp();
  const producer = (await t.as('admin', 'POST', '/api/v2/producers', { name: 'Granja Vida Inteira', tax_id: '529.982.247-25' })).json<{ id: number }>();
  const property = (await t.as('admin', 'POST', '/api/v2/properties', { name: 'Sítio Ciclo', producer: producer.id })).json<{ id: number }>();
  const shed = await t.as('admin', 'POST', '/api/v2/sheds', {
    property: property.id,
    identification: 'Aviário Ciclo',
    production_type: 3,
    lineage: 'Ross 308',
    capacity: 12_000,
    divisions: [
      { identification: 'Box 1', capacity: 6_000 },
      { identification: 'Box 2', capacity: 6_000 },
    ],
  });
  expect(shed.statusCode, shed.body).toBe(201);
  shedId = registerShedSchema.parse(shed.json()).id;
  expect((await t.as('admin', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT, { sex: 'mixed', module: null }))).statusCode).toBe(201);
});
afterAll(() => t.close());

const dashboard = async (): Promise<BatchPerformance> => batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batchId}/performance`)).json());
async function listRow(list = 'performance?module=frangos_de_corte&stage=lodged,slaughter,empty_batch'): Promise<ShedListItem | undefined> {
  const res = await t.as('admin', 'GET', `/api/v2/sheds/${list}&search=${encodeURIComponent('Aviário Ciclo')}`);
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json()).results.find((s) => s.id === shedId);
}
const lodgedOnHome = async () => homeSummarySchema.parse((await t.as('admin', 'GET', '/api/v2/home/summary')).json()).modules.find((m) => m.module === 'frangos_de_corte')!.lodged_sheds;

/** The list row shows what the dashboard computes: the batch, its stage, weight, FCR and EPEF. */
async function expectListAgrees(perf: BatchPerformance, stage: string) {
  const row = (await listRow())!;
  expect(row).toMatchObject({ last_batch: perf.id, stage });
  // The list keeps the weight in single precision: the same grams to the hundredth.
  if (perf.weight === null) expect(row.weight).toBeNull();
  else expect(row.weight).toBeCloseTo(perf.weight, 2);
  expect(row.conversion_factor ?? null).toBe(perf.conversion_factor);
  expect(row.production_efficiency ?? null).toBe(perf.production_efficiency);
}

describe('one broiler flock, from lodging to the next one', () => {
  let homeBefore: number;

  it('1. is lodged in two boxes of 5,000: 10,000 housed and alive, the shed lodged in its list and on Home', async () => {
    homeBefore = await lodgedOnHome();
    const divisions = (await t.as('admin', 'GET', `/api/v2/sheds/${shedId}/register`)).json<{ divisions: { id: number }[] }>().divisions;
    const res = await t.as('tecnico', 'POST', '/api/v2/batches', {
      shed: shedId,
      identification: 'CICLO-1',
      opened_at: wallClock(lodgedAt),
      lineage: 'Ross 308',
      sex: 1,
      entry_weight: 42,
      divisions: divisions.map((d) => ({ division: d.id, animals: 5_000 })),
    });
    expect(res.statusCode, res.body).toBe(201);
    batchId = res.json<{ id: number }>().id;
    const perf = await dashboard();
    boxes = [perf.divisions[0]!.id, perf.divisions[1]!.id];
    expect(perf).toMatchObject({ housed: 10_000, current_lodged: 10_000, mortality: 0 });
    expect(perf.divisions.map((d) => d.current_lodge)).toEqual([5_000, 5_000]);
    const row = (await listRow())!;
    expect(row).toMatchObject({ last_batch: batchId, stage: 'lodged', age: 20 });
    expect(await lodgedOnHome()).toBe(homeBefore + 1);
  });

  it('2. counts day 5 twice in Box 1: 14 dead + 3 culled, then 2 dead from a phone that was offline; both count, 19 lost', async () => {
    const day5 = localDay(atAge(5.2), SP);
    const put = (user: string, body: object) => t.as(user, 'PUT', `/api/v2/batches/${batchId}/mortality`, { division: boxes[0], date: day5, mode: 'add', ...body });
    expect((await put('tecnico', { amount_mortality: 14, amount_eliminated: 3 })).statusCode).toBe(200);
    // The phone kept it with the `replaces` it saw (none): an addition does not look at it.
    const offline = await put('admin', { amount_mortality: 2, amount_eliminated: 0, replaces: null });
    expect(offline.json()).toMatchObject({ amount_mortality: 16, amount_eliminated: 3 });
    const perf = await dashboard();
    // 14 + 3 + 2 = 19 lost; Box 1 holds 5,000 − 19 = 4,981.
    expect(perf.mortality).toBe(19);
    expect(perf.current_lodged).toBe(9_981);
    expect(perf.divisions[0]!.current_lodge).toBe(4_981);
    await expectListAgrees(perf, 'lodged');
  });

  it('3. is weighed in Box 1, then in both: the flock is every box, weighted by its birds', async () => {
    const weigh = (box: number, age: number, average: number) =>
      t.as('tecnico', 'POST', `/api/v2/batches/${batchId}/weighings`, { division: box, weighed_at: atAge(age).toISOString(), average, count: 50 });
    expect((await weigh(boxes[0], 14, 480)).statusCode).toBe(201);
    let perf = await dashboard();
    // Box 2 was never weighed: it takes the flock's ratio to the table and moves nothing. 480 g.
    expect(perf.weight).toBeCloseTo(480, 9);
    await expectListAgrees(perf, 'lodged');

    expect((await weigh(boxes[0], 19, 900)).statusCode).toBe(201);
    expect((await weigh(boxes[1], 19.01, 880)).statusCode).toBe(201);
    perf = await dashboard();
    // (900 × 4,981 + 880 × 5,000) ÷ 9,981 = 8,882,900 ÷ 9,981 = 889.98 g.
    expect(perf.weight).toBeCloseTo(8_882_900 / 9_981, 6);
    // A mean with its count says nothing of the scatter: no uniformity is claimed.
    expect(perf.uniformity).toBeNull();
    await expectListAgrees(perf, 'lodged');
  });

  it('4. is thinned in Box 2, 500 typed for 50, then corrected: 50 birds and 44 kg leave', async () => {
    const body = { division: boxes[1], removed_at: wallClock(atAge(19.5)) };
    const typed = await t.as('tecnico', 'POST', `/api/v2/batches/${batchId}/removals`, { ...body, animals: 500, live_weight_kg: 440 });
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await dashboard()).current_lodged).toBe(9_981 - 500);
    const corrected = await t.as('tecnico', 'PUT', `/api/v2/batches/${batchId}/removals/${typed.json<{ id: number }>().id}`, { ...body, animals: 50, live_weight_kg: 44, reason: 'Eram 50 aves' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const perf = await dashboard();
    // Box 2: 5,000 − 50 = 4,950; the flock 4,981 + 4,950 = 9,931 alive, 50 removed.
    expect(perf.current_lodged).toBe(9_931);
    expect(perf.removed).toBe(50);
    expect(perf.divisions[1]!.current_lodge).toBe(4_950);
    // The weight now weighs each box by the birds it holds: (900 × 4,981 + 880 × 4,950) ÷ 9,931 = 890.03 g.
    expect(perf.weight).toBeCloseTo(8_838_900 / 9_931, 6);
    await expectListAgrees(perf, 'lodged');
  });

  it('5. is settled: the statement, the dashboard and the list give one FCR, on every bird delivered', async () => {
    const res = await t.as('admin', 'POST', `/api/v2/batches/${batchId}/close`, {
      slaughter_date: localDay(new Date(), SP),
      birds_delivered: 9_931,
      live_weight_kg: 9_434,
      feed_supplied_kg: 12_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { statement } = statementResponseSchema.parse(res.json());
    // Delivered: 9,931 caught + 50 thinned = 9,981 birds; 9,434 + 44 = 9,478 kg.
    expect(statement.quantities).toMatchObject({ birdsDelivered: 9_981, birdsThinned: 50, liveWeightKg: 9_478 });
    // Viability 9,981 ÷ 10,000 = 99.81 %; FCR 12,000 ÷ 9,478 = 1.2661; mean weight 9,478,000 ÷ 9,981 = 949.60 g;
    // mean age (9,931 × 20 + 50 × 19) ÷ 9,981 = 19.995 days, the final catch at 20.
    expect(statement.indicators.viabilityPercent).toBeCloseTo(99.81, 9);
    expect(statement.indicators.fcr).toBeCloseTo(12_000 / 9_478, 9);
    expect(statement.indicators.meanWeight).toBeCloseTo(9_478_000 / 9_981, 6);
    expect(statement.indicators.ageDays).toBe(20);
    expect(statement.indicators.meanAgeDays).toBeCloseTo(199_570 / 9_981, 9);

    const perf = await dashboard();
    expect(perf.final).toBe(true);
    expect(perf.conversion_factor).toBeCloseTo(statement.indicators.fcr!, 9);
    expect(perf.production_efficiency).toBeCloseTo(statement.indicators.epef!, 6);
    expect(perf.delivered_mean_weight).toBeCloseTo(statement.indicators.meanWeight!, 6);
    // The final catch: 9,434,000 g ÷ 9,931 birds.
    expect(perf.weight).toBeCloseTo(9_434_000 / 9_931, 6);
    await expectListAgrees(perf, 'empty_batch');
  });

  it('6. leaves its shed empty in every list, on Home and in the register, counting the sanitary break', async () => {
    expect(await listRow('lodged?module=frangos_de_corte')).toBeUndefined();
    expect(await listRow('slaughter-prediction?module=frangos_de_corte&stage=lodged,slaughter')).toBeUndefined();
    expect(await listRow('pcp-planning?module=frangos_de_corte&stage=lodged,slaughter')).toBeUndefined();
    expect((await listRow('empty_batch?module=frangos_de_corte'))?.stage).toBe('empty_batch');
    expect(await lodgedOnHome()).toBe(homeBefore);
    const register = (await t.as('admin', 'GET', `/api/v2/sheds/${shedId}/register`)).json<{ empty_days: number | null; open_batch: unknown }>();
    expect(register).toMatchObject({ empty_days: 0, open_batch: null });
  });

  it('7. takes the next flock: before the sanitary break only when confirmed, and every list follows it', async () => {
    const divisions = (await t.as('admin', 'GET', `/api/v2/sheds/${shedId}/register`)).json<{ divisions: { id: number }[] }>().divisions;
    const body = { shed: shedId, identification: 'CICLO-2', opened_at: wallClock(new Date()), lineage: 'Ross 308', sex: 1, divisions: divisions.map((d) => ({ division: d.id, animals: 5_500 })) };
    const early = await t.as('tecnico', 'POST', '/api/v2/batches', body);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ fields: { field: string; params: { days: number } }[] }>().fields[0]).toMatchObject({ field: 'confirm_short_break', params: { days: 0 } });
    const next = await t.as('tecnico', 'POST', '/api/v2/batches', { ...body, confirm_short_break: true });
    expect(next.statusCode, next.body).toBe(201);
    batchId = next.json<{ id: number }>().id;
    const perf = await dashboard();
    expect(perf).toMatchObject({ housed: 11_000, current_lodged: 11_000, mortality: 0, removed: 0 });
    expect((await listRow())!).toMatchObject({ last_batch: batchId, stage: 'lodged', weight: null, conversion_factor: null });
    expect(await lodgedOnHome()).toBe(homeBefore + 1);
  });
});
