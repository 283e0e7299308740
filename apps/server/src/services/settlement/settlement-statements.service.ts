import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import { PRODUCTION_TYPE, settlementStatementSchema, type CloseBatchBody, type ClosingFigures, type StatementCorrectionBody, type StatementResponse, type StatementVersionList } from '@plantel/contracts';
import {
  closedBatchIssues,
  contractInForce,
  correctStatement,
  diffStatements,
  plantFigures,
  settleBatch,
  type ClosedBatchFigures,
  type SettlementSex,
  type SettlementSpecies,
  type SettlementStatement,
} from '@plantel/domain';
import type { Db } from '../../db/database';
import {
  countStatements,
  findBatchToSettle,
  findContractVersions,
  findPeriodFigures,
  findStatements,
  insertStatement,
  markBatchClosed,
  type BatchToSettle,
  type StatementRow,
} from '../../repositories/settlement.repository';
import { findRemovalsOfBatch, type BatchRemovalRow } from '../../repositories/batch-removals.repository';
import { findSlaughterResults } from '../../repositories/slaughter-results.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';
import { batchCalendar, atLodgingClock, companyTimeZone, daysBetween } from '../common/calendar-days';
import { lostWeightAtSlaughter } from '../performance/batch-performance.service';
import { ConflictError, ForbiddenError, InvalidFieldMessagesError, NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { apiFieldOf, currentContracts, domainContract } from './settlement-contracts.service';

const SPECIES_OF_PRODUCTION_TYPE: Record<number, SettlementSpecies> = { [PRODUCTION_TYPE.broiler]: 'broiler', [PRODUCTION_TYPE.swine]: 'swine' };
const SEX_OF: Record<number, SettlementSex> = { 1: 'mixed', 2: 'female', 3: 'male' };

/** closedBatchIssues' field names as the closing body spells them. */
const FIGURE_FIELDS: Record<string, string> = {
  birdsHoused: 'chicks_supplied',
  entryWeight: 'entry_weight_g',
  birdsDelivered: 'birds_delivered',
  liveWeightKg: 'live_weight_kg',
  condemnedBirds: 'condemned_birds',
  condemnedKg: 'condemned_kg',
  feedSuppliedKg: 'feed_supplied_kg',
  feedReturnedKg: 'feed_returned_kg',
  daysHoused: 'slaughter_date',
  ageAtSlaughter: 'slaughter_date',
  lostKg: 'lost_kg',
  returnedQuantity: 'returned_quantity',
  unitPriceCents: 'unit_price_cents',
};

/** ISO week of a calendar day, e.g. 2026-W32: the period of the cost-per-kg average. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

function requireReader(principal: Principal) {
  if (principal.isGuest) throw new ForbiddenError('A guest may not read settlement statements');
}

async function batchInScope(db: Db, principal: Principal, batchId: number): Promise<BatchToSettle> {
  const batch = await findBatchToSettle(db, farmScopeOf(principal), batchId);
  if (!batch) throw new NotFoundError('Batch not found');
  return batch;
}

interface Closing {
  figures: ClosedBatchFigures;
  slaughterDate: string;
  species: SettlementSpecies;
}

/** The birds the plant condemned whole, and their weight at the plant's mean weight (docs/plant-loop.md). */
interface PlantCondemned {
  birds: number;
  kg: number;
}

async function plantCondemnedOf(db: Db, batchId: number): Promise<PlantCondemned | null> {
  const results = await findSlaughterResults(db, batchId);
  if (!results) return null;
  const f = plantFigures(results.loads);
  return { birds: f.condemnedTotal, kg: f.meanWeight === null ? 0 : Math.round(f.condemnedTotal * f.meanWeight) / 1000 };
}

/**
 * The slaughter figures from the body, falling back to those stored on the batch (the plant's results set them), with the batch's
 * removals (thinning) before it; every refusal names its field.
 */
function closingOf(batch: BatchToSettle, body: ClosingFigures, timeZone: string, removals: readonly BatchRemovalRow[], plantCondemned: PlantCondemned | null): Closing {
  const missing: { field: string; message: string }[] = [];
  const species = SPECIES_OF_PRODUCTION_TYPE[batch.productionType];
  if (!species) throw new InvalidFieldMessagesError([{ field: 'batch', message: 'Only broiler and swine batches are settled by a contract' }]);
  const slaughterDate = body.slaughter_date ?? batch.slaughterDate;
  const birdsDelivered = body.birds_delivered ?? batch.slaughterAnimals;
  const liveWeightKg = body.live_weight_kg ?? batch.slaughterLiveWeightKg;
  const entryWeight = body.entry_weight_g ?? batch.entryWeight;
  if (!slaughterDate) missing.push({ field: 'slaughter_date', message: 'The day of slaughter is needed: the batch has none' });
  if (birdsDelivered === null || birdsDelivered === undefined) missing.push({ field: 'birds_delivered', message: 'The birds delivered are needed: the batch has no slaughter figures' });
  if (liveWeightKg === null || liveWeightKg === undefined) missing.push({ field: 'live_weight_kg', message: 'The live weight delivered is needed: the batch has no slaughter figures' });
  if (entryWeight === null || entryWeight === undefined) missing.push({ field: 'entry_weight_g', message: 'The mean weight at housing is needed: the batch has none' });
  if (missing.length > 0) throw new InvalidFieldMessagesError(missing);
  const calendar = batchCalendar(batch, timeZone);
  const figures: ClosedBatchFigures = {
    batchId: String(batch.id),
    species,
    birdsHoused: body.chicks_supplied ?? batch.initialLodged,
    entryWeight: entryWeight!,
    birdsDelivered: birdsDelivered!,
    liveWeightKg: liveWeightKg!,
    condemnedBirds: body.condemned_birds ?? plantCondemned?.birds ?? 0,
    condemnedKg: body.condemned_kg ?? plantCondemned?.kg ?? 0,
    feedSuppliedKg: body.feed_supplied_kg,
    feedReturnedKg: body.feed_returned_kg ?? 0,
    ageAtSlaughter: calendar.ageOfDate(slaughterDate!),
    daysHoused: daysBetween(calendar.lodgingDay, slaughterDate!),
    lostKg: body.lost_kg ?? null,
    inputs: (body.inputs ?? []).map((i) => ({ name: i.name, unit: i.unit, quantity: i.quantity, returnedQuantity: i.returned_quantity ?? 0, unitPriceCents: i.unit_price_cents })),
    removals: removals.map((r) => ({ age: r.age, animals: r.animals, liveWeightKg: r.liveWeightKg })),
  };
  const issues = closedBatchIssues(figures);
  if (issues.length > 0) {
    const fields = issues.map((i) => ({ field: apiFieldOf(i.field, FIGURE_FIELDS), message: i.field === 'daysHoused' ? `The slaughter day must come after the lodging day (${calendar.lodgingDay})` : i.message }));
    throw new InvalidFieldMessagesError(fields.filter((f, i) => fields.findIndex((o) => o.field === f.field) === i));
  }
  return { figures, slaughterDate: slaughterDate!, species };
}

/**
 * The closing's figures; without `lost_kg` in the body, the weight of the animals lost is the batch's
 * own (lostWeightAtSlaughter), so the statement's corrected FCR is the one its dashboard shows.
 */
async function closingWithLosses(tx: Db, principal: Principal, batch: BatchToSettle, body: ClosingFigures, timeZone: string): Promise<Closing> {
  const removals = await findRemovalsOfBatch(tx, batch.id);
  const closing = closingOf(batch, body, timeZone, removals, await plantCondemnedOf(tx, batch.id));
  if (body.lost_kg !== undefined) return closing;
  const closedAt = closedOnSlaughterDay(closing.slaughterDate, batch.openingDate, timeZone, removals);
  const lostKg = await lostWeightAtSlaughter(tx, farmScopeOf(principal), batch.id, { closedAt, animals: closing.figures.birdsDelivered, liveWeightKg: closing.figures.liveWeightKg });
  return { ...closing, figures: { ...closing.figures, lostKg } };
}

/**
 * The moment a batch closes: its slaughter day at the hour it was lodged, or later that day when a
 * thinning was recorded later (the final catch follows its thinnings, which the statement counts as
 * delivered, so the dashboard must too); never later than now.
 */
const closedOnSlaughterDay = (slaughterDate: string, openingDate: Date, timeZone: string, removals: readonly { removedAt: Date }[]) => {
  const lastThinning = Math.max(0, ...removals.map((r) => r.removedAt.getTime()));
  return new Date(Math.min(Math.max(atLodgingClock(slaughterDate, openingDate, timeZone).getTime(), lastThinning), Date.now()));
};

/** The batch's slaughter as settled, and its closing on the slaughter day at the hour it was lodged (never later than now). */
const closeOnSlaughterDay = async (tx: Db, batch: BatchToSettle, figures: ClosedBatchFigures, slaughterDate: string, timeZone: string) =>
  markBatchClosed(tx, batch.id, {
    date: slaughterDate,
    animals: figures.birdsDelivered,
    liveWeightKg: figures.liveWeightKg,
    closedAt: closedOnSlaughterDay(slaughterDate, batch.openingDate, timeZone, await findRemovalsOfBatch(tx, batch.id)),
  });

interface Computed {
  statement: SettlementStatement;
  contractVersionId: number;
  contractName: string;
  periodWeek: string;
  periodBatches: number;
}

function responseOf(batch: BatchToSettle, computed: Computed, slaughterDate: string, stored: { createdAt: Date; createdBy: StatementResponse['created_by'] } | null): StatementResponse {
  const { statement } = computed;
  return {
    batch_id: batch.id,
    version: statement.version,
    status: stored ? 'confirmed' : 'preview',
    reason: statement.reason,
    created_at: stored ? stored.createdAt.toISOString() : null,
    created_by: stored ? stored.createdBy : null,
    slaughter_date: slaughterDate,
    period: { week: computed.periodWeek, batches: computed.periodBatches },
    contract: { id: Number(statement.contractId), version: statement.contractVersion, name: computed.contractName },
    batch: { id: batch.id, identification: batch.identification, shed: batch.shed, property: batch.property },
    producer: { id: batch.producerId, name: batch.producer },
    integrator: { id: batch.companyId, name: batch.company },
    // In the contract's key order: a stored statement comes back from jsonb with its keys sorted.
    statement: settlementStatementSchema.parse(statement),
  };
}

const rowResponse = (batch: BatchToSettle, row: StatementRow): StatementResponse =>
  responseOf(
    batch,
    { statement: row.statement, contractVersionId: row.contractVersionId, contractName: row.contractName, periodWeek: row.periodWeek, periodBatches: row.periodBatches },
    row.slaughterDate,
    { createdAt: row.createdAt, createdBy: row.createdBy },
  );

/**
 * `POST /api/v2/batches/{id}/close` (staff): settles the batch under the contract in force for its
 * species, module (the shed's core) and sex on the slaughter day. Stores the figures, statement
 * version 1 and the batch's slaughter and closing in one transaction; `preview` stores nothing.
 */
export async function closeBatch(db: Db, principal: Principal, batchId: number, body: CloseBatchBody): Promise<StatementResponse> {
  requireStaff(principal, 'close batches');
  const timeZone = await companyTimeZone(db, principal.companyId);
  return db.transaction(async (trx) => {
    const tx = trx;
    const batch = await batchInScope(tx, principal, batchId);
    if ((await countStatements(tx, batch.id)) > 0) {
      throw new ConflictError('The batch is already closed with a confirmed statement: correct it by POST /api/v2/batches/{id}/statement/corrections');
    }
    const { figures, slaughterDate, species } = await closingWithLosses(tx, principal, batch, body, timeZone);
    const sex = SEX_OF[batch.sexExternalId] ?? 'mixed';
    const contracts = await currentContracts(tx, principal.companyId);
    const contract = contractInForce(
      contracts.map((c) => c.contract),
      { species, module: batch.core, sex },
      slaughterDate,
    );
    if (!contract) {
      throw new ConflictError(`No settlement contract is in force for ${species}, ${sex} sex, module "${batch.core}" on ${slaughterDate}: create one first`);
    }
    const periodWeek = isoWeekOf(slaughterDate);
    const period = await findPeriodFigures(tx, principal.companyId, Number(contract.id), periodWeek, batch.id);
    const computed: Computed = {
      statement: settleBatch(figures, contract, period),
      contractVersionId: contracts.find((c) => c.contract === contract)!.versionId,
      contractName: contract.name,
      periodWeek,
      periodBatches: period.length + 1,
    };
    if (body.preview) return responseOf(batch, computed, slaughterDate, null);
    await store(tx, principal, batch.id, computed, figures, slaughterDate, null, []);
    await closeOnSlaughterDay(tx, batch, figures, slaughterDate, timeZone);
    const { statement } = computed;
    await recordAudit(tx, actorOf(principal), [
      {
        action: 'close',
        entity: 'batch',
        entityId: batch.id,
        label: `${batch.shed} · ${batch.identification}`,
        after: { slaughter_date: slaughterDate, birds_delivered: statement.quantities.birdsDelivered, live_weight_kg: statement.quantities.liveWeightKg, contract: computed.contractName, payable_cents: statement.payableCents },
      },
    ]);
    return rowResponse(batch, (await findStatements(tx, principal.companyId, batch.id)).at(-1)!);
  });
}

async function store(
  tx: Db,
  principal: Principal,
  batchId: number,
  computed: Computed,
  figures: ClosedBatchFigures,
  slaughterDate: string,
  reason: string | null,
  changes: ReturnType<typeof diffStatements>,
) {
  if (!Number.isSafeInteger(computed.statement.payableCents) || !Number.isSafeInteger(computed.statement.inputsCostCents)) {
    throw new InvalidFieldMessagesError([{ field: 'inputs', message: 'The amounts come out beyond what a statement can hold: check the quantities and prices' }]);
  }
  const stored = await insertStatement(tx, {
    companyId: principal.companyId,
    batchId,
    version: computed.statement.version,
    contractId: Number(computed.statement.contractId),
    contractVersionId: computed.contractVersionId,
    slaughterDate,
    periodWeek: computed.periodWeek,
    periodBatches: computed.periodBatches,
    figures,
    statement: computed.statement,
    payableCents: computed.statement.payableCents,
    reason,
    changes,
    createdBy: principal.userId,
  });
  if (!stored) throw new ConflictError(`Version ${computed.statement.version} of this statement was stored meanwhile; read it and try again`);
}

/**
 * `POST /api/v2/batches/{id}/statement/corrections` (staff): the next version from the corrected
 * figures, under the contract version of the one before, against the week's closed batches as they
 * stand now. The versions before stay as they were.
 */
export async function correctBatchStatement(db: Db, principal: Principal, batchId: number, body: StatementCorrectionBody): Promise<StatementResponse> {
  requireStaff(principal, 'correct settlement statements');
  const timeZone = await companyTimeZone(db, principal.companyId);
  return db.transaction(async (trx) => {
    const tx = trx;
    const batch = await batchInScope(tx, principal, batchId);
    const previous = (await findStatements(tx, principal.companyId, batch.id)).at(-1);
    if (!previous) throw new NotFoundError('The batch has no statement to correct: close it first');
    const { figures, slaughterDate } = await closingWithLosses(tx, principal, batch, body, timeZone);
    const versionRow = (await findContractVersions(tx, principal.companyId, previous.contractId)).find((v) => v.id === previous.contractVersionId)!;
    const contract = domainContract(previous.contractId, versionRow.version, versionRow.definition);
    const periodWeek = isoWeekOf(slaughterDate);
    const period = await findPeriodFigures(tx, principal.companyId, previous.contractId, periodWeek, batch.id);
    const statement = correctStatement(previous.statement, figures, contract, body.reason, period);
    const computed: Computed = { statement, contractVersionId: versionRow.id, contractName: contract.name, periodWeek, periodBatches: period.length + 1 };
    await store(tx, principal, batch.id, computed, figures, slaughterDate, statement.reason, inStatementOrder(previous.statement, statement));
    await closeOnSlaughterDay(tx, batch, figures, slaughterDate, timeZone);
    await recordAudit(tx, actorOf(principal), [
      {
        action: 'correct',
        entity: 'batch',
        entityId: batch.id,
        label: `${batch.shed} · ${batch.identification}`,
        before: { payable_cents: previous.statement.payableCents },
        after: { reason: body.reason, slaughter_date: slaughterDate, birds_delivered: statement.quantities.birdsDelivered, live_weight_kg: statement.quantities.liveWeightKg, payable_cents: statement.payableCents },
      },
    ]);
    return rowResponse(batch, (await findStatements(tx, principal.companyId, batch.id)).at(-1)!);
  });
}

/** What changed between two versions, in the statement's own order (a stored one comes back from jsonb with its keys sorted). */
const inStatementOrder = (before: SettlementStatement, after: SettlementStatement) =>
  diffStatements(settlementStatementSchema.parse(before) as SettlementStatement, settlementStatementSchema.parse(after) as SettlementStatement);

/** `GET /api/v2/batches/{id}/statement`: the latest version, or `version`; a producer reads only his own batches', a guest none. */
export async function getStatement(db: Db, principal: Principal, batchId: number, version?: number): Promise<StatementResponse> {
  requireReader(principal);
  const batch = await batchInScope(db, principal, batchId);
  const rows = await findStatements(db, principal.companyId, batch.id);
  const row = version === undefined ? rows.at(-1) : rows.find((r) => r.version === version);
  if (!row) throw new NotFoundError(version === undefined ? 'The batch has no settlement statement: it was not closed' : `The statement has no version ${version}`);
  return rowResponse(batch, row);
}

/** `GET /api/v2/batches/{id}/statement/versions`: every version with who, when, why and what changed. */
export async function listStatementVersions(db: Db, principal: Principal, batchId: number): Promise<StatementVersionList> {
  requireReader(principal);
  const batch = await batchInScope(db, principal, batchId);
  const rows = await findStatements(db, principal.companyId, batch.id);
  if (rows.length === 0) throw new NotFoundError('The batch has no settlement statement: it was not closed');
  return {
    batch_id: batch.id,
    results: rows.map((row) => ({
      version: row.version,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      created_by: row.createdBy,
      contract: { id: row.contractId, version: row.contractVersion, name: row.contractName },
      payable_cents: row.statement.payableCents,
      // In the contract's key order: jsonb gives the keys back sorted.
      changes: row.changes.map(({ field, before, after }) => ({ field, before, after })),
    })),
  };
}
