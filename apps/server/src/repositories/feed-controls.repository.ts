import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batches, feedControls, rationTypes, sheds, silos } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';
import { totalOf } from './pagination';

export type FeedControlRow = typeof feedControls.$inferSelect;
export type FeedControlValues = Omit<typeof feedControls.$inferInsert, 'id' | 'createdAt'>;

const listed = {
  record: feedControls,
  siloIdentification: silos.identification,
  rationTypeName: rationTypes.name,
};

export interface FeedControlFilter {
  batchId: number;
  siloId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/** A batch's deliveries, filtered and paged, with the total over all pages. */
export async function listFeedControls(db: Db, filter: FeedControlFilter) {
  const where: SQL | undefined = and(
    eq(feedControls.batchId, filter.batchId),
    filter.siloId === undefined ? undefined : eq(feedControls.siloId, filter.siloId),
    filter.from ? gte(feedControls.date, filter.from) : undefined,
    filter.to ? lte(feedControls.date, filter.to) : undefined,
  );
  const order = filter.newestFirst ? [desc(feedControls.date), desc(feedControls.id)] : [asc(feedControls.date), asc(feedControls.id)];
  const rows = await db
    .select({ ...listed, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(feedControls)
    .innerJoin(silos, eq(silos.id, feedControls.siloId))
    .innerJoin(rationTypes, eq(rationTypes.id, feedControls.rationTypeId))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const total = await totalOf(rows, filter.offset, async () => {
    const [row] = await db.select({ n: count() }).from(feedControls).where(where);
    return row!.n;
  });
  return { rows, total };
}

/** One delivery the scope may see, with its names and its batch's shed. */
export async function findFeedControl(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({ ...listed, shedId: batches.shedId })
    .from(feedControls)
    .innerJoin(batches, eq(batches.id, feedControls.batchId))
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(silos, eq(silos.id, feedControls.siloId))
    .innerJoin(rationTypes, eq(rationTypes.id, feedControls.rationTypeId))
    .where(and(eq(feedControls.id, id), shedInScope(scope)));
  return row;
}

export async function insertFeedControl(db: Db, values: FeedControlValues): Promise<FeedControlRow> {
  const [row] = await db.insert(feedControls).values(values).returning();
  return row!;
}

export async function updateFeedControl(db: Db, id: number, values: Partial<FeedControlValues>): Promise<FeedControlRow> {
  const [row] = await db.update(feedControls).set(values).where(eq(feedControls.id, id)).returning();
  return row!;
}

export async function deleteFeedControl(db: Db, id: number): Promise<void> {
  await db.delete(feedControls).where(eq(feedControls.id, id));
}

/** A silo of a shed, with what its stock was last measured at. */
export async function findSiloOfShed(db: Db, siloId: number, shedId: number) {
  const [row] = await db
    .select({ id: silos.id, identification: silos.identification, capacity: silos.capacity, availableWeight: silos.availableWeight, lastReadingAt: silos.lastReadingAt })
    .from(silos)
    .where(and(eq(silos.id, siloId), eq(silos.shedId, shedId)));
  return row;
}

/**
 * Feed added to (or, negative, taken off) a silo's stock by a delivery newer than its last reading;
 * the next reading measures the silo again. Never below empty or above the capacity.
 */
export async function adjustSiloStock(db: Db, siloId: number, kg: number) {
  await db
    .update(silos)
    .set({ availableWeight: sql`least(${silos.capacity}, greatest(0, coalesce(${silos.availableWeight}, 0) + ${kg}))` })
    .where(eq(silos.id, siloId));
}

export async function findRationTypeOfCompany(db: Db, id: number, companyId: number) {
  const [row] = await db.select({ id: rationTypes.id, name: rationTypes.name }).from(rationTypes).where(and(eq(rationTypes.id, id), eq(rationTypes.companyId, companyId)));
  return row;
}
