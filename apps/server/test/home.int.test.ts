import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSummarySchema, type HomeSummary } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(username: string, query = '') {
  const res = await t.app.inject({ url: `/api/v2/home/summary${query}`, headers: { authorization: `Bearer ${await t.tokenFor(username)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return homeSummarySchema.parse(res.json());
}

const counts = (s: HomeSummary, module: string) =>
  Object.fromEntries(s.modules.find((m) => m.module === module)!.alerts.map((a) => [a.type, [a.count, a.level]]));

describe('GET /api/v2/home/summary', () => {
  it("gives a producer only their modules, with sheds, lodged sheds and the last day's alerts by type", async () => {
    const s = await summary('produtor');
    // Demo broiler sheds: Aviário 01-06, lodged 01, 03, 06 and 04 (at slaughter); 02 pre-lodged, 05 empty.
    // Matrix: Matrizeiro 01-04, lodged 01 and 02; 03 pre-lodged, 04 empty.
    expect(s.modules.map((m) => [m.module, m.sheds, m.lodged_sheds])).toEqual([
      ['frangos_de_corte', 6, 4],
      ['matrizeiro', 4, 2],
    ]);
    expect(counts(s, 'frangos_de_corte')).toEqual({ Ambiência: [1, 3], Sanidade: [0, 0], Desempenho: [0, 0], Nutrição: [1, 3] });
    expect(counts(s, 'matrizeiro')).toEqual({ Ambiência: [0, 0], Sanidade: [1, 3], Desempenho: [0, 0], Nutrição: [0, 0] });
    expect(Date.now() - Date.parse(s.since)).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('lists the latest alerts newest first, with the spec fields, and none from modules outside the roles', async () => {
    const s = await summary('produtor');
    expect(s.latest_alerts.map((a) => [a.shed_identification, a.type])).toEqual([
      ['Aviário 01', 'Ambiência'],
      ['Aviário 01', 'Nutrição'],
      ['Matrizeiro 01', 'Sanidade'],
    ]);
    expect(s.latest_alerts[0]).toMatchObject({
      module: 'frangos_de_corte',
      shed_property_name: 'Sítio Boa Vista',
      shed_property_owner: 'João Batista Moreira',
      shed_core: 'Núcleo 1',
      age: 27,
    });
    expect(s.latest_alerts[0]!.batch_identification).toMatch(/^\d{4}-\d{3}$/);
  });

  it('widens the window with ?hours', async () => {
    expect(counts(await summary('admin'), 'aves_poedeiras').Desempenho).toEqual([0, 0]);
    expect(counts(await summary('admin', '?hours=48'), 'aves_poedeiras').Desempenho).toEqual([1, 3]);
    // A stuck sensor 30 h ago and a division losing weight 40 h ago join the broiler counts.
    expect(counts(await summary('admin', '?hours=48'), 'frangos_de_corte')).toEqual({ Ambiência: [2, 3], Sanidade: [0, 0], Desempenho: [1, 3], Nutrição: [1, 3] });
  });

  it('scopes by module: the swine user sees swine only', async () => {
    const s = await summary('suinos');
    expect(s.modules.map((m) => m.module)).toEqual(['suinos']);
    expect(counts(s, 'suinos').Nutrição).toEqual([1, 3]);
    expect(s.latest_alerts.map((a) => a.shed_identification)).toEqual(['Suínos 01']);
  });

  it("scopes by company: Outra never sees Demo's sheds or alerts", async () => {
    const s = await summary('outra');
    expect(s.modules.find((m) => m.module === 'frangos_de_corte')).toMatchObject({ sheds: 2, lodged_sheds: 2 });
    expect(s.modules.find((m) => m.module === 'suinos')).toMatchObject({ sheds: 1, lodged_sheds: 1 });
    expect(s.modules.find((m) => m.module === 'matrizeiro')).toMatchObject({ sheds: 0, lodged_sheds: 0 });
    expect(s.latest_alerts.map((a) => a.shed_identification)).toEqual(['Galpão A']);
  });

  it.each(['0', '169', 'abc', '1.5'])('refuses hours=%s with 400 naming the parameter', async (hours) => {
    const res = await t.app.inject({ url: `/api/v2/home/summary?hours=${hours}`, headers: { authorization: `Bearer ${await t.tokenFor('admin')}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'hours', location: 'querystring' })]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/v2/home/summary')).statusCode).toBe(401);
  });
});
