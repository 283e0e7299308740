/**
 * Statement versions. A confirmed statement never changes: a correction is the next version, computed
 * afresh from the corrected figures, naming its reason; the old version stays as it was.
 */
import type { ClosedBatchFigures, SettlementStatement } from './settlement-statement';
import { settleBatch } from './settlement-statement';
import type { SettlementContract } from './settlement-contract';

export class StatementCorrectionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'StatementCorrectionError';
  }
}

/** The next version of `previous`, from the corrected figures of the same batch. */
export function correctStatement(
  previous: SettlementStatement,
  corrected: ClosedBatchFigures,
  contract: SettlementContract,
  reason: string,
  period: readonly ClosedBatchFigures[] = [],
): SettlementStatement {
  if (!reason.trim()) throw new StatementCorrectionError('reason', 'A correction must name its reason');
  if (corrected.batchId !== previous.batchId) throw new StatementCorrectionError('batchId', `A correction is of the same batch (${previous.batchId})`);
  return { ...settleBatch(corrected, contract, period), version: previous.version + 1, reason: reason.trim() };
}

/** One figure that differs between two versions, by its dotted path (steps.1.resultCents). */
export interface StatementChange {
  field: string;
  before: unknown;
  after: unknown;
}

function flatten(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

const BOOKKEEPING = new Set(['version', 'reason']);

/** Every figure that changed from one version to the other, in the statement's order; the version number and reason are not changes. */
export function diffStatements(before: SettlementStatement, after: SettlementStatement): StatementChange[] {
  const a = flatten(before, '', new Map());
  const b = flatten(after, '', new Map());
  const fields = [...new Set([...a.keys(), ...b.keys()])].filter((f) => !BOOKKEEPING.has(f));
  return fields.filter((f) => !Object.is(a.get(f), b.get(f))).map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }));
}
