import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, reportScheduleListSchema, reportScheduleOptionsSchema, reportScheduleSchema, type ReportScheduleOptions } from '@plantel/contracts';
import { companies, notificationPreferences, users } from '../src/db/schema';
import { hashPassword } from '../src/services/access/password';
import { DEMO_PASSWORD } from '../src/services/demo/demo-seed.service';
import { eq } from 'drizzle-orm';
import { SEND_NOW_PER_USER } from '../src/routes/report-schedules/report-schedules.routes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let produtor: ReportScheduleOptions;
let outra: ReportScheduleOptions;

const URL = '/api/v2/report-schedules';
const errorsOf = (body: string) => (apiErrorSchema.parse(JSON.parse(body)).fields ?? []).map((f) => [f.field, f.key ?? f.message]);
const options = async (username: string) => {
  const res = await t.as(username, 'GET', `${URL}/options`);
  expect(res.statusCode, res.body).toBe(200);
  return reportScheduleOptionsSchema.parse(res.json());
};
const shedOf = (choices: ReportScheduleOptions, identification: string) => choices.sheds.find((s) => s.identification === identification)!;
const schedule = (sheds: number[], extra: object = {}) => ({ sheds, weekday: 1, hour: 7, language: 'pt-BR', email: 'joao@example.com', ...extra });
const create = async (username: string, body: object) => {
  const res = await t.as(username, 'POST', URL, body);
  expect(res.statusCode, res.body).toBe(201);
  return reportScheduleSchema.parse(res.json());
};
const list = async (username: string) => reportScheduleListSchema.parse((await t.as(username, 'GET', URL)).json()).results;

beforeAll(async () => {
  t = await createTestApp();
  produtor = await options('produtor');
  outra = await options('outra');
});
afterAll(() => t.close());

describe('what a schedule may choose', () => {
  it('offers the sheds of the caller’s modules with their current batch, the modules and the alert e-mail', async () => {
    expect(produtor.modules).toEqual(['frangos_de_corte', 'matrizeiro']);
    expect(new Set(produtor.sheds.map((s) => s.module))).toEqual(new Set(['frangos_de_corte', 'matrizeiro']));
    expect(shedOf(produtor, 'Aviário 01')).toMatchObject({ module: 'frangos_de_corte', property_name: 'Sítio Boa Vista' });
    expect(shedOf(produtor, 'Aviário 01').batch).toMatch(/^\d{4}-\d{3}$/);
    expect(shedOf(produtor, 'Aviário 02').batch).toBeNull(); // lodges in two days
    expect(produtor.email).toBeNull();
    expect(produtor.email_available).toBe(false);
    expect((await options('suinos')).sheds.every((s) => s.module === 'suinos')).toBe(true);
    expect(outra.sheds.some((s) => produtor.sheds.some((p) => p.id === s.id))).toBe(false);

    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'produtor'));
    await t.database.db.insert(notificationPreferences).values({
      userId: me!.id,
      preferences: { email: true, email_address: 'joao@example.com', language: 'pt-BR', min_severity: 'warning', quiet_hours: null },
    });
    expect((await options('produtor')).email).toBe('joao@example.com');
  });

  it('is refused to someone whose roles open no module', async () => {
    const [demo] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    await t.database.db.insert(users).values({ companyId: demo!.id, username: 'sem_modulos', passwordHash: await hashPassword(DEMO_PASSWORD), roles: {} });
    expect((await t.as('sem_modulos', 'GET', `${URL}/options`)).statusCode).toBe(403);
    expect((await t.as('sem_modulos', 'POST', URL, schedule([shedOf(produtor, 'Aviário 01').id]))).statusCode).toBe(403);
    expect(await list('sem_modulos')).toEqual([]);
  });
});

describe('schedules', () => {
  it('creates a schedule of sheds and modules; its owner and the company’s staff list it, nobody else', async () => {
    const a1 = shedOf(produtor, 'Aviário 01');
    const created = await create('produtor', schedule([a1.id, a1.id], { modules: ['matrizeiro'], language: 'en' }));
    expect(created).toMatchObject({
      owner: { username: 'produtor' },
      sheds: [{ id: a1.id, identification: 'Aviário 01', property_name: 'Sítio Boa Vista', module: 'frangos_de_corte' }],
      modules: ['matrizeiro'],
      weekday: 1,
      hour: 7,
      language: 'en',
      email: 'joao@example.com',
      enabled: true,
      last_sent_at: null,
    });
    expect((await list('produtor')).map((s) => s.id)).toContain(created.id);
    expect((await list('tecnico')).find((s) => s.id === created.id)?.owner.username).toBe('produtor');
    expect((await list('suinos')).map((s) => s.id)).not.toContain(created.id);
    expect((await list('outra')).map((s) => s.id)).not.toContain(created.id);
  });

  it('refuses a bad schedule naming the field, and stores nothing', async () => {
    const a1 = shedOf(produtor, 'Aviário 01').id;
    const before = (await list('produtor')).length;
    const refused = async (body: object) => {
      const res = await t.as('produtor', 'POST', URL, body);
      expect(res.statusCode, res.body).toBe(400);
      return errorsOf(res.body);
    };
    expect((await refused(schedule([a1], { weekday: 7 })))[0]![0]).toBe('weekday');
    expect((await refused(schedule([a1], { hour: 24 })))[0]![0]).toBe('hour');
    expect((await refused(schedule([a1], { hour: 6.5 })))[0]![0]).toBe('hour');
    expect(await refused(schedule([a1], { email: 'joao' }))).toEqual([['email', 'reportSchedules.errors.email']]);
    expect((await refused(schedule([a1], { language: 'fr' })))[0]![0]).toBe('language');
    expect(await refused(schedule([]))).toEqual([['sheds', 'reportSchedules.errors.emptySelection']]);
    expect((await refused(schedule([a1], { modules: ['avestruzes'] })))[0]![0]).toBe('modules.0');
    expect((await refused({ ...schedule([a1]), owner: 1 }))[0]![0]).toBe('owner');
    // Sheds and modules beyond the caller's scope: another company's, another module's, none at all.
    const outraShed = outra.sheds[0]!.id;
    const pigShed = (await options('suinos')).sheds[0]!.id;
    expect(await refused(schedule([a1, outraShed]))).toEqual([['sheds', 'reportSchedules.errors.shedOutOfScope']]);
    expect(await refused(schedule([pigShed]))).toEqual([['sheds', 'reportSchedules.errors.shedOutOfScope']]);
    expect(await refused(schedule([999_999]))).toEqual([['sheds', 'reportSchedules.errors.shedOutOfScope']]);
    expect(await refused(schedule([], { modules: ['suinos'] }))).toEqual([['modules', 'reportSchedules.errors.moduleOutOfScope']]);
    const res = await t.as('produtor', 'POST', URL, schedule([outraShed]));
    expect(apiErrorSchema.parse(res.json()).message).toContain(`Shed ${outraShed} is not one of the sheds the schedule's owner follows`);
    expect(await list('produtor')).toHaveLength(before);
  });

  it('lets its owner and the company’s staff change it; others of the company get 403, another company 404', async () => {
    const s = await create('produtor', schedule([shedOf(produtor, 'Aviário 03').id]));
    const change = (username: string, body: object) => t.as(username, 'PATCH', `${URL}/${s.id}`, body);

    const mine = await change('produtor', { hour: 18, weekday: 5, enabled: false, modules: ['frangos_de_corte'] });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(reportScheduleSchema.parse(mine.json())).toMatchObject({ hour: 18, weekday: 5, enabled: false, modules: ['frangos_de_corte'], sheds: [{ identification: 'Aviário 03' }] });

    const staff = await change('tecnico', { email: 'tecnico@example.com', sheds: [] });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(reportScheduleSchema.parse(staff.json())).toMatchObject({ email: 'tecnico@example.com', sheds: [], modules: ['frangos_de_corte'], owner: { username: 'produtor' } });

    expect((await change('suinos', { hour: 3 })).statusCode).toBe(403);
    expect((await change('outra', { hour: 3 })).statusCode).toBe(404);
    expect((await t.as('outra', 'DELETE', `${URL}/${s.id}`)).statusCode).toBe(404);
    expect((await t.as('suinos', 'DELETE', `${URL}/${s.id}`)).statusCode).toBe(403);
    expect((await t.as('outra', 'POST', `${URL}/${s.id}/send`)).statusCode).toBe(404);
    expect((await change('produtor', { hour: 3 })).json()).toMatchObject({ hour: 3 });
  });

  it('checks the schedule as changed: nothing chosen, a foreign shed or a bad field is refused and changes nothing', async () => {
    const s = await create('produtor', schedule([shedOf(produtor, 'Aviário 01').id]));
    const refused = async (body: object) => {
      const res = await t.as('produtor', 'PATCH', `${URL}/${s.id}`, body);
      expect(res.statusCode, res.body).toBe(400);
      return errorsOf(res.body);
    };
    expect(await refused({ sheds: [] })).toEqual([['sheds', 'reportSchedules.errors.emptySelection']]);
    expect(await refused({ sheds: [outra.sheds[0]!.id] })).toEqual([['sheds', 'reportSchedules.errors.shedOutOfScope']]);
    expect((await refused({ weekday: -1 }))[0]![0]).toBe('weekday');
    expect(await refused({ email: '' })).toEqual([['email', 'reportSchedules.errors.email']]);
    expect((await list('produtor')).find((x) => x.id === s.id)).toEqual(s);
  });

  it('deletes a schedule for its owner; then it is gone', async () => {
    const s = await create('produtor', schedule([shedOf(produtor, 'Aviário 01').id]));
    expect((await t.as('produtor', 'DELETE', `${URL}/${s.id}`)).statusCode).toBe(204);
    expect((await t.as('produtor', 'DELETE', `${URL}/${s.id}`)).statusCode).toBe(404);
    expect((await t.as('produtor', 'PATCH', `${URL}/${s.id}`, { hour: 1 })).statusCode).toBe(404);
    expect((await list('produtor')).map((x) => x.id)).not.toContain(s.id);
  });

  it('lets one person “send now” a few times in ten minutes, then answers 429 with when to try again', async () => {
    const s = await create('admin', schedule([shedOf(produtor, 'Aviário 01').id]));
    const codes = [];
    for (let i = 0; i <= SEND_NOW_PER_USER.max; i++) codes.push((await t.as('admin', 'POST', `${URL}/${s.id}/send`)).statusCode);
    expect(codes).toEqual([...Array<number>(SEND_NOW_PER_USER.max).fill(409), 429]);
    const res = await t.as('admin', 'POST', `${URL}/${s.id}/send`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.as('tecnico', 'POST', `${URL}/${s.id}/send`)).statusCode).toBe(409);
  });

  it('cannot send now without an SMTP server, and needs a signed-in user', async () => {
    const s = await create('produtor', schedule([shedOf(produtor, 'Aviário 01').id]));
    const res = await t.as('produtor', 'POST', `${URL}/${s.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('PLANTEL_SMTP_URL') });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
