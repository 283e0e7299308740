import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchStage } from '@plantel/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { batches } from '../db/schema';

/**
 * Whole days of age: at lodging plus days housed, to the closing date or `at` (never before lodging).
 * In float8 (`date_part`), not numeric (`extract`): a third of the cost on a list sorted by age, and
 * the same whole days, since seconds to the microsecond stay exact in a double this side of 2^53.
 */
export const ageDays = (ageAtLodging: SQLWrapper, openingDate: SQLWrapper, closingDate: SQLWrapper, at: SQLWrapper = sql`now()`) =>
  sql<number>`(${ageAtLodging} + greatest(0, floor(date_part('epoch', coalesce(${closingDate}, ${at}) - ${openingDate}) / 86400)))::int`;

export const batchAgeDays = ageDays(batches.ageAtLodging, batches.openingDate, batches.closingDate);

/** The same age with the fraction of a day. */
export const batchRealAgeDays = sql<number>`(${batches.ageAtLodging} + greatest(0, extract(epoch from (coalesce(${batches.closingDate}, now()) - ${batches.openingDate})) / 86400))::float8`;

/** What a shed's stage is: its current batch's while open; empty_batch once closed. */
export const shedStageOfBatch = sql<BatchStage>`case when ${batches.closingDate} is null then ${batches.stage} else 'empty_batch' end`;

/**
 * A shed's current batch comes first in this order: open batches, then the most recent opening.
 * It matches batches_shed_id_current_idx term for term (nulls last included), so one index entry answers.
 */
export const currentBatchFirst: SQL[] = [
  sql`(${batches.closingDate} IS NOT NULL)`,
  sql`${batches.openingDate} desc nulls last`,
  sql`${batches.id} desc nulls last`,
];

/** A lateral subquery: the current batch of the shed `shedId` refers to in the outer query. */
export function currentBatchOf(db: Db, shedId: AnyPgColumn) {
  return db
    .select({
      id: batches.id,
      lineage: batches.lineage,
      sexExternalId: batches.sexExternalId,
      ageAtLodging: batches.ageAtLodging,
      openingDate: batches.openingDate,
      closingDate: batches.closingDate,
      stage: shedStageOfBatch.as('shed_stage'),
      priority: batches.priority,
      targetWeight: batches.targetWeight,
      targetDate: batches.targetDate,
    })
    .from(batches)
    .where(eq(batches.shedId, shedId))
    .orderBy(...currentBatchFirst)
    .limit(1)
    .as('current_batch');
}
