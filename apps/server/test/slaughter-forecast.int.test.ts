import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  batchPcpSchema,
  batchPerformanceSchema,
  shedListSchema,
  slaughterForecastSchema,
  slaughterPlanResultSchema,
  type SlaughterForecast,
} from '@plantel/contracts';
import { referenceFor } from '@plantel/domain';
import { batches } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(date) + DAY).toISOString().slice(0, 10);

/** Demo broiler sheds by identification, with their current (or last) batch. */
async function demoSheds() {
  const res = await t.as('tecnico', 'GET', '/api/v2/sheds/slaughter-prediction?module=frangos_de_corte&stage=lodged,empty_batch,pre_lodged&limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return new Map(shedListSchema.parse(res.json()).results.map((s) => [s.identification, { shed: s.id, batch: s.last_batch! }]));
}

async function forecastOf(batch: number, username = 'tecnico'): Promise<SlaughterForecast['results']> {
  const res = await t.as(username, 'GET', `/api/v1/slaughter-weight-projection/${batch}`);
  expect(res.statusCode, res.body).toBe(200);
  return slaughterForecastSchema.parse(res.json()).results;
}

describe('GET /api/v1/slaughter-weight-projection/{batch}', () => {
  it("forecasts a weighed broiler batch day by day from its own weighings to day 56, with the feed it still needs", async () => {
    const { batch } = (await demoSheds()).get('Aviário 01')!;
    const f = await forecastOf(batch);
    expect(f.method).toBe('table-trend');
    expect(f.age).toBe(28);
    expect(f.predictions.map((p) => p.age)).toEqual(Array.from({ length: 28 }, (_, i) => 29 + i));

    // The weighed days are the batch's lodge-weighted daily means, as the performance view counts them.
    const performance = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    const lastWeighed = f.weighed.at(-1)!;
    expect(lastWeighed.weight).toBeCloseTo(performance.weight!, 0);

    // Tomorrow follows the breed's gain from the last weighing, within a few percent.
    const ross = (age: number) => referenceFor('Ross 308', 1, age).bodyWeight;
    const scaled = (lastWeighed.weight * ross(29)) / ross(lastWeighed.age);
    expect(Math.abs(f.predictions[0]!.weight / scaled - 1)).toBeLessThan(0.03);

    for (let i = 1; i < f.predictions.length; i++) {
      const [before, p] = [f.predictions[i - 1]!, f.predictions[i]!];
      expect(p.date).toBe(nextDay(before.date));
      expect(p.weight).toBeGreaterThan(before.weight);
      expect(p.accumulated_consumption).toBeGreaterThan(before.accumulated_consumption);
    }
    // Every forecast day has its 80 % interval around it, wider the further it looks.
    for (const p of f.predictions) {
      expect(p.weight_p10!).toBeLessThan(p.weight);
      expect(p.weight_p90!).toBeGreaterThan(p.weight);
    }
    const width = (p: (typeof f.predictions)[number]) => p.weight_p90! / p.weight_p10!;
    expect(width(f.predictions.at(-1)!)).toBeGreaterThan(width(f.predictions[0]!));
    for (const p of f.predictions) {
      expect(p.necessary_ration).toBeCloseTo(Math.max(0, p.accumulated_consumption - f.feed_eaten - f.feed_in_silos), 0);
    }
    // The feed of the coming weeks is what birds of that weight eat: a feed conversion a broiler can have.
    const [day35, day42] = [f.predictions.find((p) => p.age === 35)!, f.predictions.find((p) => p.age === 42)!];
    const fcr = (day42.accumulated_consumption - day35.accumulated_consumption) / (((day42.weight - day35.weight) * f.current_lodged) / 1000);
    expect(fcr).toBeGreaterThan(1.5);
    expect(fcr).toBeLessThan(2.6);

    // The target weight the batch was planned with is reached on the first forecast day at or above it.
    const target = f.plan.target_value!;
    expect(f.target).toEqual({ weight: target, age: f.predictions.find((p) => p.weight >= target)!.age, date: expect.any(String), reached: false });
  });

  it('answers no predictions for a closed batch, and a scaled reference for a batch weighed only in its first days', async () => {
    const sheds = await demoSheds();
    const closed = await forecastOf(sheds.get('Aviário 05')!.batch);
    expect(closed.method).toBeNull();
    expect(closed.predictions).toEqual([]);
    expect(closed.weighed.length).toBeGreaterThan(0);

    const young = await forecastOf(sheds.get('Aviário 03')!.batch);
    expect(young.age).toBe(12);
    expect(young.method).toBe('table-trend');
    expect(young.predictions[0]!.age).toBe(13);
  });

  it('is a 404 without Predição in the batch module, in another company, or for a batch that does not exist', async () => {
    const { batch } = (await demoSheds()).get('Aviário 01')!;
    for (const [username, id] of [['vendas', batch], ['suinos', batch], ['outra', batch], ['tecnico', 999_999]] as const) {
      const res = await t.as(username, 'GET', `/api/v1/slaughter-weight-projection/${id}`);
      expect(res.statusCode, `${username} ${id}`).toBe(404);
      apiErrorSchema.parse(res.json());
    }
    expect((await t.as('tecnico', 'GET', '/api/v1/slaughter-weight-projection/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/batches/{id}/pcp', () => {
  it("projects the batch's live weight over the 15 ages to today and the forecast after, from the animals at each age", async () => {
    const { batch } = (await demoSheds()).get('Aviário 01')!;
    const res = await t.as('produtor', 'GET', `/api/v2/batches/${batch}/pcp`);
    expect(res.statusCode, res.body).toBe(200);
    const pcp = batchPcpSchema.parse(res.json());
    const f = await forecastOf(batch);
    expect(pcp.pcp_projections.map((p) => p.age)).toEqual(Array.from({ length: 56 - 14 + 1 }, (_, i) => 14 + i));
    const weighed = new Map(f.weighed.map((d) => [d.age, d.weight]));
    for (const p of pcp.pcp_projections.filter((p) => p.age < 28)) expect(p.weight).toBe(weighed.get(p.age));
    const today = pcp.pcp_projections.find((p) => p.age === 28)!;
    expect(today.projection).toBeCloseTo((today.weight * pcp.current_lodged) / 1000, -1);
    // Earlier ages had the animals lost since then too.
    const fortnightAgo = pcp.pcp_projections[0]!;
    expect(fortnightAgo.projection / fortnightAgo.weight).toBeGreaterThan(today.projection / today.weight);
    const day50 = pcp.pcp_projections.find((p) => p.age === 50)!;
    expect(day50.weight).toBe(f.predictions.find((p) => p.age === 50)!.weight);
    expect(day50.projection).toBeLessThan((day50.weight * pcp.current_lodged) / 1000);
  });
});

describe('PUT /api/v2/sheds/{id}/slaughter-plan', () => {
  it('stores the day, answers the expected weight and feed for it, and the shed lists follow', async () => {
    const { shed, batch } = (await demoSheds()).get('Aviário 03')!;
    const f = await forecastOf(batch);
    const day = f.predictions.find((p) => p.age === 42)!;
    const res = await t.as('produtor', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: day.date, target_value: 3100, priority: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const plan = slaughterPlanResultSchema.parse(res.json());
    expect(plan.plan).toEqual({ target_value: 3100, target_date: day.date, target_age: 42, priority: 2 });
    expect(plan.expected).toEqual(day);
    expect(plan.target?.weight).toBe(3100);

    const [stored] = await t.database.db.select().from(batches).where(eq(batches.id, batch));
    expect(stored).toMatchObject({ targetDate: day.date, targetAge: 42, targetWeight: 3100, priority: 2 });
    const list = shedListSchema.parse((await t.as('produtor', 'GET', '/api/v2/sheds/pcp-planning?module=frangos_de_corte&search=Aviário 03')).json());
    expect(list.results.find((s) => s.id === shed)).toMatchObject({ target_value: 3100, target_date: day.date, priority: 2 });
    expect((await forecastOf(batch)).plan).toEqual(plan.plan);

    // The slaughter-prediction list gives the forecast on the planned day with its band, as the forecast's table does.
    const planned = async () =>
      shedListSchema.parse((await t.as('produtor', 'GET', '/api/v2/sheds/slaughter-prediction?module=frangos_de_corte&search=Aviário 03')).json()).results.find((s) => s.id === shed)!;
    expect(await planned()).toMatchObject({ predicted_weight: day.weight, predicted_weight_p10: day.weight_p10, predicted_weight_p90: day.weight_p90 });
    // A new weighing moves the forecast, and the list follows it.
    const performance = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    const weighed = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, {
      division: performance.divisions[0]!.id,
      weighed_at: new Date(Date.now() - 3_600_000).toISOString(),
      average: Math.round((performance.weight ?? 1500) * 1.05),
      count: 100,
    });
    expect(weighed.statusCode, weighed.body).toBe(201);
    const moved = (await forecastOf(batch)).predictions.find((p) => p.date === day.date)!;
    expect(moved.weight).not.toBe(day.weight);
    expect(await planned()).toMatchObject({ predicted_weight: moved.weight, predicted_weight_p10: moved.weight_p10, predicted_weight_p90: moved.weight_p90 });

    // Clearing the day keeps the target weight and priority.
    const cleared = slaughterPlanResultSchema.parse((await t.as('produtor', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: null })).json());
    expect(cleared.plan).toEqual({ target_value: 3100, target_date: null, target_age: null, priority: 2 });
    expect(cleared.expected).toBeNull();
  });

  it('refuses days outside the forecast, another batch, guests and roles without Predição', async () => {
    const sheds = await demoSheds();
    const { shed, batch } = sheds.get('Aviário 01')!;
    const f = await forecastOf(batch);
    const put = (username: string, body: object, shedId = shed) => t.as(username, 'PUT', `/api/v2/sheds/${shedId}/slaughter-plan`, body);

    const yesterday = new Date(Date.parse(f.date) - DAY).toISOString().slice(0, 10);
    const beyond = nextDay(f.predictions.at(-1)!.date);
    for (const target_date of [yesterday, beyond]) {
      const res = await put('tecnico', { batch, target_date });
      expect(res.statusCode, res.body).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fields?.[0]?.field).toBe('target_date');
    }
    const badBody = await put('tecnico', { batch, target_date: '2026-13-40' });
    expect(badBody.statusCode).toBe(400);
    expect((await put('tecnico', { batch, target_date: f.predictions[0]!.date, colour: 'red' })).statusCode).toBe(400);

    // A batch of another shed is not found in this one; the shed's previous batch is no longer current.
    const other = sheds.get('Aviário 03')!;
    expect((await put('tecnico', { batch: other.batch, target_date: f.predictions[0]!.date })).statusCode).toBe(404);
    const closed = sheds.get('Aviário 05')!;
    expect((await put('tecnico', { batch: closed.batch, target_date: f.predictions[0]!.date }, closed.shed)).statusCode).toBe(409);

    // A guest changes nothing, whatever the permission (403 before anything else is looked at).
    expect((await put('vendas', { batch, target_date: f.predictions[0]!.date })).statusCode).toBe(403);
    expect((await put('outra', { batch, target_date: f.predictions[0]!.date })).statusCode).toBe(404);
    const [before] = await t.database.db.select().from(batches).where(eq(batches.id, batch));
    expect(before!.targetDate).not.toBe(f.predictions[0]!.date);
  });
});
