import { count, eq, sql } from 'drizzle-orm';
import type { ShedListQuery } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batchSummaries, producers, properties, rationTypes, sheds, silos } from '../db/schema';
import { currentBatchOf } from './current-batch';
import { totalOf } from './pagination';
import { shedInScope, type FarmScope } from './farm-scope';
import { comfortLevel, shedListColumns, shedStage, siloStatus } from './shed-list-columns';
import { allOf, filterCondition, orderingTerms, searchCondition, stageCondition } from './shed-list-conditions';

/**
 * One page of a shed list and the number of matches, in one statement: sheds of the scope with
 * their property, producer, current batch (one index entry each) and its summary row; no time
 * series are read. The count rides along as a window function; only a page past the end needs a
 * second query for it.
 */
export async function listSheds(db: Db, scope: FarmScope, query: ShedListQuery) {
  const current = currentBatchOf(db, sheds.id);
  const columns = shedListColumns(current);
  const where = allOf([
    shedInScope(scope),
    ...query.filters.map((f) => filterCondition(columns[f.field], f)),
    query.search ? searchCondition([columns.name, columns.identification, columns.producer, columns.property, columns.core], query.search) : undefined,
    query.stages ? stageCondition(shedStage(current), query.stages) : undefined,
  ]);
  const from = <T extends Parameters<Db['select']>[0]>(selection: NonNullable<T>) =>
    db
      .select(selection)
      .from(sheds)
      .innerJoin(properties, eq(properties.id, sheds.propertyId))
      .innerJoin(producers, eq(producers.id, properties.producerId))
      .leftJoinLateral(current, sql`true`)
      .leftJoin(batchSummaries, eq(batchSummaries.batchId, current.id))
      .leftJoin(rationTypes, eq(rationTypes.id, batchSummaries.rationTypeId))
      .where(where);

  const rows = await from({
    id: sheds.id,
    identification: sheds.identification,
    name: sheds.name,
    core: sheds.core,
    productionType: sheds.productionTypeExternalId,
    propertyId: properties.id,
    propertyName: properties.name,
    propertyOwner: properties.ownerName,
    producerName: producers.name,
    batchId: current.id,
    lineage: current.lineage,
    sexExternalId: current.sexExternalId,
    age: current.age,
    stage: shedStage(current),
    priority: current.priority,
    targetWeight: current.targetWeight,
    targetDate: current.targetDate,
    weight: batchSummaries.weight,
    variationCoef: batchSummaries.variationCoef,
    performance: batchSummaries.performance,
    available: batchSummaries.available,
    rationId: rationTypes.id,
    rationPhase: rationTypes.phase,
    status: siloStatus(),
    enthalpy: comfortLevel(),
    silos: sql<number[]>`array(select ${silos.id} from ${silos} where ${silos.shedId} = ${sheds.id} order by ${silos.id})`,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .orderBy(...orderingTerms(columns, query.ordering, sheds.id))
    .limit(query.limit)
    .offset(query.offset);

  const total = await totalOf(rows, query.offset, async () => (await from({ n: count() }))[0]!.n);
  return { rows, total };
}

export type ShedListRow = Awaited<ReturnType<typeof listSheds>>['rows'][number];
