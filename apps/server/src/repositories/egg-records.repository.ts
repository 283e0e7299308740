import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, eggRecords, mortality } from '../db/schema';

export type NewEggRecord = typeof eggRecords.$inferInsert;
export type EggRecordRow = typeof eggRecords.$inferSelect;

/** A division's eggs of a day of age: the same day again replaces it. */
export async function upsertEggRecord(db: Db, values: NewEggRecord): Promise<EggRecordRow> {
  const { divisionId: _division, age: _age, ...day } = values;
  const [row] = await db.insert(eggRecords).values(values).onConflictDoUpdate({ target: [eggRecords.divisionId, eggRecords.age], set: day }).returning();
  return row!;
}

/** A division's eggs of a day of age, if recorded. */
export async function findEggRecord(db: Db, divisionId: number, age: number): Promise<EggRecordRow | undefined> {
  const [row] = await db.select().from(eggRecords).where(and(eq(eggRecords.divisionId, divisionId), eq(eggRecords.age, age)));
  return row;
}

/** A batch's egg records, by age, then division. */
export function findEggRecordsOfBatch(db: Db, batchId: number): Promise<EggRecordRow[]> {
  return db
    .select({ ...eggRecordColumns })
    .from(eggRecords)
    .innerJoin(batchDivisions, eq(batchDivisions.id, eggRecords.divisionId))
    .where(eq(batchDivisions.batchId, batchId))
    .orderBy(asc(eggRecords.age), asc(eggRecords.divisionId));
}

const eggRecordColumns = {
  divisionId: eggRecords.divisionId,
  age: eggRecords.age,
  date: eggRecords.date,
  total: eggRecords.total,
  hatching: eggRecords.hatching,
  cracked: eggRecords.cracked,
  dirty: eggRecords.dirty,
  floor: eggRecords.floor,
  doubleYolk: eggRecords.doubleYolk,
  meanEggWeight: eggRecords.meanEggWeight,
  males: eggRecords.males,
  enteredBy: eggRecords.enteredBy,
};

/** A batch's deaths and culls per division and day of age. */
export function findLossesByDivisionAndAge(db: Db, batchId: number) {
  return db
    .select({ divisionId: mortality.divisionId, age: mortality.age, lost: sql<number>`(${mortality.amountMortality} + ${mortality.amountEliminated})::int` })
    .from(mortality)
    .innerJoin(batchDivisions, eq(batchDivisions.id, mortality.divisionId))
    .where(eq(batchDivisions.batchId, batchId));
}

/** The latest day of age with eggs recorded in each division of a batch. */
export function findLastEggAges(db: Db, batchId: number) {
  return db
    .select({ divisionId: eggRecords.divisionId, age: sql<number>`max(${eggRecords.age})::int` })
    .from(eggRecords)
    .innerJoin(batchDivisions, eq(batchDivisions.id, eggRecords.divisionId))
    .where(eq(batchDivisions.batchId, batchId))
    .groupBy(eggRecords.divisionId);
}
