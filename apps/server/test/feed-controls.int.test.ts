import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, MODULES, batchNutritionSchema, feedControlListSchema, feedControlSchema, rationTypeListSchema, shedListSchema, type FeedControl } from '@plantel/contracts';
import { silos, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';
import { forgetPrincipals } from '../src/services/access/principal-cache';

/** The demo companies' time zone: their calendar days are São Paulo's. */
const SP = 'America/Sao_Paulo';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string) => t.as(username, 'GET', url);
const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields?.map((f) => f.field);

async function demoBatch(identification: string) {
  const list = shedListSchema.parse((await get('tecnico', '/api/v2/sheds/nutrition?module=frangos_de_corte&ordering=identification')).json());
  const shed = list.results.find((s) => s.identification === identification)!;
  const nutrition = batchNutritionSchema.parse((await get('tecnico', `/api/v2/batches/${shed.last_batch}/nutrition`)).json());
  const rations = rationTypeListSchema.parse((await get('tecnico', '/api/v1/ration-types')).json()).results;
  return { batch: shed.last_batch!, silos: nutrition.silos, nutrition, ration: rations[0]! };
}

const list = async (query: string) => {
  const res = await get('tecnico', `/api/v1/feed-controls?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return feedControlListSchema.parse(res.json());
};

describe('GET /api/v1/feed-controls', () => {
  it("pages a batch's deliveries newest first by default, oldest first with ordering=date, with the full count", async () => {
    const { batch } = await demoBatch('Aviário 01');
    const all = await list(`batch=${batch}&limit=500`);
    expect(all.count).toBeGreaterThan(5);
    const dates = all.results.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const page = await list(`batch=${batch}&limit=2&offset=2`);
    expect(page.count).toBe(all.count);
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(2, 4).map((r) => r.id));
    const oldest = await list(`batch=${batch}&ordering=date&limit=1`);
    expect(oldest.results[0]!.id).toBe(all.results.at(-1)!.id);
    expect((await list(`batch=${batch}&offset=10000`)).results).toEqual([]);
    expect((await list(`batch=${batch}&offset=10000`)).count).toBe(all.count);
    // Default page: 10.
    expect((await list(`batch=${batch}`)).results).toHaveLength(Math.min(10, all.count));
  });

  it('filters by silo and by period', async () => {
    const { batch, silos: shedSilos } = await demoBatch('Aviário 01');
    const all = (await list(`batch=${batch}&limit=500`)).results;
    const silo = shedSilos[0]!.id;
    expect((await list(`batch=${batch}&silo=${silo}&limit=500`)).results.map((r) => r.id)).toEqual(all.filter((r) => r.silo === silo).map((r) => r.id));
    // Days are the company's (São Paulo's).
    const dayOf = (r: FeedControl) => localDay(new Date(r.date), SP);
    const day = dayOf(all[0]!);
    const sameDay = (await list(`batch=${batch}&start=${day}&end=${day}&limit=500`)).results;
    expect(sameDay.map((r) => r.id)).toEqual(all.filter((r) => dayOf(r) === day).map((r) => r.id));
  });

  it('refuses an end after today or a start after the end, and answers 404 out of scope', async () => {
    const { batch } = await demoBatch('Aviário 01');
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const future = await get('tecnico', `/api/v1/feed-controls?batch=${batch}&end=${tomorrow}`);
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future.body)).toEqual(['end']);
    const reversed = await get('tecnico', `/api/v1/feed-controls?batch=${batch}&start=2026-02-10&end=2026-02-01`);
    expect(fieldsOf(reversed.body)).toEqual(['start']);
    expect(fieldsOf((await get('tecnico', '/api/v1/feed-controls')).body)).toEqual(['batch']);
    expect((await get('outra', `/api/v1/feed-controls?batch=${batch}`)).statusCode).toBe(404);
    expect((await get('suinos', `/api/v1/feed-controls?batch=${batch}`)).statusCode).toBe(404);
  });
});

describe('the demo farm', () => {
  it('shows both kinds of delivery record, typed in by hand and detected by the load cells, in every current batch', async () => {
    const seen: string[] = [];
    for (const module of MODULES) {
      const sheds = shedListSchema.parse((await get('tecnico', `/api/v2/sheds/nutrition?module=${module}&limit=100`)).json()).results;
      for (const shed of sheds.filter((s) => s.stage !== 'empty_batch' && s.last_batch !== null)) {
        const records = (await list(`batch=${shed.last_batch}&limit=500`)).results;
        const kinds = new Set(records.map((r) => r.feed_control_type));
        expect([shed.identification, [...kinds].sort()]).toEqual([shed.identification, [1, 2]]);
        seen.push(shed.identification);
      }
    }
    // Every module has current batches in the demo: the lodged, the ready for slaughter and the about to be lodged.
    expect(seen.length).toBeGreaterThanOrEqual(12);
  });
});

describe('writing feed deliveries', () => {
  const post = (body: object, username = 'tecnico') => t.as(username, 'POST', '/api/v1/feed-controls', body);
  const patch = (id: number, body: object, username = 'tecnico') => t.as(username, 'PATCH', `/api/v1/feed-controls/${id}`, body);
  const remove = (id: number, username = 'tecnico') => t.as(username, 'DELETE', `/api/v1/feed-controls/${id}`);
  const stockOf = async (siloId: number) => (await t.database.db.select({ kg: silos.availableWeight }).from(silos).where(eq(silos.id, siloId)))[0]!.kg!;

  it('records a delivery typed in by hand: the stock rises, the delivered total and the forecast follow; correcting and deleting it undo that', async () => {
    const { batch, silos: shedSilos, nutrition, ration } = await demoBatch('Aviário 01');
    const silo = shedSilos[0]!;
    const before = await stockOf(silo.id);
    const res = await post({ batch, silo: silo.id, date: new Date().toISOString(), quantity: 4000, ration_type: ration.id, movimentation_type: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const created: FeedControl = feedControlSchema.parse(res.json());
    expect(created).toMatchObject({ batch, silo: silo.id, quantity: 4000, feed_control_type: 1, measured_quantity: null, silo_identification: silo.identification });
    expect(await stockOf(silo.id)).toBeCloseTo(before + 4000, 0);
    const after = batchNutritionSchema.parse((await get('tecnico', `/api/v2/batches/${batch}/nutrition`)).json());
    expect(after.silos[0]!.invoice_deliveries).toBeCloseTo(silo.invoice_deliveries + 4000, 0);
    // The silos of Aviário 01 were empty: with feed again, the end of feed moves into the future.
    expect(Date.parse(after.summary.ration_end_date!)).toBeGreaterThan(Date.parse(nutrition.summary.ration_end_date!));

    const corrected = await patch(created.id, { quantity: 3000 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await stockOf(silo.id)).toBeCloseTo(before + 3000, 0);

    expect((await remove(created.id)).statusCode).toBe(204);
    expect(await stockOf(silo.id)).toBeCloseTo(before, 0);
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it('leaves the stock alone for a delivery older than the last reading, which already weighed it', async () => {
    const { batch, silos: shedSilos, ration } = await demoBatch('Aviário 03');
    const silo = shedSilos[0]!;
    const before = await stockOf(silo.id);
    const res = await post({ batch, silo: silo.id, date: new Date(Date.now() - 2 * DAY).toISOString(), quantity: 500, ration_type: ration.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(silo.id)).toBe(before);
  });

  it('refuses bad deliveries naming the field, and writes nothing', async () => {
    const { batch, silos: shedSilos, ration } = await demoBatch('Aviário 03');
    const other = await demoBatch('Aviário 01');
    const good = { batch, silo: shedSilos[0]!.id, date: new Date().toISOString(), quantity: 100, ration_type: ration.id };
    const count = (await list(`batch=${batch}&limit=500`)).count;
    const cases: [object, string][] = [
      [{ ...good, quantity: 0 }, 'quantity'],
      [{ ...good, quantity: -5 }, 'quantity'],
      [{ ...good, quantity: '12kg' }, 'quantity'],
      [{ ...good, date: new Date(Date.now() + DAY).toISOString() }, 'date'],
      [{ ...good, date: 'yesterday' }, 'date'],
      [{ ...good, silo: other.silos[0]!.id }, 'silo'],
      [{ ...good, ration_type: 999999 }, 'ration_type'],
      [{ ...good, batch: 999999 }, 'batch'],
      [{ ...good, movimentation_type: 7 }, 'movimentation_type'],
      [{ ...good, colour: 'red' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
    expect((await list(`batch=${batch}&limit=500`)).count).toBe(count);
  });

  it('lets an automatic record be corrected but not moved or deleted', async () => {
    const { batch } = await demoBatch('Aviário 01');
    const automatic = (await list(`batch=${batch}&limit=500`)).results.find((r) => r.feed_control_type === 2)!;
    const other = (await demoBatch('Aviário 01')).silos.find((s) => s.id !== automatic.silo)!;
    expect((await patch(automatic.id, { silo: other.id })).statusCode).toBe(409);
    expect((await patch(automatic.id, { date: new Date(Date.parse(automatic.date) - 3_600_000).toISOString() })).statusCode).toBe(409);
    const deleted = await remove(automatic.id);
    expect(deleted.statusCode).toBe(409);
    expect(apiErrorSchema.parse(deleted.json()).message).toMatch(/cannot be deleted/);
    const fixed = await patch(automatic.id, { quantity: automatic.quantity + 10, silo: automatic.silo, date: automatic.date });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(feedControlSchema.parse(fixed.json()).quantity).toBe(automatic.quantity + 10);
  });

  it("keeps other companies' and modules' records out of reach, and guests read-only", async () => {
    const { batch, silos: shedSilos, ration } = await demoBatch('Aviário 03');
    const record = (await list(`batch=${batch}&limit=1`)).results[0]!;
    expect((await patch(record.id, { quantity: 1 }, 'outra')).statusCode).toBe(404);
    expect((await remove(record.id, 'suinos')).statusCode).toBe(404);
    expect((await post({ batch, silo: shedSilos[0]!.id, date: new Date().toISOString(), quantity: 100, ration_type: ration.id }, 'outra')).statusCode).toBe(400);
    await t.database.db.update(users).set({ roles: { frangos_de_corte: ['Vendas', 'Nutrição'] } }).where(eq(users.username, 'vendas'));
    forgetPrincipals();
    expect((await get('vendas', `/api/v1/feed-controls?batch=${batch}`)).statusCode).toBe(200);
    expect((await patch(record.id, { quantity: 1 }, 'vendas')).statusCode).toBe(403);
    expect((await post({ batch, silo: shedSilos[0]!.id, date: new Date().toISOString(), quantity: 100, ration_type: ration.id }, 'vendas')).statusCode).toBe(403);
  });
});
