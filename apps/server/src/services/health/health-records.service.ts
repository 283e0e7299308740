import { isSwine, laysEggs, type Sample, type SampleInput, type SampleResultInput, type Treatment, type TreatmentInput, type Vaccination, type VaccinationInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findHealthProduct, findRecorderNames, findSample, insertSample, insertTreatment, insertVaccination, setSampleResult, type HealthProductRow } from '../../repositories/health-book.repository';
import { findDivisionsWithLosses } from '../../repositories/performance.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { farmScopeWith } from '../access/farm-scope';
import { requireStaff, type Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictFieldsError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { CLOCK_SKEW_MS } from '../common/units';
import { refuseIfSettled } from '../settlement/settled-batch';
import { localDay } from '../../shared/wall-time';
import { requireHealthReader } from './health-products.service';
import { mayRecordHealth } from './health-settings.service';
import { sampleOf, treatmentOf, vaccinationOf } from './health-book-dto';

type Species = 'poultry' | 'swine';
const speciesOf = (row: BatchRow): Species => (isSwine(row.productionType) ? 'swine' : 'poultry');
/** A flock whose eggs are recorded (breeders, laying hens), as the eggs feature takes it. */
const inLay = (row: BatchRow) => laysEggs(row.productionType);

const healthScopeOf = (principal: Principal) => farmScopeWith(principal, 'Sanidade');

export async function readableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  requireHealthReader(principal);
  const row = await findBatch(db, healthScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  return row;
}

/** A batch whose health book the principal may write: Sanidade in its module, staff (or its producer where the company allows), and not settled. */
async function writableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  const row = await readableBatch(db, principal, batchId);
  if (!(await mayRecordHealth(db, principal))) requireStaff(principal, 'record in the health book');
  await refuseIfSettled(db, row.batch.id);
  return row;
}

/** The product of the catalogue, fit for this flock and route. */
async function productFor(db: Db, row: BatchRow, productId: number, route: string): Promise<HealthProductRow> {
  const product = await findHealthProduct(db, row.batch.companyId, productId);
  if (!product) throw new InvalidFieldsError([{ field: 'product', key: 'health.errors.unknownProduct' }]);
  const species = speciesOf(row);
  const days = species === 'swine' ? product.swineMeatDays : product.poultryMeatDays;
  if (days === null) throw new InvalidFieldsError([{ field: 'product', key: 'health.errors.productOfOtherSpecies', params: { species } }]);
  if (!product.routes.includes(route as never)) throw new InvalidFieldsError([{ field: 'route', key: 'health.errors.routeOfProduct' }]);
  return product;
}

/** The divisions given it, each of this batch, and their animals now. */
async function divisionsOf(db: Db, row: BatchRow, ids: readonly number[]): Promise<number> {
  const divisions = await findDivisionsWithLosses(db, row.batch.id);
  let animals = 0;
  for (const [i, id] of ids.entries()) {
    const d = divisions.find((x) => x.id === id);
    if (!d) throw new InvalidFieldsError([{ field: `divisions.${i}`, key: 'records.errors.unknownDivision' }]);
    animals += Math.max(d.currentLodge - d.losses, 0);
  }
  return animals;
}

/** A moment within the batch: not before its lodging, not after its closing; `notAhead`: not in the future either. */
function refuseOutsideBatch(row: BatchRow, at: Date, field: string, now: Date, notAhead: boolean) {
  const { batch } = row;
  if (notAhead && at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new InvalidFieldsError([{ field, key: 'records.errors.future' }]);
  if (at < batch.openingDate) throw new InvalidFieldsError([{ field, key: 'records.errors.beforeLodging', params: { lodged: batch.openingDate.toISOString() } }]);
  if (batch.closingDate && at > batch.closingDate) throw new InvalidFieldsError([{ field, key: 'records.errors.afterClosing', params: { closed: batch.closingDate.toISOString() } }]);
}

/** A calendar day of the company within the batch, from its lodging day to today (or its closing day). */
function refuseDayOutsideBatch(row: BatchRow, day: string, field: string, today: string, zone: string) {
  const { batch } = row;
  if (day > today) throw new InvalidFieldsError([{ field, key: 'records.errors.future' }]);
  if (day < localDay(batch.openingDate, zone)) throw new InvalidFieldsError([{ field, key: 'records.errors.beforeLodging', params: { lodged: localDay(batch.openingDate, zone) } }]);
  if (batch.closingDate && day > localDay(batch.closingDate, zone)) throw new InvalidFieldsError([{ field, key: 'records.errors.afterClosing', params: { closed: localDay(batch.closingDate, zone) } }]);
}

/** The company's time zone and its today. */
async function companyToday(db: Db, row: BatchRow, now: Date) {
  const zone = await companyTimeZone(db, row.batch.companyId);
  return { zone, today: localDay(now, zone) };
}

/**
 * `POST /v2/batches/{id}/treatments`. The product's withdrawal for the flock's species is kept with the
 * treatment. Refused: a product of another species, a vaccine, a route the product is not given by, an
 * antimicrobial without the quantity given, a product not allowed in lay on a flock in lay, a first
 * dose ahead of now, and moments outside the batch (the last dose may lie ahead: a treatment under way).
 */
export async function recordTreatment(db: Db, principal: Principal, batchId: number, input: TreatmentInput, now = new Date()): Promise<Treatment> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const product = await productFor(t, row, input.product, input.route);
    if (product.kind === 'vaccine') throw new InvalidFieldsError([{ field: 'product', key: 'health.errors.vaccineAsTreatment' }]);
    if (product.kind === 'antimicrobial' && (input.quantity ?? null) === null) throw new InvalidFieldsError([{ field: 'quantity', key: 'health.errors.quantityRequired' }]);
    const species = speciesOf(row);
    if (species === 'poultry' && inLay(row) && product.poultryEggDays === null) throw new InvalidFieldsError([{ field: 'product', key: 'health.errors.notAllowedInLay' }]);
    const startedAt = new Date(input.started_at);
    const endedAt = new Date(input.ended_at);
    refuseOutsideBatch(row, startedAt, 'started_at', now, true);
    refuseOutsideBatch(row, endedAt, 'ended_at', now, false);
    const animalsNow = await divisionsOf(t, row, input.divisions);
    const saved = await insertTreatment(t, {
      batchId: row.batch.id,
      productId: product.id,
      divisionIds: [...input.divisions],
      route: input.route,
      dose: input.dose,
      doseUnit: input.dose_unit,
      quantity: input.quantity ?? null,
      startedAt,
      endedAt,
      prescriberName: input.prescriber.name,
      prescriberRegistration: input.prescriber.registration,
      reason: input.reason,
      animals: input.animals ?? animalsNow,
      meatDays: (species === 'swine' ? product.swineMeatDays : product.poultryMeatDays)!,
      eggDays: species === 'poultry' && inLay(row) ? product.poultryEggDays : null,
      recordedBy: principal.userId,
    });
    // The shed lists show the open withdrawal.
    await refreshShedListEntries(t, { companyId: row.batch.companyId, shedIds: [row.batch.shedId] });
    return treatmentOf(saved, new Map([[product.id, product]]), await findRecorderNames(t, [principal.userId]));
  });
}

/** `POST /v2/batches/{id}/vaccinations`: a vaccine of the catalogue, given on a day of the batch. */
export async function recordVaccination(db: Db, principal: Principal, batchId: number, input: VaccinationInput, now = new Date()): Promise<Vaccination> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const product = await productFor(t, row, input.product, input.route);
    if (product.kind !== 'vaccine') throw new InvalidFieldsError([{ field: 'product', key: 'health.errors.notAVaccine' }]);
    const { zone, today } = await companyToday(t, row, now);
    refuseDayOutsideBatch(row, input.given_on, 'given_on', today, zone);
    const animalsNow = await divisionsOf(t, row, input.divisions);
    const saved = await insertVaccination(t, {
      batchId: row.batch.id,
      productId: product.id,
      divisionIds: [...input.divisions],
      route: input.route,
      givenOn: input.given_on,
      place: input.place,
      vaccineBatch: input.vaccine_batch,
      animals: input.animals ?? animalsNow,
      recordedBy: principal.userId,
    });
    return vaccinationOf(saved, new Map([[product.id, product]]), await findRecorderNames(t, [principal.userId]));
  });
}

/** `POST /v2/batches/{id}/samples`: taken on a day of the batch; without its result it is pending. */
export async function recordSample(db: Db, principal: Principal, batchId: number, input: SampleInput, now = new Date()): Promise<Sample> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const { zone, today } = await companyToday(t, row, now);
    refuseDayOutsideBatch(row, input.taken_on, 'taken_on', today, zone);
    await divisionsOf(t, row, input.divisions);
    const result = input.result ?? null;
    if (result) refuseResultDay(result, input.taken_on, 'result.result_on', today);
    const saved = await insertSample(t, {
      batchId: row.batch.id,
      kind: input.kind,
      takenOn: input.taken_on,
      divisionIds: [...input.divisions],
      laboratory: input.laboratory,
      sampleId: input.sample_id,
      outcome: result?.outcome ?? null,
      serovar: result?.serovar ?? null,
      resultOn: result?.result_on ?? null,
      recordedBy: principal.userId,
    });
    return sampleOf(saved, await findRecorderNames(t, [principal.userId]));
  });
}

/** A result comes on or after the day its sample was taken, and not ahead of today. */
function refuseResultDay(result: SampleResultInput, takenOn: string, field: string, today: string) {
  if (result.result_on < takenOn) throw new InvalidFieldsError([{ field, key: 'health.errors.resultBeforeSample', params: { taken: takenOn } }]);
  if (result.result_on > today) throw new InvalidFieldsError([{ field, key: 'records.errors.future' }]);
}

/** `PUT /v2/batches/{id}/samples/{sampleId}/result`: a pending sample's result, once. */
export async function recordSampleResult(db: Db, principal: Principal, batchId: number, sampleId: number, input: SampleResultInput, now = new Date()): Promise<Sample> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const sample = await findSample(t, row.batch.id, sampleId);
    if (!sample) throw new NotFoundError('Sample not found');
    if (sample.outcome !== null) throw new ConflictFieldsError([{ field: 'outcome', key: 'health.errors.resultKnown' }]);
    refuseResultDay(input, sample.takenOn, 'result_on', (await companyToday(t, row, now)).today);
    const saved = await setSampleResult(t, sample.id, { outcome: input.outcome, serovar: input.serovar ?? null, resultOn: input.result_on });
    return sampleOf(saved, await findRecorderNames(t, saved.recordedBy === null ? [] : [saved.recordedBy]));
  });
}
