import type { LayDay } from '@plantel/domain';
import { PRODUCTION_TYPE_MODULE, type EggRecord, type LayingModule } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findDivisions, type BatchRow } from '../../repositories/batches.repository';
import { findRemovalsOfBatch } from '../../repositories/batch-removals.repository';
import { findEggRecordsOfBatch, findLossesByDivisionAndAge, type EggRecordRow } from '../../repositories/egg-records.repository';
import { findFeedDays } from '../../repositories/performance.repository';
import { dayOfAge } from '../common/units';
import { animalsAtStartOf, type DivisionLosses } from './hens-alive';

/**
 * Every loss of the batch's divisions by day of age: deaths and culls, and animals removed alive.
 * Here and in `flockLayOf` the reads go one after another: `db` is often a transaction, whose one
 * connection takes one query at a time.
 */
export async function lossesOf(db: Db, row: BatchRow): Promise<DivisionLosses[]> {
  const deaths = await findLossesByDivisionAndAge(db, row.batch.id);
  const removals = await findRemovalsOfBatch(db, row.batch.id);
  return [...deaths, ...removals.map((r) => ({ divisionId: r.divisionId, age: dayOfAge(row.batch, r.removedAt.getTime()), lost: r.animals }))];
}

export const recordOf = (row: EggRecordRow, hens: number): EggRecord => ({
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
      boxes: { recorded: recorded.size, of: divisions },
    };
  });
}

/** A flock's egg records, each with its division's hens, and its days in lay with their divisions summed. */
export async function flockLayOf(db: Db, row: BatchRow) {
  const batchId = row.batch.id;
  const rows = await findEggRecordsOfBatch(db, batchId);
  const losses = await lossesOf(db, row);
  const divisions = await findDivisions(db, batchId);
  const feed = await findFeedDays(db, batchId);
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
  return {
    records,
    divisions,
    hensHoused,
    days: layDays(records, losses, feedByAge, divisions.length),
    /** The days of the divisions that recorded the latest day only: what the latest day is compared with, like with like. */
    daysOfLatestDivisions: () => {
      const latest = Math.max(...records.map((r) => r.age));
      const recorded = new Set(records.filter((r) => r.age === latest).map((r) => r.division));
      return layDays(records.filter((r) => recorded.has(r.division)), losses, feedByAge, recorded.size);
    },
  };
}

/** The module of a flock that lays. */
export const layingModuleOf = (productionType: number) => PRODUCTION_TYPE_MODULE[productionType] as LayingModule;

