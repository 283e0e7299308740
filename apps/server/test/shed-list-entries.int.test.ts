import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { shedListSchema } from '@plantel/contracts';
import { batches, batchSummaries, properties, shedListEntries, shedListItems, silos } from '../src/db/schema';
import type { Db } from '../src/db/database';
import { markingRebuild } from '../src/repositories/stale-rows.repository';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';

let f: FixtureApp;
beforeAll(async () => {
  f = await createFixtureApp();
});
afterAll(() => f.close());

const db = () => f.t.database.db;

async function item(shedId: number) {
  const res = await f.get('fx_all', '/api/v2/sheds/alerts?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return shedListSchema.parse(res.json()).results.find((s) => s.id === shedId)!;
}

/**
 * Writes sources the way a rebuild does, marking nothing stale: these tests check the list refresh
 * itself (stale-rows.int.test.ts checks that ordinary writes rebuild the rows they change).
 */
const asRebuild = <T>(write: (tx: Db) => Promise<T>) =>
  db().transaction(async (tx) => {
    await markingRebuild(tx, true);
    return write(tx);
  });

describe('the shed-list read model', () => {
  it('is built by migration 0003 for sheds that existed before, exactly as a refresh builds it', async () => {
    const built = await db().select().from(shedListEntries).orderBy(shedListEntries.shedId);
    const items = await db().select().from(shedListItems).orderBy(shedListItems.shedId);
    expect(items.map((i) => i.shedId)).toEqual(built.map((row) => row.shedId));
    expect(built.length).toBeGreaterThan(0);
    expect(built.some((row) => row.conversionFactor !== null && row.productionEfficiency !== null)).toBe(true);
    expect(built.some((row) => row.silosCritical + row.silosLow + row.silosSatisfactory > 0)).toBe(true);
    const backfillOf = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../drizzle', file), 'utf8').split('--> statement-breakpoint').at(-1)!;
    await db().delete(shedListEntries);
    await db().execute(sql.raw(backfillOf('0003_shed_list_entries.sql')));
    // Columns added later are filled by the backfill of the migration that added them.
    await db().execute(sql.raw(backfillOf('0017_shed_list_fcr_epef.sql')));
    await db().execute(sql.raw(backfillOf('0031_lay_summaries.sql')));
    await db().execute(sql.raw(backfillOf('0032_silo_status_counts.sql')));
    await db().execute(sql.raw(backfillOf('0034_shed_list_items.sql')));
    await db().execute(sql.raw(backfillOf('0035_shed_list_alert_ranks.sql')));
    await db().execute(sql.raw(backfillOf('0042_forecast_band_on_lists.sql')));
    expect(await db().select().from(shedListEntries).orderBy(shedListEntries.shedId)).toEqual(built);
    expect(await db().select().from(shedListItems).orderBy(shedListItems.shedId)).toEqual(items);
  });

  it('serves the figures of the last refresh, and the new ones once the shed is refreshed', async () => {
    const { B1 } = f.fx.shed;
    const before = await item(B1);
    // Written as a rebuild writes (nothing marked stale), so the list moves only with the refresh below.
    await asRebuild((tx) => tx.update(batchSummaries).set({ weight: 1620.5, siloStatus: 1 }).where(eq(batchSummaries.batchId, f.fx.batch.B1!)));
    expect((await item(B1)).weight).toBe(before.weight);

    await refreshShedListEntries(db(), { companyId: f.fx.companyId, shedIds: [B1] });
    const after = await item(B1);
    expect(after.weight).toBe(1620.5);
    expect(after.status).toBe(1);
    expect(after.name).toBe(before.name);
  });

  it('refreshes only the sheds it is given', async () => {
    const { B1, M1 } = f.fx.shed;
    const propertyOfB1 = (await item(B1)).property;
    // Renamed without marking the row stale (as a rebuild writes), so only the refreshes below move it.
    await asRebuild((tx) => tx.update(properties).set({ name: 'Sítio Renomeado' }).where(eq(properties.id, propertyOfB1)));
    await refreshShedListEntries(db(), { companyId: f.fx.companyId, shedIds: [M1] });
    expect((await item(B1)).property_name).toBe('Sítio Alegre');

    await refreshShedListEntries(db(), { companyId: f.fx.companyId });
    expect((await item(B1)).property_name).toBe('Sítio Renomeado');
  });

  it('follows the shed to its new current batch and silos, and to empty when the batch closes', async () => {
    const { B1 } = f.fx.shed;
    const { next, silo } = await asRebuild(async (tx) => {
      const [batch] = await tx
        .insert(batches)
        .values({ companyId: f.fx.companyId, shedId: B1, identification: 'FX-B1-next', stage: 'pre_lodged', lineage: 'Ross 308', sexExternalId: 3, openingDate: new Date() })
        .returning();
      await tx.update(batches).set({ closingDate: new Date() }).where(eq(batches.id, f.fx.batch.B1!));
      const [added] = await tx.insert(silos).values({ companyId: f.fx.companyId, shedId: B1, identification: 'S-3', capacity: 8000 }).returning();
      return { next: batch, silo: added };
    });
    await refreshShedListEntries(db(), { companyId: f.fx.companyId, shedIds: [B1] });

    const current = await item(B1);
    expect(current).toMatchObject({ last_batch: next!.id, stage: 'pre_lodged', lineage: 'Ross 308', sex: { external_id: 3 }, age: 0, weight: null, status: 0, enthalpy: -1 });
    expect(current.silos).toContain(silo!.id);

    await asRebuild((tx) => tx.update(batches).set({ closingDate: new Date() }).where(eq(batches.id, next!.id)));
    await refreshShedListEntries(db(), { companyId: f.fx.companyId, shedIds: [B1] });
    expect((await item(B1)).stage).toBe('empty_batch');
  });

  it('never touches another company, whatever shed ids it is given', async () => {
    const rivalShed = f.fx.rival.shed;
    await db().delete(shedListEntries).where(eq(shedListEntries.shedId, rivalShed));
    await refreshShedListEntries(db(), { companyId: f.fx.companyId, shedIds: [rivalShed] });
    expect(await db().select().from(shedListEntries).where(eq(shedListEntries.shedId, rivalShed))).toEqual([]);
  });
});
