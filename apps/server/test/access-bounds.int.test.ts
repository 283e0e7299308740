import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like } from 'drizzle-orm';
import { ACCESS_STAMP_HEADER, EVERY_ROLE, accessStamp, apiErrorSchema, auditListSchema, companyUserSchema, passwordLinkSchema, registerProducerListSchema, registerPropertyListSchema, registerShedListSchema, userCreatedSchema } from '@plantel/contracts';
import { batchDivisions, batches, idempotencyKeys, sheds, silos, users } from '../src/db/schema';
import { localDay } from '../src/shared/wall-time';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';

/**
 * The security review of 2026-12-07: access that the people it binds cannot widen. Each block is one
 * finding, reproduced as the review did it, and each fails on the code it was found in.
 */

let t: TestApp;
const PASSWORD = 'bounds-pass-123';
const tokens = new Map<string, string>();

const idOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** A request as `username`, signed in with the password set through his link. */
async function as(username: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const token = tokens.get(username);
  if (!token) return t.as(username, method, url, payload, headers);
  return t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { ...headers, authorization: `Bearer ${token}` } });
}

/** A person created by `by` through the API, who sets his password through the answered link and signs in. */
async function person(by: string, body: Record<string, unknown>) {
  const res = await as(by, 'POST', '/api/v2/users', body);
  expect(res.statusCode, res.body).toBe(201);
  const created = userCreatedSchema.parse(res.json());
  const token = new URL(created.link.url!).hash.slice(1);
  const redeem = await t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token, password: PASSWORD } });
  expect(redeem.statusCode, redeem.body).toBe(200);
  tokens.set(String(body.username), await t.tokenFor(String(body.username), PASSWORD));
  return created.user;
}

const refusal = (res: { statusCode: number; body: string; json: () => unknown }, status: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const error = apiErrorSchema.parse(res.json());
  if (key) expect(error.fields?.map((f) => f.key)).toContain(key);
  return error;
};

beforeAll(async () => {
  t = await createTestApp();
  // The review's user manager: staff with Performance and Usuários in broilers only.
  await person('admin', { username: 'gerente', is_staff: true, roles: { frangos_de_corte: ['Performance', 'Usuários'] } });
});
afterAll(() => t.close());

describe('HIGH 1: a user manager gives and changes only the access he holds', () => {
  it('refuses a staff user with every module, and nobody is created (the first step of the chain)', async () => {
    const res = await as('gerente', 'POST', '/api/v2/users', { username: 'sec_esc_1', is_staff: true, roles: EVERY_ROLE });
    refusal(res, 403, 'users.errors.beyondOwnAccess');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'sec_esc_1'))).toHaveLength(0);
  });

  it('refuses one permission or one module beyond his own, and the staff flag from someone who is not staff', async () => {
    refusal(await as('gerente', 'POST', '/api/v2/users', { username: 'sec_esc_2', roles: { frangos_de_corte: ['Performance', 'Cadastro'] } }), 403, 'users.errors.beyondOwnAccess');
    refusal(await as('gerente', 'POST', '/api/v2/users', { username: 'sec_esc_3', roles: { suinos: ['Performance'] } }), 403, 'users.errors.beyondOwnAccess');
    const within = await person('gerente', { username: 'sec_within', is_staff: true, roles: { frangos_de_corte: ['Performance'] } });
    expect(within).toMatchObject({ is_staff: true, roles: { frangos_de_corte: ['Performance'] } });
  });

  it('keeps a user he made from raising that user, or him, beyond what he holds (the rest of the chain)', async () => {
    const sub = await person('gerente', { username: 'sec_sub', is_staff: true, roles: { frangos_de_corte: ['Performance', 'Usuários'] } });
    refusal(await as('gerente', 'PATCH', `/api/v2/users/${sub.id}`, { roles: EVERY_ROLE }), 403, 'users.errors.beyondOwnAccess');
    refusal(await as('sec_sub', 'PATCH', `/api/v2/users/${await idOf('gerente')}`, { roles: EVERY_ROLE }), 403, 'users.errors.beyondOwnAccess');
    refusal(await as('sec_sub', 'POST', '/api/v2/users', { username: 'sec_esc_4', is_staff: true, roles: EVERY_ROLE }), 403, 'users.errors.beyondOwnAccess');
    const gerente = companyUserSchema.parse((await as('admin', 'GET', '/api/v2/users')).json().results.find((u: { username: string }) => u.username === 'gerente'));
    expect(gerente.roles).toEqual({ frangos_de_corte: ['Performance', 'Usuários'] });
    // Nor through the staff flag alone: a non-staff manager cannot make anyone staff.
    const clerk = await person('admin', { username: 'sec_clerk', roles: { frangos_de_corte: ['Performance', 'Usuários'] } });
    expect(clerk.is_staff).toBe(false);
  });

  it('refuses to change, reset, invite or deactivate someone who holds more than he does, and changes nothing', async () => {
    const tecnico = await idOf('tecnico');
    const before = await t.database.db.select().from(users).where(eq(users.id, tecnico));
    refusal(await as('gerente', 'PATCH', `/api/v2/users/${tecnico}`, { roles: { frangos_de_corte: ['Performance'] } }), 403, 'users.errors.outranked');
    refusal(await as('gerente', 'PATCH', `/api/v2/users/${tecnico}`, { first_name: 'X' }), 403, 'users.errors.outranked');
    refusal(await as('gerente', 'POST', `/api/v2/users/${tecnico}/reset-password`), 403, 'users.errors.outranked');
    refusal(await as('gerente', 'POST', `/api/v2/users/${tecnico}/invite`), 403, 'users.errors.outranked');
    refusal(await as('gerente', 'POST', `/api/v2/users/${tecnico}/deactivate`), 403, 'users.errors.outranked');
    refusal(await as('gerente', 'PUT', `/api/v2/users/${tecnico}/producers`, { producer_ids: [] }), 403, 'users.errors.outranked');
    expect(await t.database.db.select().from(users).where(eq(users.id, tecnico))).toEqual(before);
    // Within his reach, the same requests work.
    const within = await idOf('sec_within');
    expect((await as('gerente', 'POST', `/api/v2/users/${within}/reset-password`)).statusCode).toBe(201);
  });

  it('lets a superuser give everything, as before', async () => {
    const res = await as('admin', 'POST', '/api/v2/users', { username: 'sec_all', is_staff: true, roles: EVERY_ROLE });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('Role changes reach the person at his next request', () => {
  it("answers every signed-in request with the access the server sees now, changed as soon as an administrator changes it", async () => {
    const clerk = await idOf('sec_clerk');
    const before = (await as('sec_clerk', 'GET', '/api/v2/me')).headers[ACCESS_STAMP_HEADER];
    expect(before).toBe(accessStamp({ roles: { frangos_de_corte: ['Performance', 'Usuários'] }, is_staff: false, is_superuser: false }));
    expect((await as('admin', 'PATCH', `/api/v2/users/${clerk}`, { roles: { frangos_de_corte: ['Performance'] } })).statusCode).toBe(200);
    const after = (await as('sec_clerk', 'GET', '/api/v2/me')).headers[ACCESS_STAMP_HEADER];
    expect(after).toBe(accessStamp({ roles: { frangos_de_corte: ['Performance'] }, is_staff: false, is_superuser: false }));
  });
});

describe('MED 2: producer links follow the rule of the rest of a user’s access', () => {
  it('refuses staff without Usuários, and anyone on his own links or on a superuser’s', async () => {
    const produtor = await idOf('produtor');
    refusal(await as('tecnico', 'PUT', `/api/v2/users/${produtor}/producers`, { producer_ids: [] }), 403);
    refusal(await as('tecnico', 'PUT', `/api/v2/users/${await idOf('admin')}/producers`, { producer_ids: [] }), 403);
    refusal(await as('gerente', 'PUT', `/api/v2/users/${await idOf('gerente')}/producers`, { producer_ids: [] }), 400, 'users.errors.self');
    refusal(await as('gerente', 'PUT', `/api/v2/users/${await idOf('admin')}/producers`, { producer_ids: [] }), 403, 'users.errors.superuser');
    const listed = (await as('admin', 'GET', '/api/v2/users')).json().results.find((u: { username: string }) => u.username === 'produtor');
    expect(listed.follows_every_farm).toBe(false);
  });
});

describe('MED 3: a large import body is refused before it is read, unless the caller may import', () => {
  const body = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5 * 1024 * 1024 - 8, 7)]);
  const headers = { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

  it('answers 403 to a producer on the register, batch and lay-standard imports', async () => {
    for (const url of ['/api/v2/register/import', '/api/v2/batches/import', '/api/v2/lay-standards?module=aves_poedeiras&lineage=X']) {
      const res = await as('produtor', url.startsWith('/api/v2/lay') ? 'PUT' : 'POST', url, body, headers);
      refusal(res, 403);
    }
    refusal(await as('suinos', 'POST', '/api/v2/register/import', body, headers), 403);
  });

  it('still reads the body of someone who may import (a workbook that is no workbook is a 400/415, not a 403)', async () => {
    const res = await as('admin', 'POST', '/api/v2/register/import', Buffer.from('not a zip at all'), headers);
    expect(res.statusCode, res.body).toBe(415);
  });
});

describe('MED 4: a guest neither searches nor orders the register by the names he cannot read', () => {
  it('refuses a search of producers and properties with a 400 naming search', async () => {
    for (const url of ['/api/v2/producers?search=Rob&archived=all', '/api/v2/properties?search=S%C3%ADtio']) {
      const error = refusal(await as('vendas', 'GET', url), 400);
      expect(error.fields?.[0]).toMatchObject({ field: 'search', location: 'querystring' });
    }
    refusal(await as('vendas', 'GET', '/api/v2/producers?search=12345678909'), 400);
  });

  it('searches sheds by identification only for a guest, by names too for staff', async () => {
    const staff = registerShedListSchema.parse((await as('admin', 'GET', '/api/v2/sheds?search=S%C3%ADtio&limit=100')).json());
    expect(staff.count).toBeGreaterThan(0);
    const guest = await as('vendas', 'GET', '/api/v2/sheds?search=S%C3%ADtio&limit=100');
    expect(guest.statusCode, guest.body).toBe(200);
    expect(registerShedListSchema.parse(guest.json()).count).toBe(0);
  });

  it('orders a guest’s producers by id, not by the hidden name', async () => {
    const list = registerProducerListSchema.parse((await as('vendas', 'GET', '/api/v2/producers?limit=100')).json()).results.map((p) => p.id);
    expect(list).toEqual([...list].sort((a, b) => a - b));
    const named = registerProducerListSchema.parse((await as('admin', 'GET', '/api/v2/producers?limit=100')).json()).results;
    expect(named.map((p) => p.name)).toEqual([...named.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
  });
});

describe("LOW 5: each producer's property count is his own", () => {
  it('equals the properties the register lists for him', async () => {
    const producers = registerProducerListSchema.parse((await as('admin', 'GET', '/api/v2/producers?limit=100')).json()).results;
    const counts = new Set<number>();
    for (const producer of producers) {
      const listed = registerPropertyListSchema.parse((await as('admin', 'GET', `/api/v2/properties?producer=${producer.id}&limit=100`)).json()).count;
      expect(producer.properties, producer.name).toBe(listed);
      counts.add(listed);
    }
    expect(counts.size).toBeGreaterThan(1);
  });
});

describe("INFO: a guest's register counts cover only the modules he sees", () => {
  it("counts a property's sheds and a producer's properties of his production types only", async () => {
    const propertiesOf = async (username: string) => registerPropertyListSchema.parse((await as(username, 'GET', '/api/v2/properties?limit=100')).json()).results;
    const [guests, admins] = [await propertiesOf('vendas'), await propertiesOf('admin')];
    const adminSheds = new Map(admins.map((p) => [p.id, p.sheds]));
    for (const property of guests) {
      const listed = registerShedListSchema.parse((await as('vendas', 'GET', `/api/v2/sheds?property=${property.id}&limit=100`)).json()).count;
      expect(property.sheds, String(property.id)).toBe(listed);
    }
    // The demo's swine farms have sheds the broiler guest does not count.
    const hidden = guests.filter((p) => p.sheds < adminSheds.get(p.id)!);
    expect(hidden.length).toBeGreaterThan(0);
    for (const producer of registerProducerListSchema.parse((await as('vendas', 'GET', '/api/v2/producers?limit=100')).json()).results) {
      const own = guests.filter((p) => p.producer.id === producer.id);
      expect(producer.properties, String(producer.id)).toBe(own.filter((p) => p.sheds > 0 || adminSheds.get(p.id) === 0).length);
    }
  });
});

describe('LOW 6: token renewals have budgets apart from sign-ins', () => {
  it("renews twelve sessions from one address within a minute, and limits one session's renewals", async () => {
    const refreshOf = async (username: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password: 'plantel' } })).json<{ refresh: string }>().refresh;
    const sessions = await Promise.all(['tecnico', 'produtor', 'vendas', 'suinos', 'outra', 'admin'].flatMap((u) => [refreshOf(u), refreshOf(u)]));
    for (const refresh of sessions) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const one = sessions[0]!;
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh: one } })).statusCode);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    // The sign-ins of the address were not spent by the renewals.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'tecnico', password: 'plantel' } })).statusCode).toBe(200);
  });
});

describe('LOW 7: every change to access and credentials is in the audit log', () => {
  const auditOf = async (action: string) => auditListSchema.parse((await as('admin', 'GET', `/api/v2/audit?action=${action}&limit=100`)).json()).results;

  it("records a device's and a gateway's keys issued and revoked, and a password changed", async () => {
    const devices = (await as('admin', 'GET', '/api/v2/devices?limit=1')).json<{ results: { id: number; identification: string }[] }>().results;
    const device = devices[0]!;
    expect((await as('admin', 'POST', `/api/v2/devices/${device.id}/keys`)).statusCode).toBe(201);
    expect((await as('admin', 'DELETE', `/api/v2/devices/${device.id}/keys`)).statusCode).toBe(200);
    const gateway = (await as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Auditada' })).json<{ id: number }>();
    expect((await as('admin', 'DELETE', `/api/v2/ingest-keys/${gateway.id}`)).statusCode).toBeLessThan(300);
    const issued = await auditOf('issue_key');
    expect(issued.map((e) => [e.entity, e.entity_id])).toEqual(expect.arrayContaining([['device', device.id], ['ingest_key', gateway.id]]));
    expect((await auditOf('revoke_key')).map((e) => [e.entity, e.entity_id])).toEqual(expect.arrayContaining([['device', device.id], ['ingest_key', gateway.id]]));

    const changed = await as('sec_within', 'POST', '/api/v2/me/password', { current_password: PASSWORD, new_password: 'another-pass-456' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await auditOf('change_password')).map((e) => e.label)).toContain('sec_within');
  });

  it("records the webhook secret rotated (never the secret), a silo's thresholds changed, and a day's eggs typed again over another", async () => {
    const rotated = await as('admin', 'POST', '/api/v2/notifications/webhook-secret/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [rotation] = await auditOf('rotate_secret');
    expect(rotation).toMatchObject({ actor: 'admin', entity: 'company', label: 'Demo', before: null, after: null });
    expect(JSON.stringify(rotation)).not.toContain(rotated.json<{ secret: string }>().secret);

    const [silo] = await t.database.db.select().from(silos).limit(1);
    expect((await as('admin', 'PATCH', `/api/v2/silos/${silo!.id}`, { low_threshold: 0.45, critical_threshold: 0.12 })).statusCode).toBe(200);
    const siloChange = (await auditOf('update')).find((e) => e.entity === 'silo' && e.entity_id === silo!.id);
    expect(siloChange).toMatchObject({ label: silo!.identification, after: { low_threshold: 0.45, critical_threshold: 0.12 } });

    const [layer] = await t.database.db.select().from(sheds).where(eq(sheds.identification, 'Poedeiras 01'));
    const [flock] = await t.database.db.select().from(batches).where(and(eq(batches.shedId, layer!.id), isNull(batches.closingDate)));
    const [division] = await t.database.db.select().from(batchDivisions).where(eq(batchDivisions.batchId, flock!.id));
    const day = { division: division!.id, date: localDay(new Date(), 'America/Sao_Paulo') };
    const eggsOfDay = (total: number) => as('admin', 'PUT', `/api/v2/batches/${flock!.id}/eggs`, { ...day, total });
    expect((await eggsOfDay(900)).statusCode).toBe(200);
    expect((await eggsOfDay(900)).statusCode).toBe(200);
    expect(await auditOf('replace_eggs')).toHaveLength(0);
    expect((await eggsOfDay(880)).statusCode).toBe(200);
    const [replaced] = await auditOf('replace_eggs');
    expect(replaced).toMatchObject({ entity: 'batch', entity_id: flock!.id, before: { date: day.date, total: 900 }, after: { date: day.date, total: 880 } });
  });
});

describe('LOW 8: no live link or token is kept in an idempotent answer', () => {
  it('does not keep nor replay a new user’s link under an Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'sec-idem-user' };
    const first = await as('admin', 'POST', '/api/v2/users', { username: 'sec_idem' }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await as('admin', 'POST', '/api/v2/users', { username: 'sec_idem' }, headers);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(400);
    const kept = await t.database.db.select().from(idempotencyKeys).where(like(idempotencyKeys.body, '%set-password%'));
    expect(kept).toHaveLength(0);
  });
});

describe('LOW 9: a deactivation spends the person’s links', () => {
  it('refuses a reset link issued before a deactivation, after the reactivation', async () => {
    const id = await idOf('sec_within');
    const link = passwordLinkSchema.parse((await as('admin', 'POST', `/api/v2/users/${id}/reset-password`)).json());
    expect((await as('admin', 'POST', `/api/v2/users/${id}/deactivate`)).statusCode).toBe(200);
    expect((await as('admin', 'POST', `/api/v2/users/${id}/reactivate`)).statusCode).toBe(200);
    const redeem = await t.app.inject({ method: 'POST', url: '/api/v2/password-links/redeem', payload: { token: new URL(link.url!).hash.slice(1), password: 'after-reactivation' } });
    refusal(redeem, 400);
  });
});

describe('Links go by e-mail when SMTP is set, and then the answer does not carry them', () => {
  let sink: SmtpSink;
  let mailed: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailed = await createTestApp({ PLANTEL_SMTP_URL: sink.url, PLANTEL_PUBLIC_URL: 'https://plantel.example.com' });
  });
  afterAll(async () => {
    await mailed.close();
    await sink.close();
  });

  it('answers no url for a person with an address, and the url (with the address warning off) for one without', async () => {
    const withMail = userCreatedSchema.parse((await mailed.as('admin', 'POST', '/api/v2/users', { username: 'sec_mail', email: 'sec@example.com' })).json());
    expect(withMail.link).toMatchObject({ url: null, emailed: true, public_url_set: true });
    await expect.poll(() => sink.inbox.length).toBe(1);
    expect(sink.inbox[0]!.text).toContain('https://plantel.example.com/set-password#');
    const without = userCreatedSchema.parse((await mailed.as('admin', 'POST', '/api/v2/users', { username: 'sec_nomail' })).json());
    expect(without.link.emailed).toBe(false);
    expect(without.link.url).toMatch(/^https:\/\/plantel\.example\.com\/set-password#/);
  });

  it('warns, in the answer, when the public address is not set', async () => {
    const res = userCreatedSchema.parse((await as('admin', 'POST', '/api/v2/users', { username: 'sec_local' })).json());
    expect(res.link.public_url_set).toBe(false);
  });
});
