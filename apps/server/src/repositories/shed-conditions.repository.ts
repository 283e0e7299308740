import { and, count, eq, min, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alerts, sheds, shedListEntries } from '../db/schema';
import { alertInScope, type AlertScope } from './alerts.repository';

/** The shed's row of the shed lists: the same stage, feed, comfort and slaughter day the lists show. */
export async function findShedListEntry(db: Db, shedId: number) {
  const [row] = await db
    .select({
      batchId: shedListEntries.batchId,
      stage: shedListEntries.stage,
      closingDate: shedListEntries.closingDate,
      targetDate: shedListEntries.targetDate,
      available: shedListEntries.available,
      siloStatus: shedListEntries.siloStatus,
      enthalpy: shedListEntries.enthalpy,
    })
    .from(shedListEntries)
    .where(eq(shedListEntries.shedId, shedId));
  return row ?? null;
}

/** Critical alerts of the batch not yet resolved that the scope may read: how many, and since when. */
export async function openCriticalAlertsOf(db: Db, scope: AlertScope, shedId: number, batchId: number) {
  const [row] = await db
    .select({ count: count(), since: min(alerts.occurredAt) })
    .from(alerts)
    .leftJoin(sheds, eq(sheds.id, alerts.shedId))
    .where(and(alertInScope(scope), eq(alerts.shedId, shedId), eq(alerts.batchId, batchId), eq(alerts.severity, 'critical'), ne(alerts.state, 'resolved')));
  return { count: Number(row?.count ?? 0), since: row?.since ?? null };
}

