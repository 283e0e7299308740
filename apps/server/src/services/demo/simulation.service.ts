import type { Db } from '../../db/database';
import { findCompanyByName, insertCompany } from '../../repositories/companies.repository';
import { analyzeAfterBulkLoad, FarmWriter, insertFarmSkeleton, type RowCounts } from '../../repositories/farm-writer.repository';
import { registerDivisionsFromBatches } from '../../repositories/register.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import type { FarmDescription, SimulationOptions } from '../../simulator/farm-description';
import { planFarm } from '../../simulator/generate-farm';
import { generateShed } from '../../simulator/generate-shed';
import { describeRandomFarm } from '../../simulator/random-farm';
import { companyTimeZone } from '../common/calendar-days';
import { markingRebuild } from '../../repositories/stale-rows.repository';
import { InvalidInputError } from '../common/errors';

export type { RowCounts };

/** Sheds generated and written per transaction: bounds memory and the work a failure rolls back. */
const SHEDS_PER_TRANSACTION = 100;

/**
 * Generates a described farm into a company, shed by shed, one transaction per group of sheds (a
 * savepoint each when `db` is already a transaction, as in the demo seed), on the company's clock.
 */
export async function loadFarm(
  db: Db,
  companyId: number,
  description: FarmDescription,
  options: Omit<SimulationOptions, 'timeZone'>,
  onProgress?: (done: number, total: number) => void,
): Promise<RowCounts> {
  const { skeleton, sheds } = planFarm(description, { ...options, timeZone: await companyTimeZone(db, companyId) });
  const farm = await insertFarmSkeleton(db, companyId, skeleton);
  const counts: RowCounts = { producers: farm.inserted.producers, properties: farm.inserted.properties, ration_types: farm.inserted.rationTypes };
  for (let from = 0; from < sheds.length; from += SHEDS_PER_TRANSACTION) {
    const chunk = sheds.slice(from, from + SHEDS_PER_TRANSACTION);
    const written = await db.transaction(async (tx) => {
      // The simulator writes each batch's summary, and the list rows follow below.
      await markingRebuild(tx, true);
      const writer = await FarmWriter.begin(tx, farm);
      for (const { plan, context } of chunk) await writer.add(generateShed(plan, context));
      const rows = await writer.flush();
      await registerDivisionsFromBatches(tx, writer.shedIds);
      await refreshShedListEntries(tx, { companyId, shedIds: writer.shedIds });
      return rows;
    });
    for (const [table, n] of Object.entries(written)) counts[table] = (counts[table] ?? 0) + n;
    onProgress?.(from + chunk.length, sheds.length);
  }
  return counts;
}

export interface SimulateFarmsInput {
  company: string;
  sheds: number;
  /** Days of time series per batch. */
  days: number;
  seed?: number;
  now?: Date;
  readingIntervalMinutes?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SimulationReport {
  companyId: number;
  company: string;
  createdCompany: boolean;
  sheds: number;
  seconds: number;
  rows: RowCounts;
}

function checkWhole(field: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) throw new InvalidInputError(field, `must be a whole number from ${min} to ${max}`);
}

/** Builds benchmark-size farm data into a company (created when missing). */
export async function simulateFarms(db: Db, input: SimulateFarmsInput): Promise<SimulationReport> {
  const name = input.company.trim();
  if (!name) throw new InvalidInputError('company', 'must not be empty');
  checkWhole('sheds', input.sheds, 1, 100_000);
  checkWhole('days', input.days, 1, 400);
  const seed = input.seed ?? 1;
  checkWhole('seed', seed, 0, 2 ** 32 - 1);
  const interval = input.readingIntervalMinutes ?? 10;
  checkWhole('interval', interval, 1, 1440);

  const started = performance.now();
  const existing = await findCompanyByName(db, name);
  const company = existing ?? (await insertCompany(db, name));
  const now = input.now ?? new Date();
  const description = describeRandomFarm({ sheds: input.sheds, seed, year: now.getUTCFullYear() });
  const rows = await loadFarm(db, company.id, description, { seed, now, historyDays: input.days, readingIntervalMinutes: interval }, input.onProgress);
  await analyzeAfterBulkLoad(db);
  return {
    companyId: company.id,
    company: company.name,
    createdCompany: !existing,
    sheds: input.sheds,
    seconds: (performance.now() - started) / 1000,
    rows,
  };
}
