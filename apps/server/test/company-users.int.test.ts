import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { SENSITIVE_MASK, companyUserListSchema, companyUserSchema, producerListSchema, productionTypesOf, shedListSchema, type CompanyUser } from '@plantel/contracts';
import { companies, producers, properties, sheds, userProducers, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Staff list the company's users with the producers each follows, and change those links; the
 * linked user's very next request is scoped by the new links.
 */

let t: TestApp;
let demo: number;
let producerIds: Record<string, number>;
let produtorId: number;
let outraId: number;

const idOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  demo = (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo')))[0]!.id;
  const rows = await db.select({ id: producers.id, name: producers.name }).from(producers).where(eq(producers.companyId, demo));
  producerIds = Object.fromEntries(rows.map((p) => [p.name, p.id]));
  expect(Object.keys(producerIds)).toEqual(expect.arrayContaining(['João Batista Moreira', 'Roberto Schmidt']));
  produtorId = await idOf('produtor');
  outraId = await idOf('outra');
});
afterAll(() => t.close());

/** The broiler sheds of a producer of the demo company. */
async function broilerShedsOf(producer: string) {
  const rows = await t.database.db
    .select({ id: sheds.id })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .where(and(eq(sheds.companyId, demo), eq(properties.producerId, producerIds[producer]!), inArray(sheds.productionTypeExternalId, productionTypesOf('frangos_de_corte'))));
  return rows.map((r) => r.id);
}

/** The shed ids the broiler shed list shows `username` now. */
async function listedSheds(username: string) {
  const res = await t.as(username, 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&limit=500');
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json()).results.map((s) => s.id);
}

async function usersAs(username: string): Promise<CompanyUser[]> {
  const res = await t.as(username, 'GET', '/api/v2/users');
  expect(res.statusCode, res.body).toBe(200);
  return companyUserListSchema.parse(res.json()).results;
}

const linksOf = async (userId: number) =>
  (await t.database.db.select({ producer: userProducers.producerId }).from(userProducers).where(eq(userProducers.userId, userId))).map((r) => r.producer).sort((a, b) => a - b);

describe('GET /api/v2/users', () => {
  it("lists the company's users with their roles and linked producers, and no other company's", async () => {
    const list = await usersAs('tecnico');
    const names = list.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'tecnico', 'produtor', 'vendas', 'suinos']));
    expect(names).not.toContain('outra');
    expect(names).toEqual([...names].sort());
    const byName = Object.fromEntries(list.map((u) => [u.username, u]));
    expect(byName.produtor).toMatchObject({ id: produtorId, is_staff: false, producers: [{ id: producerIds['João Batista Moreira'], name: 'João Batista Moreira' }], follows_every_farm: false });
    expect(byName.produtor!.roles).toHaveProperty('frangos_de_corte');
    expect(byName.admin).toMatchObject({ is_staff: true, is_superuser: true, follows_every_farm: true });
    expect(byName.suinos).toMatchObject({ producers: [], follows_every_farm: true, roles: { suinos: ['Nutrição'] } });
  });

  it('answers 403 to anyone but staff, and 401 without a token', async () => {
    for (const user of ['produtor', 'vendas', 'suinos', 'outra']) {
      const res = await t.as(user, 'GET', '/api/v2/users');
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await t.app.inject('/api/v2/users')).statusCode).toBe(401);
    expect((await t.app.inject('/api/v2/producers')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/producers', () => {
  it("lists the company's producers by name, and only theirs", async () => {
    const res = await t.as('admin', 'GET', '/api/v2/producers');
    expect(res.statusCode, res.body).toBe(200);
    const list = producerListSchema.parse(res.json()).results;
    expect(list.map((p) => p.id).sort((a, b) => a - b)).toEqual(Object.values(producerIds).sort((a, b) => a - b));
    expect(list.map((p) => p.name)).toEqual([...list.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
  });

  it('gives a producer his own, a guest the names masked, and another company its own', async () => {
    const names = async (user: string) => producerListSchema.parse((await t.as(user, 'GET', '/api/v2/producers')).json()).results.map((p) => p.name);
    expect(await names('produtor')).toEqual(['João Batista Moreira']);
    const masked = await names('vendas');
    expect(masked.length).toBe(Object.keys(producerIds).length);
    expect(new Set(masked)).toEqual(new Set([SENSITIVE_MASK]));
    expect(await names('outra')).not.toContain('João Batista Moreira');
  });
});

describe('PUT /api/v2/users/{id}/producers', () => {
  const url = (id: number) => `/api/v2/users/${id}/producers`;

  it("changes the producer's scope on their very next request, and back", async () => {
    const joao = await broilerShedsOf('João Batista Moreira');
    const roberto = await broilerShedsOf('Roberto Schmidt');
    expect(joao.length).toBeGreaterThan(0);
    expect(roberto.length).toBeGreaterThan(0);
    const before = await listedSheds('produtor');
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((id) => joao.includes(id))).toBe(true);

    const res = await t.as('admin', 'PUT', url(produtorId), { producer_ids: [producerIds['Roberto Schmidt']] });
    expect(res.statusCode, res.body).toBe(200);
    expect(companyUserSchema.parse(res.json())).toMatchObject({ username: 'produtor', producers: [{ id: producerIds['Roberto Schmidt'], name: 'Roberto Schmidt' }], follows_every_farm: false });
    const after = await listedSheds('produtor');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((id) => roberto.includes(id)), JSON.stringify(after)).toBe(true);
    expect((await t.as('produtor', 'GET', `/api/v2/sheds/${joao[0]}`)).statusCode).toBe(404);
    expect((await t.as('produtor', 'GET', `/api/v2/sheds/${roberto[0]}`)).statusCode).toBe(200);
    const audit = (await t.as('admin', 'GET', `/api/v2/audit?entity=user&entity_id=${produtorId}&action=link_producers`)).json<{ results: unknown[] }>().results;
    expect(audit[0]).toMatchObject({ actor: 'admin', before: { producer_ids: [producerIds['João Batista Moreira']] }, after: { producer_ids: [producerIds['Roberto Schmidt']] } });

    // Both producers: the list holds sheds of each.
    // Staff without Usuários may not (the security review's MED 2); a user manager may.
    expect((await t.as('tecnico', 'PUT', url(produtorId), { producer_ids: [] })).statusCode).toBe(403);
    const both = await t.as('admin', 'PUT', url(produtorId), { producer_ids: [producerIds['João Batista Moreira'], producerIds['Roberto Schmidt'], producerIds['Roberto Schmidt']] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<CompanyUser>().producers.map((p) => p.name)).toEqual(['João Batista Moreira', 'Roberto Schmidt']);
    const bothListed = await listedSheds('produtor');
    expect(bothListed.some((id) => joao.includes(id)) && bothListed.some((id) => roberto.includes(id))).toBe(true);
    expect(bothListed.every((id) => joao.includes(id) || roberto.includes(id))).toBe(true);

    // None: the whole company, as before the links.
    const none = await t.as('admin', 'PUT', url(produtorId), { producer_ids: [] });
    expect(none.json()).toMatchObject({ producers: [], follows_every_farm: true });
    const all = await listedSheds('produtor');
    expect(all).toEqual(expect.arrayContaining([...joao, ...roberto]));

    const restored = await t.as('admin', 'PUT', url(produtorId), { producer_ids: [producerIds['João Batista Moreira']] });
    expect(restored.statusCode).toBe(200);
    expect(await listedSheds('produtor')).toEqual(before);
    expect((await usersAs('admin')).find((u) => u.id === produtorId)!.producers.map((p) => p.name)).toEqual(['João Batista Moreira']);
  });

  it("refuses a producer of another company or none at all with a 400 naming the field, and changes nothing", async () => {
    const [foreignProducer] = await t.database.db.select({ id: producers.id }).from(producers).innerJoin(companies, eq(companies.id, producers.companyId)).where(eq(companies.name, 'Outra'));
    const unknown = [foreignProducer?.id, 2_000_000_000].filter((id): id is number => id !== undefined);
    for (const bad of unknown) {
      const res = await t.as('admin', 'PUT', url(produtorId), { producer_ids: [producerIds['Roberto Schmidt'], bad] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'producer_ids.1', location: 'body' })]);
    }
    for (const [body, field] of [
      [{ producer_ids: ['1'] }, 'producer_ids.0'],
      [{ producer_ids: [0] }, 'producer_ids.0'],
      [{ producer_ids: [1.5] }, 'producer_ids.0'],
      [{ producer_ids: [2_147_483_648] }, 'producer_ids.0'],
      [{}, 'producer_ids'],
      [{ producer_ids: 3 }, 'producer_ids'],
    ] as const) {
      const res = await t.as('admin', 'PUT', url(produtorId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field), JSON.stringify(body)).toContain(field);
    }
    expect(await linksOf(produtorId)).toEqual([producerIds['João Batista Moreira']]);
  });

  it("answers 404 for another company's user or an unknown one, 403 to non-staff, and changes nothing", async () => {
    expect((await t.as('admin', 'PUT', url(outraId), { producer_ids: [] })).statusCode).toBe(404);
    expect((await t.as('admin', 'PUT', url(2_000_000_000), { producer_ids: [] })).statusCode).toBe(404);
    expect((await t.as('admin', 'PUT', url(2_147_483_648), { producer_ids: [] })).statusCode).toBe(404);
    for (const user of ['produtor', 'vendas', 'suinos']) {
      const res = await t.as(user, 'PUT', url(produtorId), { producer_ids: [] });
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect(await linksOf(produtorId)).toEqual([producerIds['João Batista Moreira']]);
    expect((await t.app.inject({ method: 'PUT', url: url(produtorId), payload: { producer_ids: [] } })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document with its answers', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const users = doc.paths['/api/v2/users/'] ?? doc.paths['/api/v2/users'];
    const producersPath = doc.paths['/api/v2/producers/'] ?? doc.paths['/api/v2/producers'];
    const put = doc.paths['/api/v2/users/{id}/producers'].put;
    expect(users.get.operationId).toBe('listCompanyUsers');
    expect(producersPath.get.operationId).toBe('listRegisterProducers');
    expect(put.operationId).toBe('putUserProducers');
    expect(Object.keys(users.get.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '422']);
  });
});
