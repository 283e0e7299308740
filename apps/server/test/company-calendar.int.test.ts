import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  batchNutritionSchema,
  batchPerformanceSchema,
  consumptionHistorySchema,
  feedControlListSchema,
  feedControlSchema,
  rationTypeListSchema,
  shedListSchema,
  slaughterForecastSchema,
  slaughterPlanResultSchema,
  type SlaughterForecast,
} from '@plantel/contracts';
import { batches } from '../src/db/schema';
import { addDays } from '../src/services/common/calendar-days';
import { zonedInstant } from '../src/services/reports/report-periods';
import { localDay } from '../src/shared/wall-time';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every calendar day is the company's: at 21:30 in São Paulo UTC is already tomorrow, at 00:30 it is
 * the same day, and in New York a batch lodged before 1 November lives across a change of UTC offset.
 * The server's clock is set for each case (only `Date`; the database keeps its own clock, which
 * these answers do not read).
 */
const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

let t: TestApp;
beforeAll(async () => {
  // Each clock signs in again: more sign-ins per minute than the default allows.
  t = await createTestApp({ PLANTEL_LOGIN_MAX_PER_USER: '1000', PLANTEL_LOGIN_MAX_PER_CLIENT: '1000' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const tokens = new Map<string, Promise<string>>();

/** A request signed in under the current clock (one sign-in per user and clock). */
async function call(username: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) {
  const key = `${username}|${Math.floor(Date.now() / 3_600_000)}`;
  if (!tokens.has(key)) tokens.set(key, t.tokenFor(username));
  const token = await tokens.get(key)!;
  return t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { authorization: `Bearer ${token}` } });
}

const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields?.map((f) => f.field);

async function setTimeZone(zone: string) {
  const res = await call('admin', 'PATCH', '/api/v2/alerts/thresholds', { time_zone: zone });
  expect(res.statusCode, res.body).toBe(200);
}

/** Aviário 01's current batch, lodged again so that it is `age` days old on the calendar day `today` of `zone`, at `hour`:00 local. */
async function lodge(today: string, age: number, hour: number, zone: string) {
  const list = shedListSchema.parse((await call('tecnico', 'GET', '/api/v2/sheds/slaughter-prediction?module=frangos_de_corte&search=Aviário 01')).json());
  const { id: shed, last_batch } = list.results.find((s) => s.identification === 'Aviário 01')!;
  const batch = last_batch!;
  const [stored] = await t.database.db.select({ ageAtLodging: batches.ageAtLodging }).from(batches).where(eq(batches.id, batch));
  const lodgingDay = addDays(today, -(age - stored!.ageAtLodging));
  await t.database.db.update(batches).set({ openingDate: zonedInstant(lodgingDay, hour, zone), targetDate: null, targetAge: null }).where(eq(batches.id, batch));
  return { shed, batch, lodgingDay, ageAtLodging: stored!.ageAtLodging };
}

async function forecastOf(batch: number): Promise<SlaughterForecast['results']> {
  const res = await call('tecnico', 'GET', `/api/v1/slaughter-weight-projection/${batch}`);
  expect(res.statusCode, res.body).toBe(200);
  return slaughterForecastSchema.parse(res.json()).results;
}

const plan = (shed: number, batch: number, target_date: string) => call('produtor', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date });

/** Every forecast row is dated the lodging's calendar day plus the days of age since: one day per age, none skipped. */
function expectCalendarDates(f: SlaughterForecast['results'], lodgingDay: string, ageAtLodging: number) {
  for (const p of f.predictions) expect(p.date, `age ${p.age}`).toBe(addDays(lodgingDay, p.age - ageAtLodging));
  for (const d of f.weighed) expect(d.date, `weighed at ${d.age}`).toBe(addDays(lodgingDay, d.age - ageAtLodging));
}

async function storedPlan(batch: number) {
  const [row] = await t.database.db.select({ targetDate: batches.targetDate, targetAge: batches.targetAge }).from(batches).where(eq(batches.id, batch));
  return row;
}

describe('slaughter forecast and planning on the company calendar', () => {
  it('at 21:30 in São Paulo, today is the local day: planning for it is accepted with the age its forecast row shows', async () => {
    await setTimeZone(SP);
    // Lodged at 22:00: at 21:30 on the 25th the birds are 27 days old and day 28 begins at 22:00.
    const { shed, batch, lodgingDay, ageAtLodging } = await lodge('2026-11-25', 28, 22, SP);
    clockAt('2026-11-26T00:30:00Z'); // 21:30 on 25 November in São Paulo
    const f = await forecastOf(batch);
    expect(f.date).toBe('2026-11-25');
    expect(f.age).toBe(27);
    expect(f.predictions[0]).toMatchObject({ age: 28, date: '2026-11-25' });
    expectCalendarDates(f, lodgingDay, ageAtLodging);

    const res = await plan(shed, batch, '2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    const saved = slaughterPlanResultSchema.parse(res.json());
    expect(saved.plan).toMatchObject({ target_date: '2026-11-25', target_age: 28 });
    expect(saved.expected).toEqual(f.predictions[0]);
    expect(await storedPlan(batch)).toEqual({ targetDate: '2026-11-25', targetAge: 28 });
    expect((await forecastOf(batch)).plan.target_age).toBe(28);

    // Yesterday is before today, whatever day it is in UTC.
    const yesterday = await plan(shed, batch, '2026-11-24');
    expect(yesterday.statusCode).toBe(400);
    expect(fieldsOf(yesterday.body)).toEqual(['target_date']);
  });

  it('at 00:30 in São Paulo, today is the new local day, and the day before is refused', async () => {
    await setTimeZone(SP);
    const { shed, batch, lodgingDay, ageAtLodging } = await lodge('2026-11-25', 28, 22, SP);
    clockAt('2026-11-26T03:30:00Z'); // 00:30 on 26 November in São Paulo
    const f = await forecastOf(batch);
    expect(f.date).toBe('2026-11-26');
    expect(f.age).toBe(28);
    expect(f.predictions[0]).toMatchObject({ age: 29, date: '2026-11-26' });
    expectCalendarDates(f, lodgingDay, ageAtLodging);

    const res = await plan(shed, batch, '2026-11-26');
    expect(res.statusCode, res.body).toBe(200);
    expect(slaughterPlanResultSchema.parse(res.json()).plan.target_age).toBe(29);
    expect((await plan(shed, batch, '2026-11-25')).statusCode).toBe(400);
  });

  it("plans today with today's weight when today's day of age began this morning", async () => {
    await setTimeZone(SP);
    const { shed, batch } = await lodge('2026-11-25', 28, 8, SP);
    clockAt('2026-11-26T00:30:00Z');
    const f = await forecastOf(batch);
    expect(f).toMatchObject({ date: '2026-11-25', age: 28 });
    expect(f.predictions[0]).toMatchObject({ age: 29, date: '2026-11-26' });
    const res = await plan(shed, batch, '2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    const saved = slaughterPlanResultSchema.parse(res.json());
    expect(saved.plan.target_age).toBe(28);
    expect(saved.expected).toEqual({ age: 28, date: '2026-11-25', weight: f.current_weight, weight_p10: null, weight_p90: null, accumulated_consumption: f.feed_eaten, necessary_ration: 0 });
  });

  it('dates every day of age by the calendar across a change of UTC offset (New York, 1 November)', async () => {
    await setTimeZone(NY);
    // Lodged at 22:00 EDT on 28 October; at 21:30 EST on 25 November the 24-hour days of age start at
    // 21:00, so the birds are 28 days old by the clock, and the 25th is day 28 on the calendar.
    const { shed, batch, lodgingDay, ageAtLodging } = await lodge('2026-11-25', 28, 22, NY);
    expect(lodgingDay).toBe('2026-10-28');
    clockAt('2026-11-26T02:30:00Z');
    const f = await forecastOf(batch);
    expect(f).toMatchObject({ date: '2026-11-25', age: 28 });
    expect(f.predictions[0]).toMatchObject({ age: 29, date: '2026-11-26' });
    expectCalendarDates(f, lodgingDay, ageAtLodging);
    const res = await plan(shed, batch, '2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    expect(slaughterPlanResultSchema.parse(res.json()).plan).toMatchObject({ target_date: '2026-11-25', target_age: 28 });
    const tomorrow = slaughterPlanResultSchema.parse((await plan(shed, batch, '2026-11-26')).json());
    expect(tomorrow.plan.target_age).toBe(29);
    expect(tomorrow.expected).toEqual(f.predictions[0]);
    await setTimeZone(SP);
  });
});

describe('records and filters by the company day', () => {
  it("takes mortality for today's local date at 21:30 in São Paulo with its day of age, and refuses the UTC date, which is tomorrow", async () => {
    await setTimeZone(SP);
    const { batch, lodgingDay, ageAtLodging } = await lodge('2026-11-25', 28, 22, SP);
    const [division] = batchPerformanceSchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json()).divisions;
    clockAt('2026-11-26T00:30:00Z');
    const put = (date: string) => call('produtor', 'PUT', `/api/v2/batches/${batch}/mortality`, { division: division!.id, date, amount_mortality: 1, amount_eliminated: 0 });
    const today = await put('2026-11-25');
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json()).toMatchObject({ date: '2026-11-25', age: 28 });
    expect(addDays(lodgingDay, 28 - ageAtLodging)).toBe('2026-11-25');
    const tomorrow = await put('2026-11-26');
    expect(tomorrow.statusCode).toBe(400);
    expect(fieldsOf(tomorrow.body)).toEqual(['date']);
  });

  it('filters feed deliveries by the local day and refuses an end after the local today', async () => {
    await setTimeZone(SP);
    const { batch } = await lodge('2026-11-25', 28, 8, SP);
    const nutrition = batchNutritionSchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${batch}/nutrition`)).json());
    const ration = rationTypeListSchema.parse((await call('tecnico', 'GET', '/api/v1/ration-types')).json()).results[0]!;
    clockAt('2026-11-26T00:30:00Z');
    // 21:10 on the 25th in São Paulo, 00:10 on the 26th in UTC.
    const created = await call('tecnico', 'POST', '/api/v1/feed-controls', { batch, silo: nutrition.silos[0]!.id, date: '2026-11-26T00:10:00Z', quantity: 1500, ration_type: ration.id });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = feedControlSchema.parse(created.json());
    const onDay = async (day: string) => {
      const res = await call('tecnico', 'GET', `/api/v1/feed-controls?batch=${batch}&start=${day}&end=${day}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return feedControlListSchema.parse(res.json()).results.map((r) => r.id);
    };
    expect(await onDay('2026-11-25')).toContain(id);
    // The 24th ends at 03:00 UTC on the 25th: the delivery is not on it.
    expect(await onDay('2026-11-24')).not.toContain(id);
    const future = await call('tecnico', 'GET', `/api/v1/feed-controls?batch=${batch}&end=2026-11-26`);
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future.body)).toEqual(['end']);
    const exported = await call('tecnico', 'GET', `/api/v2/exports/feed-controls?batch=${batch}&end=2026-11-26&format=csv`);
    expect(exported.statusCode).toBe(400);
  });

  it('answers consumption days on the calendar days their ages start on, up to the local today', async () => {
    await setTimeZone(SP);
    const list = shedListSchema.parse((await call('tecnico', 'GET', '/api/v2/sheds/nutrition?module=frangos_de_corte&search=Aviário 03')).json());
    const batch = list.results.find((s) => s.identification === 'Aviário 03')!.last_batch!;
    const [stored] = await t.database.db.select().from(batches).where(eq(batches.id, batch));
    const lodgingDay = localDay(stored!.openingDate, SP);
    const now = new Date();
    const today = localDay(now, SP);
    const res = await call('tecnico', 'GET', `/api/v2/batches/${batch}/consumption-history?end=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = consumptionHistorySchema.parse(res.json());
    expect(results.length).toBeGreaterThan(5);
    for (const e of results) expect(e.date, `age ${e.age}`).toBe(addDays(lodgingDay, e.age - stored!.ageAtLodging));
    const future = await call('tecnico', 'GET', `/api/v2/batches/${batch}/consumption-history?end=${addDays(today, 1)}`);
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future.body)).toEqual(['end']);
  });
});
