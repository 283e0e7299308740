import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, devices, producers, properties, sheds } from '../db/schema';
import { batchAgeDays, currentBatchFirst, shedStageOfBatch } from './current-batch';
import { shedInScope, type FarmScope } from './farm-scope';

export async function findShed(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({
      id: sheds.id,
      identification: sheds.identification,
      name: sheds.name,
      core: sheds.core,
      productionType: sheds.productionTypeExternalId,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyOwner: properties.ownerName,
      producerName: producers.name,
    })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(and(eq(sheds.id, id), shedInScope(scope)));
  return row;
}

export type ShedRow = NonNullable<Awaited<ReturnType<typeof findShed>>>;

/** Every batch of a shed, the current one first (open first, then newest). */
export function findShedBatches(db: Db, shedId: number) {
  return db
    .select({
      id: batches.id,
      identification: batches.identification,
      stage: batches.stage,
      shedStage: shedStageOfBatch,
      lineage: batches.lineage,
      sexExternalId: batches.sexExternalId,
      age: batchAgeDays,
      currentLodged: batches.currentLodged,
      openingDate: batches.openingDate,
      closingDate: batches.closingDate,
    })
    .from(batches)
    .where(eq(batches.shedId, shedId))
    .orderBy(...currentBatchFirst);
}

export type ShedBatchRow = Awaited<ReturnType<typeof findShedBatches>>[number];

export function findShedDevices(db: Db, shedId: number) {
  return db
    .select({
      id: devices.id,
      type: devices.type,
      identification: devices.identification,
      position: devices.position,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .where(eq(devices.shedId, shedId))
    .orderBy(asc(devices.id));
}
