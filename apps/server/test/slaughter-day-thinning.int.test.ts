import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPerformanceSchema, registerShedSchema, statementResponseSchema } from '@plantel/contracts';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * A thinning on the slaughter day itself, later in the day than the hour the flock was lodged (the
 * hour the batch's closing is placed at): the statement counts its birds and kilos as delivered, and
 * so must the dashboard, or the two give different FCRs for one flock.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const DAY = 86_400_000;
const wallClock = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a thinning on the slaughter day', () => {
  it('is delivered on the dashboard as on the statement', async () => {
    const producer = (await t.as('admin', 'POST', '/api/v2/producers', { name: 'Granja Dia do Abate', tax_id: '529.982.247-25' })).json<{ id: number }>();
    const property = (await t.as('admin', 'POST', '/api/v2/properties', { name: 'Sítio Abate', producer: producer.id })).json<{ id: number }>();
    const shed = registerShedSchema.parse(
      (await t.as('admin', 'POST', '/api/v2/sheds', { property: property.id, identification: 'Aviário Abate', production_type: 3, capacity: 6_000, divisions: [{ identification: 'Box 1', capacity: 6_000 }] })).json(),
    );
    expect((await t.as('admin', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT, { sex: 'mixed', module: null }))).statusCode).toBe(201);
    // Lodged 20 days and 3 hours ago; thinned an hour ago, today, after that hour.
    const lodged = await t.as('tecnico', 'POST', '/api/v2/batches', {
      shed: shed.id,
      identification: 'ABATE-1',
      opened_at: wallClock(new Date(Date.now() - 20 * DAY - 3 * 3_600_000)),
      lineage: 'Ross 308',
      sex: 1,
      entry_weight: 42,
      divisions: [{ division: shed.divisions[0]!.id, animals: 5_000 }],
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const batch = lodged.json<{ id: number; divisions: { id: number }[] }>();
    const thinned = await t.as('tecnico', 'POST', `/api/v2/batches/${batch.id}/removals`, { division: batch.divisions[0]!.id, removed_at: wallClock(new Date(Date.now() - 3_600_000)), animals: 100, live_weight_kg: 95 });
    expect(thinned.statusCode, thinned.body).toBe(201);

    const closed = await t.as('admin', 'POST', `/api/v2/batches/${batch.id}/close`, { slaughter_date: localDay(new Date(), SP), birds_delivered: 4_900, live_weight_kg: 4_655, feed_supplied_kg: 7_000 });
    expect(closed.statusCode, closed.body).toBe(201);
    const { statement } = statementResponseSchema.parse(closed.json());
    // Delivered 4,900 + 100 = 5,000 birds, 4,655 + 95 = 4,750 kg: FCR 7,000 ÷ 4,750 = 1.4737.
    expect(statement.quantities).toMatchObject({ birdsDelivered: 5_000, liveWeightKg: 4_750 });
    expect(statement.indicators.fcr).toBeCloseTo(7_000 / 4_750, 9);
    const perf = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch.id}/performance`)).json());
    expect(perf.final).toBe(true);
    expect(perf.removed).toBe(100);
    expect(perf.conversion_factor).toBeCloseTo(7_000 / 4_750, 9);
  });
});
