import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@plantel/contracts';
import { housedDevice, ingest, issueKey, minutesAgo } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Bad values named by an outside attack on the API: each is a 4xx naming its field, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields?.map((f) => f.field) ?? [];

describe('ids', () => {
  it('answers 404 to a path id beyond the database integer range, as to any unknown id', async () => {
    for (const url of ['/api/v2/batches/2147483648', '/api/v2/batches/99999999999999/performance', '/api/v2/weighings/2147483648']) {
      const res = await t.as('admin', url.includes('weighings') ? 'DELETE' : 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses ids not written in plain decimal, in the path and the query', async () => {
    for (const id of ['%201', '0x10', '+1', '1e1', '01', '-1']) {
      const res = await t.as('admin', 'GET', `/api/v2/batches/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(fieldsOf(res.body), id).toEqual(['id']);
    }
    const query = await t.as('admin', 'GET', '/api/v1/feed-controls?batch=0x10');
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query.body)).toEqual(['batch']);
  });

  it('refuses a query or body id beyond the integer range with 400 naming it', async () => {
    const query = await t.as('admin', 'GET', '/api/v1/feed-controls?batch=99999999999999');
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query.body)).toEqual(['batch']);
    const body = await t.as('admin', 'POST', '/api/v2/batches/1/weighings', { division: 2147483648, weighed_at: new Date().toISOString(), samples: [100] });
    expect(body.statusCode).toBe(400);
    expect(fieldsOf(body.body)).toEqual(['division']);
  });
  it('answers a path segment longer than any id with a 404, and a malformed URL with a 400, in the error shape', async () => {
    const long = await t.as('admin', 'GET', `/api/v2/batches/${'9'.repeat(150)}`);
    expect(long.statusCode).toBe(404);
    expect(apiErrorSchema.strict().parse(long.json())).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(long.headers['cache-control']).toBe('no-store');
    const malformed = await t.as('admin', 'GET', '/api/v2/batches/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.strict().parse(malformed.json())).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('text', () => {
  it('refuses a control character anywhere, the sign-in username included, naming the field', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'adm\u0000in', password: 'plantel' } });
    expect(login.statusCode).toBe(400);
    expect(fieldsOf(login.body)).toEqual(['username']);
    const query = await t.as('admin', 'GET', '/api/v2/sheds/performance?name=a%00b');
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query.body)).toEqual(['name']);
    const nested = await t.as('admin', 'POST', '/api/v2/alerts/minimal_consumption/', { name: 'ok', min_consumption_value: 10, start_time: '06:00\u0007', end_time: '18:00', interval: 2, active_alert: true, shed: 1 });
    expect(nested.statusCode).toBe(400);
    expect(fieldsOf(nested.body)).toEqual(['start_time']);
  });

  it('keeps tabs and line breaks as text', async () => {
    const res = await t.as('admin', 'GET', '/api/v2/sheds/performance?name=a%09b');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a telemetry reading whose message id holds a NUL on its own, storing the good ones beside it', async () => {
    const device = await housedDevice(t, 'S0');
    const key = await issueKey(t, device.id);
    const reading = (id: string) => ({ device: device.id, message_id: id, device_time: minutesAgo(1), values: { environment_temperature: 24, humidity: 60 } });
    const result = await ingest(t, key, [reading('bad\u0000id'), reading(`good-${Date.now()}`), { ...reading('huge-device'), device: 2147483648 }]);
    expect(result.items.map((i) => i.status)).toEqual(['rejected', 'accepted', 'rejected']);
    expect(result.items[0]!.field).toBe('message_id');
    expect(result.items[2]).toMatchObject({ code: 'invalid', field: 'device' });
  });
});

describe('numbers and dates', () => {
  it('refuses filter numbers too fine or too large to compare, and dates outside 1900–2100', async () => {
    for (const [query, field] of [
      ['weight__gt=1e-50', 'weight__gt'],
      ['weight__gt=1e308', 'weight__gt'],
      ['target_date=0000-01-01', 'target_date'],
      ['target_date__gt=2400-01-01', 'target_date__gt'],
    ] as const) {
      const res = await t.as('admin', 'GET', `/api/v2/sheds/performance?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res.body), query).toEqual([field]);
    }
  });

  it('refuses a minimum consumption beyond what silos hold', async () => {
    const res = await t.as('admin', 'POST', '/api/v2/alerts/minimal_consumption/', { name: 'x', min_consumption_value: 1e308, start_time: '06:00', end_time: '18:00', interval: 2, active_alert: true, shed: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['min_consumption_value']);
  });

  it('refuses a delivery too small for the database to keep apart from 0 (not a 500)', async () => {
    for (const quantity of [1e-300, 1e-40, 1e-7]) {
      const res = await t.as('admin', 'POST', '/api/v1/feed-controls', { batch: 1, silo: 1, date: new Date().toISOString(), quantity, ration_type: 1, movimentation_type: 1 });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(fieldsOf(res.body), String(quantity)).toEqual(['quantity']);
    }
  });

  it('refuses a moment that is no moment with 400 naming it (not a 500)', async () => {
    for (const weighedAt of ['fuzz', '', '20260101', '2026-01-01T25:00:00Z', '2026-13-01']) {
      const res = await t.as('admin', 'POST', '/api/v2/batches/1/weighings', { division: 1, weighed_at: weighedAt, samples: [100] });
      expect(res.statusCode, weighedAt).toBe(400);
      expect(fieldsOf(res.body), weighedAt).toEqual(['weighed_at']);
    }
  });

  it('refuses a delivery dated before 1900 rather than storing it as another year', async () => {
    for (const date of ['0001-06-15T00:00:00Z', '0050-06-15T00:00:00Z', '1899-12-31T12:00:00Z']) {
      const res = await t.as('admin', 'POST', '/api/v1/feed-controls', { batch: 1, silo: 1, date, quantity: 100, ration_type: 1, movimentation_type: 1 });
      expect(res.statusCode, date).toBe(400);
      expect(fieldsOf(res.body), date).toEqual(['date']);
    }
    const history = await t.as('admin', 'GET', '/api/v2/batches/1/consumption-history?start=0001-01-01&end=0001-02-01');
    expect(history.statusCode).toBe(400);
  });
});

describe('what the checks of issue 38 sent', () => {
  const deepJson = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

  it('answers JSON nested 8,000 levels deep with a 400 at once, on sign-in as on any route and import', async () => {
    const authorization = `Bearer ${await t.tokenFor('admin')}`;
    for (const url of ['/api/v1/token/', '/api/v2/batches/1/weighings', '/api/v2/register/import', '/api/v2/batches/import']) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization }, payload: deepJson(8000) });
      const took = performance.now() - started;
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, url).toMatch(/deeper than 64 levels/);
      expect(took, url).toBeLessThan(50);
    }
    // Inside a string, brackets are text.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'admin', password: '['.repeat(100) } });
    expect(login.statusCode).toBe(401);
  });

  it('refuses subnormal, enormous and non-finite numbers naming the field; -0 is 0', async () => {
    const close = (live_weight_kg: number | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/batches/1/close',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf}` },
        payload: `{"slaughter_date":"2026-07-13","birds_delivered":100,"live_weight_kg":${live_weight_kg},"feed_supplied_kg":1000,"preview":true}`,
      });
    const tokenOf = await t.tokenFor('tecnico');
    for (const n of ['1e-320', '5e-324', '1e308', '1e400', '-1e-40']) {
      const res = await close(n);
      expect(res.statusCode, `${n}: ${res.body}`).toBe(400);
      expect(fieldsOf(res.body), n).toEqual(['live_weight_kg']);
    }
    expect((await close('-0')).statusCode).not.toBe(500);
    const settings = await t.as('tecnico', 'PUT', '/api/v2/settings/performance', { adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: -0 });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(Object.is(settings.json<{ adjusted_fcr_points_per_100g: number }>().adjusted_fcr_points_per_100g, 0)).toBe(true);
  });

  it('refuses a telemetry reading with a subnormal figure on its own, storing the good ones beside it', async () => {
    const device = await housedDevice(t, 'S0');
    const key = await issueKey(t, device.id);
    const reading = (humidity: number) => ({ device: device.id, message_id: `tiny-${humidity}-${Date.now()}`, device_time: minutesAgo(1), values: { environment_temperature: 24, humidity } });
    const result = await ingest(t, key, [reading(1e-320), reading(60), reading(5e-324)]);
    expect(result.items.map((i) => i.status)).toEqual(['rejected', 'accepted', 'rejected']);
    expect(result.items[0]!.field).toBe('values.humidity');
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) naming the field, in a body and in a query', async () => {
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/v2/contracts',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenFor('tecnico')}` },
      payload: '{"name":"Contrato \\ud800 quebrado"}',
    });
    expect(contract.statusCode, contract.body).toBe(400);
    expect(fieldsOf(contract.body)).toEqual(['name']);
    const query = await t.as('admin', 'GET', '/api/v2/sheds/performance?name=%ED%A0%80');
    expect(query.statusCode).toBeLessThan(500);
  });
});
