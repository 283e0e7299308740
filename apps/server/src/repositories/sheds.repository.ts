import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, devices, producers, properties, sheds } from '../db/schema';
import { batchAgeDays, currentBatchFirst, shedStageOfBatch } from './current-batch';
import { scopeParams, shedInScopePlaceholders, type FarmScope } from './farm-scope';
import { preparedStatement } from './prepared';

const shedOfScope = preparedStatement((db) =>
  db
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
    .where(and(eq(sheds.id, sql.placeholder('id')), shedInScopePlaceholders()))
    .prepare('plantel_shed_in_scope'),
);

export async function findShed(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await shedOfScope(db).execute({ id, ...scopeParams(scope) });
  return row;
}

export type ShedRow = NonNullable<Awaited<ReturnType<typeof findShed>>>;

const shedBatches = preparedStatement((db) =>
  db
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
    .where(eq(batches.shedId, sql.placeholder('shedId')))
    .orderBy(...currentBatchFirst)
    .prepare('plantel_shed_batches'),
);

/** Every batch of a shed, the current one first (open first, then newest). */
export const findShedBatches = (db: Db, shedId: number) => shedBatches(db).execute({ shedId });

export type ShedBatchRow = Awaited<ReturnType<typeof findShedBatches>>[number];

const shedDevices = preparedStatement((db) =>
  db
    .select({
      id: devices.id,
      type: devices.type,
      identification: devices.identification,
      position: devices.position,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .where(eq(devices.shedId, sql.placeholder('shedId')))
    .orderBy(asc(devices.id))
    .prepare('plantel_shed_devices'),
);

export const findShedDevices = (db: Db, shedId: number) => shedDevices(db).execute({ shedId });
