import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PERFORMANCE_SETTINGS, LEGACY_PERFORMANCE_SETTINGS, performanceSettingsSchema } from '@plantel/contracts';
import { companies, users } from '../src/db/schema';
import { getPerformanceSettings } from '../src/services/performance/performance-settings.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { forgetPrincipals } from '../src/services/access/principal-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v2/settings/performance';

const read = async (user: string) => {
  const res = await t.as(user, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return performanceSettingsSchema.parse(res.json());
};

const companyOf = async (name: string) => {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
};

describe('GET /api/v2/settings/performance', () => {
  it("answers Plantel's defaults (2,500 g and 0.02 per 100 g) to anyone of a company that never set them", async () => {
    for (const user of ['admin', 'produtor', 'vendas', 'suinos', 'outra']) expect(await read(user)).toEqual(DEFAULT_PERFORMANCE_SETTINGS);
    expect(DEFAULT_PERFORMANCE_SETTINGS).toEqual({ adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: 0.02 });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: LEGACY_PERFORMANCE_SETTINGS })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/v2/settings/performance/'] ?? doc.paths['/api/v2/settings/performance'];
    expect(path.get.operationId).toBe('getPerformanceSettings');
    expect(path.put.operationId).toBe('putPerformanceSettings');
    expect(Object.keys(path.put.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '422']);
  });
});

describe('PUT /api/v2/settings/performance', () => {
  it('refuses anyone but staff or a superuser with 403 and keeps the settings', async () => {
    for (const user of ['produtor', 'vendas', 'suinos']) {
      const res = await t.as(user, 'PUT', URL, LEGACY_PERFORMANCE_SETTINGS);
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect(await read('produtor')).toEqual(DEFAULT_PERFORMANCE_SETTINGS);
  });

  it.each([
    [{ adjusted_fcr_reference_weight: 400, adjusted_fcr_points_per_100g: 0.02 }, ['adjusted_fcr_reference_weight']],
    [{ adjusted_fcr_reference_weight: 6001, adjusted_fcr_points_per_100g: 0.02 }, ['adjusted_fcr_reference_weight']],
    [{ adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: -0.01 }, ['adjusted_fcr_points_per_100g']],
    [{ adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: 0.5 }, ['adjusted_fcr_points_per_100g']],
    [{ adjusted_fcr_reference_weight: '2500', adjusted_fcr_points_per_100g: 0.02 }, ['adjusted_fcr_reference_weight']],
    [{ adjusted_fcr_reference_weight: 2500 }, ['adjusted_fcr_points_per_100g']],
    [{ adjusted_fcr_reference_weight: 0, adjusted_fcr_points_per_100g: 1 }, ['adjusted_fcr_points_per_100g', 'adjusted_fcr_reference_weight']],
  ])('answers 400 naming each bad field, with its reason, for %j', async (body, fields) => {
    const res = await t.as('tecnico', 'PUT', URL, body);
    expect(res.statusCode).toBe(400);
    const refused = res.json().fields as { field: string; location: string; message: string }[];
    expect(refused.map((f) => f.field).sort()).toEqual(fields);
    for (const f of refused) {
      expect(f.location).toBe('body');
      expect(f.message.length).toBeGreaterThan(0);
    }
    expect(await read('tecnico')).toEqual(DEFAULT_PERFORMANCE_SETTINGS);
  });

  it('lets staff set them: the company reads them back exactly, another company keeps the defaults', async () => {
    const res = await t.as('tecnico', 'PUT', URL, LEGACY_PERFORMANCE_SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(LEGACY_PERFORMANCE_SETTINGS);
    expect(await read('produtor')).toEqual({ adjusted_fcr_reference_weight: 1500, adjusted_fcr_points_per_100g: 0.04 });
    expect(await read('outra')).toEqual(DEFAULT_PERFORMANCE_SETTINGS);

    // A second change replaces the first; numbers that are not whole come back as sent.
    const odd = { adjusted_fcr_reference_weight: 2750.5, adjusted_fcr_points_per_100g: 0.035 };
    const again = await t.as('tecnico', 'PUT', URL, odd);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(odd);
    expect(await read('vendas')).toEqual(odd);
  });

  it('lets a superuser who is not staff set them', async () => {
    await t.database.db.update(users).set({ isStaff: false }).where(eq(users.username, 'admin'));
    forgetPrincipals();
    try {
      const res = await t.as('admin', 'PUT', URL, DEFAULT_PERFORMANCE_SETTINGS);
      expect(res.statusCode, res.body).toBe(200);
      expect(await read('produtor')).toEqual(DEFAULT_PERFORMANCE_SETTINGS);
    } finally {
      await t.database.db.update(users).set({ isStaff: true }).where(eq(users.username, 'admin'));
      forgetPrincipals();
    }
  });
});

describe('getPerformanceSettings', () => {
  it("gives other services a company's settings, or the defaults", async () => {
    const demo = await companyOf('Demo');
    const other = await companyOf('Outra');
    expect((await t.as('tecnico', 'PUT', URL, LEGACY_PERFORMANCE_SETTINGS)).statusCode).toBe(200);
    expect(await getPerformanceSettings(t.database.db, demo)).toEqual(LEGACY_PERFORMANCE_SETTINGS);
    expect(await getPerformanceSettings(t.database.db, other)).toEqual(DEFAULT_PERFORMANCE_SETTINGS);
    expect(Object.keys(await getPerformanceSettings(t.database.db, demo))).toEqual(['adjusted_fcr_reference_weight', 'adjusted_fcr_points_per_100g']);
  });
});
