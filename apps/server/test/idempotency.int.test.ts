import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, batchNutritionSchema, batchPerformanceSchema, rationTypeListSchema, shedListSchema } from '@plantel/contracts';
import { feedControls, idempotencyKeys, weighings } from '../src/db/schema';
import { localDay } from '../src/shared/wall-time';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let batchId: number;
let division: number;
let referenceWeight: number;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const keyed = (key: string) => ({ 'idempotency-key': key });
const weighingsOf = async (at: string) =>
  (await t.database.db.select({ id: weighings.id }).from(weighings).where(and(eq(weighings.divisionId, division), eq(weighings.weighedAt, new Date(at))))).length;

beforeAll(async () => {
  t = await createTestApp();
  const list = shedListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged&ordering=id')).json());
  batchId = list.results[0]!.last_batch!;
  const performance = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/performance`)).json());
  division = performance.divisions[0]!.id;
  referenceWeight = performance.ideal_weight!;
});
afterAll(() => t.close());

describe('writes sent again with their Idempotency-Key', () => {
  it('answers a weighing sent twice with the first answer, and stores it once', async () => {
    const key = randomUUID();
    const body = { division, weighed_at: minutesAgo(3), average: referenceWeight, count: 50 };
    const first = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body, keyed(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await weighingsOf(body.weighed_at)).toBe(1);
  });

  it('runs two sends of one key arriving together once: the other waits (409) or gets the answer', async () => {
    const key = randomUUID();
    const body = { division, weighed_at: minutesAgo(5), average: referenceWeight, count: 40 };
    const send = () => t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body, keyed(key));
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toSatisfy((codes: number[]) => codes[0] === 201 && [201, 409].includes(codes[1]!));
    expect(await weighingsOf(body.weighed_at)).toBe(1);
  });

  it('refuses a key sent again with another request (422), and a key that is not 1-200 visible characters (400)', async () => {
    const key = randomUUID();
    const body = { division, weighed_at: minutesAgo(7), average: referenceWeight, count: 30 };
    expect((await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body, keyed(key))).statusCode).toBe(201);
    const other = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, { ...body, count: 31 }, keyed(key));
    expect(other.statusCode).toBe(422);
    expect(apiErrorSchema.parse(other.json()).message).toMatch(/different request/);

    const bad = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, { ...body, weighed_at: minutesAgo(8) }, keyed('x'.repeat(201)));
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toEqual([expect.objectContaining({ field: 'Idempotency-Key', location: 'headers' })]);
    expect(await weighingsOf(minutesAgo(8))).toBe(0);
  });

  it('lets a refused record be corrected and sent again with the same key', async () => {
    const key = randomUUID();
    const future = { division, weighed_at: new Date(Date.now() + 3_600_000).toISOString(), average: referenceWeight, count: 30 };
    const refused = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, future, keyed(key));
    expect(refused.statusCode).toBe(400);
    const corrected = { ...future, weighed_at: minutesAgo(9) };
    const sent = await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, corrected, keyed(key));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await weighingsOf(corrected.weighed_at)).toBe(1);
  });

  it("keeps each person's keys apart", async () => {
    const key = randomUUID();
    const body = (m: number) => ({ division, weighed_at: minutesAgo(m), average: referenceWeight, count: 25 });
    expect((await t.as('produtor', 'POST', `/api/v2/batches/${batchId}/weighings`, body(11), keyed(key))).statusCode).toBe(201);
    const other = await t.as('tecnico', 'POST', `/api/v2/batches/${batchId}/weighings`, body(12), keyed(key));
    expect(other.statusCode, other.body).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(2);
  });

  it('records a day of mortality and a feed delivery once each, sent twice', async () => {
    const mortality = { division, date: localDay(new Date(), 'America/Sao_Paulo'), amount_mortality: 3, amount_eliminated: 1 };
    const key = randomUUID();
    const first = await t.as('produtor', 'PUT', `/api/v2/batches/${batchId}/mortality`, mortality, keyed(key));
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.as('produtor', 'PUT', `/api/v2/batches/${batchId}/mortality`, mortality, keyed(key));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const nutrition = batchNutritionSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/nutrition`)).json());
    const ration = rationTypeListSchema.parse((await t.as('tecnico', 'GET', '/api/v1/ration-types')).json()).results[0]!;
    const delivery = { batch: batchId, silo: nutrition.silos[0]!.id, date: minutesAgo(13), quantity: 2_345, ration_type: ration.id, movimentation_type: 1 };
    const deliveryKey = randomUUID();
    for (let i = 0; i < 3; i++) expect((await t.as('tecnico', 'POST', '/api/v1/feed-controls', delivery, keyed(deliveryKey))).statusCode).toBe(201);
    const stored = await t.database.db.select().from(feedControls).where(and(eq(feedControls.batchId, batchId), eq(feedControls.date, new Date(delivery.date))));
    expect(stored).toHaveLength(1);
  });
});
