import { batchRemovalInputSchema, type BatchRemoval, type BatchRemovalInput, type BatchRemovalList } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { findRemovalsOfBatch, insertBatchRemoval, lockDivisionOfBatch, type BatchRemovalRow } from '../../repositories/batch-removals.repository';
import { removeAnimals } from '../../repositories/performance.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictFieldsError, ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { plausibleWeights } from './growth-records.service';
import { flockScopeOf, localMoment } from '../register/lodging.service';
import { performanceScopeOf } from './batch-performance.service';
import { refuseIfSettled } from '../settlement/settled-batch';
import { CLOCK_SKEW_MS, dayOfAge } from '../common/units';

const removalOf = (row: BatchRemovalRow): BatchRemoval => ({
  id: row.id,
  batch: row.batchId,
  division: row.divisionId,
  removed_at: row.removedAt.toISOString(),
  age: row.age,
  animals: row.animals,
  live_weight_kg: row.liveWeightKg,
  mean_weight: (1000 * row.liveWeightKg) / row.animals,
  destination: row.destination,
});

/** `GET /v2/batches/{id}/removals`: read by whoever reads the batch's performance. */
export async function listBatchRemovals(db: Db, principal: Principal, batchId: number): Promise<BatchRemovalList> {
  const row = await findBatch(db, performanceScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  const results = (await findRemovalsOfBatch(db, batchId)).map(removalOf);
  return { results, count: results.length };
}

/**
 * `POST /v2/batches/{id}/removals`: animals taken out alive from a division of an open batch
 * (thinning). The animals lodged follow; the figures count them as delivered (kpis.ts). Audited.
 */
export async function recordBatchRemoval(db: Db, principal: Principal, batchId: number, input: BatchRemovalInput, now = new Date()): Promise<BatchRemoval> {
  const parsed = batchRemovalInputSchema.parse(input);
  if (principal.isGuest) throw new ForbiddenError('Guests can read the figures but not record them');
  return db.transaction(async (trx) => {
    const tx = trx;
    const scope = flockScopeOf(principal);
    const row = await findBatch(tx, scope, batchId);
    if (!row) throw new NotFoundError('Batch not found');
    const { batch } = row;
    await refuseIfSettled(tx, batch.id);
    if (batch.closingDate) throw new ConflictFieldsError([{ field: 'batch', key: 'thinning.errors.closed' }]);
    const timeZone = await companyTimeZone(tx, batch.companyId);
    const removedAt = localMoment(parsed.removed_at, timeZone);
    if (removedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new InvalidFieldsError([{ field: 'removed_at', key: 'thinning.errors.future' }]);
    if (removedAt < batch.openingDate) throw new InvalidFieldsError([{ field: 'removed_at', key: 'thinning.errors.beforeLodging', params: { lodged: batch.openingDate.toISOString() } }]);
    const division = await lockDivisionOfBatch(tx, batch.id, parsed.division);
    if (!division) throw new InvalidFieldsError([{ field: 'division', key: 'thinning.errors.unknownDivision' }]);
    if (parsed.animals > division.currentLodge) throw new InvalidFieldsError([{ field: 'animals', key: 'thinning.errors.moreThanAlive', params: { animals: division.currentLodge } }]);
    const age = dayOfAge(batch, removedAt.getTime());
    const weight = Math.round((1000 * parsed.live_weight_kg) / parsed.animals);
    const range = plausibleWeights(row, age);
    if (range && (weight < range.low || weight > range.high)) {
      throw new InvalidFieldsError([{ field: 'live_weight_kg', key: 'thinning.errors.implausibleWeight', params: { weight, age, ...range } }]);
    }

    const stored = await insertBatchRemoval(tx, {
      companyId: batch.companyId,
      batchId: batch.id,
      divisionId: division.id,
      removedAt,
      age,
      animals: parsed.animals,
      liveWeightKg: parsed.live_weight_kg,
      destination: parsed.destination,
      enteredBy: principal.userId,
    });
    await removeAnimals(tx, batch.id, division.id, parsed.animals);
    const answer = removalOf(stored);
    const { id: _id, batch: _batch, ...audited } = answer;
    await recordAudit(tx, actorOf(principal), [{ action: 'thin', entity: 'batch', entityId: batch.id, label: `${batch.identification} · ${division.identification}`, after: audited }]);
    return answer;
  });
}
