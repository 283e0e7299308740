import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { batchNutritionSchema, occupationHistorySchema, shedListSchema } from '@plantel/contracts';
import { batches, siloOccupationReadings } from '../src/db/schema';
import { retentionCutoff } from '../src/services/telemetry/retention-months';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';

// Raw readings older than the company's retention are not shown, on every screen and export that
// reads them (docs/retention.md), until the partition job drops their month.
let t: TestApp;
let batchId: number;
let siloId: number;
const DAY_MS = 86_400_000;
const now = new Date();
/** Older than a 4-month retention's cutoff, younger than the default 24 months'. */
const old = new Date(now.getTime() - 200 * DAY_MS);
const day = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const list = shedListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/sheds/nutrition?module=frangos_de_corte&stage=lodged&ordering=identification')).json());
  batchId = list.results.find((s) => s.last_batch !== null && s.silos.length > 0)!.last_batch!;
  siloId = nutritionSchemaOf(await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/nutrition`)).silos[0]!.id;
  await t.database.db.insert(siloOccupationReadings).values({ siloId, deviceTime: old, totalWeight: 1234, totalOccupation: 0.4, freeCapacity: 1800, isBlackout: false });
});
afterAll(() => t.close());

function nutritionSchemaOf(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return batchNutritionSchema.parse(res.json());
}

const history = async () => {
  const res = await t.as('tecnico', 'GET', `/api/v2/silos/${siloId}/occupation-history?start=${day(new Date(old.getTime() - DAY_MS))}&end=${day(new Date(now.getTime() - DAY_MS))}`);
  expect(res.statusCode, res.body).toBe(200);
  return occupationHistorySchema.parse(res.json()).results.map((r) => new Date(r.device_time).getTime());
};
const report = async () => {
  const res = await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/report?format=pdf&lang=en`);
  expect(res.statusCode, res.body).toBe(200);
  return (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
};
const SUMMARIES_NOTE = "This batch's raw readings are past the company's retention";

describe('the retention cutoff where raw readings are read', () => {
  it('shows every kept reading while the retention covers them', async () => {
    const times = await history();
    expect(times).toContain(old.getTime());
    expect(nutritionSchemaOf(await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/nutrition`)).raw_readings_expired).toBe(false);
    expect(await report()).not.toContain(SUMMARIES_NOTE);
  });

  it("leaves a silo's readings before a 4-month retention out of its occupation history, keeping the newer ones", async () => {
    expect((await t.as('tecnico', 'PUT', '/api/v2/settings/readings-retention', { readings_retention_months: 4 })).statusCode).toBe(200);
    const times = await history();
    const cutoff = retentionCutoff(now, 4).getTime();
    expect(times).not.toContain(old.getTime());
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time >= cutoff)).toBe(true);
  });

  it('says so on the nutrition dashboard and in the batch report of a batch that began before the cutoff', async () => {
    await t.database.db
      .update(batches)
      .set({ openingDate: sql`${batches.openingDate} - interval '8 months'` })
      .where(eq(batches.id, batchId));
    expect(nutritionSchemaOf(await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/nutrition`)).raw_readings_expired).toBe(true);
    expect(await report()).toContain(SUMMARIES_NOTE);
  });
});
