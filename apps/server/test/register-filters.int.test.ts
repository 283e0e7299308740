import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { registerShedListSchema, registerSiloListSchema } from '@plantel/contracts';
import { producers, properties, sheds } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silosOf = async (query: string) => {
  const res = await t.as('admin', 'GET', `/api/v2/silos?limit=1000${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return registerSiloListSchema.parse(res.json());
};

describe('GET /api/v2/silos filtered by producer', () => {
  it("lists only the silos of that producer's sheds, and all of them", async () => {
    const [joao] = await t.database.db.select().from(producers).where(eq(producers.name, 'João Batista Moreira'));
    const all = await silosOf('');
    const his = await silosOf(`&producer=${joao!.id}`);
    const shedIds = [...new Set(all.results.map((s) => s.shed.id))];
    const owners = await t.database.db
      .select({ shed: sheds.id, producer: properties.producerId })
      .from(sheds)
      .innerJoin(properties, eq(properties.id, sheds.propertyId))
      .where(inArray(sheds.id, shedIds));
    const ownerOf = new Map(owners.map((o) => [o.shed, o.producer]));
    const expected = all.results.filter((s) => ownerOf.get(s.shed.id) === joao!.id).map((s) => s.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.count);
    expect(his.results.map((s) => s.id).sort()).toEqual(expected.sort());
    expect(his.count).toBe(expected.length);
  });
});

describe('register lists ordered and paged', () => {
  const shedsOf = async (query: string, user = 'admin') => {
    const res = await t.as(user, 'GET', `/api/v2/sheds?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return registerShedListSchema.parse(res.json());
  };

  it('orders sheds by property, identification, capacity or time empty, as asked', async () => {
    const byName = (await shedsOf('limit=1000')).results;
    const properties = byName.map((s) => s.property.name);
    // Grouped: each property's sheds come together, in one run.
    const runs = properties.filter((name, i) => name !== properties[i - 1]);
    expect(runs.length).toBe(new Set(properties).size);
    expect(runs.length).toBeGreaterThan(1);

    const byCapacity = (await shedsOf('limit=1000&order=capacity')).results.map((s) => s.capacity ?? -1);
    expect(byCapacity).toEqual([...byCapacity].sort((a, b) => b - a));

    const byEmpty = (await shedsOf('limit=1000&order=empty')).results;
    const housing = byEmpty.map((s) => s.open_batch !== null);
    expect(housing).toEqual([...housing].sort((a, b) => Number(a) - Number(b)));
    const emptyDays = byEmpty.filter((s) => s.open_batch === null && s.empty_days !== null).map((s) => s.empty_days!);
    expect(emptyDays).toEqual([...emptyDays].sort((a, b) => b - a));
  });

  it('pages through every shed, and refuses an order the kind has not', async () => {
    const all = await shedsOf('limit=1000&order=identification');
    const pages = [];
    for (let offset = 0; offset < all.count; offset += 3) pages.push(...(await shedsOf(`limit=3&offset=${offset}&order=identification`)).results.map((s) => s.id));
    expect(pages).toEqual(all.results.map((s) => s.id));
    const refused = await t.as('admin', 'GET', '/api/v2/producers?order=capacity');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string }[] }>().fields[0]!.field).toBe('order');
  });
});
