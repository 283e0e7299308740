import { lodgingCorrectionSchema, undoInputSchema, type Lodging, type LodgingCorrection, type UndoInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findRemovalsOfBatch } from '../../repositories/batch-removals.repository';
import { batchHasRecords, batchIdentificationTaken, deleteBatch, findLastClosing, rehouse, updateLodgedBatch } from '../../repositories/lodging.repository';
import { findDivisionsWithLosses } from '../../repositories/performance.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictFieldsError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { findBatch } from '../../repositories/batches.repository';
import { performanceScopeOf } from '../performance/batch-performance.service';
import { changeableBatch } from '../performance/batch-removals.service';
import { LODGING_CLOCK_SKEW_MS, localMoment } from './lodging.service';

/** The lodging's values as the audit keeps them. */
const lodgingOf = (batch: { identification: string; openingDate: Date; lineage: string; sexExternalId: number; entryWeight: number | null; ageAtLodging: number; origin: string; initialLodged: number }) => ({
  identification: batch.identification,
  opened_at: batch.openingDate.toISOString(),
  lineage: batch.lineage,
  sex: batch.sexExternalId,
  entry_weight: batch.entryWeight,
  age_at_lodging: batch.ageAtLodging,
  origin: batch.origin,
  housed: batch.initialLodged,
});

/** `GET /v2/batches/{id}/lodging`: the batch's lodging as typed, for its correction form; a batch the caller cannot read is a 404. */
export async function lodgingOfBatch(db: Db, principal: Principal, batchId: number): Promise<Lodging> {
  const row = await findBatch(db, performanceScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  return lodgingOf(row.batch);
}

/**
 * `PATCH /v2/batches/{id}/lodging`: what was typed wrong at lodging, while the batch is open and
 * unsettled. The animals housed per division move the animals alive by as many, and cannot be fewer
 * than the division has lost and given already. The moment and the age at lodging date every record
 * of the batch, so they change only while it has none. Audited with the reason, before and after.
 */
export async function correctLodging(db: Db, principal: Principal, batchId: number, input: LodgingCorrection, now = new Date()) {
  const { reason, divisions, replaces, ...fields } = lodgingCorrectionSchema.parse(input);
  return db.transaction(async (tx) => {
    const { batch } = await changeableBatch(tx, principal, batchId);
    // Sent from a phone with what it saw: someone else's correction meanwhile is shown, not overwritten unseen.
    const stored = lodgingOf(batch);
    if (replaces && (replaces.identification !== stored.identification || replaces.lineage !== stored.lineage || replaces.sex !== stored.sex || replaces.housed !== stored.housed)) {
      throw new ConflictFieldsError([{ field: 'replaces', key: 'lodging.errors.changedMeanwhile', params: { identification: stored.identification, lineage: stored.lineage, sex: stored.sex, housed: stored.housed } }]);
    }
    const refusals: { field: string; key: string; params?: Record<string, string | number> }[] = [];
    let openingDate: Date | undefined;
    if (fields.opened_at !== undefined || fields.age_at_lodging !== undefined) {
      if (await batchHasRecords(tx, batch.id)) {
        for (const field of ['opened_at', 'age_at_lodging'] as const) if (fields[field] !== undefined) refusals.push({ field, key: 'lodging.errors.hasRecords' });
      }
    }
    if (fields.opened_at !== undefined) {
      openingDate = localMoment(fields.opened_at, await companyTimeZone(tx, batch.companyId));
      if (openingDate.getTime() > now.getTime() + LODGING_CLOCK_SKEW_MS) refusals.push({ field: 'opened_at', key: 'lodging.errors.future' });
      const lastClosing = await findLastClosing(tx, batch.shedId);
      if (lastClosing && lastClosing > openingDate) refusals.push({ field: 'opened_at', key: 'lodging.errors.beforeLastBatch', params: { closing: lastClosing.toISOString() } });
    }
    if (fields.identification !== undefined && fields.identification !== batch.identification && (await batchIdentificationTaken(tx, batch.shedId, fields.identification))) {
      refusals.push({ field: 'identification', key: 'lodging.errors.identificationTaken' });
    }
    const housed = await housedChanges(tx, batch.id, divisions ?? []);
    refusals.push(...housed.refusals);
    if (refusals.length > 0) throw new InvalidFieldsError(refusals);

    for (const change of housed.changes) await rehouse(tx, batch.id, change.division, change.delta);
    const corrected = await updateLodgedBatch(tx, batch.id, {
      ...(fields.identification === undefined ? {} : { identification: fields.identification }),
      ...(fields.lineage === undefined ? {} : { lineage: fields.lineage }),
      ...(fields.sex === undefined ? {} : { sexExternalId: fields.sex }),
      ...(fields.entry_weight === undefined ? {} : { entryWeight: fields.entry_weight }),
      ...(fields.age_at_lodging === undefined ? {} : { ageAtLodging: fields.age_at_lodging }),
      ...(fields.origin === undefined ? {} : { origin: fields.origin }),
      ...(openingDate === undefined ? {} : { openingDate }),
    });
    await recordAudit(tx, actorOf(principal), [
      { action: 'correct', entity: 'batch', entityId: batch.id, label: corrected.identification, before: lodgingOf(batch), after: { ...lodgingOf(corrected), reason } },
    ]);
    return lodgingOf(corrected);
  });
}

/** The divisions' corrected housing as changes of the animals alive, each no fewer than the division has lost and given. */
async function housedChanges(tx: Db, batchId: number, asked: readonly { division: number; animals: number }[]) {
  const refusals: { field: string; key: string; params?: Record<string, string | number> }[] = [];
  const changes: { division: number; delta: number }[] = [];
  if (asked.length === 0) return { refusals, changes };
  const divisions = new Map((await findDivisionsWithLosses(tx, batchId)).map((d) => [d.id, d]));
  const removed = new Map<number, number>();
  for (const r of await findRemovalsOfBatch(tx, batchId)) removed.set(r.divisionId, (removed.get(r.divisionId) ?? 0) + r.animals);
  asked.forEach((d, i) => {
    const division = divisions.get(d.division);
    if (!division) return refusals.push({ field: `divisions.${i}.division`, key: 'lodging.errors.unknownDivision' });
    const gone = division.losses + (removed.get(division.id) ?? 0);
    if (d.animals < gone) return refusals.push({ field: `divisions.${i}.animals`, key: 'lodging.errors.fewerThanGone', params: { division: division.identification, animals: gone } });
    changes.push({ division: division.id, delta: d.animals - (division.currentLodge + gone) });
  });
  return { refusals, changes };
}

/**
 * `DELETE /v2/batches/{id}`: a lodging that did not happen, undone while nothing was recorded of the
 * batch (a batch with records is corrected instead: 409). Audited with the reason.
 */
export async function undoLodging(db: Db, principal: Principal, batchId: number, input: UndoInput): Promise<void> {
  const { reason } = undoInputSchema.parse(input);
  await db.transaction(async (tx) => {
    const { batch } = await changeableBatch(tx, principal, batchId);
    if (await batchHasRecords(tx, batch.id)) throw new ConflictFieldsError([{ field: 'batch', key: 'lodging.errors.hasRecords' }]);
    await deleteBatch(tx, batch.id);
    await recordAudit(tx, actorOf(principal), [{ action: 'delete', entity: 'batch', entityId: batch.id, label: batch.identification, before: lodgingOf(batch), after: { reason } }]);
  });
}
