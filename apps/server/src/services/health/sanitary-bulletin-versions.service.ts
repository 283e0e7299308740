import { sanitaryBulletinSchema, type BulletinVersion, type BulletinVersions, type SanitaryBulletin } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findRecorderNames } from '../../repositories/health-book.repository';
import { findBulletinVersions, findPlannedBatchesWithoutBulletin, insertBulletinVersion, saveBulletinDelivery, type BulletinVersionRow } from '../../repositories/sanitary-bulletins.repository';
import { companyFarmScope } from '../access/farm-scope';
import { requireStaff, type Principal } from '../access/auth.service';
import { addDays, companyTimeZone, localDayRange } from '../common/calendar-days';
import { sendCompanyEvent, type CompanyEventOptions } from '../integrations/company-events.service';
import { localDay } from '../../shared/wall-time';
import { healthBookOfRow } from './health-book.service';
import { bulletinOfBook, sanitaryBulletin } from './sanitary-bulletin.service';

/** An issued bulletin goes out this long before its planned day begins, unless someone issued it first. */
export const AUTOMATIC_ISSUE_HOURS = 24;

const versionOf = (row: BulletinVersionRow, names: Map<number, string>): BulletinVersion => ({
  version: row.version,
  issued_at: row.issuedAt.toISOString(),
  issued_by: row.issuedBy === null ? null : (names.get(row.issuedBy) ?? null),
  automatic: row.automatic,
  delivery: { status: row.deliveryStatus, detail: row.deliveryDetail, at: row.deliveredAt.toISOString() },
  // Read back in the contract's order: jsonb keeps its keys in an order of its own.
  bulletin: sanitaryBulletinSchema.parse(row.content),
});

/** What a new version would change: the book's records and the planned day (the mortality moves every day, and is the plant's to read on the day). */
const recordsOf = (b: SanitaryBulletin) => JSON.stringify([b.planned_slaughter_date, b.treatments, b.vaccinations, b.samples]);

/** Keeps the version, sends `sanitary_bulletin.issued` on the company's events webhook, and keeps what became of it. */
async function issue(db: Db, row: BatchRow, content: SanitaryBulletin, issuedBy: number | null, options: CompanyEventOptions, now: Date): Promise<BulletinVersionRow> {
  const saved = await insertBulletinVersion(db, { companyId: row.batch.companyId, batchId: row.batch.id, issuedAt: now, issuedBy, automatic: issuedBy === null, content });
  const data = { batch: row.batch.id, version: saved.version, issued_at: now.toISOString(), automatic: saved.automatic, bulletin: content };
  const delivery = await sendCompanyEvent(db, row.batch.companyId, 'sanitary_bulletin.issued', `bulletin-${saved.id}`, data, options, now);
  return saveBulletinDelivery(db, saved.id, delivery);
}

/** `POST /v2/batches/{id}/sanitary-bulletin/versions`: issues the bulletin as the book reads now (staff with Sanidade). */
export async function issueSanitaryBulletin(db: Db, principal: Principal, batchId: number, options: CompanyEventOptions, now = new Date()): Promise<BulletinVersion> {
  const content = await sanitaryBulletin(db, principal, batchId, now);
  requireStaff(principal, 'issue the sanitary bulletin');
  const row = (await findBatch(db, companyFarmScope(principal.companyId), batchId))!;
  const saved = await issue(db, row, content, principal.userId, options, now);
  return versionOf(saved, await findRecorderNames(db, [principal.userId]));
}

/** `GET /v2/batches/{id}/sanitary-bulletin/versions`: every version issued, and whether the newest still says what the book says. */
export async function sanitaryBulletinVersions(db: Db, principal: Principal, batchId: number, now = new Date()): Promise<BulletinVersions> {
  const current = await sanitaryBulletin(db, principal, batchId, now);
  const rows = await findBulletinVersions(db, batchId);
  const names = await findRecorderNames(db, rows.flatMap((r) => (r.issuedBy === null ? [] : [r.issuedBy])));
  const results = rows.map((r) => versionOf(r, names));
  return { results, out_of_date: results.length > 0 && recordsOf(results[0]!.bulletin) !== recordsOf(current) };
}

/**
 * Issues on its own the bulletin of each flock of the company whose planned day begins within
 * `AUTOMATIC_ISSUE_HOURS` (on the company's clock) and whose bulletin nobody issued. Answers how many.
 */
export async function issueDueBulletins(db: Db, companyId: number, options: CompanyEventOptions, now = new Date()): Promise<number> {
  const zone = await companyTimeZone(db, companyId);
  const today = localDay(now, zone);
  const due = (await findPlannedBatchesWithoutBulletin(db, companyId, today, addDays(today, 2))).filter((b) => {
    const begins = localDayRange(b.targetDate, b.targetDate, zone).from.getTime();
    return begins - now.getTime() <= AUTOMATIC_ISSUE_HOURS * 3_600_000;
  });
  for (const { id } of due) {
    const row = (await findBatch(db, companyFarmScope(companyId), id))!;
    await issue(db, row, await bulletinOfBook(db, await healthBookOfRow(db, row, now)), null, options, now);
  }
  return due.length;
}
