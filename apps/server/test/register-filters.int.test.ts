import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { registerSiloListSchema } from '@plantel/contracts';
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
