import { growthTarget } from '@plantel/domain';
import { sexOf, type BatchPerformance, type MortalityDayList, type MortalityInput, type MortalityRecord, type Weighing, type WeighingInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import {
  deleteWeighing,
  findDivisionOfBatch,
  findMortalityDays,
  findMortalityOfDay,
  findMortalityRecordOfDay,
  findWeighing,
  insertWeighing,
  removeAnimals,
  saveBatchSummary,
  updateWeighing,
  upsertMortality,
} from '../../repositories/performance.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import type { Principal } from '../access/auth.service';
import { buildBatchPerformance, lodgeWeightedMean, mayEditWeighing, performanceScopeOf } from './batch-performance.service';
import { plannedDayForecast } from './slaughter-forecast.service';
import { ConflictError, ConflictFieldsError, ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { batchCalendar, companyTimeZone, weighingMoment } from '../common/calendar-days';
import { refuseIfSettled } from '../settlement/settled-batch';
import { CLOCK_SKEW_MS, dayOfAge } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { layFiguresOf } from '../eggs/lay-summary';

/** Plausible individual weights for an age, as a share of the growth target: catches kg typed for g and slips of a digit. */
const PLAUSIBLE = { low: 0.4, high: 1.8 } as const;

/** A batch whose growth records the principal may write: Performance in its module, and not a guest. */
export async function writableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  const row = await findBatch(db, performanceScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  if (principal.isGuest) throw new ForbiddenError('Guests can read the figures but not record them');
  await refuseIfSettled(db, row.batch.id);
  return row;
}

/** The day of age of a moment of the batch, refusing moments before lodging, after closing or in the future. */
function ageAt(row: BatchRow, at: Date, field: string, now: Date): number {
  const { batch } = row;
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new InvalidFieldsError([{ field, key: 'records.errors.future' }]);
  if (at < batch.openingDate) throw new InvalidFieldsError([{ field, key: 'records.errors.beforeLodging', params: { lodged: batch.openingDate.toISOString() } }]);
  if (batch.closingDate && at > batch.closingDate) throw new InvalidFieldsError([{ field, key: 'records.errors.afterClosing', params: { closed: batch.closingDate.toISOString() } }]);
  return dayOfAge(batch, at.getTime());
}

/**
 * The day of age of a calendar day of the company (its time zone) in the batch, from its lodging day
 * to today or its closing day: the day of age that starts on it (calendar-days.ts).
 */
export function ageOnDay(row: BatchRow, date: string, now: Date, timeZone: string): number {
  const { batch } = row;
  const day = (d: Date) => localDay(d, timeZone);
  if (date > day(now)) throw new InvalidFieldsError([{ field: 'date', key: 'records.errors.future' }]);
  if (date < day(batch.openingDate)) throw new InvalidFieldsError([{ field: 'date', key: 'records.errors.beforeLodging', params: { lodged: day(batch.openingDate) } }]);
  if (batch.closingDate && date > day(batch.closingDate)) throw new InvalidFieldsError([{ field: 'date', key: 'records.errors.afterClosing', params: { closed: day(batch.closingDate) } }]);
  return batchCalendar(batch, timeZone).ageOfDate(date);
}

/** The weights (g a head) plausible for the batch at a day of age; null without a growth reference. */
export function plausibleWeights(row: BatchRow, age: number): { low: number; high: number } | null {
  const target = growthTarget(row.productionType, row.batch.lineage, row.batch.sexExternalId, age, { age: row.batch.ageAtLodging, weight: row.batch.entryWeight });
  return target ? { low: Math.round(target.weight * PLAUSIBLE.low), high: Math.round(target.weight * PLAUSIBLE.high) } : null;
}

function checkPlausible(row: BatchRow, age: number, weights: readonly number[], field: string) {
  const range = plausibleWeights(row, age);
  if (!range) return;
  const { low, high } = range;
  const i = weights.findIndex((w) => w < low || w > high);
  if (i >= 0) {
    const path = field === 'samples' ? `samples.${i}` : field;
    throw new InvalidFieldsError([{ field: path, key: 'records.errors.implausibleWeight', params: { weight: weights[i]!, age, low, high } }]);
  }
}

export async function divisionOf(db: Db, row: BatchRow, divisionId: number) {
  const division = await findDivisionOfBatch(db, row.batch.id, divisionId);
  if (!division) throw new InvalidFieldsError([{ field: 'division', key: 'records.errors.unknownDivision' }]);
  return division;
}

/** After a record changes: the batch's summary and its shed's list row follow. */
export async function refreshGrowth(db: Db, row: BatchRow): Promise<BatchPerformance> {
  const p = await rebuildGrowthSummary(db, row);
  await refreshShedListEntries(db, { companyId: row.batch.companyId, shedIds: [row.batch.shedId] });
  return p;
}

/** The batch's summary rebuilt from its records: weight, gains, uniformity, FCR, EPEF, mortality and lay figures. */
export async function rebuildGrowthSummary(db: Db, row: BatchRow): Promise<BatchPerformance> {
  const p = await buildBatchPerformance(db, row, null);
  const weighted = (pick: Parameters<typeof lodgeWeightedMean>[1]) => lodgeWeightedMean(p.divisions, pick);
  const weightAges = p.divisions.flatMap((d) => (d.weight_age === null ? [] : [d.weight_age]));
  await saveBatchSummary(db, row.batch.id, row.batch.companyId, {
    weight: p.weight,
    weightAge: weightAges.length ? Math.max(...weightAges) : null,
    gain: weighted((d) => d.performance_data.at(-1)?.gain ?? null),
    weekGain: weighted((d) => d.week_gain),
    variationCoef: p.variation_coef,
    uniformity: p.uniformity,
    performance: p.performance,
    conversionFactor: p.conversion_factor,
    productionEfficiency: p.production_efficiency,
    mortality: p.mortality,
    // A flock in lay's hens change with its losses: its hen-day figures follow.
    ...(await layFiguresOf(db, row)),
    // A broiler batch's slaughter plan: the forecast on its planned day follows every weighing.
    ...(await plannedDayForecast(db, row)),
  });
  return p;
}

function weighingValues(row: BatchRow, input: WeighingInput, now: Date, timeZone: string) {
  const weighedAt = weighingMoment(input.weighed_at, row.batch.openingDate, timeZone);
  const age = ageAt(row, weighedAt, 'weighed_at', now);
  if (input.samples) checkPlausible(row, age, input.samples, 'samples');
  else checkPlausible(row, age, [input.average!], 'average');
  return {
    weighedAt,
    age,
    samples: input.samples ?? [],
    meanWeight: input.samples ? null : input.average!,
    birdCount: input.samples ? null : input.count!,
    sexExternalId: input.sex ?? null,
  };
}

function weighingOf(row: Awaited<ReturnType<typeof insertWeighing>>, principal: Principal): Weighing {
  const byAverage = row.samples.length === 0;
  return {
    id: row.id,
    division: row.divisionId,
    weighed_at: row.weighedAt.toISOString(),
    age: row.age,
    count: byAverage ? (row.birdCount ?? 0) : row.samples.length,
    weight: byAverage ? (row.meanWeight ?? 0) : row.samples.reduce((a, b) => a + b, 0) / row.samples.length,
    samples: row.samples,
    sex: row.sexExternalId === null ? null : sexOf(row.sexExternalId),
    manual: row.enteredBy !== null,
    editable: mayEditWeighing(principal, row.enteredBy),
  };
}

/** Two weighings of a division at the same moment are one weighing typed twice. */
function sameMoment(err: unknown): never {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new ConflictError('This division already has a weighing at that moment; change that one instead');
  throw err;
}

/** `POST /v2/batches/{id}/weighings`. */
export async function addWeighing(db: Db, principal: Principal, batchId: number, input: WeighingInput, now = new Date()): Promise<Weighing> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const division = await divisionOf(t, row, input.division);
    const values = weighingValues(row, input, now, await companyTimeZone(t, row.batch.companyId));
    const created = await insertWeighing(t, { divisionId: division.id, enteredBy: principal.userId, ...values }).catch(sameMoment);
    return weighingOf(created, principal);
  });
}

/** A hand-entered weighing the principal may change, with its batch. */
async function editableWeighing(db: Db, principal: Principal, id: number) {
  const found = await findWeighing(db, id);
  if (!found) throw new NotFoundError('Weighing not found');
  const row = await writableBatch(db, principal, found.batchId).catch((err: unknown) => {
    // A weighing of a batch out of scope does not exist for the caller.
    if (err instanceof NotFoundError) throw new NotFoundError('Weighing not found');
    throw err;
  });
  if (found.weighing.enteredBy === null) throw new ForbiddenError('Scale readings cannot be changed');
  if (!mayEditWeighing(principal, found.weighing.enteredBy)) throw new ForbiddenError('Only the person who entered this weighing, or staff, may change it');
  return { weighing: found.weighing, row };
}

/** `PATCH /v2/weighings/{id}`: the whole weighing again (its division may change within the batch). */
export async function changeWeighing(db: Db, principal: Principal, id: number, input: WeighingInput, now = new Date()): Promise<Weighing> {
  return db.transaction(async (t) => {
    const { row } = await editableWeighing(t, principal, id);
    const division = await divisionOf(t, row, input.division);
    const values = weighingValues(row, input, now, await companyTimeZone(t, row.batch.companyId));
    const updated = await updateWeighing(t, id, { divisionId: division.id, ...values }).catch(sameMoment);
    return weighingOf(updated, principal);
  });
}

/** `DELETE /v2/weighings/{id}`. */
export async function removeWeighing(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (t) => {
    await editableWeighing(t, principal, id);
    await deleteWeighing(t, id);
  });
}

/**
 * `PUT /v2/batches/{id}/mortality`: a division's deaths and culls of one day, replacing the day's or
 * (`mode: add`) added to them; the animals lodged follow. Answers the day's counts in all.
 */
export async function recordMortality(db: Db, principal: Principal, batchId: number, input: MortalityInput, now = new Date()): Promise<MortalityRecord> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    const division = await divisionOf(t, row, input.division);
    const age = ageOnDay(row, input.date, now, await companyTimeZone(t, row.batch.companyId));
    const adding = input.mode === 'add';
    if (!adding && input.replaces !== undefined) await expectMortalityOfDay(t, principal, division.id, age, input);
    const stored = adding ? await findMortalityRecordOfDay(t, division.id, age) : null;
    const day = {
      amount_mortality: input.amount_mortality + (stored?.amountMortality ?? 0),
      amount_eliminated: input.amount_eliminated + (stored?.amountEliminated ?? 0),
    };
    const lost = day.amount_mortality + day.amount_eliminated;
    if (lost > division.currentLodge + (await findMortalityOfDay(t, division.id, age))) {
      throw new InvalidFieldsError([{ field: 'amount_mortality', key: 'mortality.errors.moreThanHeld', params: { animals: division.currentLodge } }]);
    }
    const before = await upsertMortality(t, {
      divisionId: division.id,
      age,
      date: input.date,
      amountMortality: day.amount_mortality,
      amountEliminated: day.amount_eliminated,
      enteredBy: principal.userId,
    });
    await removeAnimals(t, row.batch.id, division.id, lost - before);
    return { division: input.division, date: input.date, ...day, age };
  });
}

/** `GET /v2/batches/{id}/mortality?division=`: the division's recorded days, for whoever reads the batch's performance (a guest without who wrote them). */
export async function listMortalityDays(db: Db, principal: Principal, batchId: number, divisionId: number): Promise<MortalityDayList> {
  const row = await findBatch(db, performanceScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  const division = await divisionOf(db, row, divisionId);
  const days = await findMortalityDays(db, division.id);
  return {
    results: days.map((d) => ({
      division: division.id,
      date: d.date,
      amount_mortality: d.amountMortality,
      amount_eliminated: d.amountEliminated,
      age: d.age,
      // Who wrote a record is the company's own business: a guest reads the counts only.
      entered_by: d.userId === null || principal.isGuest ? null : { id: d.userId, name: d.userName ?? '' },
    })),
  };
}

/**
 * A day of mortality sent with the record its sender last saw (`replaces`, null for none): when
 * another person recorded the day meanwhile, the sender is shown that record (409) and chooses;
 * nothing they typed is overwritten unseen. The sender's own record, one no person typed (the
 * devices', an import's of old) or one equal to the new one is replaced as the day always is.
 */
async function expectMortalityOfDay(db: Db, principal: Principal, divisionId: number, age: number, input: MortalityInput): Promise<void> {
  const stored = await findMortalityRecordOfDay(db, divisionId, age);
  if (!stored || stored.enteredBy === null || stored.enteredBy === principal.userId) return;
  const counts = { amount_mortality: stored.amountMortality, amount_eliminated: stored.amountEliminated };
  const same = (other: typeof counts | null | undefined) => other != null && other.amount_mortality === counts.amount_mortality && other.amount_eliminated === counts.amount_eliminated;
  if (same(input.replaces) || same(input)) return;
  throw new ConflictFieldsError([{ field: 'replaces', key: 'mortality.errors.recordedMeanwhile', params: counts }]);
}
