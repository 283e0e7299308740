import { count, inArray, isNull, sql } from 'drizzle-orm';
import { LODGED_STAGES } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batches, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

export function countShedsByProductionType(db: Db, scope: FarmScope) {
  const hasLodgedBatch = sql`exists (select 1 from ${batches} where ${batches.shedId} = ${sheds.id}
    and ${isNull(batches.closingDate)} and ${inArray(batches.stage, [...LODGED_STAGES])})`;
  return db
    .select({
      productionType: sheds.productionTypeExternalId,
      sheds: count(),
      lodgedSheds: sql<number>`count(*) filter (where ${hasLodgedBatch})`.mapWith(Number),
    })
    .from(sheds)
    .where(shedInScope(scope))
    .groupBy(sheds.productionTypeExternalId);
}
