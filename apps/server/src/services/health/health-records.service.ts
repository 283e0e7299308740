import { antimicrobialUse, eggWithdrawalEnd, lastMeatWithdrawal, meatWithdrawalEnd } from '@plantel/domain';
import { isSwine, laysEggs, type AntimicrobialUseDto, type HealthBook, type Sample, type SampleInput, type SampleResultInput, type Treatment, type TreatmentInput, type Vaccination, type VaccinationInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import {
  findHealthProduct,
  findRecorderNames,
  findSample,
  findSamplesOfBatch,
  findTreatmentsOfBatch,
  findVaccinationsOfBatch,
  insertSample,
  insertTreatment,
  insertVaccination,
  setSampleResult,
  type HealthProductRow,
  type SampleRow,
  type TreatmentRow,
  type VaccinationRow,
} from '../../repositories/health-book.repository';
import { findDivisionsWithLosses } from '../../repositories/performance.repository';
import { findRemovalsOfBatch } from '../../repositories/batch-removals.repository';
import { farmScopeWith } from '../access/farm-scope';
import { requireStaff, type Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictFieldsError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { CLOCK_SKEW_MS } from '../common/units';
import { refuseIfSettled } from '../settlement/settled-batch';
import { localDay } from '../../shared/wall-time';
import { requireHealthReader } from './health-products.service';

type Species = 'poultry' | 'swine';
const speciesOf = (row: BatchRow): Species => (isSwine(row.productionType) ? 'swine' : 'poultry');
/** A flock whose eggs are recorded (breeders, laying hens), as the eggs feature takes it. */
const inLay = (row: BatchRow) => laysEggs(row.productionType);

const healthScopeOf = (principal: Principal) => farmScopeWith(principal, 'Sanidade');

async function readableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  requireHealthReader(principal);
  const row = await findBatch(db, healthScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  return row;
}

/** A batch whose health book the principal may write: Sanidade in its module, staff, and not settled. */
async function writableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  const row = await readableBatch(db, principal, batchId);
  requireStaff(principal, 'record in the health book');
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

const productRef = (id: number, products: ReadonlyMap<number, HealthProductRow>) => {
  const p = products.get(id)!;
  return { id: p.id, name: p.name, kind: p.kind };
};
const recorder = (id: number | null, names: ReadonlyMap<number, string>) => (id === null ? null : { id, name: names.get(id) ?? '' });

function treatmentOf(r: TreatmentRow, products: ReadonlyMap<number, HealthProductRow>, names: ReadonlyMap<number, string>): Treatment {
  const eggEnd = r.eggDays === null ? null : eggWithdrawalEnd({ endsAt: r.endedAt, eggDays: r.eggDays });
  return {
    id: r.id,
    product: productRef(r.productId, products),
    divisions: r.divisionIds,
    route: r.route,
    dose: r.dose,
    dose_unit: r.doseUnit,
    quantity: r.quantity,
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt.toISOString(),
    prescriber: { name: r.prescriberName, registration: r.prescriberRegistration },
    reason: r.reason,
    animals: r.animals,
    meat_withdrawal_ends_at: meatWithdrawalEnd({ endsAt: r.endedAt, meatDays: r.meatDays }).toISOString(),
    egg_withdrawal_ends_at: eggEnd?.toISOString() ?? null,
    recorded_by: recorder(r.recordedBy, names),
  };
}

function vaccinationOf(r: VaccinationRow, products: ReadonlyMap<number, HealthProductRow>, names: ReadonlyMap<number, string>): Vaccination {
  return {
    id: r.id,
    product: productRef(r.productId, products),
    divisions: r.divisionIds,
    route: r.route,
    given_on: r.givenOn,
    place: r.place,
    vaccine_batch: r.vaccineBatch,
    animals: r.animals,
    recorded_by: recorder(r.recordedBy, names),
  };
}

function sampleOf(r: SampleRow, names: ReadonlyMap<number, string>): Sample {
  return {
    id: r.id,
    kind: r.kind,
    taken_on: r.takenOn,
    divisions: r.divisionIds,
    laboratory: r.laboratory,
    sample_id: r.sampleId,
    status: r.outcome ?? 'pending',
    serovar: r.serovar,
    result_on: r.resultOn,
    recorded_by: recorder(r.recordedBy, names),
  };
}

/** The meat withdrawal that ends last among a batch's treatments, while it runs at `now`; null when none runs. */
export async function openWithdrawalOf(db: Db, companyId: number, batchId: number, now: Date): Promise<{ treatment: TreatmentRow; product: HealthProductRow; endsAt: Date } | null> {
  const last = lastMeatWithdrawal((await findTreatmentsOfBatch(db, batchId)).map((t) => ({ ...t, endsAt: t.endedAt })));
  if (!last || last.endsAt <= now) return null;
  return { treatment: last.treatment, product: (await findHealthProduct(db, companyId, last.treatment.productId))!, endsAt: last.endsAt };
}

/** `GET /v2/batches/{id}/health-book`. */
export async function healthBook(db: Db, principal: Principal, batchId: number, now = new Date()): Promise<HealthBook> {
  return (await readHealthBook(db, principal, batchId, now)).book;
}

/** The book of a batch the principal may read, with the batch and the catalogue's products it names. */
export async function readHealthBook(db: Db, principal: Principal, batchId: number, now = new Date()) {
  const row = await readableBatch(db, principal, batchId);
  const [treatments, vaccinations, samples, divisions, removals] = await Promise.all([
    findTreatmentsOfBatch(db, row.batch.id),
    findVaccinationsOfBatch(db, row.batch.id),
    findSamplesOfBatch(db, row.batch.id),
    findDivisionsWithLosses(db, row.batch.id),
    findRemovalsOfBatch(db, row.batch.id),
  ]);
  const productIds = [...new Set([...treatments, ...vaccinations].map((r) => r.productId))];
  const products = new Map<number, HealthProductRow>();
  for (const id of productIds) products.set(id, (await findHealthProduct(db, row.batch.companyId, id))!);
  const names = await findRecorderNames(db, [...treatments, ...vaccinations, ...samples].flatMap((r) => (r.recordedBy === null ? [] : [r.recordedBy])));
  const last = lastMeatWithdrawal(treatments.map((t) => ({ ...t, endsAt: t.endedAt })));
  const open = last && last.endsAt > now ? last : null;
  const book: HealthBook = {
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

/**
 * The live weight the flock produced: delivered to slaughter plus taken out alive; before its
 * slaughter, an estimate from the animals alive and their latest mean weight (null before a weighing).
 */
function liveWeightOf(row: BatchRow, divisions: readonly { currentLodge: number; losses: number }[], removals: readonly { liveWeightKg: number }[]) {
  const takenOut = removals.reduce((kg, r) => kg + r.liveWeightKg, 0);
  if (row.batch.slaughterLiveWeightKg !== null) return { kg: row.batch.slaughterLiveWeightKg + takenOut, estimated: false };
  const weight = row.summary?.weight ?? null;
  if (weight === null) return { kg: null, estimated: true };
  const alive = divisions.reduce((n, d) => n + Math.max(d.currentLodge - d.losses, 0), 0);
  return { kg: (alive * weight) / 1000 + takenOut, estimated: true };
}

function antimicrobialUseOf(treatments: readonly TreatmentRow[], products: ReadonlyMap<number, HealthProductRow>, live: { kg: number | null; estimated: boolean }): AntimicrobialUseDto {
  const given = treatments.flatMap((t) => {
    const product = products.get(t.productId)!;
    return product.kind === 'antimicrobial' ? [{ quantity: t.quantity, ingredients: product.activeIngredients.map((i) => ({ name: i.name, class: i.class, mgPerUnit: i.mg_per_unit })) }] : [];
  });
  const use = antimicrobialUse(given, live.kg);
  return { total_mg: use.totalMg, live_weight_kg: live.kg, live_weight_estimated: live.estimated, mg_per_kg: use.mgPerKg, by_ingredient: use.byIngredient, by_class: use.byClass };
}
