import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { SettlementContractInput } from '@plantel/contracts';
import type { ClosedBatchFigures, SettlementStatement, StatementChange } from '@plantel/domain';
import type { Db } from '../db/database';
import { batches, companies, producers, properties, settlementContracts, settlementContractVersions, settlementStatements, sheds, users } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';
import { actorName } from './actor-name';


export interface ContractVersionRow {
  id: number;
  contractId: number;
  version: number;
  definition: SettlementContractInput;
  createdAt: Date;
  createdBy: { id: number; name: string } | null;
  closedBatches: number;
}

/** Statements computed by a contract version: above 0, the version can no longer be edited in place. */
const usedBy = sql<number>`(select count(*)::int from ${settlementStatements} where ${settlementStatements.contractVersionId} = ${settlementContractVersions.id})`;

/** Every version of the company's contracts (or of one), newest version first within each contract. */
export async function findContractVersions(db: Db, companyId: number, contractId?: number): Promise<ContractVersionRow[]> {
  const rows = await db
    .select({
      id: settlementContractVersions.id,
      contractId: settlementContractVersions.contractId,
      version: settlementContractVersions.version,
      definition: settlementContractVersions.definition,
      createdAt: settlementContractVersions.createdAt,
      userId: users.id,
      userName: actorName,
      closedBatches: usedBy,
    })
    .from(settlementContractVersions)
    .leftJoin(users, eq(users.id, settlementContractVersions.createdBy))
    .where(and(eq(settlementContractVersions.companyId, companyId), contractId === undefined ? undefined : eq(settlementContractVersions.contractId, contractId)))
    .orderBy(asc(settlementContractVersions.contractId), desc(settlementContractVersions.version));
  return rows.map(({ userId, userName, ...row }) => ({ ...row, createdBy: userId === null ? null : { id: userId, name: userName ?? '' } }));
}

/** Locks a contract of the company for the rest of the transaction; false when it is not the company's. */
export async function lockContract(db: Db, companyId: number, contractId: number): Promise<boolean> {
  const rows = await db
    .select({ id: settlementContracts.id })
    .from(settlementContracts)
    .where(and(eq(settlementContracts.id, contractId), eq(settlementContracts.companyId, companyId)))
    .for('update');
  return rows.length > 0;
}

/** Serialises contract creation per company, so two overlapping contracts cannot both pass the period check. */
export async function lockCompanyContracts(db: Db, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function insertContract(db: Db, companyId: number): Promise<number> {
  const [row] = await db.insert(settlementContracts).values({ companyId }).returning({ id: settlementContracts.id });
  return row!.id;
}

const coverageColumns = (input: SettlementContractInput) => ({
  name: input.name,
  species: input.coverage.species,
  module: input.coverage.module,
  sex: input.coverage.sex,
  validFrom: input.coverage.valid_from,
  validTo: input.coverage.valid_to,
  definition: input,
});

export async function insertContractVersion(db: Db, companyId: number, contractId: number, version: number, input: SettlementContractInput, userId: number): Promise<void> {
  await db.insert(settlementContractVersions).values({ companyId, contractId, version, createdBy: userId, ...coverageColumns(input) });
}

/** Rewrites a version no statement has used (the service checks, under the contract's lock). */
export async function replaceContractVersion(db: Db, versionId: number, input: SettlementContractInput, userId: number): Promise<void> {
  await db
    .update(settlementContractVersions)
    .set({ ...coverageColumns(input), createdBy: userId, createdAt: sql`now()` })
    .where(eq(settlementContractVersions.id, versionId));
}

/** A batch with its shed, property, producer and company, if the scope sees it. */
export async function findBatchToSettle(db: Db, scope: FarmScope, batchId: number) {
  const [row] = await db
    .select({
      id: batches.id,
      identification: batches.identification,
      sexExternalId: batches.sexExternalId,
      initialLodged: batches.initialLodged,
      ageAtLodging: batches.ageAtLodging,
      entryWeight: batches.entryWeight,
      openingDate: batches.openingDate,
      closingDate: batches.closingDate,
      slaughterDate: batches.slaughterDate,
      slaughterAnimals: batches.slaughterAnimals,
      slaughterLiveWeightKg: batches.slaughterLiveWeightKg,
      productionType: sheds.productionTypeExternalId,
      core: sheds.core,
      shed: sheds.name,
      property: properties.name,
      producerId: producers.id,
      producer: producers.name,
      companyId: companies.id,
      company: companies.name,
    })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .innerJoin(companies, eq(companies.id, batches.companyId))
    .where(and(eq(batches.id, batchId), eq(batches.companyId, scope.companyId), shedInScope(scope)));
  return row ?? null;
}
export type BatchToSettle = NonNullable<Awaited<ReturnType<typeof findBatchToSettle>>>;

export interface StatementRow {
  id: number;
  batchId: number;
  version: number;
  contractId: number;
  contractVersionId: number;
  contractVersion: number;
  contractName: string;
  slaughterDate: string;
  periodWeek: string;
  periodBatches: number;
  figures: ClosedBatchFigures;
  statement: SettlementStatement;
  reason: string | null;
  changes: StatementChange[];
  createdAt: Date;
  createdBy: { id: number; name: string } | null;
}

/** Every stored version of a batch's statement, oldest first. */
export async function findStatements(db: Db, companyId: number, batchId: number): Promise<StatementRow[]> {
  const rows = await db
    .select({
      id: settlementStatements.id,
      batchId: settlementStatements.batchId,
      version: settlementStatements.version,
      contractId: settlementStatements.contractId,
      contractVersionId: settlementStatements.contractVersionId,
      contractVersion: settlementContractVersions.version,
      contractName: settlementContractVersions.name,
      slaughterDate: settlementStatements.slaughterDate,
      periodWeek: settlementStatements.periodWeek,
      periodBatches: settlementStatements.periodBatches,
      figures: settlementStatements.figures,
      statement: settlementStatements.statement,
      reason: settlementStatements.reason,
      changes: settlementStatements.changes,
      createdAt: settlementStatements.createdAt,
      userId: users.id,
      userName: actorName,
    })
    .from(settlementStatements)
    .innerJoin(settlementContractVersions, eq(settlementContractVersions.id, settlementStatements.contractVersionId))
    .leftJoin(users, eq(users.id, settlementStatements.createdBy))
    .where(and(eq(settlementStatements.companyId, companyId), eq(settlementStatements.batchId, batchId)))
    .orderBy(asc(settlementStatements.version));
  return rows.map(({ userId, userName, ...row }) => ({ ...row, createdBy: userId === null ? null : { id: userId, name: userName ?? '' } }));
}

/** The version of a batch's latest confirmed statement; null when it has none. */
export async function latestStatementVersion(db: Db, batchId: number): Promise<number | null> {
  const [row] = await db.select({ version: max(settlementStatements.version) }).from(settlementStatements).where(eq(settlementStatements.batchId, batchId));
  return row?.version ?? null;
}

/** The feed the latest statement of a batch counts (supplied less returned, kg); null when it has none. */
export async function settledFeedKg(db: Db, batchId: number): Promise<number | null> {
  const [row] = await db
    .select({ figures: settlementStatements.figures })
    .from(settlementStatements)
    .where(eq(settlementStatements.batchId, batchId))
    .orderBy(desc(settlementStatements.version))
    .limit(1);
  return row ? row.figures.feedSuppliedKg - row.figures.feedReturnedKg : null;
}

export async function countStatements(db: Db, batchId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(settlementStatements).where(eq(settlementStatements.batchId, batchId));
  return row?.n ?? 0;
}

/**
 * The slaughter figures of the latest version of every other batch closed under the contract in the
 * ISO week: the period a cost-per-kg-against-the-average step compares with.
 */
export async function findPeriodFigures(db: Db, companyId: number, contractId: number, periodWeek: string, exceptBatchId: number): Promise<ClosedBatchFigures[]> {
  const rows = await db
    .selectDistinctOn([settlementStatements.batchId], { figures: settlementStatements.figures })
    .from(settlementStatements)
    .where(
      and(
        eq(settlementStatements.companyId, companyId),
        eq(settlementStatements.contractId, contractId),
        eq(settlementStatements.periodWeek, periodWeek),
        ne(settlementStatements.batchId, exceptBatchId),
      ),
    )
    .orderBy(asc(settlementStatements.batchId), desc(settlementStatements.version));
  return rows.map((r) => r.figures);
}

export type NewStatement = Omit<typeof settlementStatements.$inferInsert, 'id' | 'createdAt'>;

/** Inserts one version; false when that version of the batch already exists (a concurrent close or correction). */
export async function insertStatement(db: Db, statement: NewStatement): Promise<boolean> {
  const rows = await db.insert(settlementStatements).values(statement).onConflictDoNothing().returning({ id: settlementStatements.id });
  return rows.length > 0;
}

/** The batch's slaughter as its statement took it; a batch still open closes now. */
export async function markBatchClosed(db: Db, batchId: number, slaughter: { date: string; animals: number; liveWeightKg: number; closedAt: Date }): Promise<void> {
  await db
    .update(batches)
    .set({
      slaughterDate: slaughter.date,
      slaughterAnimals: slaughter.animals,
      slaughterLiveWeightKg: slaughter.liveWeightKg,
      closingDate: slaughter.closedAt,
      // Slaughtered: the shed is empty, as for a batch imported with its slaughter.
      stage: 'empty_batch',
    })
    .where(eq(batches.id, batchId));
}
