import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { producers, userProducers } from '../db/schema';

/** A company's producers among `names` (exact names). */
export function findProducersByName(db: Db, companyId: number, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: producers.id, name: producers.name })
    .from(producers)
    .where(and(eq(producers.companyId, companyId), inArray(producers.name, [...names])));
}

/** A company's producers among `ids`. */
export function findProducersByIds(db: Db, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: producers.id, name: producers.name })
    .from(producers)
    .where(and(eq(producers.companyId, companyId), inArray(producers.id, [...ids])));
}

/** Makes `producerIds` the producers the user follows (none: the whole company). */
export async function replaceUserProducers(db: Db, userId: number, producerIds: readonly number[]) {
  await db.delete(userProducers).where(eq(userProducers.userId, userId));
  if (producerIds.length > 0) await db.insert(userProducers).values(producerIds.map((producerId) => ({ userId, producerId })));
}
