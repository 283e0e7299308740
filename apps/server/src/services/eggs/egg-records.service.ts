import { henDayDeviation, layWeeks, peakProduction, weeksAtOrAbove, type LayDay, type LayWeek } from '@plantel/domain';
import { laysEggs, validationMessage, type EggProduction, type EggRecord, type EggRecordInput, type LayWeekFigures } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { findEggRecord, upsertEggRecord, type EggRecordRow } from '../../repositories/egg-records.repository';
import { actorOf, changedFields, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { performanceScopeOf } from '../performance/batch-performance.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { companyFarmScope } from '../access/farm-scope';
import { ageOnDay, divisionOf, writableBatch } from '../performance/growth-records.service';
import { animalsAtStartOf } from './hens-alive';
import { flockLayOf, layingModuleOf, lossesOf, recordOf } from './flock-lay';
import { standardOfFlock } from './flock-standard';
import { eggWithdrawalsOf } from '../health/egg-withdrawals';


/**
 * `PUT /v2/batches/{id}/eggs`: a division's eggs of one day (the same day again replaces it). Refused:
 * a day outside the batch or ahead of today, more eggs than the division's hens that day, and a batch
 * that does not lay.
 */
export async function recordEggs(db: Db, principal: Principal, batchId: number, input: EggRecordInput, now = new Date()): Promise<EggRecord> {
  return db.transaction(async (t) => {
    const row = await writableBatch(t, principal, batchId);
    if (!laysEggs(row.productionType)) throw new ConflictError(validationMessage('eggs.errors.notLaying'));
    const division = await divisionOf(t, row, input.division);
    const age = ageOnDay(row, input.date, now, await companyTimeZone(t, row.batch.companyId));
    const losses = (await lossesOf(t, row)).filter((l) => l.divisionId === division.id);
    const males = input.males ?? null;
    const hens = animalsAtStartOf(age, division.currentLodge, losses) - (males ?? 0);
    if (input.total > hens) throw new InvalidFieldsError([{ field: 'total', key: 'eggs.errors.moreThanHens', params: { hens: Math.max(hens, 0) } }]);
    const earlier = await findEggRecord(t, division.id, age);
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
    // A day typed again over what someone recorded is kept in the audit, with what it replaced.
    const diff = earlier ? changedFields(auditedEggs(earlier), auditedEggs(saved)) : null;
    if (diff) {
      const day = { date: saved.date, division: division.identification };
      await recordAudit(t, actorOf(principal), [
        { action: 'replace_eggs', entity: 'batch', entityId: row.batch.id, label: `${row.batch.identification} · ${division.identification}`, before: { ...day, ...diff.before }, after: { ...day, ...diff.after } },
      ]);
    }
    return recordOf(saved, hens);
  });
}

const auditedEggs = (r: EggRecordRow) => ({
  total: r.total,
  hatching: r.hatching,
  cracked: r.cracked,
  dirty: r.dirty,
  floor: r.floor,
  double_yolk: r.doubleYolk,
  mean_egg_weight: r.meanEggWeight,
  males: r.males,
});

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
  boxes_recorded: w.boxesRecorded,
  boxes: w.boxes,
  complete: w.complete,
});

/** The days in lay of a company's flock that the alert engine judges: those of the divisions that recorded the latest day, summed (a day half typed in is compared with the same divisions' days before it); null for a batch that does not lay. */
export async function layDaysOfBatch(db: Db, companyId: number, batchId: number): Promise<LayDay[] | null> {
  const row = await findBatch(db, companyFarmScope(companyId), batchId);
  if (!row || !laysEggs(row.productionType)) return null;
  return (await flockLayOf(db, row)).daysOfLatestDivisions();
}

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
    egg_withdrawals: principal.isGuest ? [] : await eggWithdrawalsOf(db, row.batch.companyId, row.batch.id, records),
    standard,
  };
}
