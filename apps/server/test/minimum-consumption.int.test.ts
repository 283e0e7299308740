import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, minimumConsumptionAlertSchema, minimumConsumptionListSchema, shedListSchema } from '@plantel/contracts';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { forgetPrincipals } from '../src/services/access/principal-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v2/alerts/minimal_consumption/';
const get = (username: string, url: string) => t.as(username, 'GET', url);
const errorsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields ?? [];

async function shedId(identification: string, module = 'frangos_de_corte', username = 'tecnico') {
  const list = shedListSchema.parse((await get(username, `/api/v2/sheds/nutrition?module=${module}`)).json());
  return list.results.find((s) => s.identification === identification)!.id;
}

const rule = (shed: number) => ({ name: 'Manhã', min_consumption_value: 120, start_time: '06:00', end_time: '18:00', interval: 4, active_alert: true, shed });

describe('minimum-consumption alert rules', () => {
  it('lists the rules of one shed, or of every shed in scope with its name', async () => {
    const shed = await shedId('Aviário 01');
    const mine = minimumConsumptionListSchema.parse((await get('tecnico', `${URL}?shed=${shed}`)).json()).results;
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(r.shed).toBe(shed);
    const all = minimumConsumptionListSchema.parse((await get('tecnico', URL)).json()).results;
    expect(new Set(all.map((r) => r.shed)).size).toBeGreaterThan(1);
    expect(all.find((r) => r.shed === shed)!.shed_name).toContain('Aviário 01');
    const pigs = minimumConsumptionListSchema.parse((await get('suinos', URL)).json()).results;
    expect(pigs.every((r) => r.shed_name.includes('Suínos'))).toBe(true);
    expect((await get('outra', `${URL}?shed=${shed}`)).statusCode).toBe(404);
  });

  it('creates, switches, edits and deletes a rule; an end of 00:00 is midnight', async () => {
    const shed = await shedId('Aviário 03');
    const created = await t.as('tecnico', 'POST', URL, { ...rule(shed), start_time: '16:00', end_time: '00:00', interval: 8 });
    expect(created.statusCode, created.body).toBe(201);
    const r = minimumConsumptionAlertSchema.parse(created.json());
    expect(r).toMatchObject({ start_time: '16:00', end_time: '00:00', interval: 8, active_alert: true, shed });

    const off = await t.as('tecnico', 'PATCH', `${URL}${r.id}/`, { active_alert: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(minimumConsumptionAlertSchema.parse(off.json())).toEqual({ ...r, active_alert: false });

    const edited = await t.as('tecnico', 'PATCH', `${URL}${r.id}/`, { ...rule(shed), id: r.id, name: 'Tarde', active_alert: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(minimumConsumptionAlertSchema.parse(edited.json())).toMatchObject({ name: 'Tarde', start_time: '06:00', end_time: '18:00', interval: 4, active_alert: false });

    expect((await t.as('tecnico', 'DELETE', `${URL}${r.id}/`)).statusCode).toBe(204);
    expect((await t.as('tecnico', 'DELETE', `${URL}${r.id}/`)).statusCode).toBe(404);
  });

  it('refuses a broken rule with every field and the key the form shows, and stores nothing', async () => {
    const shed = await shedId('Aviário 03');
    const before = minimumConsumptionListSchema.parse((await get('tecnico', `${URL}?shed=${shed}`)).json()).results.length;
    const res = await t.as('tecnico', 'POST', URL, { ...rule(shed), name: '', min_consumption_value: 0, start_time: '06:30', end_time: '17:00', interval: 3 });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res.body).map((f) => [f.field, f.key])).toEqual([
      ['name', 'minimumConsumption.errors.nameRequired'],
      ['min_consumption_value', 'minimumConsumption.errors.valuePositive'],
      ['start_time', 'minimumConsumption.errors.startWhole'],
      ['end_time', 'minimumConsumption.errors.endEven'],
      ['interval', 'minimumConsumption.errors.intervalEven'],
    ]);
    const divides = await t.as('tecnico', 'POST', URL, { ...rule(shed), interval: 8 });
    expect(errorsOf(divides.body)).toEqual([
      { field: 'interval', location: 'body', key: 'minimumConsumption.errors.intervalDivides', params: { n: 12 }, message: 'Interval must divide the 12h period evenly' },
    ]);
    const order = await t.as('tecnico', 'POST', URL, { ...rule(shed), start_time: '18:00', end_time: '06:00' });
    expect(errorsOf(order.body).map((f) => f.key)).toEqual(['minimumConsumption.errors.startBeforeEnd']);
    expect(minimumConsumptionListSchema.parse((await get('tecnico', `${URL}?shed=${shed}`)).json()).results).toHaveLength(before);
  });

  it('checks the rule as changed: a partial edit that breaks it is refused', async () => {
    const shed = await shedId('Aviário 03');
    const r = minimumConsumptionAlertSchema.parse((await t.as('tecnico', 'POST', URL, rule(shed))).json());
    const res = await t.as('tecnico', 'PATCH', `${URL}${r.id}/`, { interval: 8 });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res.body).map((f) => [f.field, f.key, f.params?.n])).toEqual([['interval', 'minimumConsumption.errors.intervalDivides', 12]]);
    expect((await t.as('tecnico', 'PATCH', `${URL}${r.id}/`, { id: r.id + 1, name: 'x' })).statusCode).toBe(400);
    const unchanged = minimumConsumptionListSchema.parse((await get('tecnico', `${URL}?shed=${shed}`)).json()).results.find((x) => x.id === r.id);
    expect(unchanged).toEqual(r);
  });

  it('keeps rules within the company and the Nutrição permission; guests only read', async () => {
    const shed = await shedId('Aviário 03');
    const r = minimumConsumptionAlertSchema.parse((await t.as('tecnico', 'POST', URL, rule(shed))).json());
    expect((await t.as('outra', 'PATCH', `${URL}${r.id}/`, { active_alert: false })).statusCode).toBe(404);
    expect((await t.as('suinos', 'DELETE', `${URL}${r.id}/`)).statusCode).toBe(404);
    const foreign = await t.as('outra', 'POST', URL, rule(shed));
    expect(foreign.statusCode).toBe(400);
    expect(errorsOf(foreign.body).map((f) => f.field)).toEqual(['shed']);
    await t.database.db.update(users).set({ roles: { frangos_de_corte: ['Vendas', 'Nutrição'] } }).where(eq(users.username, 'vendas'));
    forgetPrincipals();
    expect((await get('vendas', `${URL}?shed=${shed}`)).statusCode).toBe(200);
    expect((await t.as('vendas', 'PATCH', `${URL}${r.id}/`, { active_alert: false })).statusCode).toBe(403);
    expect((await t.as('vendas', 'POST', URL, rule(shed))).statusCode).toBe(403);
  });
});
