import type { LayStandardWeek, LayingModule } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findLayStandardOf, findLayStandardWeeks, type LayStandardWeekRow } from '../../repositories/lay-standards.repository';

export const weekOf = (r: LayStandardWeekRow): LayStandardWeek => ({
  week: r.week,
  hen_day_percent: r.henDayPercent,
  hen_housed_eggs: r.henHousedEggs,
  egg_weight: r.eggWeight,
  body_weight: r.bodyWeight,
  feed_per_hen_day: r.feedPerHenDay,
});


/** The standard a flock of this module and lineage is compared with; null when the company has none. */
export async function standardOfFlock(db: Db, companyId: number, module: LayingModule, lineage: string | null): Promise<{ id: number; lineage: string; rows: LayStandardWeek[] } | null> {
  if (!lineage || lineage.trim() === '') return null;
  const row = await findLayStandardOf(db, companyId, module, lineage);
  if (!row) return null;
  return { id: row.id, lineage: row.lineage, rows: (await findLayStandardWeeks(db, row.id)).map(weekOf) };
}

