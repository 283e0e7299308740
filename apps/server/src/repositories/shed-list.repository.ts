import { and, count, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type ShedFilter, type ShedListQuery, type ShedOrdering } from '@plantel/contracts';
import type { Db } from '../db/database';
import { namedStatementDb } from '../db/statement-db';
import { alerts, sheds, shedListEntries as e, shedListItems } from '../db/schema';
import { SEVERITY_RANK } from './alerts.repository';
import { propertyOfProducersPlaceholder, type FarmScope } from './farm-scope';
import { totalOf } from './pagination';
import { isAnyOf } from './prepared';
import { ALERT_LEVELS, entryAge, entryAlertRank, SHED_LIST_COLUMNS as columns, type ListColumn } from './shed-list-columns';
import { itemJsonOf } from './shed-list-item-json';
import { allOf, filterCondition, filterShape, orderingTerms, searchCondition, stageCondition } from './shed-list-conditions';
import { foldedText } from './sql-text';

/** Names a guest never reads (spec §4): their filters and orderings are left out of a guest's list. */
const MASKED_FIELDS: ReadonlySet<string> = new Set(['producer', 'property', 'property_owner']);

/**
 * The filters and orderings a list query keeps for its reader. For a guest, the names masked for them
 * neither filter nor sort (nor does a shed's name, which carries the property's: its identification
 * does instead).
 */
function askedOf(query: ShedListQuery, namesHidden: boolean): { filters: ShedFilter[]; ordering: ShedOrdering[] } {
  if (query.ordering.length === 0) return askedOf({ ...query, ordering: URGENT_FIRST }, namesHidden);
  if (!namesHidden) return { filters: query.filters, ordering: query.ordering };
  const field = <T extends ShedFilter | ShedOrdering>(f: T): T => (f.field === 'name' ? { ...f, field: 'identification' } : f);
  return {
    filters: query.filters.filter((f) => !MASKED_FIELDS.has(f.field)).map(field),
    ordering: query.ordering.filter((o) => !MASKED_FIELDS.has(o.field)).map(field),
  };
}

/** Without an ordering asked for, the sheds with an open critical alert come first, then those with a warning. */
const URGENT_FIRST: ShedOrdering[] = [{ field: 'alert_level', descending: false }];

/** Who reads a list: a guest reads no names; `alertTypes` are the production types whose alerts of each type they read. */
export interface ShedListReader {
  namesHidden: boolean;
  alertTypes: Readonly<Record<string, readonly number[]>>;
}

/** The reader's alerts as `type:production type` pairs (`entryAlertRank`). */
const alertTypeKeysOf = (reader: ShedListReader) =>
  Object.entries(reader.alertTypes).flatMap(([type, productionTypes]) => productionTypes.map((productionType) => `${type}:${productionType}`));

/**
 * The alert types the reader reads in every listed production type, when in each type they read those
 * or none: then an alert's type alone says whether the reader reads it. Null otherwise.
 */
function typesReadInAll(reader: ShedListReader, listed: readonly number[]): string[] | null {
  const types: string[] = [];
  for (const [type, productionTypes] of Object.entries(reader.alertTypes)) {
    const read = listed.filter((t) => productionTypes.includes(t)).length;
    if (read === listed.length) types.push(type);
    else if (read > 0) return null;
  }
  return types;
}

/** What a list query's SQL text depends on; queries of one shape differ only in their parameters. */
interface ListShape {
  namesHidden: boolean;
  filters: ShedFilter[];
  ordering: ShedOrdering[];
  search: boolean;
  stages: boolean;
  wholeCompany: boolean;
  /** Whether the reader's alerts are told by their type alone (`typesReadInAll`). */
  alertsByType: boolean;
}

const shapeKey = (shape: ListShape) =>
  JSON.stringify([
    shape.namesHidden,
    shape.filters.map((f) => [f.field, f.operator, filterShape(columns[f.field], f)]),
    shape.ordering.map((o) => [o.field, o.descending]),
    shape.search,
    shape.stages,
    shape.wholeCompany,
    shape.alertsByType,
  ]);

const param = (name: string) => sql.placeholder(name);

/** The alert rank (0 critical, 1 warning, 2 info) as the severity it stands for. */
const alertLevelOf = (rank: SQLWrapper) => sql`case ${rank} ${sql.raw(ALERT_LEVELS.map((level, rank) => `when ${rank} then '${level}'`).join(' '))} end`;

/**
 * Each shed's most urgent alert not yet resolved of the types the reader may read there, as a rank:
 * one pass over the company's open alerts, for a list sorted by it (a page's rows otherwise look
 * theirs up one by one, `entryAlertRank`). When the type alone tells (`alertTypes`), no alert needs
 * its shed's production type.
 */
function openAlertRanks(db: Db, shape: ListShape) {
  const open = and(eq(alerts.companyId, param('companyId')), ne(alerts.state, 'resolved'));
  const ranks = db.select({ shedId: alerts.shedId, rank: sql<number>`min(${SEVERITY_RANK})`.as('rank') }).from(alerts).$dynamic();
  const read = shape.alertsByType
    ? ranks.where(and(open, sql`${alerts.type} = any(${param('alertTypes')}::text[])`))
    : ranks.innerJoin(sheds, eq(sheds.id, alerts.shedId)).where(and(open, sql`(${alerts.type} || ':' || ${sheds.productionTypeExternalId}) = any(${param('alertTypeKeys')}::text[])`));
  return read.groupBy(alerts.shedId).as('alert_ranks');
}

const sortsByAlertLevel = (shape: ListShape) => shape.ordering.some((o) => o.field === 'alert_level');

/**
 * The columns a shape's filters and orderings read, and the alert ranks to join for them when it
 * sorts by the alert level.
 */
function columnsRead(db: Db, shape: ListShape) {
  if (!sortsByAlertLevel(shape)) return { read: columns, ranks: null };
  const ranks = openAlertRanks(db, shape);
  return { read: { ...columns, alert_level: { ...columns.alert_level, expr: ranks.rank } }, ranks };
}

/** The rows of `e` that `query` (selecting from it) keeps: those the shape matches, joined to their alert ranks when sorted by them. */
function matchesOf<T extends PgSelect>(shape: ListShape, query: T, read: Record<string, ListColumn>, ranks: ReturnType<typeof openAlertRanks> | null) {
  return (ranks ? query.leftJoin(ranks, eq(ranks.shedId, e.shedId)) : query).where(whereOf(shape, read)) as T;
}

/**
 * The page query of a shape, its values as placeholders: the scope (`companyId`, `productionTypes`,
 * `producerIds`), filter `f<i>`, `search`, `stages`, the reader's `alertTypeKeys` (or `alertTypes`), `limit` and
 * `offset`. The matches are ranked and
 * counted by id alone (the count rides along as a window function); only the page's rows are then
 * read whole, so sorting never carries every matching row's text, and they come back as one JSON
 * array in the page's order.
 */
function pageQuery(db: Db, shape: ListShape) {
  const { read, ranks } = columnsRead(db, shape);
  const matches = db
    .select({ shedId: e.shedId, total: sql<number>`count(*) over ()`.as('total'), alertRank: sql<number | null>`${ranks ? ranks.rank : sql`null::int`}`.as('alert_rank') })
    .from(e)
    .$dynamic();
  const page = matchesOf(shape, matches, read, ranks)
    .orderBy(...orderingTerms(read, shape.ordering, e.shedId))
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  // The page's rows, joined back whole, are ordered again by the same terms and written out as one
  // JSON array; a page sorted by the alert level brings each row's, the others look theirs up.
  const alertRank = ranks ? page.alertRank : entryAlertRank;
  const pageColumns = ranks ? { ...columns, alert_level: { ...columns.alert_level, expr: page.alertRank } } : columns;
  const item = itemJsonOf(entryAge, alertLevelOf(alertRank));
  return db
    .select({
      results: sql<string>`'[' || coalesce(string_agg(${item}, ',' order by ${sql.join(orderingTerms(pageColumns, shape.ordering, e.shedId), sql`, `)}), '') || ']'`,
      total: sql<number>`coalesce(max(${page.total}), 0)`.mapWith(Number),
    })
    .from(page)
    .innerJoin(e, eq(e.shedId, page.shedId))
    .innerJoin(shedListItems, eq(shedListItems.shedId, page.shedId));
}

function whereOf(shape: ListShape, read: Record<string, ListColumn>) {
  // A guest's search looks at the identification and core alone, so no answer tells which sheds a name matches.
  const searched = shape.namesHidden ? foldedText(sql`${e.identification} || ' ' || ${e.core}`) : e.searchText;
  return allOf([
    eq(e.companyId, param('companyId')),
    isAnyOf(e.productionTypeExternalId, 'productionTypes'),
    shape.wholeCompany ? undefined : propertyOfProducersPlaceholder(e.propertyId),
    ...shape.filters.map((f, i) => filterCondition(read[f.field]!, f, param(`f${i}`))),
    shape.search ? searchCondition(searched, param('search')) : undefined,
    shape.stages ? stageCondition(e.stage, param('stages')) : undefined,
  ]);
}

type PageQuery = ReturnType<typeof pageQuery>;
type PreparedPage = ReturnType<PageQuery['prepare']>;

/**
 * Each shape's page query, built once per database and sent under a name of its own, so neither
 * Drizzle nor PostgreSQL builds or plans the list again on every request. The shapes a company's
 * users ask for are few; past `MAX_PREPARED_SHAPES` a new one is built and sent unnamed each time,
 * so no one can fill the server's or the database's memory with statements.
 */
const MAX_PREPARED_SHAPES = 200;
const preparedShapes = new WeakMap<Db, Map<string, PreparedPage>>();

function preparedPage(db: Db, shape: ListShape): { execute: PreparedPage['execute'] } {
  let shapes = preparedShapes.get(db);
  if (!shapes) preparedShapes.set(db, (shapes = new Map()));
  const key = shapeKey(shape);
  const known = shapes.get(key);
  if (known) return known;
  if (shapes.size >= MAX_PREPARED_SHAPES) return pageQuery(db, shape);
  const query = pageQuery(namedStatementDb(db), shape);
  const prepared = query.prepare(`plantel_shed_list_${shapes.size}`);
  shapes.set(key, prepared);
  return prepared;
}

/**
 * One page of a shed list as the JSON text of its `results` array, and the number of matches, in
 * one statement over the shed-list read model (one row per shed, kept by `refreshShedListEntries`).
 * Only a page past the end needs a second query for the count.
 */
export async function listSheds(db: Db, scope: FarmScope, query: ShedListQuery, reader: ShedListReader): Promise<{ results: string; total: number }> {
  const asked = askedOf(query, reader.namesHidden);
  const alertTypes = typesReadInAll(reader, scope.productionTypes);
  const shape: ListShape = {
    namesHidden: reader.namesHidden,
    ...asked,
    search: Boolean(query.search),
    stages: query.stages !== undefined,
    wholeCompany: scope.producerIds === null,
    alertsByType: alertTypes !== null,
  };
  const values: Record<string, unknown> = {
    companyId: scope.companyId,
    productionTypes: scope.productionTypes,
    producerIds: scope.producerIds,
    search: query.search?.normalize('NFC'),
    stages: query.stages,
    alertTypeKeys: alertTypeKeysOf(reader),
    alertTypes,
    limit: query.limit,
    offset: query.offset,
  };
  asked.filters.forEach((f, i) => (values[`f${i}`] = f.value));
  const [page] = await preparedPage(db, shape).execute(values);
  const onPage = page && page.total > 0 ? [page] : [];
  const total = await totalOf(onPage, query.offset, async () => {
    const { read, ranks } = columnsRead(db, shape);
    return (await matchesOf(shape, db.select({ n: count() }).from(e).$dynamic(), read, ranks).execute(values))[0]!.n;
  });
  return { results: page?.results ?? '[]', total };
}
