import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettlementContractInput } from '@plantel/contracts';
import type { ClosedBatchFigures, SettlementStatement, StatementChange } from '@plantel/domain';
import { companyIdColumn, idColumn } from './columns';
import { batches } from './batches';
import { users } from './users';

/** A settlement contract: what stays the same across its versions (docs/settlement.md). */
export const settlementContracts = pgTable(
  'settlement_contracts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_contracts_company_id_idx').on(t.companyId)],
);

/**
 * One version of a contract, as the API took it. A version used by a closed batch's statement is
 * never changed again: an edit adds the next version. Coverage is also in columns, for lookups.
 */
export const settlementContractVersions = pgTable(
  'settlement_contract_versions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => settlementContracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    module: text('module'),
    sex: text('sex').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    definition: jsonb('definition').$type<SettlementContractInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('settlement_contract_versions_contract_version_key').on(t.contractId, t.version),
    index('settlement_contract_versions_company_id_idx').on(t.companyId, t.species, t.sex),
    check('settlement_contract_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * The confirmed settlement statements of closed batches, every version kept: a correction inserts
 * the next version, nothing updates a row. `figures` are the slaughter figures the version was
 * computed from; `changes` what moved from the version before (the audit trail).
 */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => settlementContracts.id),
    contractVersionId: integer('contract_version_id')
      .notNull()
      .references(() => settlementContractVersions.id),
    slaughterDate: date('slaughter_date', { mode: 'string' }).notNull(),
    /** ISO week of the slaughter day, e.g. 2026-W32: the period of the cost-per-kg average. */
    periodWeek: text('period_week').notNull(),
    /** Batches closed under the contract in that week when this version was computed, this one included. */
    periodBatches: integer('period_batches').notNull(),
    figures: jsonb('figures').$type<ClosedBatchFigures>().notNull(),
    statement: jsonb('statement').$type<SettlementStatement>().notNull(),
    payableCents: bigint('payable_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    changes: jsonb('changes').$type<StatementChange[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('settlement_statements_batch_version_key').on(t.batchId, t.version),
    index('settlement_statements_period_idx').on(t.companyId, t.contractId, t.periodWeek),
    check('settlement_statements_version_check', sql`${t.version} >= 1`),
    check('settlement_statements_reason_check', sql`${t.version} = 1 OR ${t.reason} IS NOT NULL`),
  ],
);
