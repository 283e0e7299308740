import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ShedFilter, ShedListQuery, ShedOrdering } from '@plantel/contracts';
import type { Db } from '../db/database';
import { shedListEntries as e } from '../db/schema';
import { propertyInScope, type FarmScope } from './farm-scope';
import { totalOf } from './pagination';
import { entryAge, SHED_LIST_COLUMNS as columns } from './shed-list-columns';
import { allOf, filterCondition, orderingTerms, searchCondition, stageCondition } from './shed-list-conditions';
import { foldedText } from './sql-text';

/** Names a guest never reads (spec §4): their filters and orderings are left out of a guest's list. */
const MASKED_FIELDS: ReadonlySet<string> = new Set(['producer', 'property', 'property_owner']);

/**
 * A list query as a guest may put it: the names masked for them neither filter nor sort (nor does a
 * shed's name, which carries the property's: its identification does instead), and the search
 * looks at the identification and core alone, so no answer tells which sheds a name matches.
 */
function guestQuery(query: ShedListQuery) {
  const field = <T extends ShedFilter | ShedOrdering>(f: T): T => (f.field === 'name' ? { ...f, field: 'identification' } : f);
  return {
    filters: query.filters.filter((f) => !MASKED_FIELDS.has(f.field)).map(field),
    ordering: query.ordering.filter((o) => !MASKED_FIELDS.has(o.field)).map(field),
    search: query.search ? searchCondition(foldedText(sql`${e.identification} || ' ' || ${e.core}`), query.search) : undefined,
  };
}

/**
 * One page of a shed list and the number of matches, in one statement over the shed-list read
 * model (one row per shed, kept by `refreshShedListEntries`). The matches are ranked and counted
 * by id alone (the count rides along as a window function); only the page's rows are then read
 * whole, so sorting never carries every matching row's text and silos. Only a page past the end
 * needs a second query for the count.
 */
export async function listSheds(db: Db, scope: FarmScope, query: ShedListQuery, reader: { namesHidden: boolean } = { namesHidden: false }) {
  const asked = reader.namesHidden
    ? guestQuery(query)
    : { filters: query.filters, ordering: query.ordering, search: query.search ? searchCondition(e.searchText, query.search) : undefined };
  const where = allOf([
    and(eq(e.companyId, scope.companyId), inArray(e.productionTypeExternalId, scope.productionTypes), propertyInScope(e.propertyId, scope)),
    ...asked.filters.map((f) => filterCondition(columns[f.field], f)),
    asked.search,
    query.stages ? stageCondition(e.stage, query.stages) : undefined,
  ]);
  // The terms name the table's columns, so they rank the matches inside the page query and, on
  // the joined row of the same shed, order the page outside it.
  const ordering = orderingTerms(columns, asked.ordering, e.shedId);
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
