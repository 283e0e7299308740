import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { ALERT_TYPES, type AlertType, type ShedFilter, type ShedListQuery, type ShedOrdering } from '@plantel/contracts';
import type { Db } from '../db/database';
import { namedStatementDb } from '../db/statement-db';
import { shedListEntries as e, shedListItems } from '../db/schema';
import { propertyOfProducersPlaceholder, type FarmScope } from './farm-scope';
import { isAnyOf } from './prepared';
import { keptShedListAnswer, type ShedListAnswer } from './shed-list-answers';
import { ALERT_LEVELS, alertTypesPlaceholder, entryAge, entryAlertRank, SHED_LIST_COLUMNS as columns } from './shed-list-columns';
import { healthMembersOf, itemJsonOf } from './shed-list-item-json';
import { allOf, filterCondition, filterShape, orderingTerms, searchCondition, stageCondition } from './shed-list-conditions';
import { foldedText } from './sql-text';

/** Names and health-book facts a guest never reads (spec §4): their filters and orderings are left out of a guest's list. */
const MASKED_FIELDS: ReadonlySet<string> = new Set(['producer', 'property', 'property_owner', 'withdrawal', 'salmonella']);

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

/** Who reads a list: a guest reads no names and nothing of the health book; `alertTypes` are the production types whose alerts of each type they read. */
export interface ShedListReader {
  namesHidden: boolean;
  alertTypes: Readonly<Record<AlertType, readonly number[]>>;
}

/** What a list query's SQL text depends on; queries of one shape differ only in their parameters. */
interface ListShape {
  namesHidden: boolean;
  filters: ShedFilter[];
  ordering: ShedOrdering[];
  search: boolean;
  stages: boolean;
  wholeCompany: boolean;
}

const shapeKey = (shape: ListShape) =>
  JSON.stringify([
    shape.namesHidden,
    shape.filters.map((f) => [f.field, f.operator, filterShape(columns[f.field], f)]),
    shape.ordering.map((o) => [o.field, o.descending]),
    shape.search,
    shape.stages,
    shape.wholeCompany,
  ]);

const param = (name: string) => sql.placeholder(name);

/** The alert rank (0 critical, 1 warning, 2 info) as the severity it stands for. */
const alertLevelOf = (rank: SQLWrapper) => sql`case ${rank} ${sql.raw(ALERT_LEVELS.map((level, rank) => `when ${rank} then '${level}'`).join(' '))} end`;

/**
 * The page query of a shape, its values as placeholders: the scope (`companyId`, `productionTypes`,
 * `producerIds`), filter `f<i>`, `search`, `stages`, the reader's `alertTypes<i>`, `limit` and
 * `offset`. The matches are read once, as their ids and sort keys (`matches`, which PostgreSQL keeps
 * as it is read twice): counted, and the page's ids picked from them by a bounded sort instead of
 * ranking every match. Only the page's rows are then read whole, and they come back as one JSON
 * array in the page's order, beside the count.
 */
function pageQuery(db: Db, shape: ListShape) {
  const terms = orderingTerms(columns, shape.ordering, e.shedId);
  const keyName = (i: number) => `k${i}`;
  const matches = db.$with('matches').as(
    db
      .select({ shedId: e.shedId, ...Object.fromEntries(terms.map((t, i) => [keyName(i), sql`${t.key}`.as(keyName(i))])) })
      .from(e)
      .where(whereOf(shape)),
  );
  // The terms again, on the sort keys as `matches` and then `page` carry them.
  const inOrder = (from: object) =>
    sql.join(
      terms.map((t, i) => sql`${(from as Record<string, SQLWrapper>)[keyName(i)]} ${t.direction}`),
      sql`, `,
    );
  const page = db
    .select()
    .from(matches)
    .orderBy(inOrder(matches))
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  // Each row's item is looked up by its id, whatever the planner guesses of the page's size, and
  // joined in the page's order.
  const itemOfRow = db
    .select({ item: itemJsonOf(entryAge, alertLevelOf(entryAlertRank), healthMembersOf(!shape.namesHidden)) })
    .from(shedListItems)
    .innerJoin(e, eq(e.shedId, shedListItems.shedId))
    .where(eq(shedListItems.shedId, page.shedId));
  return db
    .with(matches)
    .select({
      results: sql<string>`'[' || coalesce(string_agg((${itemOfRow}), ',' order by ${inOrder(page)}), '') || ']'`,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(page);
}

function whereOf(shape: ListShape) {
  // A guest's search looks at the identification and core alone, so no answer tells which sheds a name matches.
  const searched = shape.namesHidden ? foldedText(sql`${e.identification} || ' ' || ${e.core}`) : e.searchText;
  return allOf([
    eq(e.companyId, param('companyId')),
    isAnyOf(e.productionTypeExternalId, 'productionTypes'),
    shape.wholeCompany ? undefined : propertyOfProducersPlaceholder(e.propertyId),
    ...shape.filters.map((f, i) => filterCondition(columns[f.field], f, param(`f${i}`))),
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

function preparedPage(db: Db, shape: ListShape, key: string): { execute: PreparedPage['execute'] } {
  let shapes = preparedShapes.get(db);
  if (!shapes) preparedShapes.set(db, (shapes = new Map()));
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
 * one statement over the shed-list read model (one row per shed, kept by `refreshShedListEntries`),
 * or as a server copy keeps it until the company's rows change (shed-list-answers.ts).
 */
export async function listSheds(db: Db, scope: FarmScope, query: ShedListQuery, reader: ShedListReader): Promise<ShedListAnswer> {
  const asked = askedOf(query, reader.namesHidden);
  const shape: ListShape = {
    namesHidden: reader.namesHidden,
    ...asked,
    search: Boolean(query.search),
    stages: query.stages !== undefined,
    wholeCompany: scope.producerIds === null,
  };
  const values: Record<string, unknown> = {
    companyId: scope.companyId,
    productionTypes: scope.productionTypes,
    producerIds: scope.producerIds,
    search: query.search?.normalize('NFC'),
    stages: query.stages,
    ...Object.fromEntries(ALERT_TYPES.map((type, i) => [alertTypesPlaceholder(i), reader.alertTypes[type]])),
    limit: query.limit,
    offset: query.offset,
  };
  asked.filters.forEach((f, i) => (values[`f${i}`] = f.value));
  const key = shapeKey(shape);
  return keptShedListAnswer(db, scope.companyId, `${key}${JSON.stringify(values)}`, async () => {
    const [page] = await preparedPage(db, shape, key).execute(values);
    return { results: page!.results, total: page!.total };
  });
}
