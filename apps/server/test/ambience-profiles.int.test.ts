import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienceProfileSchema, ambienceProfilesSchema, apiErrorSchema, batchSanitySchema, shedListSchema, type AmbienceBandDto } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call: TestApp['as'] = (...args) => t.as(...args);

const profiles = async (username: string) => ambienceProfilesSchema.parse((await call(username, 'GET', '/api/v2/ambience-profiles')).json()).results;

/** A band that calls any air comfortable, with its own ideal ranges. */
const lenient = (age_from: number): AmbienceBandDto => ({
  age_from,
  temperature: { min: 10, max: 40 },
  humidity: { min: 20, max: 95 },
  co2_max: 5000,
  nh3_max: 25,
  enthalpy: { comfortable: { min: -40, max: 400 }, intermediary: { min: -45, max: 450 }, critical: { min: -50, max: 500 } },
});

async function heatWaveBatch() {
  const list = shedListSchema.parse((await call('tecnico', 'GET', '/api/v2/sheds/sanity?module=frangos_de_corte&identification__exact=Aviário 01')).json());
  return list.results[0]!.last_batch!;
}

describe('ambience profiles', () => {
  it("serve Plantel's defaults for every poultry module in the roles until the company sets its own", async () => {
    const all = await profiles('tecnico');
    expect(all.map((p) => p.module)).toEqual(['frangos_de_corte', 'matrizeiro', 'aves_poedeiras']);
    for (const p of all) {
      expect(p.custom).toBe(false);
      expect(p.bands[0]!.age_from).toBe(0);
      expect(p.bands.at(-1)!.co2_max).toBe(3000);
    }
    expect((await profiles('suinos')).map((p) => p.module)).toEqual([]);
  });

  it('are changed by staff only, and refused with the reason when unsound', async () => {
    const bands = [lenient(0)];
    expect((await call('produtor', 'PUT', '/api/v2/ambience-profiles/frangos_de_corte', { bands })).statusCode).toBe(403);
    const late = await call('tecnico', 'PUT', '/api/v2/ambience-profiles/frangos_de_corte', { bands: [lenient(3)] });
    expect(late.statusCode).toBe(400);
    expect(apiErrorSchema.parse(late.json()).fields?.[0]).toMatchObject({ field: 'bands', message: expect.stringContaining('age 0') });
    expect((await call('tecnico', 'PUT', '/api/v2/ambience-profiles/suinos', { bands })).statusCode).toBe(400);
  });

  it('refuse a key they do not know by name, at any depth, and keep the bands they had', async () => {
    const before = (await profiles('tecnico')).find((p) => p.module === 'frangos_de_corte');
    const band = lenient(0);
    for (const [body, field] of [
      [{ bands: [band], note: 'x' }, 'note'],
      [{ bands: [{ ...band, colour: 'red' }] }, 'bands.0.colour'],
      [{ bands: [{ ...band, enthalpy: { ...band.enthalpy, critical: { min: -50, max: 500, mid: 1 } } }] }, 'bands.0.enthalpy.critical.mid'],
    ] as const) {
      const refused = await call('tecnico', 'PUT', '/api/v2/ambience-profiles/frangos_de_corte', body);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(refused.json()).fields)).toContain(field.split('.').at(-1));
    }
    expect((await profiles('tecnico')).find((p) => p.module === 'frangos_de_corte')).toEqual(before);
  });

  it('judge the sanity of the batches: a lenient profile turns the heat wave comfortable, and resetting restores the defaults', async () => {
    const batchId = await heatWaveBatch();
    const sanity = async () => batchSanitySchema.parse((await call('tecnico', 'GET', `/api/v2/batches/${batchId}/sanity`)).json());
    const before = await sanity();
    expect(before.divisions.some((d) => d.comfort.totals[2] + d.comfort.totals[3] > 0)).toBe(true);

    const saved = await call('tecnico', 'PUT', '/api/v2/ambience-profiles/frangos_de_corte', { bands: [lenient(0), lenient(21)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ambienceProfileSchema.parse(saved.json()).custom).toBe(true);
    const judged = await sanity();
    for (const d of judged.divisions) {
      expect(d.comfort.totals.slice(1)).toEqual([0, 0, 0]);
      expect(d.comfort.totals[0]).toBeCloseTo(before.divisions.find((b) => b.id === d.id)!.comfort.totals.reduce((a, b) => a + b, 0), 1);
      expect(d.environment.temperature).toMatchObject({ ideal_min: 10, ideal_max: 40 });
      expect(d.environment.co2.ideal_max).toBe(5000);
    }
    // The list gives the stored bands back as they were saved.
    const listed = await call('tecnico', 'GET', '/api/v2/ambience-profiles');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results[0]).toEqual({ module: 'frangos_de_corte', custom: true, bands: [lenient(0), lenient(21)] });
    // Another company keeps its own view.
    expect((await profiles('outra')).every((p) => !p.custom)).toBe(true);

    expect((await call('tecnico', 'DELETE', '/api/v2/ambience-profiles/frangos_de_corte')).statusCode).toBe(204);
    expect((await profiles('tecnico'))[0]!.custom).toBe(false);
    expect((await sanity()).divisions.map((d) => d.comfort.totals)).toEqual(before.divisions.map((d) => d.comfort.totals));
  });
});
