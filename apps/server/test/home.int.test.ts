import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSummarySchema, recentAlertListSchema, type HomeSummary } from '@plantel/contracts';
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
    // João Batista Moreira's broiler sheds (produtor follows him): Aviário 01-06, lodged 01, 03, 06 and
    // 04 (at slaughter); 02 pre-lodged, 05 empty. Matrix: Matrizeiro 01-03, lodged 01 and 02; 03 pre-lodged.
    // Roberto Schmidt's Aviário 07 and Matrizeiro 04 are not counted.
    expect(s.modules.map((m) => [m.module, m.sheds, m.lodged_sheds])).toEqual([
      ['frangos_de_corte', 6, 4],
      ['matrizeiro', 3, 2],
    ]);
    const staff = await summary('tecnico');
    expect(staff.modules.filter((m) => m.module === 'frangos_de_corte' || m.module === 'matrizeiro').map((m) => [m.module, m.sheds, m.lodged_sheds])).toEqual([
      ['frangos_de_corte', 7, 5],
      ['matrizeiro', 4, 2],
    ]);
    // Aviário 01 is in a heat wave (one alert per box and rule) with empty silos; Aviário 04 weighs 6.6 % under the reference.
    const broiler = counts(s, 'frangos_de_corte');
    expect(broiler.Ambiência![0]).toBeGreaterThanOrEqual(1);
    expect(broiler.Ambiência![1]).toBe(3);
    expect(broiler).toMatchObject({ Sanidade: [0, 0], Desempenho: [1, 3] });
    // Empty silos, and at some hours of the day a stuck load cell's consumption alert beside them.
    const res = await t.as('produtor', 'GET', `/api/v2/alerts/recent?module=frangos_de_corte&type=Nutri%C3%A7%C3%A3o&since=${s.since}&limit=500`);
    const nutrition = recentAlertListSchema.parse(res.json());
    expect(nutrition.map((a) => a.subtype)).toContain('silo_empty');
    expect(broiler.Nutrição).toEqual([nutrition.length, 3]);
    // Open counts the same alerts that are not resolved, as the alert cards count them.
    const nutritionChip = s.modules.find((m) => m.module === 'frangos_de_corte')!.alerts.find((a) => a.type === 'Nutrição')!;
    expect(nutritionChip.open).toBe(nutrition.filter((a) => a.state !== 'resolved').length);
    // Matrizeiro 01 lost more birds yesterday than the daily limit allows.
    const matrix = counts(s, 'matrizeiro');
    expect(matrix.Sanidade![0]).toBe(1);
    expect(matrix).toMatchObject({ Ambiência: [0, 0], Desempenho: [0, 0], Nutrição: [0, 0] });
    expect(Date.now() - Date.parse(s.since)).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('lists the latest alerts, the open critical ones first, with the spec fields, and none from modules outside the roles', async () => {
    const s = await summary('produtor');
    expect(s.latest_alerts).toHaveLength(5);
    // The open critical alerts head the list, by harm: Aviário 01's empty silos come before its heat alarms and the breeder flock's deaths of yesterday.
    expect(s.latest_alerts[0]).toMatchObject({ subtype: 'silo_empty', severity: 'critical', state: 'open' });
    const severities = s.latest_alerts.map((a) => ['critical', 'warning', 'info'].indexOf(a.severity));
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
    // All are of the producer's own sheds, in his modules. The fields are checked on the heat wave of Aviário 01.
    expect(s.latest_alerts.every((a) => a.module === 'frangos_de_corte' || a.module === 'matrizeiro')).toBe(true);
    expect(new Set(s.latest_alerts.map((a) => a.shed_property_owner))).toEqual(new Set(['João Batista Moreira']));
    const ambience = await t.as('produtor', 'GET', `/api/v2/alerts/recent?module=frangos_de_corte&type=Ambi%C3%AAncia&since=${s.since}&limit=500`);
    const heat = recentAlertListSchema.parse(ambience.json()).find((a) => a.shed_identification === 'Aviário 01' && a.subtype === 'temperature_high')!;
    expect(heat).toMatchObject({
      type: 'Ambiência',
      state: 'open',
      severity: 'warning',
      shed_property_name: 'Sítio Boa Vista',
      shed_property_owner: 'João Batista Moreira',
      shed_core: 'Núcleo 1',
    });
    // The heat wave began yesterday: its oldest open alarm comes first, on day 27 or 28.
    expect([27, 28]).toContain(heat.age);
    expect(heat.batch_identification).toMatch(/^\d{4}-\d{3}$/);
    expect(heat.message).toMatch(/^Box \d: temperatura de [\d,]+ °C acima da faixa ideal \([\d,]+–[\d,]+ °C\)$/);
  });

  it('words the messages in the language asked for', async () => {
    const res = await t.app.inject({
      url: '/api/v2/alerts/recent?module=frangos_de_corte&type=Ambi%C3%AAncia&limit=500',
      headers: { authorization: `Bearer ${await t.tokenFor('produtor')}`, 'accept-language': 'es-AR,es;q=0.9' },
    });
    const heat = recentAlertListSchema.parse(res.json()).find((a) => a.subtype === 'temperature_high')!;
    expect(heat.message).toMatch(/^Box \d: temperatura de [\d,]+ °C por encima de la franja ideal/);
  });

  it('widens the window with ?hours', async () => {
    const day = counts(await summary('admin'), 'frangos_de_corte');
    const twoDays = counts(await summary('admin', '?hours=48'), 'frangos_de_corte');
    // A stuck sensor 30 h ago and a division losing weight 40 h ago join the broiler counts.
    expect(twoDays.Ambiência![0]).toBe(day.Ambiência![0]! + 1);
    expect(twoDays.Desempenho).toEqual([2, 3]);
    expect(twoDays.Nutrição).toEqual(day.Nutrição);
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
    expect(s.latest_alerts.length).toBeGreaterThan(0);
    // Outra's own sheds only: Galpão A's planted anomaly, and whatever the afternoon's heat raises in the others.
    const seen = new Set(s.latest_alerts.map((a) => a.shed_identification));
    expect(seen).toContain('Galpão A');
    expect([...seen].filter((name) => !['Galpão A', 'Galpão B', 'Galpão C'].includes(name!))).toEqual([]);
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
