import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { batchPerformanceSchema, homeSummarySchema, shedListSchema, type ShedList } from '@plantel/contracts';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { batchDivisions, batches, batchSummaries, mortality, producers, properties, shedListEntries, sheds, staleRows } from '../src/db/schema';
import { contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * The derived rows (a batch's summary, a shed's list row) follow every write by themselves: triggers
 * on their sources mark them stale and the writing transaction rebuilds them before it commits. The
 * writes below call no refresh: they are plain statements, as any new write path would be.
 */

let t: TestApp;
const SHED = 'Aviário 01';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shed list narrowed to one shed's name, so paging hides nothing. */
const list = async (path: string, search = 'Aviário 03'): Promise<ShedList> => {
  const res = await t.as('tecnico', 'GET', `/api/v2/sheds/${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json());
};
const entryOf = async (shedId: number) => (await t.database.db.select().from(shedListEntries).where(eq(shedListEntries.shedId, shedId)))[0]!;
const lodgedSheds = async () => homeSummarySchema.parse((await t.as('tecnico', 'GET', '/api/v2/home/summary')).json()).modules.find((m) => m.module === 'frangos_de_corte')!.lodged_sheds;

async function demoShed(identification: string) {
  const [shed] = await t.database.db.select().from(sheds).where(eq(sheds.identification, identification));
  return shed!;
}

describe('derived rows follow writes nobody refreshes after', () => {
  it('a producer renamed, a shed renamed: the list row says the new names at commit', async () => {
    const shed = await demoShed(SHED);
    const [property] = await t.database.db.select().from(properties).where(eq(properties.id, shed.propertyId));
    await t.database.db.transaction(async (tx) => {
      await tx.update(producers).set({ name: 'Granja Renomeada' }).where(eq(producers.id, property!.producerId));
      await tx.update(sheds).set({ name: 'Galpão Renomeado' }).where(eq(sheds.id, shed.id));
    });
    const entry = await entryOf(shed.id);
    expect(entry.producerName).toBe('Granja Renomeada');
    expect(entry.name).toBe('Galpão Renomeado');
    expect(await t.database.db.select().from(staleRows)).toEqual([]);
  });

  it('deaths written straight to the table move the batch summary and the list row to what the dashboard computes', async () => {
    const shed = await demoShed(SHED);
    const batchId = (await entryOf(shed.id)).batchId!;
    const before = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/performance`)).json());
    const [division] = await t.database.db.select().from(batchDivisions).where(eq(batchDivisions.batchId, batchId));
    const age = before.age - 1;
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(mortality)
        .values({ divisionId: division!.id, age, amountMortality: 500, amountEliminated: 0, date: sql`current_date - 1` })
        .onConflictDoUpdate({ target: [mortality.divisionId, mortality.age], set: { amountMortality: sql`${mortality.amountMortality} + 500` } });
    });
    const after = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/performance`)).json());
    // 500 more birds dead: the dashboard counts them, and the stored summary the lists read says the same.
    expect(after.mortality).toBe(before.mortality + 500);
    const row = (await list('lodged', SHED)).results.find((s) => s.id === shed.id)!;
    expect(row.last_batch).toBe(batchId);
    const [summary] = await t.database.db.select({ mortality: batchSummaries.mortality }).from(batchSummaries).where(eq(batchSummaries.batchId, batchId));
    expect(summary!.mortality).toBe(after.mortality);
  });

  it('a write rolled back leaves nothing stale and nothing rebuilt', async () => {
    const shed = await demoShed('Aviário 02');
    const before = await entryOf(shed.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(sheds).set({ name: 'Nunca' }).where(eq(sheds.id, shed.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await entryOf(shed.id)).name).toBe(before.name);
    expect(await t.database.db.select().from(staleRows)).toEqual([]);
  });
});

describe('a batch closed by its settlement', () => {
  it('is slaughtered, and its shed is empty in every list, on Home and in the stage lists', async () => {
    expect((await t.as('tecnico', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT, { sex: 'male', module: null }))).statusCode).toBe(201);
    const shed = await demoShed('Aviário 03');
    const batchId = (await entryOf(shed.id)).batchId!;
    const performance = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batchId}/performance`)).json());
    const lodgedBefore = await lodgedSheds();
    expect((await list('lodged')).results.map((s) => s.id)).toContain(shed.id);
    expect((await list('slaughter-prediction?module=frangos_de_corte&stage=lodged,slaughter')).results.map((s) => s.id)).toContain(shed.id);

    const weight = performance.weight!;
    const close = await t.as('tecnico', 'POST', `/api/v2/batches/${batchId}/close`, {
      slaughter_date: localDay(new Date(), 'America/Sao_Paulo'),
      birds_delivered: performance.current_lodged,
      live_weight_kg: Math.round((performance.current_lodged * weight) / 1000),
      feed_supplied_kg: 100_000,
    });
    expect(close.statusCode, close.body).toBe(201);

    const [batch] = await t.database.db.select().from(batches).where(eq(batches.id, batchId));
    expect(batch!.stage).toBe('empty_batch');
    expect(batch!.closingDate).not.toBeNull();
    expect((await entryOf(shed.id)).stage).toBe('empty_batch');
    expect((await list('lodged')).results.map((s) => s.id)).not.toContain(shed.id);
    expect((await list('slaughter-prediction?module=frangos_de_corte&stage=lodged,slaughter')).results.map((s) => s.id)).not.toContain(shed.id);
    expect((await list('pcp-planning?module=frangos_de_corte&stage=lodged,slaughter')).results.map((s) => s.id)).not.toContain(shed.id);
    // As the pages ask by default (lodged and slaughter stages); the empty sheds' list has it.
    expect((await list('empty_batch')).results.map((s) => s.id)).toContain(shed.id);
    expect(await lodgedSheds()).toBe(lodgedBefore - 1);
  });
});
