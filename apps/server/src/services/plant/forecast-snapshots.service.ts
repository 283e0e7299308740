import type { ForecastSnapshot } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { findForecastSnapshots, findPlannedBatchesWithoutSnapshot, insertForecastSnapshot } from '../../repositories/forecast-snapshots.repository';
import { companyFarmScope } from '../access/farm-scope';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { DAY_MS, roundTo } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { growthForecastOfBatch } from '../performance/slaughter-forecast.service';
import { plannableBatch } from './load-plan.service';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Keeps, once a company day, what the forecast says of each planned flock's weight on its planned
 * slaughter day, with its band: as made, never recomputed (docs/plant-loop.md). Answers how many.
 */
export async function keepForecastSnapshots(db: Db, companyId: number, now = new Date()): Promise<number> {
  const zone = await companyTimeZone(db, companyId);
  const today = localDay(now, zone);
  let kept = 0;
  for (const id of await findPlannedBatchesWithoutSnapshot(db, companyId, today)) {
    const row = (await findBatch(db, companyFarmScope(companyId), id))!;
    const growth = await growthForecastOfBatch(db, row, now);
    const { targetAge, targetDate } = row.batch;
    if (!growth || targetAge === null || targetDate === null) continue;
    const band = growth.bandAt?.(targetAge) ?? null;
    await insertForecastSnapshot(db, {
      companyId,
      batchId: id,
      madeAt: now,
      madeOn: today,
      targetDate,
      targetAge,
      daysAhead: daysBetween(today, targetDate),
      method: growth.method,
      weight: roundTo(growth.weightAt(targetAge), 1)!,
      weightP10: band ? roundTo(band.p10, 1) : null,
      weightP90: band ? roundTo(band.p90, 1) : null,
    });
    kept++;
  }
  return kept;
}

/** `GET /v2/batches/{id}/forecast-snapshots`: every forecast kept of the flock's planned day, newest first. */
export async function forecastSnapshots(db: Db, principal: Principal, batchId: number): Promise<ForecastSnapshot[]> {
  const row = await plannableBatch(db, principal, batchId);
  return (await findForecastSnapshots(db, row.batch.id)).map((s) => ({
    made_on: s.madeOn,
    made_at: s.madeAt.toISOString(),
    target_date: s.targetDate,
    target_age: s.targetAge,
    days_ahead: s.daysAhead,
    method: s.method,
    weight: s.weight,
    weight_p10: s.weightP10,
    weight_p90: s.weightP90,
  }));
}
