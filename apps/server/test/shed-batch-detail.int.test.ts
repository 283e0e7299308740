import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandAt, defaultAmbienceProfile, referenceFor } from '@plantel/domain';
import { apiErrorSchema, batchDetailSchema, shedDetailSchema } from '@plantel/contracts';
import { RIVAL_USER } from './helpers/farm-fixture';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';

let f: FixtureApp;
beforeAll(async () => {
  f = await createFixtureApp();
});
afterAll(() => f.close());

async function ok(url: string, username = 'fx_all') {
  const res = await f.get(username, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/v2/sheds/{id}', () => {
  it('answers the shed with its batches (current first), devices, states and silos', async () => {
    const shed = shedDetailSchema.parse(await ok(`/api/v2/sheds/${f.fx.shed.B1}`));
    expect(shed).toMatchObject({ id: f.fx.shed.B1, identification: 'Aviário 01', shedName: 'Frango Norte', stage: 'lodged', lastBatch: f.fx.batch.B1, last_batch: f.fx.batch.B1 });
    expect(shed.batches.map((b) => [b.id, b.stage, b.age, b.closing_date === null])).toEqual([
      [f.fx.batch.B1, 'lodged', 28, true],
      [f.fx.previousBatchB1, 'slaughter', 50, false],
    ]);
    expect(shed.batches[0]!.sex).toEqual({ name: 'female', external_id: 2 });
    expect(shed.devicesList.map((d) => [d.type, d.identification, d.position])).toEqual([
      ['S0', 'S0-1', '1'],
      ['D0', 'D0-1', '1'],
      ['silo_scale', 'LC-1', 'S-1'],
    ]);
    expect(shed.shed_states.map((s) => [s.stage, s.batch, s.end === null])).toEqual([
      ['lodged', f.fx.batch.B1, true],
      ['empty_batch', null, false],
      ['slaughter', f.fx.previousBatchB1, false],
    ]);
    expect(shed.shed_states[1]!.start).toBe(f.fx.previousBatchB1ClosedAt.toISOString());
    expect(shed.silos.map((s) => s.identification)).toEqual(['S-1', 'S-2']);
  });

  it('shows a shed whose batch is closed as empty, with an open-ended empty state', async () => {
    const shed = shedDetailSchema.parse(await ok(`/api/v2/sheds/${f.fx.shed.B4}`));
    expect(shed).toMatchObject({ stage: 'empty_batch', lastBatch: f.fx.batch.B4, silos: [], devicesList: [] });
    expect(shed.shed_states.map((s) => [s.stage, s.end])).toEqual([
      ['empty_batch', null],
      ['slaughter', expect.any(String)],
    ]);
    const empty = shedDetailSchema.parse(await ok(`/api/v2/sheds/${f.fx.shed.E1}`));
    expect(empty).toMatchObject({ stage: 'empty_batch', lastBatch: null, batches: [], shed_states: [] });
  });
});

describe('GET /api/v2/batches/{id}', () => {
  it('answers the batch with its latest figures', async () => {
    const batch = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.batch.B1}`));
    expect(batch).toMatchObject({
      id: f.fx.batch.B1,
      identification: 'FX-B1',
      shed: f.fx.shed.B1,
      stage: 'lodged',
      lineage: 'Cobb 500',
      sex: { name: 'female', external_id: 2 },
      age: 28,
      week: 4,
      production_type: { external_id: 3 },
      current_lodged: 20_000,
      closing_date: null,
      closingDate: null,
      weight: 1500.3,
      gain: 75.5,
      performance: 101.2,
      uniformity: 82.5,
      conversion_factor: 1.45,
      weekly_consumed_ration: 14_000,
      average_consumption: 100,
      target_weight: 2800,
      entry_weight: 42,
      target_date: '2031-05-10',
      target_age: 42,
      predicted_weight: 2790,
      enthalpy: 0,
      mortality: 150,
    });
    expect(batch.openingDate).toBe(batch.opening_date);
    expect(batch.real_age).toBeGreaterThan(28.08);
    expect(batch.real_age).toBeLessThan(28.1);
  });

  it('gives each division its latest and weekly weights', async () => {
    const batch = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.batch.B1}`));
    expect(batch.batch_divisions).toEqual([
      { id: f.fx.divisions.D1, type: 1, identification: 'Box 1', current_lodge: 10_000, weight: 1400, weight_age: 27, week_weight: 900, week_gain: 400 },
      { id: f.fx.divisions.D2, type: 1, identification: 'Box 2', current_lodge: 10_000, weight: null, weight_age: null, week_weight: null, week_gain: null },
    ]);
  });

  it("sums up the environment of the last 24 h against the ideal bands of the ambience profile for the batch's age", async () => {
    const { environment, age } = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.batch.B1}`));
    const band = bandAt(defaultAmbienceProfile(), age);
    expect(band.ageFrom).toBe(28);
    expect(environment).toEqual({
      temperature: { min: 22.5, max: 30, ideal_min: band.temperature.min, ideal_max: band.temperature.max },
      humidity: { min: 55, max: 70, ideal_min: 50, ideal_max: 70 },
      co2: { min: 1200, max: 2500, ideal_min: 0, ideal_max: 3000 },
    });
  });

  it('lists the PCP projection by age for roles with Predição, and the silos with this batch deliveries', async () => {
    const batch = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.batch.B1}`));
    // Not weighed: the Cobb 500 female reference, 15 ages to today (28) and on to day 56.
    expect(batch.pcp_projections.map((p) => p.age)).toEqual(Array.from({ length: 43 }, (_, i) => 14 + i));
    const today = batch.pcp_projections.find((p) => p.age === 28)!;
    expect(today.weight).toBeCloseTo(referenceFor('Cobb 500', 2, 28).bodyWeight, 0);
    expect(today.projection).toBeCloseTo((today.weight * 20_000) / 1000, 0);
    const noPrediction = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.batch.B1}`, 'fx_broiler_perf'));
    expect(noPrediction.pcp_projections).toEqual([]);
    expect(batch.silos.map((s) => [s.identification, s.invoice_deliveries])).toEqual([
      ['S-1', 8500],
      ['S-2', 0],
    ]);
    const previous = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.previousBatchB1}`));
    expect(previous.silos.map((s) => [s.identification, s.invoice_deliveries])).toEqual([
      ['S-1', 4000],
      ['S-2', 0],
    ]);
  });

  it('ages a closed batch to its closing and leaves figures it lacks empty', async () => {
    const batch = batchDetailSchema.parse(await ok(`/api/v2/batches/${f.fx.previousBatchB1}`));
    expect(batch).toMatchObject({ age: 50, week: 7, weight: null, enthalpy: -1, mortality: 0, batch_divisions: [], pcp_projections: [], weekly_consumed_ration: null });
    expect(batch.environment.temperature).toEqual({ min: null, max: null, ideal_min: 19.5, ideal_max: 22.5 });
    expect(batch.closingDate).toBe(f.fx.previousBatchB1ClosedAt.toISOString());
  });

  it('answers 400 naming id for a non-numeric id', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await f.get('fx_all', `/api/v2/batches/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fields).toEqual([expect.objectContaining({ field: 'id', location: 'params' })]);
    }
  });
});

describe('scope of the detail routes', () => {
  const urls = () => ({
    shed: `/api/v2/sheds/${f.fx.shed.B1}`,
    batch: `/api/v2/batches/${f.fx.batch.B1}`,
    silos: `/api/v1/silos-shed/${f.fx.shed.B1}`,
    history: `/api/v2/silos/${f.fx.silo.S1}/occupation-history`,
  });

  it("hides another company's shed, batch and silo (404)", async () => {
    for (const [name, url] of Object.entries(urls())) {
      const res = await f.get(RIVAL_USER, url);
      expect(res.statusCode, name).toBe(404);
      expect(res.body).not.toContain('Aviário');
    }
    expect((await f.get('fx_all', `/api/v2/batches/${f.fx.rival.batch}`)).statusCode).toBe(404);
    expect((await f.get('fx_all', `/api/v2/sheds/${f.fx.rival.shed}`)).statusCode).toBe(404);
    expect((await f.get('fx_all', `/api/v2/silos/${f.fx.silo.rival}/occupation-history`)).statusCode).toBe(404);
  });

  it('hides objects of modules outside the roles (404)', async () => {
    for (const [name, url] of Object.entries(urls())) expect((await f.get('fx_swine', url)).statusCode, name).toBe(404);
    expect((await f.get('fx_swine', `/api/v2/sheds/${f.fx.shed.S1}`)).statusCode).toBe(200);
    expect((await f.get('fx_broiler_perf', `/api/v1/silos-shed/${f.fx.shed.M1}`)).statusCode).toBe(404);
    expect((await f.get('fx_none', `/api/v2/batches/${f.fx.batch.B1}`)).statusCode).toBe(404);
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const url of ['/api/v2/sheds/999999', '/api/v2/batches/999999', '/api/v1/silos-shed/999999', '/api/v2/silos/999999/occupation-history']) {
      expect((await f.get('fx_all', url)).statusCode, url).toBe(404);
    }
  });
});
