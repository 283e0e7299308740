import { henDayDeviation, recentHenDay, standardFigureAt } from '@plantel/domain';
import { laysEggs, productionTypesOf, type LayingModule } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findOpenBatchesOfLineage } from '../../repositories/lay-standards.repository';
import { saveBatchSummary } from '../../repositories/performance.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { companyFarmScope } from '../access/farm-scope';
import { flockLayOf, layingModuleOf } from './flock-lay';
import { standardOfFlock } from './flock-standard';

/**
 * What a flock in lay's summary and its shed's list row carry (docs/kpis.md, "Eggs"): the hen-day
 * production of its last 7 days recorded, and its deviation from the breed standard's for that week.
 * Both null for a batch that does not lay.
 */
export async function layFiguresOf(db: Db, row: BatchRow): Promise<{ henDayPercent: number | null; henDayDeviation: number | null }> {
  if (!laysEggs(row.productionType)) return { henDayPercent: null, henDayDeviation: null };
  // One after another: a refresh runs in the transaction that wrote the eggs.
  const { days } = await flockLayOf(db, row);
  const standard = await standardOfFlock(db, row.batch.companyId, layingModuleOf(row.productionType), row.batch.lineage);
  const recent = recentHenDay(days);
  const standardPercent = recent && standard ? standardFigureAt(standard.rows, recent.age, (w) => w.hen_day_percent) : null;
  return { henDayPercent: recent?.percent ?? null, henDayDeviation: henDayDeviation(recent?.percent ?? null, standardPercent) };
}

/** After eggs or a standard change: the flock's summary and its shed's list row follow. */
export async function refreshLaySummary(db: Db, row: BatchRow): Promise<void> {
  await saveBatchSummary(db, row.batch.id, row.batch.companyId, await layFiguresOf(db, row));
  await refreshShedListEntries(db, { companyId: row.batch.companyId, shedIds: [row.batch.shedId] });
}

/** After a standard of a module and lineage is imported or removed: every open flock it is for follows. */
export async function refreshFlocksOfStandard(db: Db, companyId: number, module: LayingModule, lineage: string): Promise<void> {
  for (const id of await findOpenBatchesOfLineage(db, companyId, productionTypesOf(module), lineage)) {
    const row = await findBatch(db, companyFarmScope(companyId), id);
    if (row) await refreshLaySummary(db, row);
  }
}
