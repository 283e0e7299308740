import { henDayDeviation, layWeeks, peakProduction, weeksAtOrAbove, type LayDay, type LayWeek } from '@plantel/domain';
import { PRODUCTION_TYPE_MODULE, laysEggs, validationMessage, type EggProduction, type EggRecord, type EggRecordInput, type LayWeekFigures, type LayingModule } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, findDivisions, type BatchRow } from '../../repositories/batches.repository';
import { findRemovalsOfBatch } from '../../repositories/batch-removals.repository';
import { findEggRecordsOfBatch, findLossesByDivisionAndAge, upsertEggRecord, type EggRecordRow } from '../../repositories/egg-records.repository';
import { findFeedDays } from '../../repositories/performance.repository';
import type { Principal } from '../auth.service';
import { performanceScopeOf } from '../batch-performance.service';
import { companyTimeZone } from '../calendar-days';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../errors';
import { companyFarmScope } from '../farm-scope';
import { ageOnDay, divisionOf, writableBatch } from '../growth-records.service';
import { dayOfAge } from '../units';
import { animalsAtStartOf, type DivisionLosses } from './hens-alive';
import { standardOfFlock } from './lay-standards.service';


/** Every loss of the batch's divisions by day of age: deaths and culls, and animals removed alive. */
async function lossesOf(db: Db, row: BatchRow): Promise<DivisionLosses[]> {
  const [deaths, removals] = await Promise.all([findLossesByDivisionAndAge(db, row.batch.id), findRemovalsOfBatch(db, row.batch.id)]);
  return [...deaths, ...removals.map((r) => ({ divisionId: r.divisionId, age: dayOfAge(row.batch, r.removedAt.getTime()), lost: r.animals }))];
}

const recordOf = (row: EggRecordRow, hens: number): EggRecord => ({
  division: row.divisionId,
  date: row.date,
  age: row.age,
  total: row.total,
  hatching: row.hatching,
  cracked: row.cracked,
  dirty: row.dirty,
  floor: row.floor,
  double_yolk: row.doubleYolk,
  mean_egg_weight: row.meanEggWeight,
  males: row.males,
  hens,
});

/**
 * `PUT /v2/batches/{id}/eggs`: a division's eggs of one day (the same day again replaces it). Refused:
 * a day outside the batch or ahead of today, more eggs than the division's hens that day, and a batch
 * that does not lay.
 */
export async function recordEggs(db: Db, principal: Principal, batchId: number, input: EggRecordInput, now = new Date()): Promise<EggRecord> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await writableBatch(t, principal, batchId);
    if (!laysEggs(row.productionType)) throw new ConflictError(validationMessage('eggs.errors.notLaying'));
    const division = await divisionOf(t, row, input.division);
    const age = ageOnDay(row, input.date, now, await companyTimeZone(t, row.batch.companyId));
    const losses = (await lossesOf(t, row)).filter((l) => l.divisionId === division.id);
    const males = input.males ?? null;
    const hens = animalsAtStartOf(age, division.currentLodge, losses) - (males ?? 0);
    if (input.total > hens) throw new InvalidFieldsError([{ field: 'total', key: 'eggs.errors.moreThanHens', params: { hens: Math.max(hens, 0) } }]);
    const saved = await upsertEggRecord(t, {
      divisionId: division.id,
      age,
      date: input.date,
      total: input.total,
      hatching: input.hatching ?? 0,
      cracked: input.cracked ?? 0,
      dirty: input.dirty ?? 0,
      floor: input.floor ?? 0,
      doubleYolk: input.double_yolk ?? 0,
      meanEggWeight: input.mean_egg_weight ?? null,
      males,
      enteredBy: principal.userId,
    });
    return recordOf(saved, hens);
  });
}

const weekFigures = (w: LayWeek, standardHenDay: number | null): LayWeekFigures => ({
  week: w.week,
  days: w.days,
  hen_days: w.henDays,
  eggs: w.eggs,
  hen_day_percent: w.henDayPercent,
  eggs_per_hen_housed: w.eggsPerHenHoused,
  hatching_percent: w.hatchingPercent,
  hatching_per_hen_housed: w.hatchingPerHenHoused,
  second_quality_percent: w.secondQualityPercent,
  floor_percent: w.floorPercent,
  mean_egg_weight: w.meanEggWeight,
  egg_mass: w.eggMass,
  feed_per_hen_day: w.feedPerHenDay,
  feed_per_dozen: w.feedPerDozen,
  feed_per_kg_eggs: w.feedPerKgEggs,
  mortality_percent: w.mortalityPercent,
  standard_hen_day_percent: standardHenDay,
  hen_day_deviation: henDayDeviation(w.henDayPercent, standardHenDay),
});

/**
 * The flock's days in lay, its divisions summed: a day counts the divisions that recorded it, their
 * hens and their losses; the batch's feed of the day goes with it only when every division recorded it.
 */
function layDays(records: readonly EggRecord[], losses: readonly DivisionLosses[], feedByAge: ReadonlyMap<number, number>, divisions: number): LayDay[] {
  const byAge = new Map<number, EggRecord[]>();
  for (const r of records) byAge.set(r.age, [...(byAge.get(r.age) ?? []), r]);
  return [...byAge].map(([age, day]) => {
    const recorded = new Set(day.map((r) => r.division));
    const sum = (pick: (r: EggRecord) => number) => day.reduce((total, r) => total + pick(r), 0);
    const weighed = day.filter((r) => r.mean_egg_weight !== null && r.total > 0);
    const weighedEggs = weighed.reduce((total, r) => total + r.total, 0);
    return {
      age,
      hens: sum((r) => r.hens),
      eggs: sum((r) => r.total),
      hatching: sum((r) => r.hatching),
      cracked: sum((r) => r.cracked),
      dirty: sum((r) => r.dirty),
      floor: sum((r) => r.floor),
      meanEggWeight: weighedEggs > 0 ? weighed.reduce((total, r) => total + r.total * r.mean_egg_weight!, 0) / weighedEggs : null,
      feedKg: recorded.size === divisions ? (feedByAge.get(age) ?? null) : null,
      deaths: losses.filter((l) => l.age === age && recorded.has(l.divisionId)).reduce((total, l) => total + l.lost, 0),
    };
  });
}

/** A flock's egg records, each with its division's hens, and its days in lay with their divisions summed. */
async function flockLayOf(db: Db, row: BatchRow) {
  const batchId = row.batch.id;
  const [rows, losses, divisions, feed] = await Promise.all([findEggRecordsOfBatch(db, batchId), lossesOf(db, row), findDivisions(db, batchId), findFeedDays(db, batchId)]);
  const holdsNow = new Map(divisions.map((d) => [d.id, d.currentLodge]));
  const records = rows.map((r) =>
    recordOf(
      r,
      animalsAtStartOf(
        r.age,
        holdsNow.get(r.divisionId) ?? 0,
        losses.filter((l) => l.divisionId === r.divisionId),
      ) - (r.males ?? 0),
    ),
  );
  const feedByAge = new Map(feed.map((d) => [d.age, d.amount]));
  const firstMales = new Map<number, number>();
  for (const r of rows) if (r.males !== null && !firstMales.has(r.divisionId)) firstMales.set(r.divisionId, r.males);
  const hensHoused = row.batch.initialLodged - [...firstMales.values()].reduce((a, b) => a + b, 0);
  return { records, divisions, hensHoused, days: layDays(records, losses, feedByAge, divisions.length) };
}

/** The days in lay of a company's flock, its divisions summed (what the alert engine judges); null for a batch that does not lay. */
export async function layDaysOfBatch(db: Db, companyId: number, batchId: number): Promise<LayDay[] | null> {
  const row = await findBatch(db, companyFarmScope(companyId), batchId);
  if (!row || !laysEggs(row.productionType)) return null;
  return (await flockLayOf(db, row)).days;
}

/** The module of a flock that lays. */
export const layingModuleOf = (productionType: number) => PRODUCTION_TYPE_MODULE[productionType] as LayingModule;

/** `GET /v2/batches/{id}/eggs`: the flock's egg records, each with its hens, its weeks of lay, and the breed standard it is compared with (docs/kpis.md, "Eggs"). */
export async function eggProduction(db: Db, principal: Principal, batchId: number): Promise<EggProduction> {
  const row = await findBatch(db, performanceScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  if (!laysEggs(row.productionType)) throw new NotFoundError('This batch does not lay: it has no egg production');
  const module = layingModuleOf(row.productionType);
  const [{ records, divisions, hensHoused, days }, standard] = await Promise.all([flockLayOf(db, row), standardOfFlock(db, row.batch.companyId, module, row.batch.lineage)]);
  const weeks = layWeeks(days, hensHoused);
  const standardOfWeek = new Map((standard?.rows ?? []).map((w) => [w.week, w.hen_day_percent]));
  const peak = peakProduction(weeks);
  return {
    breeders: module === 'matrizeiro',
    hens_housed: hensHoused,
    divisions: divisions.map((d) => ({ id: d.id, identification: d.identification })),
    records,
    weeks: weeks.map((w) => weekFigures(w, standardOfWeek.get(w.week) ?? null)),
    peak: peak && { week: peak.week, hen_day_percent: peak.henDayPercent },
    weeks_at_90: weeksAtOrAbove(weeks),
    standard,
  };
}
