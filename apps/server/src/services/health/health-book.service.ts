import { lastMeatWithdrawal } from '@plantel/domain';
import type { HealthBook } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findHealthProducts, findRecorderNames, findSamplesOfBatch, findTreatmentsOfBatch, findVaccinationsOfBatch, type HealthProductRow } from '../../repositories/health-book.repository';
import { findDivisionsWithLosses } from '../../repositories/performance.repository';
import { findRemovalsOfBatch } from '../../repositories/batch-removals.repository';
import type { BatchRow } from '../../repositories/batches.repository';
import type { Principal } from '../access/auth.service';
import { antimicrobialUseOf, liveWeightOf, sampleOf, treatmentOf, vaccinationOf } from './health-book-dto';
import { readableBatch } from './health-records.service';
import { mayRecordHealth } from './health-settings.service';
import { latestStatementVersion } from '../../repositories/settlement.repository';

/** `GET /v2/batches/{id}/health-book`. */
export async function healthBook(db: Db, principal: Principal, batchId: number, now = new Date()): Promise<HealthBook> {
  const { row, book } = await readHealthBook(db, principal, batchId, now);
  // A settled batch's book is frozen: nobody records in it.
  return { ...book, may_record: (await latestStatementVersion(db, row.batch.id)) === null && (await mayRecordHealth(db, principal)) };
}

/** The book of a batch the principal may read, with the batch and the catalogue's products it names. */
export async function readHealthBook(db: Db, principal: Principal, batchId: number, now = new Date()) {
  return healthBookOfRow(db, await readableBatch(db, principal, batchId), now);
}

/** The book of a batch already found in its reader's scope (or the company's, for what Plantel does on its own). */
export async function healthBookOfRow(db: Db, row: BatchRow, now = new Date()) {
  const [treatments, vaccinations, samples, divisions, removals] = await Promise.all([
    findTreatmentsOfBatch(db, row.batch.id),
    findVaccinationsOfBatch(db, row.batch.id),
    findSamplesOfBatch(db, row.batch.id),
    findDivisionsWithLosses(db, row.batch.id),
    findRemovalsOfBatch(db, row.batch.id),
  ]);
  // The company's catalogue, read once: every product the book names is in it.
  const products = new Map<number, HealthProductRow>((await findHealthProducts(db, row.batch.companyId)).map((p) => [p.id, p]));
  const names = await findRecorderNames(db, [...treatments, ...vaccinations, ...samples].flatMap((r) => (r.recordedBy === null ? [] : [r.recordedBy])));
  const last = lastMeatWithdrawal(treatments.map((t) => ({ ...t, endsAt: t.endedAt })));
  const open = last && last.endsAt > now ? last : null;
  const book: Omit<HealthBook, 'may_record'> = {
    batch: row.batch.id,
    divisions: divisions.map((d) => ({ id: d.id, identification: d.identification })),
    treatments: treatments.map((t) => treatmentOf(t, products, names)),
    vaccinations: vaccinations.map((v) => vaccinationOf(v, products, names)),
    samples: samples.map((s) => sampleOf(s, names)),
    open_withdrawal: open && { ends_at: open.endsAt.toISOString(), product: products.get(open.treatment.productId)!.name, treatment: open.treatment.id },
    antimicrobial_use: antimicrobialUseOf(treatments, products, liveWeightOf(row, divisions, removals)),
  };
  return { row, book, products };
}

