import { DEFAULT_READINGS_RETENTION, type ReadingsRetention } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findReadingsRetentionMonths, saveReadingsRetentionMonths } from '../../repositories/companies.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { retentionCutoff } from './retention-months';

/** `GET /v2/settings/readings-retention`: how many months of raw readings the caller's company keeps. */
export async function getReadingsRetention(db: Db, companyId: number): Promise<ReadingsRetention> {
  const months = await findReadingsRetentionMonths(db, companyId);
  return months === null ? DEFAULT_READINGS_RETENTION : { readings_retention_months: months };
}

/** Staff (or a superuser) set it; the partition job drops months by the longest of all companies. */
export async function updateReadingsRetention(db: Db, principal: Principal, body: ReadingsRetention): Promise<ReadingsRetention> {
  requireStaff(principal, 'change how long readings are kept');
  await saveReadingsRetentionMonths(db, principal.companyId, body.readings_retention_months);
  return getReadingsRetention(db, principal.companyId);
}

/**
 * The first instant of the company's raw readings still shown: older ones are expired for it, and
 * hidden until the partition job drops their month (which waits for the longest retention of all).
 */
export async function readingsCutoffFor(db: Db, companyId: number, now: Date): Promise<Date> {
  return retentionCutoff(now, (await getReadingsRetention(db, companyId)).readings_retention_months);
}

/** Where a read of the company's raw readings from `from` starts: `from`, or its retention cutoff when later. */
export async function rawReadingsFrom(db: Db, companyId: number, from: Date, now: Date): Promise<Date> {
  const cutoff = await readingsCutoffFor(db, companyId, now);
  return from > cutoff ? from : cutoff;
}
