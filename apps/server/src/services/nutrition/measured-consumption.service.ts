import { consumptionByAge, recentIntakeRatio } from '@plantel/domain';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import type { FarmScope } from '../../repositories/farm-scope';
import { findLastConsumptionDays, findShedSiloReadings, saveConsumptionDays } from '../../repositories/nutrition.repository';
import { findShedBatches } from '../../repositories/sheds.repository';
import { referenceIntakeOf } from './feed-forecast';
import { batchCalendar, companyTimeZone } from '../common/calendar-days';
import { DAY_MS, HOUR_MS, roundTo } from '../common/units';

/** Whole days of age re-measured after new load-cell readings: late readings of the last days count too. */
export const REMEASURED_DAYS = 3;
/** Days measured before those whose pace a silent silo's share follows. */
const PACE_DAYS = 3;
/** Readings read either side of those days: the lines `drawnFeed` fits at their edges and around a delivery near them reach past them. */
const MARGIN_MS = 6 * HOUR_MS;

/**
 * Measures the last REMEASURED_DAYS whole days of age of the shed's current batch from its silos' load
 * cells, as the simulated farms are measured (`consumptionByAge`), into its consumption history, with
 * the reference intake for the animals lodged. A day measured in part is completed at the rate the
 * load cells saw (its estimated part kept apart). On a day one silo is silent, the others' measure is
 * raised to the reference at the pace of the days before, the rise kept apart as estimated (the
 * birds may have eaten from the silent silo); a day no silo covers keeps what it had. Answers
 * the batch when it measured days, null otherwise.
 */
export async function remeasureConsumption(db: Db, scope: FarmScope, shedId: number, now = new Date()): Promise<BatchRow | null> {
  const [current] = await findShedBatches(db, shedId);
  const row = current ? await findBatch(db, scope, current.id) : undefined;
  if (!row || row.batch.closingDate !== null) return null;
  const { batch } = row;
  const dayStart = (age: number) => batch.openingDate.getTime() + (age - batch.ageAtLodging) * DAY_MS;
  const lastAge = batch.ageAtLodging + Math.floor((now.getTime() - batch.openingDate.getTime()) / DAY_MS) - 1;
  const ages: number[] = [];
  for (let age = Math.max(batch.ageAtLodging, lastAge - REMEASURED_DAYS + 1); age <= lastAge; age++) ages.push(age);
  if (ages.length === 0) return null;

  const silos = await findShedSiloReadings(db, shedId, new Date(dayStart(ages[0]!) - MARGIN_MS), new Date(dayStart(lastAge + 1) + MARGIN_MS));
  const reference = referenceIntakeOf({ ...batch, productionType: row.productionType });
  // A silent silo's share of a day: the reference, at the pace of the days measured before.
  const before = (await findLastConsumptionDays(db, batch.id, REMEASURED_DAYS + PACE_DAYS)).filter((d) => d.age < ages[0]!);
  const pace = recentIntakeRatio(before.map((d) => ({ amount: d.amount, ideal: d.idealAmount })), PACE_DAYS);
  const expected = (age: number) => {
    const grams = reference(age);
    return grams === null ? null : ((grams * batch.currentLodged) / 1000) * pace;
  };
  const measured = consumptionByAge(silos, ages, dayStart, expected);
  const { dateOfAge } = batchCalendar(batch, await companyTimeZone(db, batch.companyId));
  await saveConsumptionDays(
    db,
    [...measured].map(([age, day]) => {
      const grams = reference(age);
      return {
        batchId: batch.id,
        age,
        date: dateOfAge(age),
        amount: roundTo(day.amount, 1),
        estimatedAmount: roundTo(day.estimated, 1),
        idealAmount: grams === null ? null : roundTo((grams * batch.currentLodged) / 1000, 1),
        currentLodged: batch.currentLodged,
      };
    }),
  );
  return measured.size > 0 ? row : null;
}
