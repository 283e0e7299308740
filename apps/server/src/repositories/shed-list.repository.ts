import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ShedListQuery } from '@plantel/contracts';
import type { Db } from '../db/database';
import { shedListEntries as e } from '../db/schema';
import type { FarmScope } from './farm-scope';
import { totalOf } from './pagination';
import { entryAge, SHED_LIST_COLUMNS as columns } from './shed-list-columns';
import { allOf, filterCondition, orderingTerms, searchCondition, stageCondition } from './shed-list-conditions';

/**
 * One page of a shed list and the number of matches, in one statement over the shed-list read
 * model (one row per shed, kept by `refreshShedListEntries`). The matches are ranked and counted
 * by id alone (the count rides along as a window function); only the page's rows are then read
 * whole, so sorting never carries every matching row's text and silos. Only a page past the end
 * needs a second query for the count.
 */
export async function listSheds(db: Db, scope: FarmScope, query: ShedListQuery) {
  const where = allOf([
    and(eq(e.companyId, scope.companyId), inArray(e.productionTypeExternalId, scope.productionTypes)),
    ...query.filters.map((f) => filterCondition(columns[f.field], f)),
    query.search ? searchCondition(e.searchText, query.search) : undefined,
    query.stages ? stageCondition(e.stage, query.stages) : undefined,
  ]);
  // The terms name the table's columns, so they rank the matches inside the page query and, on
  // the joined row of the same shed, order the page outside it.
  const ordering = orderingTerms(columns, query.ordering, e.shedId);
  const page = db
    .select({ shedId: e.shedId, total: sql<number>`count(*) over ()`.as('total') })
    .from(e)
    .where(where)
    .orderBy(...ordering)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');

  const rows = await db
    .select({
      id: e.shedId,
      identification: e.identification,
      name: e.name,
      core: e.core,
      productionType: e.productionTypeExternalId,
      propertyId: e.propertyId,
      propertyName: e.propertyName,
      propertyOwner: e.propertyOwner,
      producerName: e.producerName,
      batchId: e.batchId,
      lineage: e.lineage,
      sexExternalId: e.sexExternalId,
      age: entryAge,
      stage: e.stage,
      priority: e.priority,
      targetWeight: e.targetWeight,
      targetDate: e.targetDate,
      weight: e.weight,
      variationCoef: e.variationCoef,
      performance: e.performance,
      conversionFactor: e.conversionFactor,
      productionEfficiency: e.productionEfficiency,
      available: e.available,
      rationId: e.rationTypeId,
      rationPhase: e.rationPhase,
      status: e.siloStatus,
      enthalpy: e.enthalpy,
      silos: e.silos,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(e, eq(e.shedId, page.shedId))
    .orderBy(...ordering);

  const total = await totalOf(rows, query.offset, async () => (await db.select({ n: count() }).from(e).where(where))[0]!.n);
  return { rows, total };
}

export type ShedListRow = Awaited<ReturnType<typeof listSheds>>['rows'][number];
