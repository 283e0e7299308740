import { batchRemovalCorrectionSchema, batchRemovalInputSchema, removalUndoSchema, type BatchRemoval, type BatchRemovalCorrection, type BatchRemovalInput, type BatchRemovalList, type RemovalUndo } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { deleteBatchRemoval, findRemovalForUpdate, findRemovalsOfBatch, insertBatchRemoval, lockDivisionOfBatch, updateBatchRemoval, type BatchRemovalRow } from '../../repositories/batch-removals.repository';
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

/** A removal as the audit keeps it: without its ids, which the entry names. */
const audited = (r: BatchRemoval) => {
  const { id: _id, batch: _batch, ...rest } = r;
  return rest;
};

/** An open, unsettled batch whose flock the principal may change (thin, correct a thinning). */
export async function changeableBatch(tx: Db, principal: Principal, batchId: number) {
  if (principal.isGuest) throw new ForbiddenError('Guests can read the figures but not record them');
  const row = await findBatch(tx, flockScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  await refuseIfSettled(tx, row.batch.id);
  if (row.batch.closingDate) throw new ConflictFieldsError([{ field: 'batch', key: 'thinning.errors.closed' }]);
  return row;
}

/** A removal's values checked against the batch as it stands: its moment, division, animals alive and weight. */
async function checkedRemoval(tx: Db, row: BatchRow, parsed: ReturnType<typeof batchRemovalInputSchema.parse>, now: Date) {
  const { batch } = row;
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
  return { division, removedAt, age };
}

/**
 * `POST /v2/batches/{id}/removals`: animals taken out alive from a division of an open batch
 * (thinning). The animals lodged follow; the figures count them as delivered (kpis.ts). Audited.
 */
export async function recordBatchRemoval(db: Db, principal: Principal, batchId: number, input: BatchRemovalInput, now = new Date()): Promise<BatchRemoval> {
  const parsed = batchRemovalInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await changeableBatch(tx, principal, batchId);
    const { batch } = row;
    const { division, removedAt, age } = await checkedRemoval(tx, row, parsed, now);
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
    await recordAudit(tx, actorOf(principal), [{ action: 'thin', entity: 'batch', entityId: batch.id, label: `${batch.identification} · ${division.identification}`, after: audited(answer) }]);
    return answer;
  });
}

/** The removal of the batch, locked, its animals given back to their division. */
async function givenBack(tx: Db, batchId: number, removalId: number): Promise<BatchRemovalRow> {
  const removal = await findRemovalForUpdate(tx, batchId, removalId);
  if (!removal) throw new NotFoundError('Removal not found');
  await removeAnimals(tx, batchId, removal.divisionId, -removal.animals);
  return removal;
}

/**
 * `PUT /v2/batches/{id}/removals/{removal}`: a thinning typed wrong, as it should have been, while the
 * batch is open and unsettled. Its animals go back to their division and the corrected ones are
 * taken, checked as a new removal is. Audited with the reason, before and after.
 */
export async function correctBatchRemoval(db: Db, principal: Principal, batchId: number, removalId: number, input: BatchRemovalCorrection, now = new Date()): Promise<BatchRemoval> {
  const { reason, replaces, ...fields } = batchRemovalCorrectionSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await changeableBatch(tx, principal, batchId);
    const before = removalOf(await givenBack(tx, row.batch.id, removalId));
    const alreadySo = before.animals === fields.animals && before.live_weight_kg === fields.live_weight_kg && before.destination === fields.destination;
    if (!alreadySo) refuseIfChangedMeanwhile(before, replaces);
    const { division, removedAt, age } = await checkedRemoval(tx, row, fields, now);
    const stored = await updateBatchRemoval(tx, removalId, { divisionId: division.id, removedAt, age, animals: fields.animals, liveWeightKg: fields.live_weight_kg, destination: fields.destination });
    await removeAnimals(tx, row.batch.id, division.id, fields.animals);
    const answer = removalOf(stored);
    await recordAudit(tx, actorOf(principal), [
      { action: 'correct', entity: 'batch', entityId: row.batch.id, label: `${row.batch.identification} · ${division.identification}`, before: audited(before), after: { ...audited(answer), reason } },
    ]);
    return answer;
  });
}

/**
 * A change sent with the thinning as its sender saw it (`replaces`, from a phone's outbox): when the
 * stored one differs, someone changed it meanwhile, and theirs is shown (409), not overwritten unseen.
 */
function refuseIfChangedMeanwhile(stored: BatchRemoval, replaces: { removed_at: string; animals: number; live_weight_kg: number } | undefined): void {
  if (!replaces) return;
  if (Date.parse(replaces.removed_at) === Date.parse(stored.removed_at) && replaces.animals === stored.animals && replaces.live_weight_kg === stored.live_weight_kg) return;
  throw new ConflictFieldsError([{ field: 'replaces', key: 'thinning.errors.changedMeanwhile', params: { removed_at: stored.removed_at, animals: stored.animals, live_weight_kg: stored.live_weight_kg } }]);
}

/** `DELETE /v2/batches/{id}/removals/{removal}`: a thinning that did not happen, undone; its animals go back. Audited with the reason. */
export async function undoBatchRemoval(db: Db, principal: Principal, batchId: number, removalId: number, input: RemovalUndo): Promise<void> {
  const { reason, replaces } = removalUndoSchema.parse(input);
  await db.transaction(async (tx) => {
    const row = await changeableBatch(tx, principal, batchId);
    const removal = await givenBack(tx, row.batch.id, removalId);
    refuseIfChangedMeanwhile(removalOf(removal), replaces);
    await deleteBatchRemoval(tx, removal.id);
    await recordAudit(tx, actorOf(principal), [
      { action: 'delete', entity: 'batch', entityId: row.batch.id, label: row.batch.identification, before: audited(removalOf(removal)), after: { reason } },
    ]);
  });
}
