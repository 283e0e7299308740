import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, occupationHistorySchema, rationTypeListSchema, shedSilosSchema } from '@plantel/contracts';
import { RIVAL_USER, S1_OLD_BATCH_READINGS_DAYS, S1_READINGS } from './helpers/farm-fixture';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';
import { localDay } from '../src/shared/wall-time';

/** The fixture company's time zone (the default): its calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

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

async function expect400(url: string, field: string) {
  const res = await f.get('fx_all', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  expect(apiErrorSchema.parse(res.json()).fields?.map((x) => x.field), url).toContain(field);
}

describe('GET /api/v1/silos-shed/{shed id}', () => {
  it("answers the shed's silos with stock, deliveries of the current batch and consumption", async () => {
    const { results } = shedSilosSchema.parse(await ok(`/api/v1/silos-shed/${f.fx.shed.B1}`));
    const [s1, s2] = results;
    expect(s1).toMatchObject({
      id: f.fx.silo.S1,
      identification: 'S-1',
      capacity: 10_000,
      available_weight: 4000,
      free_weight: 6000,
      invoice_deliveries: 8500,
      total_occupation: 0.4,
      status: 3,
      current_ration: { id: f.fx.rationType.RT1, name: 'Crescimento 1', phase: 'growth', density: 650 },
      consumption_mean: 200,
      bird_consumption_mean: 10,
    });
    expect(s1!.rations).toEqual([
      { type_id: f.fx.rationType.RT2, type_name: 'Final', phase: 'general', density: 620, available_weight: 2500 },
      { type_id: f.fx.rationType.RT1, type_name: 'Crescimento 1', phase: 'growth', density: 650, available_weight: 1500 },
    ]);
    expect(s1!.last_delivery).toMatchObject({ type_id: f.fx.rationType.RT2, available_weight: 2500 });
    expect(Date.parse(s1!.last_received_time!)).toBeGreaterThan(f.fx.now.getTime() - 3_600_000);
    expect(s2).toMatchObject({
      identification: 'S-2',
      total_occupation: 0.12,
      status: 2,
      invoice_deliveries: 0,
      last_delivery: null,
      consumption_mean: null,
      bird_consumption_mean: null,
      rations: [{ type_id: f.fx.rationType.RT3, type_name: 'Pré-inicial', phase: 'pre_initial', density: 700, available_weight: 1200 }],
    });
  });

  it('answers a silo without readings as no data, and a shed without silos as an empty list', async () => {
    const { results } = shedSilosSchema.parse(await ok(`/api/v1/silos-shed/${f.fx.shed.M1}`));
    expect(results).toEqual([
      expect.objectContaining({ identification: 'M-1', available_weight: null, free_weight: null, total_occupation: null, status: 0, rations: [], current_ration: null }),
    ]);
    expect(shedSilosSchema.parse(await ok(`/api/v1/silos-shed/${f.fx.shed.E1}`))).toEqual({ results: [] });
  });

  it('answers 400 for a non-numeric shed id', async () => {
    await expect400('/api/v1/silos-shed/abc', 'id');
  });
});

describe('GET /api/v2/silos/{id}/occupation-history', () => {
  const url = (query = '') => `/api/v2/silos/${f.fx.silo.S1}/occupation-history${query}`;
  const history = async (query = '') => occupationHistorySchema.parse(await ok(url(query))).results;
  const readingsWithin = (hours: number) => S1_READINGS.filter((r) => r.hoursAgo <= hours);

  it('answers the last 7 days by default, oldest first, in the record shape', async () => {
    const results = await history();
    expect(results).toHaveLength(readingsWithin(7 * 24).length);
    expect(results.map((r) => r.additional_info.total_weight)).toEqual(readingsWithin(7 * 24).map((r) => (r.blackout ? 0 : r.weight)).reverse());
    expect(results.at(-1)).toEqual({
      device_time: expect.any(String),
      additional_info: {
        total_occupation: 0.4,
        is_blackout: false,
        total_weight: 4000,
        free_capacity: 6000,
        consuming_ration: { id: f.fx.rationType.RT1, name: 'Crescimento 1', phase: 'growth' },
      },
    });
    expect(results.filter((r) => r.additional_info.is_blackout)).toHaveLength(1);
  });

  it('answers the last N days', async () => {
    expect(await history('?days=1')).toHaveLength(readingsWithin(24).length);
    expect(await history('?days=366')).toHaveLength(S1_READINGS.length + S1_OLD_BATCH_READINGS_DAYS.length);
  });

  it("answers the company's days from start to end", async () => {
    const day = (hoursAgo: number) => localDay(new Date(f.fx.now.getTime() - hoursAgo * 3_600_000), SP);
    const start = day(4 * 24);
    const end = day(2 * 24);
    const expected = S1_READINGS.filter((r) => day(r.hoursAgo) >= start && day(r.hoursAgo) <= end);
    const results = await history(`?start=${start}&end=${end}`);
    expect(results.map((r) => localDay(new Date(r.device_time), SP)).every((d) => d >= start && d <= end)).toBe(true);
    expect(results).toHaveLength(expected.length);
  });

  it("keeps a batch's period only, counting days back from its closing", async () => {
    expect(await history(`?batch_id=${f.fx.previousBatchB1}&days=7`)).toHaveLength(S1_OLD_BATCH_READINGS_DAYS.filter((d) => d <= 7).length);
    expect(await history(`?batch_id=${f.fx.previousBatchB1}&days=30`)).toHaveLength(S1_OLD_BATCH_READINGS_DAYS.length);
    expect(await history(`?batch_id=${f.fx.batch.B1}`)).toHaveLength(readingsWithin(7 * 24).length);
  });

  it('refuses a batch of another shed or company, naming batch_id', async () => {
    await expect400(url(`?batch_id=${f.fx.batch.M1}`), 'batch_id');
    await expect400(url(`?batch_id=${f.fx.rival.batch}`), 'batch_id');
  });

  it('refuses bad windows', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await expect400(url('?days=0'), 'days');
    await expect400(url('?days=367'), 'days');
    await expect400(url('?days=week'), 'days');
    await expect400(url('?start=2025-01-01'), 'end');
    await expect400(url('?end=2025-01-01'), 'start');
    await expect400(url('?start=2025-02-01&end=2025-01-01'), 'start');
    await expect400(url(`?start=2025-01-01&end=${tomorrow}`), 'end');
    await expect400(url('?start=01/02/2025&end=2025-03-01'), 'start');
    await expect400(url('?start=2025-01-01&end=2025-01-02&days=3'), 'days');
    await expect400(url('?batch_id=x'), 'batch_id');
    await expect400('/api/v2/silos/abc/occupation-history', 'id');
  });
});

describe('GET /api/v1/ration-types', () => {
  const ids = () => [f.fx.rationType.RT1, f.fx.rationType.RT2, f.fx.rationType.RT3];

  it("lists the caller's company ration types by id", async () => {
    const list = rationTypeListSchema.parse(await ok('/api/v1/ration-types'));
    expect(list.count).toBe(3);
    expect(list.results).toEqual([
      { id: ids()[0], name: 'Crescimento 1', phase: 'growth', density: 650, module: null },
      { id: ids()[1], name: 'Final', phase: 'general', density: 620, module: null },
      { id: ids()[2], name: 'Pré-inicial', phase: 'pre_initial', density: 700, module: null },
    ]);
    const rival = rationTypeListSchema.parse(await ok('/api/v1/ration-types/', RIVAL_USER));
    expect(rival.results.map((r) => r.id)).toEqual([f.fx.rationType.rival]);
  });

  it('accepts its own company and answers 404 for another', async () => {
    expect(rationTypeListSchema.parse(await ok(`/api/v1/ration-types?company=${f.fx.companyId}`)).count).toBe(3);
    expect((await f.get('fx_all', `/api/v1/ration-types?company=${f.fx.rivalCompanyId}`)).statusCode).toBe(404);
  });

  it('pages with limit and offset', async () => {
    expect(rationTypeListSchema.parse(await ok('/api/v1/ration-types?limit=2&offset=1'))).toMatchObject({ count: 3, results: [{ id: ids()[1] }, { id: ids()[2] }] });
    expect(rationTypeListSchema.parse(await ok('/api/v1/ration-types?offset=5'))).toEqual({ results: [], count: 3 });
    expect(rationTypeListSchema.parse(await ok('/api/v1/ration-types?limit=999')).results).toHaveLength(3);
  });

  it('refuses bad paging and company values', async () => {
    await expect400('/api/v1/ration-types?limit=1000', 'limit');
    await expect400('/api/v1/ration-types?limit=0', 'limit');
    await expect400('/api/v1/ration-types?offset=-1', 'offset');
    await expect400('/api/v1/ration-types?company=acme', 'company');
  });
});

describe('OpenAPI', () => {
  it('documents every route', async () => {
    const res = await f.t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/sheds/{id}',
        '/api/v2/sheds/performance',
        '/api/v2/batches/{id}',
        '/api/v1/silos-shed/{id}',
        '/api/v2/silos/{id}/occupation-history',
        '/api/v1/ration-types',
        '/api/v2/batches/{id}/nutrition',
        '/api/v2/batches/{id}/consumption-history',
        '/api/v2/sheds/{id}/nutrition',
        '/api/v1/feed-controls',
        '/api/v1/feed-controls/{id}',
        '/api/v2/alerts/minimal_consumption',
        '/api/v2/alerts/minimal_consumption/{id}',
      ]),
    );
    const list = res.json<{ paths: Record<string, { get: { parameters: { name: string }[]; description: string } }> }>().paths['/api/v2/sheds/performance']!.get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'ordering', 'search', 'stage', 'weight', 'target_date']));
    expect(list.description).toContain('slaughter-prediction');
  });
});
