import { FEED_CONTROL_TYPES, MOVIMENTATION_TYPES, type FeedControl, type FeedControlInput, type FeedControlList, type FeedControlPatch, type FeedControlsQuery } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { adjustSiloStock, deleteFeedControl, findFeedControl, findRationTypeOfCompany, findSiloOfShed, insertFeedControl, listFeedControls, updateFeedControl, type FeedControlFilter, type FeedControlRow } from '../../repositories/feed-controls.repository';
import type { Principal } from '../access/auth.service';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { companyTimeZone, localDayRange, refuseEndAfterToday } from '../common/calendar-days';
import { refuseIfSettled } from '../settlement/settled-batch';
import { CLOCK_SKEW_MS } from '../common/units';
import { localDay } from '../../shared/wall-time';


const scopeOf = (principal: Principal) => farmScopeWith(principal, 'Nutrição');

/** A delivery as the API gives it, with the names of its silo and ration type. */
export function feedControlOf({ record, ...names }: { record: FeedControlRow; siloIdentification: string; rationTypeName: string }): FeedControl {
  return {
    id: record.id,
    batch: record.batchId,
    silo: record.siloId,
    silo_identification: names.siloIdentification,
    date: record.date.toISOString(),
    quantity: record.quantity,
    ration_type: record.rationTypeId,
    ration_type_name: names.rationTypeName,
    movimentation_type: record.movimentationType,
    measured_quantity: record.measuredQuantity,
    feed_control_type: record.feedControlType === FEED_CONTROL_TYPES.automatic ? 2 : 1,
  };
}

/** The batch a deliveries query is about (a 404 outside the Nutrição scope) and what it asks of its deliveries, but the page. */
export async function feedControlSelection(db: Db, principal: Principal, query: Omit<FeedControlsQuery, 'limit' | 'offset'>, now = new Date()) {
  const batch = await findBatch(db, scopeOf(principal), query.batch);
  if (!batch) throw new NotFoundError('Batch not found');
  // Days are the company's calendar days.
  const timeZone = await companyTimeZone(db, principal.companyId);
  refuseEndAfterToday(query.end, localDay(now, timeZone));
  const filter: Omit<FeedControlFilter, 'limit' | 'offset'> = {
    batchId: query.batch,
    siloId: query.silo,
    from: query.start ? localDayRange(query.start, query.start, timeZone).from : undefined,
    to: query.end ? localDayRange(query.end, query.end, timeZone).to : undefined,
    newestFirst: query.ordering === '-date',
  };
  return { batch, filter };
}

/** `GET /v1/feed-controls`: a batch's deliveries in a period, by date. */
export async function getFeedControls(db: Db, principal: Principal, query: FeedControlsQuery, now = new Date()): Promise<FeedControlList> {
  const { filter } = await feedControlSelection(db, principal, query, now);
  const { rows, total } = await listFeedControls(db, { ...filter, limit: query.limit, offset: query.offset });
  return { results: rows.map(feedControlOf), count: total };
}

/** The batch a delivery is recorded for: Nutrição in its module (400 naming `batch` otherwise), not as a guest. */
async function writableBatch(db: Db, principal: Principal, batchId: number) {
  if (principal.isGuest) throw new ForbiddenError('Guests can read the deliveries but not record them');
  const row = await findBatch(db, scopeOf(principal), batchId);
  if (!row) throw new InvalidInputError('batch', 'is not a batch of your company with the Nutrição permission');
  await refuseIfSettled(db, row.batch.id);
  return row;
}

async function checkedValues(db: Db, companyId: number, shedId: number, values: { silo: number; rationType: number; date: Date }, now: Date) {
  if (values.date.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new InvalidInputError('date', 'is in the future');
  const silo = await findSiloOfShed(db, values.silo, shedId);
  if (!silo) throw new InvalidInputError('silo', "is not a silo of the batch's shed");
  const ration = await findRationTypeOfCompany(db, values.rationType, companyId);
  if (!ration) throw new InvalidInputError('ration_type', 'is not a ration type of your company');
  return { silo, ration };
}

/** What a delivery adds to its silo's stock: its quantity when newer than the silo's last reading, else nothing (the reading has it). */
function stockEffect(silo: { lastReadingAt: Date | null }, date: Date, quantity: number) {
  return silo.lastReadingAt === null || date > silo.lastReadingAt ? quantity : 0;
}

/** `POST /v1/feed-controls`: a delivery typed in by hand; the silo's stock and the shed's figures follow. */
export async function createFeedControl(db: Db, principal: Principal, input: FeedControlInput, now = new Date()): Promise<FeedControl> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, input.batch);
    const date = new Date(input.date);
    const { silo, ration } = await checkedValues(t, row.batch.companyId, row.batch.shedId, { silo: input.silo, rationType: input.ration_type, date }, now);
    const record = await insertFeedControl(t, {
      companyId: row.batch.companyId,
      batchId: row.batch.id,
      siloId: silo.id,
      rationTypeId: ration.id,
      date,
      quantity: input.quantity,
      measuredQuantity: null,
      movimentationType: input.movimentation_type ?? MOVIMENTATION_TYPES.delivery,
      feedControlType: FEED_CONTROL_TYPES.manual,
    });
    const added = stockEffect(silo, date, input.quantity);
    if (added) await adjustSiloStock(t, silo.id, added);
    return feedControlOf({ record, siloIdentification: silo.identification, rationTypeName: ration.name });
  });
}

async function existingRecord(db: Db, principal: Principal, id: number) {
  const found = await findFeedControl(db, scopeOf(principal), id);
  if (!found) throw new NotFoundError('Feed-control record not found');
  if (principal.isGuest) throw new ForbiddenError('Guests can read the deliveries but not change them');
  await refuseIfSettled(db, found.record.batchId);
  return found;
}

/**
 * `PATCH /v1/feed-controls/{id}`: corrects a delivery. An automatic record (detected by the load
 * cells) keeps its silo and date; moving a record to another batch is not a correction.
 */
export async function changeFeedControl(db: Db, principal: Principal, id: number, patch: FeedControlPatch, now = new Date()): Promise<FeedControl> {
  return db.transaction(async (t) => {
    const { record, shedId } = await existingRecord(t, principal, id);
    if (patch.batch !== undefined && patch.batch !== record.batchId) throw new InvalidInputError('batch', 'a delivery cannot move to another batch; delete it and record it there');
    const date = patch.date === undefined ? record.date : new Date(patch.date);
    const siloId = patch.silo ?? record.siloId;
    if (record.feedControlType === FEED_CONTROL_TYPES.automatic && (siloId !== record.siloId || date.getTime() !== record.date.getTime())) {
      throw new ConflictError('An automatic record comes from the load cells: its silo and date cannot change');
    }
    const before = await findSiloOfShed(t, record.siloId, shedId);
    const { silo, ration } = await checkedValues(t, record.companyId, shedId, { silo: siloId, rationType: patch.ration_type ?? record.rationTypeId, date }, now);
    const quantity = patch.quantity ?? record.quantity;
    const removed = before ? stockEffect(before, record.date, record.quantity) : 0;
    if (removed) await adjustSiloStock(t, record.siloId, -removed);
    const added = stockEffect(silo, date, quantity);
    if (added) await adjustSiloStock(t, silo.id, added);
    const updated = await updateFeedControl(t, id, { siloId: silo.id, rationTypeId: ration.id, date, quantity });
    return feedControlOf({ record: updated, siloIdentification: silo.identification, rationTypeName: ration.name });
  });
}

/** `DELETE /v1/feed-controls/{id}`: only manual records (spec §6); the silo gives back what it counted. */
export async function removeFeedControl(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const { record, shedId } = await existingRecord(t, principal, id);
    if (record.feedControlType === FEED_CONTROL_TYPES.automatic) throw new ConflictError('Automatic records come from the load cells and cannot be deleted; correct the quantity instead');
    const silo = await findSiloOfShed(t, record.siloId, shedId);
    const removed = silo ? stockEffect(silo, record.date, record.quantity) : 0;
    if (removed) await adjustSiloStock(t, record.siloId, -removed);
    await deleteFeedControl(t, id);
  });
}
