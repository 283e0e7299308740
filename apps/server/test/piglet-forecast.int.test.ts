import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchImportResultSchema, batchNutritionSchema } from '@plantel/contracts';
import { PIGLET_FORECAST_CASE as PIGLETS } from '@plantel/domain/testing/swine-cases';
import { siloOccupationReadings, silos, sheds } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { createShed } from './helpers/batch-import';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The piglet case of packages/domain/src/testing/swine-cases.ts through the batch import and the API:
 * weaned pigs housed with their entry age and weight, the silos read at housing, and the
 * end-of-feed forecast read back from the nutrition answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const SWINE = 5;

describe('the piglet end-of-feed case through the import and the API', () => {
  it(`${PIGLETS.name}: the forecast runs out within 15 % of the hand calculation`, async () => {
    const db = t.database.db;
    const shed = await createShed(db, 'Demo', SWINE, 'Creche 1');
    // Housed ten minutes ago (a current reading, not a stale one), without feed records: the intake ratio is 1.
    const lodgedAt = new Date(Date.now() - 10 * 60_000);
    lodgedAt.setUTCMilliseconds(0);
    const res = await t.as('admin', 'POST', '/api/v2/batches/import', {
      shed,
      identification: 'Leitões 21 d',
      lineage: 'PIC',
      sex: 'mixed',
      lodged_at: lodgedAt.toISOString(),
      housed: PIGLETS.housed,
      entry_weight: PIGLETS.entryWeight,
      age_at_lodging: PIGLETS.ageAtLodging,
      weighings: [],
      feed: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { batch } = batchImportResultSchema.parse(res.json());

    const [owner] = await db.select({ companyId: sheds.companyId }).from(sheds).where(eq(sheds.id, shed));
    const capacity = 8_000;
    // The silo as a reading at housing leaves it: the reading stored, and the silo's last weight and time.
    const [silo] = await db
      .insert(silos)
      .values({ companyId: owner!.companyId, shedId: shed, identification: 'Silo 1', capacity, availableWeight: PIGLETS.stockKg, lastReadingAt: lodgedAt })
      .returning();
    await db.insert(siloOccupationReadings).values({
      siloId: silo!.id,
      deviceTime: lodgedAt,
      totalWeight: PIGLETS.stockKg,
      totalOccupation: PIGLETS.stockKg / capacity,
      freeCapacity: capacity - PIGLETS.stockKg,
    });

    const answer = await t.as('admin', 'GET', `/api/v2/batches/${batch}/nutrition`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { summary } = batchNutritionSchema.parse(answer.json());
    expect(summary.stale_silos).toEqual([]);
    expect(summary.intake_ratio).toBe(1);
    expect(summary.ration_end_prediction[0]).toEqual({ timestamp: lodgedAt.toISOString(), amount: PIGLETS.stockKg });
    // The first day's expected intake is that of weaned pigs, about 0.3 kg each, not 0.67 kg.
    expect(summary.daily_consumption! / PIGLETS.housed).toBeGreaterThan(0.25);
    expect(summary.daily_consumption! / PIGLETS.housed).toBeLessThan(0.35);
    const days = (Date.parse(summary.ration_end_date!) - lodgedAt.getTime()) / DAY;
    expect(Math.abs(days - PIGLETS.expectedRunOutDays)).toBeLessThanOrEqual(PIGLETS.expectedRunOutDays * PIGLETS.tolerance);
  });
});
