import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPerformanceSchema, registerShedSchema, slaughterForecastSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * One age convention for a weighing (docs/kpis.md, "The age of a weighing"): a weighing with a time
 * is compared with the growth table at its exact age; one with only a date is taken at the hour the
 * batch was lodged that day, in whole days of age. Two flocks lodged at 08:00 (São Paulo) weigh
 * 1,000 g on day 21: one at 23:00, the other dated only. Ross 308 as hatched: 1,012 g on day 21,
 * 1,092 g on day 22, 1,616 g on day 28.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Lodged 23 days ago at 08:00 in São Paulo: day 21 at 23:00 has passed, whatever the hour now. */
const lodgingDay = localDay(new Date(Date.now() - 23 * DAY), SP);
const day21 = addDays(lodgingDay, 21);

let propertyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const producer = await t.as('admin', 'POST', '/api/v2/producers', { name: 'Granja Idade', tax_id: '111.444.777-35' });
  expect(producer.statusCode, producer.body).toBe(201);
  const property = await t.as('admin', 'POST', '/api/v2/properties', { name: 'Sítio Idade', producer: producer.json<{ id: number }>().id });
  expect(property.statusCode, property.body).toBe(201);
  propertyId = property.json<{ id: number }>().id;
});
afterAll(() => t.close());

async function lodgedBatch(identification: string): Promise<{ batch: number; division: number }> {
  const shed = await t.as('admin', 'POST', '/api/v2/sheds', { property: propertyId, identification, production_type: 3, lineage: 'Ross 308', capacity: 5_000, divisions: [{ identification: 'Box 1', capacity: 5_000 }] });
  expect(shed.statusCode, shed.body).toBe(201);
  const { id: shedId, divisions } = registerShedSchema.parse(shed.json());
  const lodged = await t.as('tecnico', 'POST', '/api/v2/batches', {
    shed: shedId,
    identification: `${identification}-1`,
    opened_at: `${lodgingDay}T08:00`,
    lineage: 'Ross 308',
    sex: 1,
    divisions: [{ division: divisions[0]!.id, animals: 5_000 }],
  });
  expect(lodged.statusCode, lodged.body).toBe(201);
  const batch = lodged.json<{ id: number }>().id;
  // A weighing names the batch's division (its box as lodged), as the dashboard lists it.
  const performance = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
  return { batch, division: performance.divisions[0]!.id };
}

async function weighAndForecast(identification: string, weighedAt: string) {
  const { batch, division } = await lodgedBatch(identification);
  const weighing = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division, weighed_at: weighedAt, average: 1_000, count: 100 });
  expect(weighing.statusCode, weighing.body).toBe(201);
  const forecast = await t.as('tecnico', 'GET', `/api/v1/slaughter-weight-projection/${batch}`);
  expect(forecast.statusCode, forecast.body).toBe(200);
  return { weighing: weighing.json<{ weighed_at: string; age: number }>(), forecast: slaughterForecastSchema.parse(forecast.json()).results };
}

describe('the age of a weighing', () => {
  it('at 23:00 on day 21 is 21 days and 15 hours: the table there is 1,012 + 0.625 × 80 = 1,062 g, and day 28 is forecast at 1,616 × 1,000 ÷ 1,062 = 1,521.7 g', async () => {
    const { weighing, forecast } = await weighAndForecast('Aviário Hora', `${day21}T23:00:00-03:00`);
    // Its day of age is 21, as the day's list shows it; the forecast compares it with the table at 21.625.
    expect(weighing.age).toBe(21);
    expect(forecast.weighed.at(-1)).toMatchObject({ age: 21, date: day21, weight: 1_000 });
    expect(forecast.predictions.find((p) => p.age === 28)!.weight).toBeCloseTo((1_616 * 1_000) / 1_062, 0);
  });

  it('dated only on day 21 is taken at the lodging hour, 08:00: 21 whole days, and day 28 is forecast at 1,616 × 1,000 ÷ 1,012 = 1,596.8 g', async () => {
    const { weighing, forecast } = await weighAndForecast('Aviário Data', day21);
    expect(weighing.weighed_at).toBe(new Date(`${day21}T08:00:00-03:00`).toISOString());
    expect(weighing.age).toBe(21);
    expect(forecast.weighed.at(-1)).toMatchObject({ age: 21, date: day21, weight: 1_000 });
    expect(forecast.predictions.find((p) => p.age === 28)!.weight).toBeCloseTo((1_616 * 1_000) / 1_012, 0);
  });

  it('refuses a date that is not a calendar day, naming the field', async () => {
    const { batch, division } = await lodgedBatch('Aviário Erro');
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${batch}/weighings`, { division, weighed_at: `${day21.slice(0, 8)}32`, average: 1_000, count: 100 });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('weighed_at');
  });
});
