import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, forecastSnapshotsSchema, healthBookSchema, loadPlanSchema, loadPlanSettingsSchema, loadPlanVersionSchema, loadPlanVersionsSchema, slaughterForecastSchema, type LoadInput } from '@plantel/contracts';
import { PlantLoopJob } from '../src/jobs/plant-loop.job';
import { resolveWebhookSecret } from '../src/services/common/secrets.service';
import { at, broilerBatch, createShed, dayAfter, daysAgo } from './helpers/batch-import';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

/*
 * The load plan (docs/plant-loop.md), worked by hand. A Ross 308 flock lodged at 08:00 (São Paulo) 42
 * days ago, 20,000 birds less 35 lost, is planned for slaughter on day 45 (three days from today).
 * Six loads of 3,000 birds are caught every two hours from 00:00 on day 45. With the feed withdrawn
 * 6 h before each catch, 4 h from the catch to the plant's scale and 0.3 % lost an hour, a bird weighs
 * at the plant 1 − 0.003 × 10 = 97 % of its forecast weight when the feed was withdrawn. The first
 * load's feed goes at 18:00 on day 44: day of age 44 + 10/24, so its forecast is the day-44 weight plus
 * 10/24 of the gain to day 45.
 */

let t: TestApp;
let receiver: WebhookReceiver;
/** How far ahead of the wall clock the receiver's own clock runs: it checks each signature's timestamp against it. */
let receiverAhead = 0;
let shed: number;
let batch: number;
let divisions: number[];
const today = daysAgo(0);
const slaughterDay = dayAfter(today, 3);
const SETTINGS = { feed_withdrawal_hours: 6, transport_hours: 4, shrink_percent_per_hour: 0.3, forecast_move_percent: 2 };

const sixLoads = (): LoadInput[] =>
  [0, 2, 4, 6, 8, 10].map((hour, i) => ({ catch_at: at(slaughterDay, `${String(hour).padStart(2, '0')}:00`), truck: `ABC-${1000 + i}`, birds: 3_000, divisions: [divisions[i % 2]!] }));

const savePlan = (loads: LoadInput[], user = 'tecnico') => t.as(user, 'PUT', `/api/v2/batches/${batch}/load-plan`, { loads });
const fieldsOf = (res: { json: <T>() => T }) => apiErrorSchema.parse(res.json()).fields?.map((f) => [f.field, f.message]);

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_WEBHOOK_PRIVATE_NETWORKS: 'true' });
  receiver = await startWebhookReceiver(() => Date.now() + receiverAhead);
  shed = await createShed(t.database.db, 'Demo', 3, 'Aviário Carga');
  const body = broilerBatch(shed, 'CARGA-1', { divisions: [{ identification: 'Box 1', housed: 10_000 }, { identification: 'Box 2', housed: 10_000 }] });
  body.weighings = body.weighings.map((w) => ({ ...w, division: 'Box 1' }));
  body.mortality = body.mortality!.map((m) => ({ ...m, division: 'Box 2' }));
  const imported = await t.as('tecnico', 'POST', '/api/v2/batches/import', body);
  expect(imported.statusCode, imported.body).toBe(201);
  batch = imported.json<{ batch: number }>().batch;
  divisions = healthBookSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/health-book`)).json()).divisions.map((d) => d.id);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('the load plan', () => {
  it('waits for a planned slaughter day, and takes the settings staff give', async () => {
    const none = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan`);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan/pdf`)).statusCode).toBe(404);
    const unplanned = await savePlan(sixLoads());
    expect(unplanned.statusCode).toBe(409);
    expect(fieldsOf(unplanned)).toEqual([['loads', 'Plan the slaughter day first']]);
    const planned = await t.as('tecnico', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: slaughterDay });
    expect(planned.statusCode, planned.body).toBe(200);

    expect(loadPlanSettingsSchema.parse((await t.as('tecnico', 'GET', '/api/v2/load-plan-settings')).json())).toEqual(SETTINGS);
    expect((await t.as('produtor', 'PUT', '/api/v2/load-plan-settings', SETTINGS)).statusCode).toBe(403);
    const unknown = await t.as('tecnico', 'PUT', '/api/v2/load-plan-settings', { ...SETTINGS, fasting: 8 });
    expect(fieldsOf(unknown)?.map(([field]) => field)).toEqual(['fasting']);
    expect((await t.as('tecnico', 'PUT', '/api/v2/load-plan-settings', SETTINGS)).statusCode).toBe(200);
  });

  it('expects each load at the plant as the forecast when its feed is withdrawn, less 3 % of shrink', async () => {
    const saved = await savePlan(sixLoads());
    expect(saved.statusCode, saved.body).toBe(201);
    const plan = loadPlanVersionSchema.parse(saved.json());
    expect(plan).toMatchObject({ version: 1, saved_by: 'Tiago', settings: SETTINGS, issued: null });

    const forecast = slaughterForecastSchema.parse((await t.as('tecnico', 'GET', `/api/v1/slaughter-weight-projection/${batch}`)).json()).results.predictions;
    const weight = (age: number) => forecast.find((p) => p.age === age)!.weight;
    const [first, , , , , last] = plan.loads;
    expect(first!.feed_withdrawn_at).toBe(new Date(at(dayAfter(slaughterDay, -1), '18:00')).toISOString());
    // Day 44 + 10/24: 10 h into day 44 (08:00 to 18:00).
    expect(first!.forecast_weight).toBeCloseTo(weight(44) + ((weight(45) - weight(44)) * 10) / 24, 0);
    // The last catch at 10:00 on day 45: feed withdrawn at 04:00, day 44 + 20/24.
    expect(last!.forecast_weight).toBeCloseTo(weight(44) + ((weight(45) - weight(44)) * 20) / 24, 0);
    for (const load of plan.loads) {
      expect(load.expected_weight).toBeCloseTo(load.forecast_weight * 0.97, 0);
      expect(load.expected_kg).toBeCloseTo((3_000 * load.expected_weight) / 1000, 0);
      expect(load.expected_weight_p10!).toBeLessThan(load.expected_weight);
      expect(load.expected_weight_p90!).toBeGreaterThan(load.expected_weight);
    }
    const kg = plan.loads.reduce((n, l) => n + (l.birds * l.expected_weight) / 1000, 0);
    expect(plan.totals.birds).toBe(18_000);
    expect(plan.totals.kg).toBeCloseTo(kg, 0);
    expect(plan.totals.kg_p10).toBeCloseTo(plan.loads.reduce((n, l) => n + (l.birds * l.expected_weight_p10!) / 1000, 0), 0);

    const read = loadPlanSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan`)).json());
    expect(read.forecast_now).toEqual({ kg: plan.totals.kg, change_percent: 0, moved: false });
  });

  it('refuses more birds than the flock holds, a catch whose feed would already be withdrawn, and a division of another batch', async () => {
    const loads = sixLoads();
    // 19,965 alive: 20,000 housed less 35 lost.
    const tooMany = await savePlan([...loads, { ...loads[0]!, birds: 2_000 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual([['loads', 'The loads take 20000 birds; the flock holds 19965']]);
    const soon = await savePlan([{ ...loads[0]!, catch_at: new Date(Date.now() + 3_600_000).toISOString() }, { ...loads[1]!, divisions: [999_999] }]);
    expect(soon.statusCode).toBe(400);
    expect(fieldsOf(soon)?.map(([field]) => field)).toEqual(['loads.0.catch_at', 'loads.1.divisions.0']);
    // The producer of the farm reads the plan; staff save it.
    expect((await savePlan(loads, 'produtor')).statusCode).toBe(403);
    expect((await t.as('vendas', 'GET', `/api/v2/batches/${batch}/load-plan`)).statusCode).toBe(403);
  });

  it('is sent signed as load_plan.issued by hand, and on its own 48 h before the first catch of a version nobody issued', async () => {
    await t.as('tecnico', 'PUT', '/api/v2/notifications/events-webhook', { url: receiver.url });
    const company = (await t.database.db.query.batches.findFirst({ where: (b, { eq }) => eq(b.id, batch) }))!.companyId;
    receiver.secret = await resolveWebhookSecret(t.database.db, company);

    const issued = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/load-plan/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(loadPlanVersionSchema.parse(issued.json()).issued).toMatchObject({ automatic: false, delivery: { status: 'delivered' } });
    expect(receiver.refused).toBe(0);
    const event = receiver.accepted.at(-1)!;
    expect(event.headers['x-plantel-event']).toBe('load_plan.issued');
    expect(event.body).toMatchObject({ event: 'load_plan.issued', company, data: { batch, version: 1, automatic: false, plan: { totals: { birds: 18_000 } } } });

    expect((await savePlan(sixLoads().slice(0, 5))).statusCode).toBe(201);
    const issuer = new PlantLoopJob(t.database, { intervalMs: 0, events: { allowPrivateNetworks: true } });
    // Now the first catch is some 64 to 72 h away: not yet.
    expect(await issuer.runOnce(new Date())).toBe(0);
    // A day later it is within 48 h: version 2 goes out, once (with the flock's sanitary bulletin, due by then too).
    receiverAhead = 30 * 3_600_000;
    const later = new Date(Date.now() + receiverAhead);
    expect(await issuer.runOnce(later)).toBeGreaterThanOrEqual(1);
    expect(await issuer.runOnce(later)).toBe(0);
    expect(receiver.accepted.filter((e) => e.headers['x-plantel-event'] === 'load_plan.issued')).toHaveLength(2);
    const versions = loadPlanVersionsSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan/versions`)).json()).results;
    expect(versions.map((v) => [v.version, v.issued?.automatic ?? null])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(receiver.accepted.findLast((e) => e.headers['x-plantel-event'] === 'load_plan.issued')!.body).toMatchObject({ data: { version: 2, automatic: true, plan: { totals: { birds: 15_000 } } } });
  });

  it('keeps once a day what the forecast says of the planned day, as made', async () => {
    const snapshots = async () => forecastSnapshotsSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/forecast-snapshots`)).json()).results;
    // The job above kept today's (and, looking a day later, that day's): the same as the forecast table's row of the planned day (age 45).
    const forecast = slaughterForecastSchema.parse((await t.as('tecnico', 'GET', `/api/v1/slaughter-weight-projection/${batch}`)).json()).results.predictions;
    const planned = forecast.find((p) => p.age === 45)!;
    const kept = await snapshots();
    expect(kept.find((s) => s.made_on === today)).toEqual(
      expect.objectContaining({ target_date: slaughterDay, target_age: 45, days_ahead: 3, method: 'table-trend', weight: planned.weight, weight_p10: planned.weight_p10, weight_p90: planned.weight_p90 }),
    );
    // Looked at again on the same day: nothing more is kept, and what was kept does not move.
    await new PlantLoopJob(t.database, { intervalMs: 0, events: { allowPrivateNetworks: true } }).runOnce(new Date());
    expect(await snapshots()).toEqual(kept);
  });

  it('says when the forecast has moved more than 2 % since it was saved, and prints the newest version in the reader’s language', async () => {
    // The same flock weighed 10 % heavier: imported again, its forecast moves with it.
    const body = broilerBatch(shed, 'CARGA-1', { divisions: [{ identification: 'Box 1', housed: 10_000 }, { identification: 'Box 2', housed: 10_000 }] });
    body.weighings = body.weighings.map((w) => ({ ...w, mean_weight: w.mean_weight * 1.1, weights: w.weights?.map((g) => g * 1.1), division: 'Box 1' }));
    body.mortality = body.mortality!.map((m) => ({ ...m, division: 'Box 2' }));
    expect((await t.as('tecnico', 'POST', '/api/v2/batches/import', body)).statusCode).toBe(201);
    const read = loadPlanSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan`)).json());
    expect(read.version).toBe(2);
    expect(read.forecast_now!.change_percent).toBeGreaterThan(2);
    expect(read.forecast_now!.moved).toBe(true);

    const pdf = await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan/pdf?lang=pt-BR`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).text;
    expect(text).toContain('Plano de carregamento');
    expect(text).toContain('ABC-1004');
    expect(text).not.toContain('ABC-1005');
    expect(text).toContain('15.000');
    expect(text).toMatch(/A previsão mudou \d+,\d % desde esta versão/);
    const en = (await readPdf((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/load-plan/pdf?lang=en`)).rawPayload)).text;
    expect(en).toContain('Load plan');
  });

  it('refuses a catch inside a treatment’s withdrawal, naming the product and its end', async () => {
    const products = (await t.as('tecnico', 'GET', '/api/v2/health-products')).json<{ results: { id: number; name: string }[] }>().results;
    const enrofloxacin = products.find((p) => p.name.startsWith('Enrofloxacino'))!;
    const treated = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/treatments`, {
      product: enrofloxacin.id,
      divisions: [divisions[0]],
      route: 'water',
      dose: 10,
      dose_unit: 'mg/kg',
      quantity: 1_000,
      started_at: at(dayAfter(today, -1)),
      ended_at: at(today, '07:00'),
      prescriber: { name: 'Dra. Helena Prado', registration: 'CRMV-SP 12345' },
      reason: 'Colibacilose',
    });
    expect(treated.statusCode, treated.body).toBe(201);
    // 07:00 today plus 5 days: every catch of day 45, three days from now, falls inside.
    const inside = await savePlan(sixLoads());
    expect(inside.statusCode).toBe(409);
    const [field] = apiErrorSchema.parse(inside.json()).fields!;
    expect(field).toMatchObject({ field: 'loads.0.catch_at' });
    expect(field!.message).toContain(enrofloxacin.name);
  });
});
