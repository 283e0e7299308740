import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { LODGED_STAGES } from '@plantel/contracts';
import type { Db } from '../db/database';
import { alerts, batches, properties, sheds } from '../db/schema';
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

export function countAlertsByProductionTypeAndType(db: Db, scope: FarmScope, since: Date) {
  return db
    .select({ productionType: sheds.productionTypeExternalId, type: alerts.type, count: count() })
    .from(alerts)
    .innerJoin(sheds, eq(sheds.id, alerts.shedId))
    .where(and(shedInScope(scope), eq(alerts.companyId, scope.companyId), gte(alerts.occurredAt, since)))
    .groupBy(sheds.productionTypeExternalId, alerts.type);
}

export function findLatestAlerts(db: Db, scope: FarmScope, since: Date, limit: number) {
  return db
    .select({
      id: alerts.id,
      type: alerts.type,
      subtype: alerts.subtype,
      message: alerts.message,
      occurredAt: alerts.occurredAt,
      age: alerts.age,
      shedId: sheds.id,
      productionType: sheds.productionTypeExternalId,
      shedIdentification: sheds.identification,
      shedCore: sheds.core,
      propertyName: properties.name,
      propertyOwner: properties.ownerName,
      batchIdentification: batches.identification,
    })
    .from(alerts)
    .innerJoin(sheds, eq(sheds.id, alerts.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .leftJoin(batches, eq(batches.id, alerts.batchId))
    .where(and(shedInScope(scope), eq(alerts.companyId, scope.companyId), gte(alerts.occurredAt, since)))
    .orderBy(desc(alerts.occurredAt), desc(alerts.id))
    .limit(limit);
}
