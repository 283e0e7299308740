import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { markingRebuild } from '../../repositories/stale-rows.repository';
import { refreshComfortSummaries } from '../../repositories/telemetry.repository';
import { companyFarmScope } from '../access/farm-scope';
import { refreshNutritionSummary } from '../nutrition/batch-nutrition.service';
import { remeasureConsumption } from '../nutrition/measured-consumption.service';
import { refreshGrowth } from '../performance/growth-records.service';

/** What stored readings of a company touched: sheds with new climate or silo readings, batches weighed. */
export interface TouchedByReadings {
  climate: Iterable<number>;
  silos: Iterable<number>;
  weighed: ReadonlySet<number>;
}

/**
 * Refreshes the summaries the shed lists read after readings were stored: the comfort of the sheds
 * with new climate, the silo stock, end of feed and measured consumption of the sheds with new silo
 * readings, and the growth of the batches weighed.
 */
export async function refreshAfterReadings(db: Db, companyId: number, touched: TouchedByReadings): Promise<void> {
  await db.transaction(async (tx) => {
    await markingRebuild(tx, true);
    await rebuildAfterReadings(tx, companyId, touched);
  });
}

async function rebuildAfterReadings(db: Db, companyId: number, { climate, silos, weighed }: TouchedByReadings): Promise<void> {
  const scope = companyFarmScope(companyId);
  const comfortSheds = await refreshComfortSummaries(db, [...climate]);
  await refreshShedListEntries(db, { companyId, shedIds: comfortSheds });
  for (const shedId of silos) {
    const remeasured = await remeasureConsumption(db, scope, shedId);
    await refreshNutritionSummary(db, scope, shedId);
    // The feed of the days measured anew moves the FCR and EPEF the lists show, as it moves the dashboard's.
    if (remeasured && !weighed.has(remeasured.batch.id)) await refreshGrowth(db, remeasured);
  }
  for (const batchId of weighed) {
    const row = await findBatch(db, scope, batchId);
    if (row) await refreshGrowth(db, row);
  }
}
