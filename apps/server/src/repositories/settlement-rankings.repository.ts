import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SettlementStatement } from '@plantel/domain';
import type { Db } from '../db/database';
import { batches, producers, properties, settlementStatements, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

export interface RankingRow {
  batchId: number;
  identification: string;
  producerId: number;
  producer: string;
  slaughterDate: string;
  statement: SettlementStatement;
}

/** Only a batch's latest version: a correction may move its slaughter day out of the period. */
const latestVersion = sql`${settlementStatements.version} = (select max(v.version) from ${settlementStatements} v where v.batch_id = ${settlementStatements.batchId})`;

/**
 * The latest statement version of every batch slaughtered in the period (company-local days, both
 * included) on the scope's sheds, optionally under one contract.
 */
export async function findRankingRows(db: Db, scope: FarmScope, period: { from: string; to: string; contractId?: number }): Promise<RankingRow[]> {
  return db
    .select({
      batchId: settlementStatements.batchId,
      identification: batches.identification,
      producerId: producers.id,
      producer: producers.name,
      slaughterDate: settlementStatements.slaughterDate,
      statement: settlementStatements.statement,
    })
    .from(settlementStatements)
    .innerJoin(batches, eq(batches.id, settlementStatements.batchId))
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(
      and(
        eq(settlementStatements.companyId, scope.companyId),
        latestVersion,
        shedInScope(scope),
        gte(settlementStatements.slaughterDate, period.from),
        lte(settlementStatements.slaughterDate, period.to),
        period.contractId === undefined ? undefined : eq(settlementStatements.contractId, period.contractId),
      ),
    )
    .orderBy(asc(settlementStatements.batchId));
}
