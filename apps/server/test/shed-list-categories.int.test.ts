import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHED_LIST_CATEGORIES, SHED_STAGES, apiErrorSchema, shedListSchema } from '@plantel/contracts';
import { RIVAL_USER } from './helpers/farm-fixture';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';

let f: FixtureApp;
beforeAll(async () => {
  f = await createFixtureApp();
});
afterAll(() => f.close());

async function membersOf(category: string, username = 'fx_all', query = 'limit=1000') {
  const res = await f.get(username, `/api/v2/sheds/${category}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = shedListSchema.parse(res.json());
  const byId = new Map(Object.entries(f.fx.shed).map(([key, id]) => [id, key]));
  expect(page.count).toBe(page.results.length);
  return page.results.map((s) => byId.get(s.id) ?? `other:${s.id}`).sort();
}

const BROILER = ['B1', 'B2', 'B3', 'B4', 'E1'];
const EVERY = [...BROILER, 'M1', 'L1', 'S1'];

describe('categories (fx_all: every module and permission)', () => {
  const expected: Record<(typeof SHED_LIST_CATEGORIES)[number], string[]> = {
    performance: [...BROILER, 'M1'],
    matrix: ['M1'],
    'laying-birds': ['L1'],
    'slaughter-prediction': BROILER,
    pcp: BROILER,
    'pcp-planning': BROILER,
    sanity: [...BROILER, 'M1', 'L1'],
    alerts: EVERY,
    'alerts-history': EVERY,
    nutrition: EVERY,
  };
  it.each(SHED_LIST_CATEGORIES)('%s lists the sheds of its production types', async (category) => {
    expect(await membersOf(category)).toEqual([...expected[category]].sort());
  });
});

describe('module: a module page asks for its own sheds only', () => {
  it.each([
    ['performance', 'frangos_de_corte', BROILER],
    ['performance', 'matrizeiro', ['M1']],
    ['nutrition', 'suinos', ['S1']],
    ['alerts', 'aves_poedeiras', ['L1']],
    ['lodged', 'frangos_de_corte', ['B1', 'B3']],
  ])('%s?module=%s', async (category, module, expected) => {
    expect(await membersOf(category, 'fx_all', `limit=1000&module=${module}`)).toEqual([...expected].sort());
  });

  it('lists nothing for a module the category does not cover, or the roles do not open', async () => {
    expect(await membersOf('pcp', 'fx_all', 'module=suinos')).toEqual([]);
    expect(await membersOf('alerts', 'fx_broiler_perf', 'module=suinos')).toEqual([]);
  });

  it('refuses an unknown module, naming the parameter', async () => {
    const res = await f.get('fx_all', '/api/v2/sheds/performance?module=poultry');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.map((x) => x.field)).toEqual(['module']);
  });
});

describe('states', () => {
  const expected: Record<(typeof SHED_STAGES)[number], string[]> = {
    lodged: ['B1', 'B3', 'L1', 'M1', 'S1'],
    slaughter: ['B3'],
    pre_lodged: ['B2'],
    empty_batch: ['B4', 'E1'],
  };
  it.each(SHED_STAGES)('%s lists every shed in scope at that stage', async (state) => {
    expect(await membersOf(state)).toEqual(expected[state].sort());
  });

  it('narrows a state further with the stage parameter', async () => {
    expect(await membersOf('lodged', 'fx_all', 'stage=slaughter')).toEqual(['B3']);
    expect(await membersOf('lodged', 'fx_all', 'stage=pre_lodged')).toEqual([]);
  });
});

describe('roles gate the lists', () => {
  it('shows a broiler Performance user only broiler sheds, and nothing where the permission is missing', async () => {
    expect(await membersOf('performance', 'fx_broiler_perf')).toEqual(BROILER.sort());
    expect(await membersOf('alerts', 'fx_broiler_perf')).toEqual(BROILER.sort());
    expect(await membersOf('lodged', 'fx_broiler_perf')).toEqual(['B1', 'B3']);
    for (const category of ['sanity', 'nutrition', 'slaughter-prediction', 'pcp', 'matrix', 'laying-birds']) {
      expect(await membersOf(category, 'fx_broiler_perf'), category).toEqual([]);
    }
  });

  it('opens sanity to a laying-birds Sanidade user for their sheds only', async () => {
    expect(await membersOf('sanity', 'fx_layer_sanity')).toEqual(['L1']);
    expect(await membersOf('laying-birds', 'fx_layer_sanity')).toEqual(['L1']);
    expect(await membersOf('nutrition', 'fx_layer_sanity')).toEqual([]);
  });

  it('shows a swine user the swine shed in nutrition, alerts and states', async () => {
    expect(await membersOf('nutrition', 'fx_swine')).toEqual(['S1']);
    expect(await membersOf('alerts-history', 'fx_swine')).toEqual(['S1']);
    expect(await membersOf('lodged', 'fx_swine')).toEqual(['S1']);
    expect(await membersOf('performance', 'fx_swine')).toEqual([]);
  });

  it('gives a user without modules empty lists', async () => {
    for (const category of ['alerts', 'lodged', 'empty_batch']) expect(await membersOf(category, 'fx_none'), category).toEqual([]);
  });

  it("never lists another company's sheds", async () => {
    const rival = await membersOf('alerts', RIVAL_USER);
    expect(rival).toEqual([`other:${f.fx.rival.shed}`]);
    expect(await membersOf('alerts', 'fx_all', `search=rival`)).toEqual([]);
  });
});

describe('unknown lists and ids', () => {
  it.each(['abc', 'Performance', 'storage', '12a', 'alerts-recent'])('/api/v2/sheds/%s is a 404', async (segment) => {
    const res = await f.get('fx_all', `/api/v2/sheds/${segment}`);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).message).toContain('No shed list');
  });

  it('treats a numeric segment as a shed id', async () => {
    expect((await f.get('fx_all', `/api/v2/sheds/${f.fx.shed.B1}`)).statusCode).toBe(200);
    expect((await f.get('fx_all', '/api/v2/sheds/0')).statusCode).toBe(400);
  });

  it('requires authentication', async () => {
    const res = await f.t.app.inject({ url: '/api/v2/sheds/alerts' });
    expect(res.statusCode).toBe(401);
  });
});
