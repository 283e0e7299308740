import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ALERT_SEVERITY, apiErrorSchema, shedListSchema, type AlertState, type AlertSubtype, type AlertType, type ShedList } from '@plantel/contracts';
import { alerts } from '../src/db/schema';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';

let f: FixtureApp;
beforeAll(async () => {
  f = await createFixtureApp();
});
afterAll(() => f.close());

/** `alerts` opens every module, so for fx_all it lists all eight fixture sheds. */
async function list(query: string, category = 'alerts', username = 'fx_all'): Promise<ShedList> {
  const res = await f.get(username, `/api/v2/sheds/${category}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json());
}

/** The fixture keys (B1, M1…) of a list, in its order. */
const keysOf = (page: ShedList) => {
  const byId = new Map(Object.entries(f.fx.shed).map(([key, id]) => [id, key]));
  return page.results.map((s) => byId.get(s.id));
};

const sorted = (keys: (string | undefined)[]) => [...keys].sort();

async function expectMatches(query: string, expected: string[]) {
  const page = await list(query);
  expect(sorted(keysOf(page)), query).toEqual(sorted(expected));
  expect(page.count, query).toBe(expected.length);
}

describe('GET /api/v2/sheds/{category}: items', () => {
  it('lists a shed with its current batch figures in the contract shape', async () => {
    const page = await list('identification__exact=Aviário 01');
    expect(page.results).toEqual([
      {
        id: f.fx.shed.B1,
        identification: 'Aviário 01',
        name: 'Frango Norte',
        shedName: 'Frango Norte',
        core: 'Núcleo 1',
        producer: 'Ana Souza',
        property: expect.any(Number),
        property_name: 'Sítio Alegre',
        property_owner: 'Ana Souza',
        production_type: { external_id: 3 },
        lineage: 'Cobb 500',
        sex: { name: 'female', external_id: 2 },
        age: 28,
        weight: 1500.3,
        variation_coef: 8.5,
        performance: 101.2,
        conversion_factor: 1.45,
        production_efficiency: 338.6,
        // A broiler flock lays no eggs.
        hen_day_percent: null,
        hen_day_deviation: null,
        ration: { id: f.fx.rationType.RT1, phase: 'growth' },
        status: 3,
        // S-1 holds 40 % of its feed, S-2 12 %: below the default low threshold of a quarter.
        silo_statuses: { critical: 0, low: 1, satisfactory: 1, no_data: 0 },
        available: 5200,
        enthalpy: 0,
        stage: 'lodged',
        priority: 2,
        target_value: 2800,
        target_date: '2031-05-10',
        predicted_weight: 2790,
        predicted_weight_p10: null,
        predicted_weight_p90: null,
        silos: [f.fx.silo.S1, f.fx.silo.S2],
        alert_level: null,
        withdrawal_ends_at: null,
        salmonella: null,
        lastBatch: f.fx.batch.B1,
        last_batch: f.fx.batch.B1,
      },
    ]);
  });

  it('shows a shed without batches as empty, and a closed current batch as empty_batch with its last figures', async () => {
    const page = await list('ordering=id');
    const e1 = page.results.find((s) => s.id === f.fx.shed.E1)!;
    expect(e1).toMatchObject({ stage: 'empty_batch', lastBatch: null, last_batch: null, age: null, sex: null, lineage: null, weight: null, status: 0, enthalpy: -1, ration: null });
    const b4 = page.results.find((s) => s.id === f.fx.shed.B4)!;
    expect(b4).toMatchObject({ stage: 'empty_batch', lastBatch: f.fx.batch.B4, age: 50, weight: 3100 });
    const b2 = page.results.find((s) => s.id === f.fx.shed.B2)!;
    expect(b2).toMatchObject({ stage: 'pre_lodged', age: 0, weight: null, status: 0 });
  });
});

describe('text filters', () => {
  it('equals ignores case and accents, exact does not', async () => {
    await expectMatches('identification=aviario 01', ['B1']);
    await expectMatches('identification=AVIÁRIO 01', ['B1']);
    await expectMatches('identification__exact=Aviário 01', ['B1']);
    await expectMatches('identification__exact=aviário 01', []);
    await expectMatches('identification=aviário', []);
  });

  it('contains finds substrings regardless of case and accents', async () => {
    await expectMatches('identification__contains=AVIARIO', ['B1', 'B2', 'B3', 'B4']);
    await expectMatches('name__contains=frango', ['B1', 'B2', 'B3', 'B4']);
  });

  it('filters by producer, property, lineage and ration phase', async () => {
    await expectMatches('producer=bruno alvares', ['B3', 'B4', 'L1']);
    await expectMatches('property__contains=alegre', ['B1', 'B2', 'M1', 'S1', 'E1']);
    await expectMatches('property__exact=Fazenda Boa Esperança', ['B3', 'B4', 'L1']);
    await expectMatches('lineage=ross 308', ['B2', 'B4']);
    await expectMatches('ration__phase=growth', ['B1', 'M1']);
    await expectMatches('ration__phase__contains=GEN', ['B3']);
  });

  it('filters sex by name, or by external id when the value is one', async () => {
    await expectMatches('sex=male', ['B2']);
    await expectMatches('sex=3', ['B2']);
    await expectMatches('sex=female', ['B1', 'M1', 'L1']);
    await expectMatches('sex__contains=male', ['B1', 'B2', 'M1', 'L1']);
    await expectMatches('sex=1', ['B3', 'B4', 'S1']);
  });

  it('searches name, identification, producer, property and core', async () => {
    await expectMatches('search=norte', ['B1']);
    await expectMatches('search=BRUNO', ['B3', 'B4', 'L1']);
    await expectMatches('search=núcleo 3', ['M1']);
    await expectMatches('search=esperanca', ['B3', 'B4', 'L1']);
    await expectMatches('search=galpao', ['E1']);
  });
});

describe('number filters', () => {
  it('equals compares at the precision typed; exact is strict', async () => {
    await expectMatches('weight=1500', ['B1']);
    await expectMatches('weight=1500.3', ['B1']);
    await expectMatches('weight=1500.30', ['B1']);
    await expectMatches('weight=1500.4', []);
    await expectMatches('weight__exact=1500.3', ['B1']);
    await expectMatches('weight__exact=1500', []);
    await expectMatches('weight=3200.8', ['M1']);
    await expectMatches('weight=3.2e3', []);
    await expectMatches('weight=4.5e4', ['S1']);
    await expectMatches('variation_coef=10.25', ['B3']);
    await expectMatches('age=28', ['B1']);
    await expectMatches('age=28.0', ['B1']);
    await expectMatches('age__exact=28', ['B1']);
    await expectMatches('age__exact=28.5', []);
  });

  it('gt and lt are strict, against the stored float', async () => {
    await expectMatches('weight__gt=3000', ['B4', 'M1', 'S1']);
    await expectMatches('weight__lt=1600', ['B1']);
    await expectMatches('weight__gt=1500.3', ['B3', 'B4', 'M1', 'L1', 'S1']);
    await expectMatches('weight__gt=2000&weight__lt=3150', ['B3', 'B4']);
    await expectMatches('weight__gt=1000&weight__gt=3000', ['B4', 'M1', 'S1']);
    await expectMatches('age__gt=100', ['M1', 'L1']);
    await expectMatches('age__lt=30', ['B1', 'B2']);
    await expectMatches('variation_coef__lt=8', ['M1']);
    await expectMatches('performance__gt=100', ['B1']);
    await expectMatches('conversion_factor__lt=2', ['B1', 'B3']);
    await expectMatches('conversion_factor__gt=1.45', ['B3', 'M1']);
    await expectMatches('production_efficiency__gt=400', ['B3']);
    await expectMatches('production_efficiency__lt=400', ['B1']);
  });

  it('compares feed conversion and EPEF as stored, in double precision', async () => {
    await expectMatches('conversion_factor__exact=1.45', ['B1']);
    await expectMatches('conversion_factor__exact=1.6504', ['B3']);
    await expectMatches('conversion_factor=1.650', ['B3']);
    await expectMatches('conversion_factor=1.65', ['B3']);
    await expectMatches('conversion_factor=1.6', []);
    await expectMatches('production_efficiency=402', ['B3']);
    await expectMatches('production_efficiency__exact=401.72', ['B3']);
    await expectMatches('available__gt=5000', ['B1', 'M1', 'S1']);
    await expectMatches('target_value__gt=2900', ['B2', 'B3']);
  });

  it('filters codes and ids: production type, ration, silo status, enthalpy, priority', async () => {
    await expectMatches('production_type__external_id=3', ['B1', 'B2', 'B3', 'B4', 'E1']);
    await expectMatches('production_type__external_id__gt=4', ['L1', 'S1']);
    await expectMatches(`ration__id=${f.fx.rationType.RT2}`, ['B3']);
    await expectMatches('status=0', ['B2', 'E1']);
    await expectMatches('status__lt=3', ['B2', 'E1', 'B3', 'M1']);
    await expectMatches('enthalpy=-1', ['B2', 'B4', 'E1', 'L1', 'S1']);
    await expectMatches('enthalpy__gt=0', ['B3', 'M1']);
    await expectMatches('priority=1', ['B2', 'B3']);
    await expectMatches('priority__exact=2', ['B1']);
  });

  it('ignores empty values', async () => {
    await expectMatches('weight=&name=&search=', ['B1', 'B2', 'B3', 'B4', 'M1', 'L1', 'S1', 'E1']);
  });
});

describe('date and stage filters', () => {
  it('compares target dates and matches their ISO text with contains', async () => {
    await expectMatches('target_date=2031-05-01', ['B3']);
    await expectMatches('target_date__exact=2031-05-10', ['B1']);
    await expectMatches('target_date__gt=2031-05-05', ['B1', 'B2']);
    await expectMatches('target_date__lt=2031-05-10', ['B3']);
    await expectMatches('target_date__contains=2031-05', ['B1', 'B3']);
  });

  it('takes a comma-separated stage list; lodged includes slaughter', async () => {
    await expectMatches('stage=pre_lodged', ['B2']);
    await expectMatches('stage=slaughter', ['B3']);
    await expectMatches('stage=lodged', ['B1', 'B3', 'M1', 'L1', 'S1']);
    await expectMatches('stage=empty_batch,pre_lodged', ['B2', 'B4', 'E1']);
  });
});

describe('ordering', () => {
  it('orders ascending and descending with empty values last, ties by id', async () => {
    expect(keysOf(await list('ordering=weight'))).toEqual(['B1', 'L1', 'B3', 'B4', 'M1', 'S1', 'B2', 'E1']);
    expect(keysOf(await list('ordering=-weight'))).toEqual(['S1', 'M1', 'B4', 'B3', 'L1', 'B1', 'B2', 'E1']);
  });

  it('orders by feed conversion and EPEF, sheds without them last', async () => {
    expect(keysOf(await list('ordering=conversion_factor'))).toEqual(['B1', 'B3', 'M1', 'B2', 'B4', 'L1', 'S1', 'E1']);
    expect(keysOf(await list('ordering=-production_efficiency'))).toEqual(['B3', 'B1', 'B2', 'B4', 'M1', 'L1', 'S1', 'E1']);
  });

  it('breaks ties by id in both directions', async () => {
    expect(keysOf(await list('ordering=priority'))).toEqual(['B2', 'B3', 'B1', 'B4', 'M1', 'L1', 'S1', 'E1']);
    expect(keysOf(await list('ordering=-priority'))).toEqual(['B1', 'B2', 'B3', 'B4', 'M1', 'L1', 'S1', 'E1']);
  });

  it('orders text ignoring case and accents', async () => {
    expect(keysOf(await list('ordering=identification'))).toEqual(['B1', 'B2', 'B4', 'B3', 'E1', 'M1', 'L1', 'S1']);
    expect(keysOf(await list('ordering=-shedName'))).toEqual(['E1', 'L1', 'M1', 'B2', 'B4', 'B1', 'B3', 'S1']);
  });

  it('orders by several fields, stages in lifecycle order', async () => {
    expect(keysOf(await list('ordering=stage,-age'))).toEqual(['B4', 'E1', 'B2', 'L1', 'M1', 'S1', 'B1', 'B3']);
    expect(keysOf(await list('ordering=property_name,-id'))).toEqual(['L1', 'B4', 'B3', 'E1', 'S1', 'M1', 'B2', 'B1']);
  });

  it('orders by id by default, when no shed has an alert open', async () => {
    expect(keysOf(await list(''))).toEqual(['B1', 'B2', 'B3', 'B4', 'M1', 'L1', 'S1', 'E1']);
    expect((await list('')).results.every((s) => s.alert_level === null)).toBe(true);
  });

  it('puts first, by default, the sheds with an open critical alert, then a warning, of the alert types the reader reads', async () => {
    const db = f.t.database.db;
    const at = new Date(f.fx.now.getTime() - 3_600_000);
    const alert = (shed: 'B1' | 'B2' | 'B3' | 'M1', type: AlertType, subtype: AlertSubtype, state: AlertState) =>
      ({ companyId: f.fx.companyId, shedId: f.fx.shed[shed], type, subtype, severity: ALERT_SEVERITY[subtype], state, occurredAt: at, lastSeenAt: at, resolvedAt: state === 'resolved' ? at : null }) as const;
    const added = await db
      .insert(alerts)
      .values([
        alert('B3', 'Nutrição', 'silo_empty', 'open'),
        alert('M1', 'Desempenho', 'weight_loss', 'acknowledged'),
        alert('B1', 'Sanidade', 'mortality_high', 'resolved'),
        alert('B2', 'Desempenho', 'weight_below_reference', 'open'),
      ])
      .returning({ id: alerts.id });
    try {
      const page = await list('');
      expect(keysOf(page)).toEqual(['B3', 'B2', 'M1', 'B1', 'B4', 'L1', 'S1', 'E1']);
      expect(page.results.map((s) => s.alert_level)).toEqual(['critical', 'warning', 'warning', null, null, null, null, null]);
      // Asked for, the order is the reader's; `-alert_level` puts the sheds without one first.
      expect(keysOf(await list('ordering=alert_level,-id')).slice(0, 3)).toEqual(['B3', 'M1', 'B2']);
      // Broiler performance alone reads Desempenho alerts of broilers: the empty silos of B3 are not his to see.
      const perf = await list('', 'performance', 'fx_broiler_perf');
      expect(keysOf(perf)[0]).toBe('B2');
      expect(perf.results.find((s) => s.id === f.fx.shed.B3)!.alert_level).toBeNull();
    } finally {
      await db.delete(alerts).where(inArray(alerts.id, added.map((a) => a.id)));
    }
  });

  it('ranks each shed by the alert types the reader reads in its production type, when those differ between them', async () => {
    const db = f.t.database.db;
    const at = new Date(f.fx.now.getTime() - 3_600_000);
    const alert = (shed: 'B1' | 'B2' | 'B3' | 'M1', type: AlertType, subtype: AlertSubtype) =>
      ({ companyId: f.fx.companyId, shedId: f.fx.shed[shed], type, subtype, subject: shed, severity: ALERT_SEVERITY[subtype], state: 'open', occurredAt: at, lastSeenAt: at }) as const;
    const added = await db
      .insert(alerts)
      .values([
        // Broiler performance and breeder sanity: broilers' Sanidade and Nutrição alerts are not this reader's.
        alert('B1', 'Sanidade', 'mortality_high'),
        alert('B3', 'Nutrição', 'silo_empty'),
        alert('B2', 'Desempenho', 'weight_below_reference'),
        alert('M1', 'Sanidade', 'mortality_high'),
      ])
      .returning({ id: alerts.id });
    try {
      const page = await list('', 'alerts', 'fx_broiler_perf_breeder_sanity');
      expect(keysOf(page).slice(0, 3)).toEqual(['M1', 'B2', 'B1']);
      const levels = Object.fromEntries(page.results.map((s) => [s.id, s.alert_level]));
      expect([levels[f.fx.shed.M1], levels[f.fx.shed.B2], levels[f.fx.shed.B1], levels[f.fx.shed.B3]]).toEqual(['critical', 'warning', null, null]);
      // Resolved, the alert leaves the order at once (the alerts' trigger keeps the list's ranks).
      await db.update(alerts).set({ state: 'resolved', resolvedAt: at }).where(inArray(alerts.id, [added[3]!.id]));
      const after = await list('', 'alerts', 'fx_broiler_perf_breeder_sanity');
      expect(keysOf(after).slice(0, 2)).toEqual(['B2', 'B1']);
      expect(after.results.find((s) => s.id === f.fx.shed.M1)!.alert_level).toBeNull();
    } finally {
      await db.delete(alerts).where(inArray(alerts.id, added.map((a) => a.id)));
    }
  });
});

describe('pagination', () => {
  it('pages with limit and offset and counts every match', async () => {
    const first = await list('ordering=id&limit=3');
    expect([keysOf(first), first.count]).toEqual([['B1', 'B2', 'B3'], 8]);
    const last = await list('ordering=id&limit=3&offset=6');
    expect([keysOf(last), last.count]).toEqual([['S1', 'E1'], 8]);
  });

  it('answers an empty page with the full count past the end', async () => {
    expect(await list('offset=8')).toEqual({ results: [], count: 8 });
    expect(await list('offset=1000000&weight__gt=3000')).toEqual({ results: [], count: 3 });
    expect(await list('name=nobody')).toEqual({ results: [], count: 0 });
  });

  it('accepts the maximum limit', async () => {
    expect((await list('limit=1000')).results).toHaveLength(8);
  });
});

describe('one statement per query shape', () => {
  it('answers a shape asked again with other values for those values', async () => {
    await expectMatches('weight__gt=3000&ordering=-weight', ['B4', 'M1', 'S1']);
    await expectMatches('weight__gt=1000000&ordering=-weight', []);
    await expectMatches('property__contains=alegre&ordering=-weight', ['B1', 'B2', 'M1', 'S1', 'E1']);
    await expectMatches('property__contains=nobody&ordering=-weight', []);
  });

  it('keeps answering right past the number of shapes it keeps prepared', async () => {
    const fields = ['id', 'name', 'identification', 'core', 'lineage', 'age', 'weight', 'variation_coef', 'performance', 'available', 'priority', 'status', 'enthalpy', 'conversion_factor', 'production_efficiency'];
    const shapes = fields.flatMap((a) => fields.map((b) => `ordering=${a},-${b}`)).slice(0, 210);
    expect(shapes.length).toBe(210);
    // Every shed with a weight: the two without one are not below any.
    for (const ordering of shapes) expect((await list(`${ordering}&weight__lt=1000000`)).count, ordering).toBe(6);
    await expectMatches('ordering=-core,id&weight__lt=1000000&weight__gt=3000', ['B4', 'M1', 'S1']);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['ordering=bogus', 'ordering'],
    ['ordering=-weight,colour', 'ordering'],
    ['weight=heavy', 'weight'],
    ['weight=1,5', 'weight'],
    ['age__gt=1e400', 'age__gt'],
    ['weight__foo=1', 'weight__foo'],
    ['name__gt=a', 'name__gt'],
    ['weight__contains=1', 'weight__contains'],
    ['colour=red', 'colour'],
    ['target_date=2031-13-01', 'target_date'],
    ['target_date__gt=tomorrow', 'target_date__gt'],
    ['stage=lodged,harvested', 'stage'],
    ['search=' + 'x'.repeat(201), 'search'],
  ];
  it.each(cases)('%s → 400 naming %s', async (query, field) => {
    const res = await f.get('fx_all', `/api/v2/sheds/alerts?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.fields?.map((x) => [x.field.split('.')[0], x.location])).toContainEqual([field, 'querystring']);
  });

  it('names the filter parameter and its index when a repeated value is bad', async () => {
    const res = await f.get('fx_all', '/api/v2/sheds/alerts?weight__gt=1&weight__gt=x');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.[0]?.field).toBe('weight__gt.1');
  });
});
