import { createRandom, hashSeed } from '@plantel/domain';
import { laysEggs, type ProductionTypeId } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findWatchedBatches } from '../../repositories/alert-inputs.repository';
import { findBatch, findDivisions } from '../../repositories/batches.repository';
import { findLastEggAges, upsertEggRecord } from '../../repositories/egg-records.repository';
import { liveLayDay } from '../../simulator/lay';
import { speciesOf } from '../../simulator/species';
import { batchCalendar, companyTimeZone } from '../common/calendar-days';
import { companyFarmScope } from '../access/farm-scope';
import { TELEMETRY_WINDOW_DAYS } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { refreshLaySummary } from '../eggs/lay-summary';

/**
 * The living demo's eggs: each lodged breeder and laying flock of the company gets, per division,
 * the days it finished since its last egg record (yesterday and before, at most the telemetry
 * window back), drawn along its lay curve as the seed draws them, from the hens the division holds.
 * Answers the records written.
 */
export async function advanceDemoEggs(db: Db, companyId: number, now: number, seed: number): Promise<number> {
  const timeZone = await companyTimeZone(db, companyId);
  const random = createRandom(hashSeed('live-eggs', seed));
  let written = 0;
  for (const batch of (await findWatchedBatches(db, companyId, new Date(now))).filter((b) => laysEggs(b.productionType))) {
    const calendar = batchCalendar({ ageAtLodging: batch.ageAtLodging, openingDate: new Date(batch.openingAt) }, timeZone);
    const today = calendar.ageOfDate(localDay(new Date(now), timeZone));
    const last = new Map((await findLastEggAges(db, batch.id)).map((l) => [l.divisionId, l.age]));
    const species = speciesOf(batch.productionType as ProductionTypeId).species;
    const writtenBefore = written;
    for (const division of await findDivisions(db, batch.id)) {
      const from = Math.max((last.get(division.id) ?? today - 2) + 1, today - TELEMETRY_WINDOW_DAYS, batch.ageAtLodging);
      for (let age = from; age < today; age++) {
        const day = liveLayDay(species, age, division.currentLodge, random);
        if (!day) continue;
        await upsertEggRecord(db, { divisionId: division.id, age, date: calendar.dateOfAge(age), ...day, enteredBy: null });
        written++;
      }
    }
    const row = await findBatch(db, companyFarmScope(companyId), batch.id);
    if (row && written > writtenBefore) await refreshLaySummary(db, row);
  }
  return written;
}
