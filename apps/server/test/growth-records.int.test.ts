import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, batchPerformanceSchema, mortalityDayListSchema, shedListSchema, weighingSchema, type BatchPerformance } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/** The demo companies' time zone: their calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

let t: TestApp;
let batchId: number;
let shedId: number;
let otherBatchDivision: number;

const call: TestApp['as'] = (...args) => t.as(...args);

async function performance(): Promise<BatchPerformance> {
  const res = await call('tecnico', 'GET', `/api/v2/batches/${batchId}/performance`);
  expect(res.statusCode, res.body).toBe(200);
  return batchPerformanceSchema.parse(res.json());
}

const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields?.map((f) => f.field);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const list = shedListSchema.parse((await call('tecnico', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged&ordering=-age')).json());
  const [first, second] = list.results;
  batchId = first!.last_batch!;
  shedId = first!.id;
  const other = batchPerformanceSchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${second!.last_batch}/performance`)).json());
  otherBatchDivision = other.divisions[0]!.id;
});
afterAll(() => t.close());

describe('weighings entered by hand', () => {
  it("adds the day's point and histogram from 20 typed weights, and the shed list follows", async () => {
    const before = await performance();
    const division = before.divisions[0]!;
    const reference = before.ideal_weight!;
    const samples = Array.from({ length: 20 }, (_, i) => Math.round(reference * (0.9 + i * 0.01)));
    const res = await call('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, { division: division.id, weighed_at: minutesAgo(1), samples });
    expect(res.statusCode, res.body).toBe(201);
    const weighing = weighingSchema.parse(res.json());
    expect(weighing).toMatchObject({ division: division.id, count: 20, manual: true, editable: true });
    // A minute ago is today's age, or yesterday's right after the hour the batch was lodged.
    expect([before.age - 1, before.age]).toContain(weighing.age);

    const after = (await performance()).divisions.find((d) => d.id === division.id)!;
    const today = after.performance_data.at(-1)!;
    expect(today.age).toBe(weighing.age);
    // The day's point pools every weighing of that day: the scale's of the same day, if any, and this one.
    const mean = samples.reduce((a, b) => a + b, 0) / 20;
    const sameDay = division.samples_age === weighing.age ? division.samples : [];
    const pooled = [...sameDay, ...samples];
    expect(today.weight).toBeCloseTo(pooled.reduce((a, b) => a + b, 0) / pooled.length, 6);
    if (sameDay.length === 0) expect(today.weight).toBeCloseTo(mean, 6);
    expect(after.samples_age).toBe(weighing.age);
    expect(after.histogram.reduce((n, b) => n + b.count, 0)).toBe(pooled.length);
    expect(after.weighings[0]!.id).toBe(weighing.id);

    const list = shedListSchema.parse((await call('tecnico', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&limit=100')).json());
    const shed = list.results.find((s) => s.id === shedId)!;
    expect(shed.weight).toBeCloseTo((await performance()).weight!, 0);
  });

  it('takes an average with a count as one weighing of that many birds', async () => {
    const { divisions, ideal_weight } = await performance();
    const division = divisions[1]!;
    const res = await call('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, {
      division: division.id,
      weighed_at: minutesAgo(2),
      average: Math.round(ideal_weight!),
      count: 150,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(weighingSchema.parse(res.json())).toMatchObject({ count: 150, weight: Math.round(ideal_weight!), samples: [], sex: null });
    const males = await call('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, {
      division: division.id,
      weighed_at: minutesAgo(5),
      average: Math.round(ideal_weight! * 1.1),
      count: 40,
      sex: 3,
    });
    expect(weighingSchema.parse(males.json()).sex).toEqual({ name: 'male', external_id: 3 });
    expect((await performance()).divisions[1]!.weighings.find((w) => w.count === 40)?.sex).toEqual({ name: 'male', external_id: 3 });
  });

  it('refuses what cannot be: future, before lodging, kilograms for grams, both forms, another batch, the same moment twice', async () => {
    const { divisions, ideal_weight } = await performance();
    const division = divisions[0]!.id;
    const post = (body: object) => call('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, { division, weighed_at: minutesAgo(3), ...body });
    const weights = [Math.round(ideal_weight!)];
    const cases: [object, string][] = [
      [{ weighed_at: new Date(Date.now() + 3_600_000).toISOString(), samples: weights }, 'weighed_at'],
      [{ weighed_at: '2001-01-01T00:00:00Z', samples: weights }, 'weighed_at'],
      [{ samples: [...weights, 2.5] }, 'samples.1'],
      [{ samples: weights, average: 1500, count: 10 }, 'samples'],
      [{ average: 1500 }, 'count'],
      [{}, 'samples'],
      [{ samples: [-5] }, 'samples.0'],
      [{ division: otherBatchDivision, samples: weights }, 'division'],
      [{ samples: weights, sex: 4 }, 'sex'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
    const at = minutesAgo(30);
    expect((await post({ weighed_at: at, samples: weights })).statusCode).toBe(201);
    expect((await post({ weighed_at: at, samples: weights })).statusCode).toBe(409);
  });

  it('lets only the author or staff change or delete a weighing, and never a scale reading', async () => {
    const { divisions, ideal_weight } = await performance();
    const division = divisions[2]!;
    const body = { division: division.id, weighed_at: minutesAgo(10), samples: [Math.round(ideal_weight!)] };
    const created = weighingSchema.parse((await call('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body)).json());

    expect((await call('vendas', 'PATCH', `/api/v2/weighings/${created.id}`, body)).statusCode).toBe(403);
    expect((await call('outra', 'PATCH', `/api/v2/weighings/${created.id}`, body)).statusCode).toBe(404);
    const changed = await call('tecnico', 'PATCH', `/api/v2/weighings/${created.id}`, { ...body, samples: [Math.round(ideal_weight! * 1.05)] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(weighingSchema.parse(changed.json()).weight).toBe(Math.round(ideal_weight! * 1.05));

    const scale = division.weighings.find((w) => !w.manual)!;
    expect(scale.editable).toBe(false);
    expect((await call('tecnico', 'DELETE', `/api/v2/weighings/${scale.id}`)).statusCode).toBe(403);

    expect((await call('produtor', 'DELETE', `/api/v2/weighings/${created.id}`)).statusCode).toBe(204);
    expect((await performance()).divisions[2]!.weighings.some((w) => w.id === created.id)).toBe(false);
    expect((await call('produtor', 'DELETE', `/api/v2/weighings/${created.id}`)).statusCode).toBe(404);
  });

  it('is read-only for guests and closed to users without Performance in the module', async () => {
    const { divisions } = await performance();
    const body = { division: divisions[0]!.id, weighed_at: minutesAgo(4), samples: [1000] };
    expect((await call('vendas', 'POST', `/api/v2/batches/${batchId}/weighings`, body)).statusCode).toBe(403);
    expect((await call('suinos', 'POST', `/api/v2/batches/${batchId}/weighings`, body)).statusCode).toBe(404);
    expect((await call('outra', 'POST', `/api/v2/batches/${batchId}/weighings`, body)).statusCode).toBe(404);
  });
});

describe('the flock weight of one box weighed', () => {
  it('carries the boxes not weighed to the moment instead of taking one box for the flock, and leaves the uniformity unknown beside a mean', async () => {
    const shedRes = shedListSchema.parse((await call('tecnico', 'GET', `/api/v2/sheds/performance?module=frangos_de_corte&search=${encodeURIComponent('Aviário 03')}`)).json());
    const batch = shedRes.results.find((s) => s.identification === 'Aviário 03')!.last_batch!;
    const before = batchPerformanceSchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    expect(before.divisions.length).toBeGreaterThan(1);
    const [box1, ...others] = before.divisions;
    // Box 1 weighed by hand, 30 % above where it stood: the flock moves towards it, not onto it. (The other
    // boxes are carried to the moment from their last weighing, up to a day of a young flock's growth:
    // a margin of 10 % was not always enough.)
    const heavy = Math.round(box1!.weight! * 1.3);
    const res = await call('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division: box1!.id, weighed_at: minutesAgo(5), average: heavy, count: 80 });
    expect(res.statusCode, res.body).toBe(201);
    const after = batchPerformanceSchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    expect(after.weight).toBeLessThan(heavy);
    expect(after.weight).toBeGreaterThan(Math.min(...others.map((d) => d.weight!)));
    // The weight is of every box's latest weighing; Box 1's is a mean of 80 birds, so no uniformity is claimed.
    expect(after.uniformity).toBeNull();
    expect(after.variation_coef).toBeNull();
    expect(after.divisions[0]!.uniformity).toBeNull();
  });
});

describe('daily mortality entered by hand', () => {
  it("takes the day's losses off the division and the batch, and replaces them when the day is typed again", async () => {
    const before = await performance();
    const division = before.divisions[0]!;
    const today = localDay(new Date(), SP);
    const put = (dead: number, culled: number) =>
      call('produtor', 'PUT', `/api/v2/batches/${batchId}/mortality`, { division: division.id, date: today, amount_mortality: dead, amount_eliminated: culled });

    const first = await put(10, 2);
    expect(first.statusCode, first.body).toBe(200);
    let after = await performance();
    // What the day held before (the demo's own record of today, if any) is replaced, not added to.
    const replaced = before.mortality + 12 - after.mortality;
    expect(replaced).toBeGreaterThanOrEqual(0);
    expect(after.divisions[0]!.current_lodge).toBe(division.current_lodge - (12 - replaced));
    expect(after.current_lodged).toBe(before.current_lodged - (12 - replaced));

    expect((await put(5, 0)).statusCode).toBe(200);
    after = await performance();
    expect(after.mortality).toBe(before.mortality - replaced + 5);
    expect(after.divisions[0]!.current_lodge).toBe(division.current_lodge - (5 - replaced));
  });

  it("shows the later of two people recording a division's day the earlier record, and changes nothing until they choose", async () => {
    const { divisions } = await performance();
    const division = divisions.at(-1)!.id;
    // Yesterday on the company's calendar: a day nobody else's test writes.
    const day = localDay(new Date(Date.now() - 86_400_000), SP);
    const put = (username: string, counts: object, replaces: object | null) =>
      call(username, 'PUT', `/api/v2/batches/${batchId}/mortality`, { division, date: day, ...counts, replaces });
    // The day as it stands (the demo may have recorded it), so both start from it.
    await call('produtor', 'PUT', `/api/v2/batches/${batchId}/mortality`, { division, date: day, amount_mortality: 0, amount_eliminated: 0 });
    const seen = { amount_mortality: 0, amount_eliminated: 0 };

    expect((await put('produtor', { amount_mortality: 4, amount_eliminated: 1 }, seen)).statusCode).toBe(200);
    const later = await put('tecnico', { amount_mortality: 6, amount_eliminated: 0 }, seen);
    expect(later.statusCode).toBe(409);
    expect(apiErrorSchema.parse(later.json()).fields).toEqual([
      expect.objectContaining({ field: 'replaces', key: 'mortality.errors.recordedMeanwhile', params: { amount_mortality: 4, amount_eliminated: 1 } }),
    ]);
    const stored = (await performance()).divisions.at(-1)!;
    // Shown the earlier record, the later one keeps theirs: sent again over what they were shown.
    expect((await put('tecnico', { amount_mortality: 6, amount_eliminated: 0 }, { amount_mortality: 4, amount_eliminated: 1 })).statusCode).toBe(200);
    expect((await performance()).divisions.at(-1)!.current_lodge).toBe(stored.current_lodge - 1);
    // The same record sent twice is no conflict.
    expect((await put('tecnico', { amount_mortality: 6, amount_eliminated: 0 }, seen)).statusCode).toBe(200);
    expect((await put('produtor', { amount_mortality: 1, amount_eliminated: 0 }, { extra: 1 })).statusCode).toBe(400);
  });

  it('adds a second count of the day to the first: two people (one from a phone that was offline) both count, and the day lists who wrote it', async () => {
    const { divisions } = await performance();
    const division = divisions[0]!.id;
    // Two days ago on the company's calendar: a day nobody else's test writes.
    const day = localDay(new Date(Date.now() - 2 * 86_400_000), SP);
    const send = (username: string, body: object) => call(username, 'PUT', `/api/v2/batches/${batchId}/mortality`, { division, date: day, ...body });
    await send('produtor', { amount_mortality: 0, amount_eliminated: 0 });
    const before = await performance();

    // Morning: 14 dead and 3 culled. Afternoon, another person adds 2 dead, sent with the `replaces`
    // an offline phone keeps (it saw no record): an addition does not look at it.
    expect((await send('produtor', { amount_mortality: 14, amount_eliminated: 3, mode: 'add' })).json()).toMatchObject({ amount_mortality: 14, amount_eliminated: 3 });
    const second = await send('tecnico', { amount_mortality: 2, amount_eliminated: 0, mode: 'add', replaces: null });
    expect(second.statusCode, second.body).toBe(200);
    // The answer is the day in all: 14 + 2 dead, 3 culled.
    expect(second.json()).toMatchObject({ amount_mortality: 16, amount_eliminated: 3 });
    const after = await performance();
    expect(after.mortality).toBe(before.mortality + 19);
    expect(after.divisions[0]!.current_lodge).toBe(before.divisions[0]!.current_lodge - 19);

    const daysAs = async (username: string) => {
      const res = await call(username, 'GET', `/api/v2/batches/${batchId}/mortality?division=${division}`);
      expect(res.statusCode, res.body).toBe(200);
      return mortalityDayListSchema.parse(res.json()).results;
    };
    const days = await daysAs('produtor');
    expect(days.map((d) => d.age)).toEqual([...days.map((d) => d.age)].sort((a, b) => b - a));
    expect(days.find((d) => d.date === day)).toMatchObject({ amount_mortality: 16, amount_eliminated: 3, entered_by: { name: expect.stringMatching(/\S/) } });
    // A guest reads the days, not who wrote them.
    expect((await daysAs('vendas')).find((d) => d.date === day)).toMatchObject({ amount_mortality: 16, entered_by: null });

    // Replacing, knowingly: the day becomes 15 + 3.
    expect((await send('tecnico', { amount_mortality: 15, amount_eliminated: 3, mode: 'replace' })).json()).toMatchObject({ amount_mortality: 15, amount_eliminated: 3 });
    expect((await performance()).mortality).toBe(before.mortality + 18);
    expect((await call('tecnico', 'GET', `/api/v2/batches/${batchId}/mortality?division=${otherBatchDivision}`)).statusCode).toBe(400);
    expect((await send('tecnico', { amount_mortality: 1, amount_eliminated: 0, mode: 'sum' })).statusCode).toBe(400);
  });

  it('refuses a future day, negative counts and more animals than the division holds', async () => {
    const { divisions } = await performance();
    const put = (body: object) => call('produtor', 'PUT', `/api/v2/batches/${batchId}/mortality`, { division: divisions[1]!.id, date: localDay(new Date(), SP), amount_mortality: 1, amount_eliminated: 0, ...body });
    expect(fieldsOf((await put({ date: '2999-01-01' })).body)).toContain('date');
    expect(fieldsOf((await put({ amount_mortality: -1 })).body)).toContain('amount_mortality');
    expect(fieldsOf((await put({ amount_mortality: 10_000_000 })).body)).toContain('amount_mortality');
    expect(fieldsOf((await put({ amount_mortality: 999_999 })).body)).toContain('amount_mortality');
    expect((await call('vendas', 'PUT', `/api/v2/batches/${batchId}/mortality`, { division: divisions[1]!.id, date: '2020-01-01', amount_mortality: 1, amount_eliminated: 0 })).statusCode).toBe(403);
  });
});
