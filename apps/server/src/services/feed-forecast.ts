import type { FeedForecast, Silo } from '@plantel/contracts';
import { forecastFeedEnd, recentIntakeRatio, referenceIntakeOnDay } from '@plantel/domain';
import type { Db } from '../db/database';
import { findLastConsumptionDays, findLastStockedReading } from '../repositories/nutrition.repository';
import { roundTo } from './units';

const RATIO_DAYS = 3;
/** Below this share of their capacity the silos count as empty: load cells read a few kg of noise then. */
const EMPTY_SHARE = 0.01;

/** What the forecast needs to know of a batch. */
export interface ForecastBatch {
  id: number;
  productionType: number;
  lineage: string;
  sexExternalId: number;
  ageAtLodging: number;
  currentLodged: number;
  openingDate: Date;
  closingDate: Date | null;
}

/** A batch as findBatch gives it, for the forecast. */
export const forecastBatchOf = (row: { batch: Omit<ForecastBatch, 'productionType'>; productionType: number }): ForecastBatch => ({ ...row.batch, productionType: row.productionType });

/** Reference intake of one animal of the batch during a day of age (from `age` to `age + 1` days old), g. */
export const referenceIntakeOf = (batch: Pick<ForecastBatch, 'productionType' | 'lineage' | 'sexExternalId'>) => (age: number) =>
  referenceIntakeOnDay(batch.productionType, batch.lineage, batch.sexExternalId, age);

/** The silos' total stock and when it was read: the latest reading of any silo. */
export function stockOf(silos: readonly Silo[]) {
  const read = silos.filter((s) => s.available_weight !== null && s.last_received_time !== null);
  if (read.length === 0) return null;
  return {
    kg: read.reduce((sum, s) => sum + s.available_weight!, 0),
    at: Math.max(...read.map((s) => Date.parse(s.last_received_time!))),
  };
}

/**
 * The end-of-feed forecast of a batch from its silos' stock: only while the batch is open and has
 * animals; the reference is scaled by what they really ate over the last recorded days.
 */
export async function feedForecastOf(db: Db, batch: ForecastBatch, silos: readonly Silo[], now: Date): Promise<FeedForecast> {
  const stock = stockOf(silos);
  const eating = batch.closingDate === null && batch.currentLodged > 0 && batch.openingDate <= now;
  if (!stock || !eating) {
    return {
      ration_end_date: null,
      ration_end_prediction: stock ? [{ timestamp: new Date(stock.at).toISOString(), amount: stock.kg }] : [],
      daily_consumption: null,
      intake_ratio: null,
    };
  }
  const intake = referenceIntakeOf(batch);
  const days = await findLastConsumptionDays(db, batch.id, RATIO_DAYS);
  const ratio = recentIntakeRatio(
    days.map((d) => {
      const reference = intake(d.age);
      return { amount: d.amount, ideal: d.idealAmount ?? (reference === null ? null : (reference * d.currentLodged) / 1000) };
    }),
    RATIO_DAYS,
  );
  const empty = stock.kg <= EMPTY_SHARE * silos.reduce((sum, s) => sum + s.capacity, 0);
  const from = (kg: number, at: number) =>
    forecastFeedEnd({ stockKg: kg, at, lodged: batch.currentLodged, openingDate: batch.openingDate.getTime(), ageAtLodging: batch.ageAtLodging, intake, ratio });
  const forecast = from(empty ? 0 : stock.kg, stock.at);
  if (empty) {
    // Already empty: the feed ran out after the last reading that still showed some, once that was eaten.
    const last = await findLastStockedReading(db, silos.map((s) => s.id), EMPTY_SHARE);
    forecast.endsAt = last ? Math.min(stock.at, from(last.kg, last.at.getTime()).endsAt ?? stock.at) : stock.at;
  }
  return {
    ration_end_date: forecast.endsAt === null ? null : new Date(forecast.endsAt).toISOString(),
    ration_end_prediction: forecast.points.map((p) => ({ timestamp: new Date(p.time).toISOString(), amount: roundTo(p.amount, 1) })),
    daily_consumption: roundTo(forecast.nextDayKg, 1),
    intake_ratio: roundTo(ratio, 3),
  };
}
