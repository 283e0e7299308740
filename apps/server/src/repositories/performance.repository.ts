import { and, asc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchDivisions, consumptionHistory, mortality, weighings } from '../db/schema';

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
