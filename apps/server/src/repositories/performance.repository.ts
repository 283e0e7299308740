import { and, asc, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, batches, batchSummaries, consumptionHistory, mortality, users, weighings } from '../db/schema';
import { actorName } from './actor-name';

/** A batch's divisions with their deaths and culls since lodging. */
export function findDivisionsWithLosses(db: Db, batchId: number) {
  const losses = db
    .select({ n: sql<number>`coalesce(sum(${mortality.amountMortality} + ${mortality.amountEliminated}), 0)::int`.as('n') })
    .from(mortality)
    .where(eq(mortality.divisionId, batchDivisions.id))
    .as('losses');
  return db
    .select({ id: batchDivisions.id, identification: batchDivisions.identification, currentLodge: batchDivisions.currentLodge, losses: losses.n })
    .from(batchDivisions)
    .leftJoinLateral(losses, sql`true`)
    .where(eq(batchDivisions.batchId, batchId))
    .orderBy(asc(batchDivisions.id));
}

/** Every weighing of a batch's divisions, oldest first. */
export function findWeighingsOfBatch(db: Db, batchId: number) {
  return db
    .select({
      id: weighings.id,
      divisionId: weighings.divisionId,
      weighedAt: weighings.weighedAt,
      age: weighings.age,
      samples: weighings.samples,
      meanWeight: weighings.meanWeight,
      birdCount: weighings.birdCount,
      enteredBy: weighings.enteredBy,
      sexExternalId: weighings.sexExternalId,
    })
    .from(weighings)
    .innerJoin(batchDivisions, eq(batchDivisions.id, weighings.divisionId))
    .where(eq(batchDivisions.batchId, batchId))
    .orderBy(asc(weighings.weighedAt), asc(weighings.id));
}

export type WeighingRow = Awaited<ReturnType<typeof findWeighingsOfBatch>>[number];

/** Feed the batch has eaten so far, kg. */
export async function findFeedEaten(db: Db, batchId: number): Promise<number | null> {
  const [row] = await db.select({ kg: sum(consumptionHistory.amount).mapWith(Number) }).from(consumptionHistory).where(and(eq(consumptionHistory.batchId, batchId)));
  return row?.kg ?? null;
}

/** A batch's recorded feed per day of age, with the estimated part of each. */
export function findFeedDays(db: Db, batchId: number) {
  return db
    .select({ age: consumptionHistory.age, amount: consumptionHistory.amount, estimated: consumptionHistory.estimatedAmount })
    .from(consumptionHistory)
    .where(eq(consumptionHistory.batchId, batchId))
    .orderBy(asc(consumptionHistory.age));
}

/** A weighing with what decides who may touch it: its batch, the batch's shed, company and production type. */
export async function findWeighing(db: Db, id: number) {
  const [row] = await db
    .select({ weighing: weighings, batchId: batchDivisions.batchId })
    .from(weighings)
    .innerJoin(batchDivisions, eq(batchDivisions.id, weighings.divisionId))
    .where(eq(weighings.id, id));
  return row;
}

/** The division if it belongs to the batch. */
export async function findDivisionOfBatch(db: Db, batchId: number, divisionId: number) {
  const [row] = await db.select().from(batchDivisions).where(and(eq(batchDivisions.id, divisionId), eq(batchDivisions.batchId, batchId)));
  return row;
}

export type NewWeighing = typeof weighings.$inferInsert;

export async function insertWeighing(db: Db, values: NewWeighing) {
  const [row] = await db.insert(weighings).values(values).returning();
  return row!;
}

export async function updateWeighing(db: Db, id: number, values: Partial<NewWeighing>) {
  const [row] = await db.update(weighings).set(values).where(eq(weighings.id, id)).returning();
  return row!;
}

export async function deleteWeighing(db: Db, id: number) {
  await db.delete(weighings).where(eq(weighings.id, id));
}

/** Replaces a division's deaths and culls of one day; returns what the day held before (0 if nothing). */
export async function upsertMortality(db: Db, values: typeof mortality.$inferInsert): Promise<number> {
  const previous = await findMortalityOfDay(db, values.divisionId, values.age);
  await db
    .insert(mortality)
    .values(values)
    .onConflictDoUpdate({
      target: [mortality.divisionId, mortality.age],
      set: { date: values.date, amountMortality: values.amountMortality, amountEliminated: values.amountEliminated, enteredBy: values.enteredBy },
    });
  return previous;
}

/** Takes `lost` more animals off a division and its batch (a negative number puts them back). */
export async function removeAnimals(db: Db, batchId: number, divisionId: number, lost: number) {
  if (lost === 0) return;
  await db.update(batchDivisions).set({ currentLodge: sql`greatest(0, ${batchDivisions.currentLodge} - ${lost})` }).where(eq(batchDivisions.id, divisionId));
  await db.update(batches).set({ currentLodged: sql`greatest(0, ${batches.currentLodged} - ${lost})` }).where(eq(batches.id, batchId));
}

/** Stores figures of a batch in its summary (created when missing). */
export async function saveBatchSummary(db: Db, batchId: number, companyId: number, figures: Partial<typeof batchSummaries.$inferInsert>) {
  await db
    .insert(batchSummaries)
    .values({ batchId, companyId, ...figures, updatedAt: new Date() })
    .onConflictDoUpdate({ target: batchSummaries.batchId, set: { ...figures, updatedAt: new Date() } });
}

/** A division's record of deaths and culls of one day of age, if any, with who typed it. */
export async function findMortalityRecordOfDay(db: Db, divisionId: number, age: number): Promise<{ amountMortality: number; amountEliminated: number; enteredBy: number | null } | null> {
  const [row] = await db
    .select({ amountMortality: mortality.amountMortality, amountEliminated: mortality.amountEliminated, enteredBy: mortality.enteredBy })
    .from(mortality)
    .where(and(eq(mortality.divisionId, divisionId), eq(mortality.age, age)));
  return row ?? null;
}

/** A division's deaths and culls recorded for one day of age (0 when none). */
export async function findMortalityOfDay(db: Db, divisionId: number, age: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`${mortality.amountMortality} + ${mortality.amountEliminated}` })
    .from(mortality)
    .where(and(eq(mortality.divisionId, divisionId), eq(mortality.age, age)));
  return Number(row?.n ?? 0);
}

/** A division's recorded days, newest first, with who last wrote each. */
export function findMortalityDays(db: Db, divisionId: number) {
  return db
    .select({
      date: mortality.date,
      age: mortality.age,
      amountMortality: mortality.amountMortality,
      amountEliminated: mortality.amountEliminated,
      userId: users.id,
      userName: actorName,
    })
    .from(mortality)
    .leftJoin(users, eq(users.id, mortality.enteredBy))
    .where(eq(mortality.divisionId, divisionId))
    .orderBy(desc(mortality.age));
}

/** A batch's deaths and culls per day of age, over all its divisions. */
export function findLossesByAge(db: Db, batchId: number) {
  return db
    .select({ age: mortality.age, lost: sql<number>`sum(${mortality.amountMortality} + ${mortality.amountEliminated})::int` })
    .from(mortality)
    .innerJoin(batchDivisions, eq(batchDivisions.id, mortality.divisionId))
    .where(eq(batchDivisions.batchId, batchId))
    .groupBy(mortality.age)
    .orderBy(asc(mortality.age));
}
