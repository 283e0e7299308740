import {
  settlementContractInputSchema,
  type SettlementContractDetail,
  type SettlementContractInput,
  type SettlementContractList,
  type SettlementContractListQuery,
  type SettlementContractSummary,
  type SettlementContractVersion,
} from '@plantel/contracts';
import { contractIssues, contractPeriodIssues, type SettlementContract, type SettlementIssue } from '@plantel/domain';
import type { Db } from '../../db/database';
import {
  findContractVersions,
  insertContract,
  insertContractVersion,
  lockCompanyContracts,
  lockContract,
  replaceContractVersion,
  type ContractVersionRow,
} from '../../repositories/settlement.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { InvalidFieldMessagesError, NotFoundError } from '../common/errors';

/** The domain's camelCase field names as the API spells them (`coverage.validFrom` → `coverage.valid_from`). */
const API_NAMES: Record<string, string> = {
  validFrom: 'valid_from',
  validTo: 'valid_to',
  adjustedFcr: 'adjusted_fcr',
  referenceWeight: 'reference_weight',
  pointsPer100g: 'points_per_100g',
  perBirdCents: 'per_bird_cents',
  perKgCents: 'per_kg_cents',
  perBirdDayCents: 'per_bird_day_cents',
  amountCents: 'amount_cents',
};
export const apiFieldOf = (field: string, names: Record<string, string> = API_NAMES) =>
  field
    .split('.')
    .map((part) => names[part] ?? part)
    .join('.');

/** A stored contract version as @plantel/domain computes with it. */
export function domainContract(contractId: number, version: number, input: SettlementContractInput): SettlementContract {
  return {
    id: String(contractId),
    version,
    name: input.name,
    coverage: {
      species: input.coverage.species,
      module: input.coverage.module,
      sex: input.coverage.sex,
      validFrom: input.coverage.valid_from,
      validTo: input.coverage.valid_to,
    },
    adjustedFcr: { referenceWeight: input.adjusted_fcr.reference_weight, pointsPer100g: input.adjusted_fcr.points_per_100g },
    prices: { perBirdCents: input.prices.per_bird_cents, perKgCents: input.prices.per_kg_cents, perBirdDayCents: input.prices.per_bird_day_cents },
    steps: input.steps.map((step) => (step.kind === 'fixed' ? { kind: 'fixed', name: step.name, amountCents: step.amount_cents } : step)),
  };
}

const versionOf = (row: ContractVersionRow): SettlementContractVersion => ({
  // In the contract's key order: jsonb gives the keys back sorted.
  ...settlementContractInputSchema.parse(row.definition),
  id: row.contractId,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  closed_batches: row.closedBatches,
});

/** Rows of one contract, newest version first, to its summary. */
function summaryOf(rows: ContractVersionRow[]): SettlementContractSummary {
  const current = rows[0]!;
  return { ...versionOf(current), versions: rows.length, editable_in_place: current.closedBatches === 0 };
}

function byContract(rows: ContractVersionRow[]): ContractVersionRow[][] {
  const groups = new Map<number, ContractVersionRow[]>();
  for (const row of rows) groups.set(row.contractId, [...(groups.get(row.contractId) ?? []), row]);
  return [...groups.values()];
}

/** The current (latest) version of each of the company's contracts, as the domain takes them. */
export async function currentContracts(db: Db, companyId: number): Promise<{ contract: SettlementContract; versionId: number }[]> {
  return byContract(await findContractVersions(db, companyId)).map(([current]) => ({
    contract: domainContract(current!.contractId, current!.version, current!.definition),
    versionId: current!.id,
  }));
}

/** `GET /api/v2/contracts` (staff): each contract by its current version, filtered by coverage. */
export async function listContracts(db: Db, principal: Principal, query: SettlementContractListQuery): Promise<SettlementContractList> {
  requireStaff(principal, 'read settlement contracts');
  const summaries = byContract(await findContractVersions(db, principal.companyId)).map(summaryOf);
  const results = summaries.filter(
    (c) =>
      (query.species === undefined || c.coverage.species === query.species) &&
      (query.sex === undefined || c.coverage.sex === query.sex) &&
      (query.module === undefined || c.coverage.module === null || c.coverage.module === query.module),
  );
  results.sort((a, b) => b.coverage.valid_from.localeCompare(a.coverage.valid_from) || a.name.localeCompare(b.name));
  return { results };
}

/** `GET /api/v2/contracts/{id}` (staff): the current version and every older one. */
export async function getContract(db: Db, principal: Principal, contractId: number): Promise<SettlementContractDetail> {
  requireStaff(principal, 'read settlement contracts');
  const rows = await findContractVersions(db, principal.companyId, contractId);
  if (rows.length === 0) throw new NotFoundError('Settlement contract not found');
  return { ...summaryOf(rows), history: rows.map(versionOf) };
}

/** Every refusal of a contract, on its own and against the company's other contracts, by the API's field names. */
async function refuseInvalid(db: Db, companyId: number, contract: SettlementContract): Promise<void> {
  const others = (await currentContracts(db, companyId)).map((c) => c.contract);
  const issues: SettlementIssue[] = [...contractIssues(contract), ...contractPeriodIssues(contract, others)];
  if (issues.length > 0) throw new InvalidFieldMessagesError(issues.map((i) => ({ field: apiFieldOf(i.field), message: i.message })));
}

/** `POST /api/v2/contracts` (staff): a new contract, version 1. */
export async function createContract(db: Db, principal: Principal, input: SettlementContractInput): Promise<SettlementContractDetail> {
  requireStaff(principal, 'create settlement contracts');
  const contractId = await db.transaction(async (trx) => {
    const tx = trx;
    await lockCompanyContracts(tx, principal.companyId);
    await refuseInvalid(tx, principal.companyId, domainContract(0, 1, input));
    const id = await insertContract(tx, principal.companyId);
    await insertContractVersion(tx, principal.companyId, id, 1, input, principal.userId);
    return id;
  });
  return getContract(db, principal, contractId);
}

/**
 * `PUT /api/v2/contracts/{id}` (staff): while no closed batch's statement used the current version,
 * the edit replaces it; once one did, the edit is the next version and the used one stays as it was.
 */
export async function updateContract(db: Db, principal: Principal, contractId: number, input: SettlementContractInput): Promise<SettlementContractDetail> {
  requireStaff(principal, 'change settlement contracts');
  await db.transaction(async (trx) => {
    const tx = trx;
    await lockCompanyContracts(tx, principal.companyId);
    if (!(await lockContract(tx, principal.companyId, contractId))) throw new NotFoundError('Settlement contract not found');
    const [current] = await findContractVersions(tx, principal.companyId, contractId);
    const inPlace = current!.closedBatches === 0;
    const version = inPlace ? current!.version : current!.version + 1;
    await refuseInvalid(tx, principal.companyId, domainContract(contractId, version, input));
    if (inPlace) await replaceContractVersion(tx, current!.id, input, principal.userId);
    else await insertContractVersion(tx, principal.companyId, contractId, version, input, principal.userId);
  });
  return getContract(db, principal, contractId);
}
