import type { Db } from '../../db/database';
import { runBeforeCommit } from '../../db/before-commit';
import { findBatch } from '../../repositories/batches.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { markingRebuild, takeStaleRows } from '../../repositories/stale-rows.repository';
import { companyFarmScope } from '../access/farm-scope';
import { rebuildNutritionSummary } from '../nutrition/batch-nutrition.service';
import { rebuildGrowthSummary } from '../performance/growth-records.service';
import { groupBy } from './group-by';

/** More rounds would mean a rebuild marks its own rows stale again: a fault, not work. */
const MAX_ROUNDS = 4;

/**
 * Rebuilds what the writes of this transaction made stale (stale_rows, filled by triggers on every
 * source table): each batch's growth figures once, each shed's feed figures once, then each shed's
 * list row once. Runs before every outermost transaction commits (`keepDerivedRows`), so no write
 * path has to call a refresh itself.
 */
export async function rebuildStaleRows(db: Db): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const stale = await takeStaleRows(db);
    if (stale.length === 0) return;
    const shedsOfCompany = [...groupBy(stale, (s) => s.companyId)].map(([companyId, rows]) => ({ companyId, shedIds: [...new Set(rows.map((r) => r.shedId))] }));
    await markingRebuild(db, true);
    try {
      const batches = new Map(stale.flatMap((s) => (s.batchId === null ? [] : [[s.batchId, s.companyId] as const])));
      for (const [batchId, companyId] of batches) {
        const row = await findBatch(db, companyFarmScope(companyId), batchId);
        if (row) await rebuildGrowthSummary(db, row);
      }
      for (const { companyId, shedIds } of shedsOfCompany) {
        for (const shedId of shedIds) await rebuildNutritionSummary(db, companyFarmScope(companyId), shedId);
      }
    } finally {
      await markingRebuild(db, false);
    }
    for (const selection of shedsOfCompany) await refreshShedListEntries(db, selection);
  }
  throw new Error(`Derived rows were still stale after ${MAX_ROUNDS} rebuilds`);
}

/** Every outermost transaction on `db` rebuilds what it made stale before it commits. */
export function keepDerivedRows(db: Db): void {
  runBeforeCommit(db, rebuildStaleRows);
}

/** Rebuilds, in a transaction of its own, what writes made outside any transaction left stale. */
export async function rebuildStaleRowsNow(db: Db): Promise<void> {
  await db.transaction((tx) => rebuildStaleRows(tx));
}
