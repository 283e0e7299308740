import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  type AuditEntry,
  batchSanitySchema,
  companyUserSchema,
  issuedIngestKeySchema,
  lodgedBatchSchema,
  passwordLinkInfoSchema,
  PRODUCTION_TYPE,
  registerProducerSchema,
  registerPropertySchema,
  registerShedListSchema,
  registerShedSchema,
  registerSiloSchema,
  shedListSchema,
  userCreatedSchema,
  type ApiError,
} from '@plantel/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { batches, passwordLinks } from '../src/db/schema';
import { createCompany, createUser } from '../src/services/access/users.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { sendTelemetry } from './helpers/telemetry-client';
import { randomCpf } from './helpers/tax-ids';

/**
 * A company made by the command line, taken from nothing to a live dashboard through the API alone
 * (issue 37): producer, property, shed with two divisions, two silos, a device and its key, a user
 * invited for the producer who sets a password through the link, a flock lodged, readings sent and
 * shown. The producer then sees that farm and no other.
 */

let t: TestApp;
const PASSWORD = 'uma-senha-boa';
const CNPJ = '11.222.333/0001-81';

/** A request with a token of someone outside the demo companies. */
async function as(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });
}

/** The local date and time `hoursAgo` before now in São Paulo (UTC−3, no daylight saving), as forms send it. */
const saoPauloLocal = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000 - 3 * 3_600_000).toISOString().slice(0, 16);

let boss: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.database.db, 'Cooperativa Sul');
  await createUser(t.database.db, { company: 'Cooperativa Sul', username: 'chefe', password: PASSWORD, isStaff: true, roles: { frangos_de_corte: ['Performance', 'Sanidade', 'Nutrição', 'Cadastro', 'Usuários'] } });
  boss = await t.tokenFor('chefe', PASSWORD);
});
afterAll(() => t.close());

describe('a company from nothing to a live dashboard, through the API', () => {
  it('registers, invites, lodges, receives readings and scopes the producer to his farm', async () => {
    const producerRes = await as(boss, 'POST', '/api/v2/producers', { name: 'Ana Lopes', tax_id: CNPJ, phone: '+55 49 99999-0000', email: 'ana@example.com' });
    expect(producerRes.statusCode, producerRes.body).toBe(201);
    const producer = registerProducerSchema.parse(producerRes.json());
    expect(producer.tax_id).toBe('11222333000181');

    const propertyRes = await as(boss, 'POST', '/api/v2/properties', { name: 'Sítio Alto', producer: producer.id, municipality: 'Concórdia', state: 'SC', latitude: -27.23, longitude: -52.02 });
    expect(propertyRes.statusCode, propertyRes.body).toBe(201);
    const property = registerPropertySchema.parse(propertyRes.json());

    const shedRes = await as(boss, 'POST', '/api/v2/sheds', {
      property: property.id,
      identification: 'Aviário 1',
      production_type: PRODUCTION_TYPE.broiler,
      lineage: 'Ross 308',
      target_weight: 3000,
      capacity: 24_000,
      floor_area: 1_800,
      ventilation: 'tunnel',
      divisions: [
        { identification: 'Box 1', capacity: 12_000 },
        { identification: 'Box 2', capacity: 12_000 },
      ],
    });
    expect(shedRes.statusCode, shedRes.body).toBe(201);
    const shed = registerShedSchema.parse(shedRes.json());
    expect(shed.divisions.map((d) => d.identification)).toEqual(['Box 1', 'Box 2']);
    expect(shed.open_batch).toBeNull();

    for (const identification of ['Silo A', 'Silo B']) {
      const res = await as(boss, 'POST', '/api/v2/silos', { shed: shed.id, identification, capacity: 18_000, density: 650 });
      expect(res.statusCode, res.body).toBe(201);
      expect(registerSiloSchema.parse(res.json()).shed.id).toBe(shed.id);
    }

    const deviceRes = await as(boss, 'POST', '/api/v2/devices', { shed: shed.id, type: 'S0', identification: 'S0-0001', position: 'Box 1' });
    expect(deviceRes.statusCode, deviceRes.body).toBe(201);
    const device = deviceRes.json<{ id: number }>();
    const keyRes = await as(boss, 'POST', `/api/v2/devices/${device.id}/keys`);
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const key = issuedIngestKeySchema.parse(keyRes.json()).key;

    const userRes = await as(boss, 'POST', '/api/v2/users', { username: 'ana', first_name: 'Ana', email: 'ana@example.com', roles: { frangos_de_corte: ['Performance', 'Sanidade', 'Nutrição'] }, producer_ids: [producer.id] });
    expect(userRes.statusCode, userRes.body).toBe(201);
    const created = userCreatedSchema.parse(userRes.json());
    expect(created.user).toMatchObject({ username: 'ana', has_password: false, is_active: true, follows_every_farm: false });
    const token = new URL(created.link.url!).hash.slice(1);
    expect(token.length).toBeGreaterThan(40);
    // Without a password set, the user cannot sign in.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'ana', password: '' + PASSWORD } })).statusCode).toBe(401);
    const inspect = await t.app.inject({ method: 'POST', url: '/api/v2/password-links/inspect', payload: { token } });
    expect(passwordLinkInfoSchema.parse(inspect.json())).toMatchObject({ username: 'ana', purpose: 'invite' });
    const redeem = await t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token, password: PASSWORD } });
    expect(redeem.statusCode, redeem.body).toBe(200);

    const typed = saoPauloLocal(30);
    const lodgeRes = await as(boss, 'POST', '/api/v2/batches', {
      shed: shed.id,
      identification: 'L-2026-01',
      opened_at: typed,
      lineage: 'Ross 308',
      sex: 1,
      divisions: shed.divisions.map((d) => ({ division: d.id, animals: 11_500 })),
      entry_weight: 42,
      origin: 'Incubatório Sul',
    });
    expect(lodgeRes.statusCode, lodgeRes.body).toBe(201);
    const batch = lodgedBatchSchema.parse(lodgeRes.json());
    expect(batch).toMatchObject({ initial_lodged: 23_000, over_capacity: false, sanitary_break_days: null, origin: 'Incubatório Sul' });

    const readings = [50, 40, 30, 20, 10].map((minutes, i) => ({
      device: device.id,
      message_id: `m-${i}`,
      device_time: new Date(Date.now() - minutes * 60_000).toISOString(),
      values: { environment_temperature: 31 + i * 0.1, humidity: 62 },
    }));
    const sent = await sendTelemetry(t, key, { readings });
    expect(sent.statusCode, sent.body).toBe(200);

    const ana = await t.tokenFor('ana', PASSWORD);
    const sanity = await as(ana, 'GET', `/api/v2/batches/${batch.id}/sanity`);
    expect(sanity.statusCode, sanity.body).toBe(200);
    const box1 = batchSanitySchema.parse(sanity.json()).divisions.find((d) => d.identification === 'Box 1')!;
    expect(box1.latest.temperature).toBeCloseTo(31.4, 5);
    expect(box1.latest.stale).toBe(false);

    const list = await as(ana, 'GET', '/api/v2/sheds/sanity?module=frangos_de_corte&limit=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(shedListSchema.parse(list.json()).results.map((s) => s.id)).toEqual([shed.id]);

    // A second farm of another producer of the company stays out of her sight.
    const other = registerProducerSchema.parse((await as(boss, 'POST', '/api/v2/producers', { name: 'Beto Reis', tax_id: '529.982.247-25' })).json());
    const otherProperty = registerPropertySchema.parse((await as(boss, 'POST', '/api/v2/properties', { name: 'Granja Beto', producer: other.id })).json());
    const otherShed = registerShedSchema.parse(
      (await as(boss, 'POST', '/api/v2/sheds', { property: otherProperty.id, identification: 'Aviário 9', production_type: PRODUCTION_TYPE.broiler, capacity: 10_000, divisions: [{ identification: 'Box 1', capacity: 10_000 }] })).json(),
    );
    const seen = registerShedListSchema.parse((await as(ana, 'GET', '/api/v2/sheds?limit=100')).json());
    expect(seen.results.map((s) => s.id)).toEqual([shed.id]);
    expect((await as(ana, 'GET', `/api/v2/sheds/${otherShed.id}`)).statusCode).toBe(404);
    expect((await as(ana, 'GET', `/api/v2/sheds/${otherShed.id}/register`)).statusCode).toBe(404);
    // Nor does any demo company's data reach the new one, or the other way round.
    const demoSheds = registerShedListSchema.parse((await t.as('admin', 'GET', '/api/v2/sheds?limit=1000')).json());
    expect(demoSheds.results.map((s) => s.id)).not.toContain(shed.id);
    expect((await t.as('admin', 'GET', `/api/v2/sheds/${shed.id}/register`)).statusCode).toBe(404);
    // She reads, but does not change, the register.
    expect((await as(ana, 'PATCH', `/api/v2/sheds/${shed.id}`, { capacity: 1 })).statusCode).toBe(403);

    const audit = auditListSchema.parse((await as(boss, 'GET', '/api/v2/audit?limit=100')).json());
    const done = audit.results.map((e) => `${e.action} ${e.entity} ${e.label}`);
    expect(done).toEqual(
      expect.arrayContaining(['create producer Ana Lopes', 'create property Sítio Alto', 'create shed Aviário 1', 'create silo Silo A', 'create user ana', 'invite user ana', 'set_password user ana', 'lodge batch Aviário 1 · L-2026-01']),
    );
    expect(audit.results.every((e) => e.actor === 'chefe' || e.actor === 'ana')).toBe(true);

    // The audit reads in words: fields by name, names for ids, the lodging on the company's clock as typed.
    const wordsOf = (entries: AuditEntry[], what: string) => Object.fromEntries(entries.find((e) => `${e.action} ${e.entity} ${e.label}` === what)!.changes.map((c) => [c.name, c.after]));
    expect(wordsOf(audit.results, 'create shed Aviário 1')).toMatchObject({ Propriedade: 'Sítio Alto', 'Tipo de produção': 'Frangos de corte', Ventilação: 'Túnel', Divisões: 'Box 1: 12000; Box 2: 12000' });
    expect(wordsOf(audit.results, 'create property Sítio Alto')).toMatchObject({ Produtor: 'Ana Lopes' });
    expect(wordsOf(audit.results, 'create user ana')).toMatchObject({ 'Produtores vinculados': 'Ana Lopes', Ativo: 'sim', 'Módulos e permissões': 'Frangos de corte: Performance, Sanidade, Nutrição' });
    const asTyped = `${typed.slice(8, 10)}/${typed.slice(5, 7)}/${typed.slice(0, 4)} ${typed.slice(11, 16)}`;
    expect(wordsOf(audit.results, 'lodge batch Aviário 1 · L-2026-01')).toMatchObject({ 'Alojado em': asTyped, 'Animais alojados': '23.000', Sexo: 'Misto', Divisões: 'Box 1 (11.500); Box 2 (11.500)' });
    const english = auditListSchema.parse((await as(boss, 'GET', '/api/v2/audit?limit=100&lang=en')).json());
    expect(wordsOf(english.results, 'create shed Aviário 1')).toMatchObject({ Property: 'Sítio Alto', 'Production type': 'Broilers', Ventilation: 'Tunnel' });
    expect(wordsOf(english.results, 'lodge batch Aviário 1 · L-2026-01')).toMatchObject({ 'Animals housed': '23,000', Sex: 'Mixed' });
  });
});

describe('register rules', () => {
  async function aProperty() {
    const producer = registerProducerSchema.parse((await as(boss, 'POST', '/api/v2/producers', { name: `P ${Math.random()}`, tax_id: '' + randomCpf() })).json());
    return registerPropertySchema.parse((await as(boss, 'POST', '/api/v2/properties', { name: 'Fazenda', producer: producer.id })).json());
  }

  it('refuses wrong check digits, a taken tax id, bad coordinates and production types, by field', async () => {
    const bad = await as(boss, 'POST', '/api/v2/producers', { name: 'X', tax_id: '11.222.333/0001-82' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().fields).toEqual([expect.objectContaining({ field: 'tax_id', key: 'register.errors.taxId' })]);
    const taken = await as(boss, 'POST', '/api/v2/producers', { name: 'Other', tax_id: '11222333000181' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ApiError>().fields).toEqual([expect.objectContaining({ field: 'tax_id', key: 'register.errors.taxIdTaken', params: { name: 'Ana Lopes' } })]);
    const unknownKey = await as(boss, 'POST', '/api/v2/producers', { name: 'X', tax_id: '529.982.247-25', nickname: 'x' });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json<ApiError>().fields?.[0]?.field).toBe('nickname');

    const property = await aProperty();
    const lat = await as(boss, 'PATCH', `/api/v2/properties/${property.id}`, { latitude: 95 });
    expect(lat.statusCode).toBe(400);
    expect(lat.json<ApiError>().fields?.[0]).toMatchObject({ field: 'latitude', key: 'register.errors.latitude' });
    const type = await as(boss, 'POST', '/api/v2/sheds', { property: property.id, identification: 'A', production_type: 4, capacity: 10, divisions: [{ identification: 'B', capacity: 10 }] });
    expect(type.statusCode).toBe(400);
    expect(type.json<ApiError>().fields?.[0]).toMatchObject({ field: 'production_type', key: 'register.errors.productionType' });
    // Swine: a module where chefe holds no Cadastro.
    const swine = await as(boss, 'POST', '/api/v2/sheds', { property: property.id, identification: 'A', production_type: PRODUCTION_TYPE.swine, capacity: 10, divisions: [{ identification: 'B', capacity: 10 }] });
    expect(swine.statusCode).toBe(400);
    expect(swine.json<ApiError>().fields?.[0]).toMatchObject({ field: 'production_type', key: 'register.errors.moduleNotAllowed' });
    const zero = await as(boss, 'POST', '/api/v2/sheds', { property: property.id, identification: 'A', production_type: PRODUCTION_TYPE.broiler, capacity: 0, divisions: [{ identification: 'B', capacity: 10 }] });
    expect(zero.json<ApiError>().fields?.[0]).toMatchObject({ field: 'capacity', key: 'register.errors.positive' });
  });

  it('keeps identifications unique in their property and shed, and keeps divisions a batch used', async () => {
    const property = await aProperty();
    const body = { property: property.id, identification: 'Galpão 1', production_type: PRODUCTION_TYPE.broiler, capacity: 1000, divisions: [{ identification: 'Box 1', capacity: 1000 }] };
    const shed = registerShedSchema.parse((await as(boss, 'POST', '/api/v2/sheds', body)).json());
    const again = await as(boss, 'POST', '/api/v2/sheds', { ...body, identification: 'galpão 1' });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().fields?.[0]).toMatchObject({ field: 'identification', key: 'register.errors.identificationTaken' });
    const repeated = await as(boss, 'PATCH', `/api/v2/sheds/${shed.id}`, { divisions: [{ identification: 'Box 1', capacity: 1 }, { identification: 'box 1', capacity: 1 }] });
    expect(repeated.json<ApiError>().fields?.[0]).toMatchObject({ field: 'divisions.1.identification', key: 'register.errors.divisionRepeated' });

    const lodged = await as(boss, 'POST', '/api/v2/batches', { shed: shed.id, identification: 'L1', opened_at: saoPauloLocal(2), lineage: 'Cobb 500', sex: 2, divisions: [{ division: shed.divisions[0]!.id, animals: 900 }] });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const gone = await as(boss, 'PATCH', `/api/v2/sheds/${shed.id}`, { divisions: [{ identification: 'Box 2', capacity: 500 }] });
    expect(gone.statusCode, gone.body).toBe(400);
    expect(gone.json<ApiError>().fields?.[0]).toMatchObject({ field: 'divisions', key: 'register.errors.divisionInUse', params: { division: 'Box 1' } });
    const archive = await as(boss, 'POST', `/api/v2/sheds/${shed.id}/archive`);
    expect(archive.statusCode).toBe(409);
    expect(archive.json<ApiError>().message).toContain('L1');

    const renamed = await as(boss, 'PATCH', `/api/v2/sheds/${shed.id}`, { capacity: 1200, divisions: [{ identification: 'Box 1', capacity: 600 }, { identification: 'Box 2', capacity: 600 }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(registerShedSchema.parse(renamed.json()).divisions.map((d) => `${d.identification}:${d.capacity}`)).toEqual(['Box 1:600', 'Box 2:600']);
    const audit = auditListSchema.parse((await as(boss, 'GET', `/api/v2/audit?entity=shed&entity_id=${shed.id}`)).json());
    expect(audit.results[0]).toMatchObject({ action: 'update', before: { capacity: 1000, divisions: ['Box 1: 1000'] }, after: { capacity: 1200, divisions: ['Box 1: 600', 'Box 2: 600'] } });
  });

  it('archives an empty shed out of the lists and back', async () => {
    const property = await aProperty();
    const shed = registerShedSchema.parse(
      (await as(boss, 'POST', '/api/v2/sheds', { property: property.id, identification: 'Vazio', production_type: PRODUCTION_TYPE.broiler, capacity: 1000, divisions: [{ identification: 'Box 1', capacity: 1000 }] })).json(),
    );
    const listed = async (archived = 'false') => registerShedListSchema.parse((await as(boss, 'GET', `/api/v2/sheds?limit=1000&archived=${archived}`)).json()).results.map((s) => s.id);
    const shedList = async () => shedListSchema.parse((await as(boss, 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&limit=500&stage=empty_batch')).json()).results.map((s) => s.id);
    expect(await shedList()).toContain(shed.id);
    expect((await as(boss, 'POST', `/api/v2/sheds/${shed.id}/archive`)).statusCode).toBe(200);
    expect(await listed()).not.toContain(shed.id);
    expect(await listed('true')).toContain(shed.id);
    expect(await shedList()).not.toContain(shed.id);
    expect((await as(boss, 'POST', `/api/v2/sheds/${shed.id}/restore`)).statusCode).toBe(200);
    expect(await listed()).toContain(shed.id);
    expect(await shedList()).toContain(shed.id);
  });
});

describe('lodging', () => {
  async function emptyShed(capacity = 1000) {
    const producer = registerProducerSchema.parse((await as(boss, 'POST', '/api/v2/producers', { name: `L ${Math.random()}`, tax_id: randomCpf() })).json());
    const property = registerPropertySchema.parse((await as(boss, 'POST', '/api/v2/properties', { name: 'F', producer: producer.id })).json());
    return registerShedSchema.parse(
      (await as(boss, 'POST', '/api/v2/sheds', { property: property.id, identification: 'G', production_type: PRODUCTION_TYPE.broiler, capacity, divisions: [{ identification: 'Box 1', capacity: capacity / 2 }, { identification: 'Box 2', capacity: capacity / 2 }] })).json(),
    );
  }
  const lodging = (shed: { id: number; divisions: { id: number }[] }, animals: number[], extra: object = {}) => ({
    shed: shed.id,
    identification: `L${Math.random()}`,
    opened_at: saoPauloLocal(1),
    lineage: 'Ross 308',
    sex: 1,
    divisions: animals.map((n, i) => ({ division: shed.divisions[i]!.id, animals: n })),
    ...extra,
  });

  it('asks to confirm above capacity, then says so on the batch', async () => {
    const shed = await emptyShed();
    const over = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [600, 500]));
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiError>().fields).toEqual([
      expect.objectContaining({ field: 'confirm_over_capacity', key: 'lodging.errors.overCapacity', params: { animals: 1100, capacity: 1000 } }),
      expect.objectContaining({ field: 'divisions.0.animals', key: 'lodging.errors.divisionOverCapacity' }),
    ]);
    const boxOnly = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [600, 300]));
    expect(boxOnly.statusCode).toBe(409);
    expect(boxOnly.json<ApiError>().fields).toEqual([
      expect.objectContaining({ field: 'confirm_over_capacity', key: 'lodging.errors.divisionOverCapacity', params: { animals: 600, division: 'Box 1', capacity: 500 } }),
      expect.objectContaining({ field: 'divisions.0.animals', key: 'lodging.errors.divisionOverCapacity' }),
    ]);
    const confirmed = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [600, 500], { confirm_over_capacity: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(lodgedBatchSchema.parse(confirmed.json())).toMatchObject({ over_capacity: true, initial_lodged: 1100 });
  });

  it('asks to confirm before the minimum sanitary break is over, and counts the days empty in the register', async () => {
    const shed = await emptyShed();
    const first = lodgedBatchSchema.parse((await as(boss, 'POST', '/api/v2/batches', lodging(shed, [400, 400], { opened_at: saoPauloLocal(24 * 45) }))).json());
    // The batch left 3 days ago (closing is the settlement's action; here it is written as closing leaves it).
    await t.database.db.update(batches).set({ closingDate: new Date(Date.now() - 3 * 86_400_000), stage: 'slaughter' }).where(eq(batches.id, first.id));
    const listed = registerShedSchema.parse((await as(boss, 'GET', `/api/v2/sheds/${shed.id}/register`)).json());
    expect(listed).toMatchObject({ open_batch: null, empty_days: 3 });
    // Lodged now: the break is counted in the company's calendar days, so an hour ago is another day just after midnight.
    const early = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [400, 400], { opened_at: saoPauloLocal(0) }));
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().fields).toEqual([expect.objectContaining({ field: 'confirm_short_break', key: 'lodging.errors.shortBreak', params: { days: 3, minimum: 12 } })]);
    const confirmed = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [400, 400], { opened_at: saoPauloLocal(0), confirm_short_break: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(lodgedBatchSchema.parse(confirmed.json()).sanitary_break_days).toBe(3);
  });

  it('refuses an occupied shed naming its batch, a future moment and a division of another shed', async () => {
    const shed = await emptyShed();
    const first = lodgedBatchSchema.parse((await as(boss, 'POST', '/api/v2/batches', lodging(shed, [400, 400]))).json());
    const second = await as(boss, 'POST', '/api/v2/batches', lodging(shed, [400, 400]));
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiError>().fields?.[0]).toMatchObject({ field: 'shed', key: 'lodging.errors.occupied', params: { batch: first.identification } });
    const other = await emptyShed();
    const future = await as(boss, 'POST', '/api/v2/batches', lodging(other, [10], { opened_at: saoPauloLocal(-3) }));
    expect(future.json<ApiError>().fields?.[0]).toMatchObject({ field: 'opened_at', key: 'lodging.errors.future' });
    const foreign = await as(boss, 'POST', '/api/v2/batches', { ...lodging(other, [10]), divisions: [{ division: shed.divisions[0]!.id, animals: 10 }] });
    expect(foreign.json<ApiError>().fields?.[0]).toMatchObject({ field: 'divisions.0.division', key: 'lodging.errors.unknownDivision' });
    expect((await t.as('produtor', 'POST', '/api/v2/batches', lodging(other, [10]))).statusCode).toBe(404);
  });
});

describe('people and access', () => {
  it('deactivates: no sign-in, the token stops, and reactivates', async () => {
    const created = userCreatedSchema.parse((await as(boss, 'POST', '/api/v2/users', { username: 'temporario', roles: { frangos_de_corte: ['Performance'] } })).json());
    const token = new URL(created.link.url!).hash.slice(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
    const session = await t.tokenFor('temporario', PASSWORD);
    expect((await as(session, 'GET', '/api/v2/me')).statusCode).toBe(200);

    const off = await as(boss, 'POST', `/api/v2/users/${created.user.id}/deactivate`);
    expect(companyUserSchema.parse(off.json()).is_active).toBe(false);
    expect((await as(session, 'GET', '/api/v2/me')).statusCode).toBe(401);
    await expect(t.tokenFor('temporario', PASSWORD)).rejects.toThrow(/401/);
    expect((await as(boss, 'POST', `/api/v2/users/${created.user.id}/reactivate`)).statusCode).toBe(200);
    expect((await as(await t.tokenFor('temporario', PASSWORD), 'GET', '/api/v2/me')).statusCode).toBe(200);

    const audit = auditListSchema.parse((await as(boss, 'GET', `/api/v2/audit?entity=user&entity_id=${created.user.id}`)).json());
    expect(audit.results.map((e) => e.action)).toEqual(expect.arrayContaining(['deactivate', 'reactivate', 'set_password', 'invite', 'create']));
    expect(audit.results.find((e) => e.action === 'deactivate')).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('a link works once, a newer one replaces it, and a changed one is refused', async () => {
    const created = userCreatedSchema.parse((await as(boss, 'POST', '/api/v2/users', { username: 'convidado' })).json());
    const first = new URL(created.link.url!).hash.slice(1);
    const newer = await as(boss, 'POST', `/api/v2/users/${created.user.id}/invite`);
    expect(newer.statusCode).toBe(201);
    const second = new URL(newer.json<{ url: string }>().url).hash.slice(1);
    const redeem = (token: string) => t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token, password: PASSWORD } });
    expect((await redeem(first)).json<ApiError>().fields?.[0]).toMatchObject({ field: 'token', key: 'passwordLinks.errors.used' });
    const tampered = second.slice(0, -2) + (second.endsWith('AA') ? 'BB' : 'AA');
    expect((await redeem(tampered)).json<ApiError>().fields?.[0]).toMatchObject({ field: 'token', key: 'passwordLinks.errors.invalid' });
    expect((await redeem(second)).statusCode).toBe(200);
    expect((await redeem(second)).json<ApiError>().fields?.[0]).toMatchObject({ key: 'passwordLinks.errors.used' });

    // A reset link left 72 hours no longer works.
    const reset = await as(boss, 'POST', `/api/v2/users/${created.user.id}/reset-password`);
    const late = new URL(reset.json<{ url: string }>().url).hash.slice(1);
    await t.database.db.update(passwordLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(passwordLinks.userId, created.user.id), isNull(passwordLinks.usedAt)));
    const expired = await redeem(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiError>().fields?.[0]).toMatchObject({ field: 'token', key: 'passwordLinks.errors.expired' });
  });

  it('only staff with Usuários manage people; nobody deactivates themselves', async () => {
    expect((await t.as('tecnico', 'POST', '/api/v2/users', { username: 'x1' })).statusCode).toBe(403);
    expect((await t.as('produtor', 'POST', '/api/v2/users', { username: 'x1' })).statusCode).toBe(403);
    const me = await as(boss, 'GET', '/api/v2/users');
    const self = me.json<{ results: { id: number; username: string }[] }>().results.find((u) => u.username === 'chefe')!;
    expect((await as(boss, 'POST', `/api/v2/users/${self.id}/deactivate`)).json<ApiError>().fields?.[0]).toMatchObject({ key: 'users.errors.self' });
    expect((await as(boss, 'GET', '/api/v2/users')).json<{ results: { username: string }[] }>().results.map((u) => u.username)).not.toContain('admin');
  });
});

describe('GET /api/v2/exports/audit', () => {
  it("writes the audit as .xlsx with each change's fields before and after, for staff only", async () => {
    const res = await t.app.inject({ url: '/api/v2/exports/audit?format=xlsx&lang=en&entity=shed&action=update', headers: { authorization: `Bearer ${boss}` } });
    expect(res.statusCode, res.body).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['When', 'User', 'Action', 'Object', 'What', 'Before → after']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[3] === 'changed' && row[4] === 'Shed')).toBe(true);
    expect(rows.map((row) => row[6])).toContain('Capacity: 1,000 → 1,200; Divisions: Box 1: 1000 → Box 1: 600; Box 2: 600');
    expect((await t.as('produtor', 'GET', '/api/v2/exports/audit')).statusCode).toBe(403);
  });
});
