import type { FeedForecast, Silo, StaleSilo } from '@plantel/contracts';
import { expectedFeedBetween, forecastFeedEnd, recentIntakeRatio, referenceIntakeOnDay } from '@plantel/domain';
import type { Db } from '../../db/database';
import { findLastConsumptionDays, findLastStockedReading } from '../../repositories/nutrition.repository';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import { DAY_MS, roundTo } from '../common/units';

const RATIO_DAYS = 3;
/** Below this share of their capacity the silos count as empty: load cells read a few kg of noise then. */
const EMPTY_SHARE = 0.01;
/** How long before a batch's opening its first feed may have been delivered. */
const PRE_LODGING_FEED_DAYS = 30;

/** What the forecast needs to know of a batch. */
export interface ForecastBatch {
  id: number;
  companyId: number;
  productionType: number;
  lineage: string;
  sexExternalId: number;
  ageAtLodging: number;
  /** Mean weight at housing, g: where a pig batch's reference starts. */
  entryWeight: number | null;
  currentLodged: number;
  openingDate: Date;
  closingDate: Date | null;
}

/** A batch as findBatch gives it, for the forecast. */
export const forecastBatchOf = (row: { batch: Omit<ForecastBatch, 'productionType'>; productionType: number }): ForecastBatch => ({ ...row.batch, productionType: row.productionType });

/** Reference intake of one animal of the batch during a day of age (from `age` to `age + 1` days old), g. */
export const referenceIntakeOf = (batch: Pick<ForecastBatch, 'productionType' | 'lineage' | 'sexExternalId' | 'ageAtLodging' | 'entryWeight'>) => (age: number) =>
  referenceIntakeOnDay(batch.productionType, batch.lineage, batch.sexExternalId, age, { age: batch.ageAtLodging, weight: batch.entryWeight });

/**
 * The silos' total stock as their last readings give it, and the newest of those readings: what
 * the silos showed, for totals on screen. The forecast does not start from it: a silo read long
 * before the others is not current (`forecastStock`).
 */
export function stockOf(silos: readonly Silo[]) {
  const read = silos.filter((s) => s.available_weight !== null && s.last_received_time !== null);
  if (read.length === 0) return null;
  return {
    kg: read.reduce((sum, s) => sum + s.available_weight!, 0),
    at: Math.max(...read.map((s) => Date.parse(s.last_received_time!))),
  };
}

/**
 * The silos whose last reading is older than `staleMs` before `now` (the company's stale-sensor
 * threshold): their stock is not current.
 */
export function staleSilosOf(silos: readonly Silo[], now: number, staleMs: number): StaleSilo[] {
  return silos
    .filter((s) => s.available_weight !== null && s.last_received_time !== null && now - Date.parse(s.last_received_time) > staleMs)
    .map((s) => ({ id: s.id, identification: s.identification, last_reading_time: s.last_received_time!, available_weight: s.available_weight! }));
}

/**
 * The stock the forecast starts from, each silo at its own reading time: from the newest reading of
 * a silo still reporting (of any silo when none is), the silos reporting with their last reading,
 * and each stale one with its last reading less what the animals were expected to eat since then
 * (`expected(from, to)`, kg), never below zero. A silo that went quiet may be the one the animals
 * were eating from; if they ate from another, its feed is still there and the forecast runs out
 * early, the safe side when ordering feed. Either way the answer names it as an estimate.
 */
export function forecastStock(silos: readonly Silo[], stale: readonly StaleSilo[], expected: (from: number, to: number) => number) {
  const read = silos.filter((s) => s.available_weight !== null && s.last_received_time !== null);
  if (read.length === 0) return null;
  const quiet = new Set(stale.map((s) => s.id));
  const current = read.filter((s) => !quiet.has(s.id));
  const at = Math.max(...(current.length > 0 ? current : read).map((s) => Date.parse(s.last_received_time!)));
  const kg = read.reduce((sum, s) => {
    const readAt = Date.parse(s.last_received_time!);
    return sum + (quiet.has(s.id) ? Math.max(0, s.available_weight! - expected(readAt, at)) : s.available_weight!);
  }, 0);
  return { kg, at };
}

/**
 * The end-of-feed forecast of a batch from its silos' stock: only while the batch is open and has
 * animals; the reference is scaled by what they really ate over the last recorded days.
 */
export async function feedForecastOf(db: Db, batch: ForecastBatch, silos: readonly Silo[], now: Date): Promise<FeedForecast> {
  const { stale_sensor_minutes } = await alertThresholdsOf(db, batch.companyId);
  const stale = staleSilosOf(silos, now.getTime(), stale_sensor_minutes * 60_000);
  const eating = batch.closingDate === null && batch.currentLodged > 0 && batch.openingDate <= now;
  if (!eating || !stockOf(silos)) {
    const stock = stockOf(silos);
    return {
      ration_end_date: null,
      ration_end_prediction: stock ? [{ timestamp: new Date(stock.at).toISOString(), amount: stock.kg }] : [],
      daily_consumption: null,
      intake_ratio: null,
      stale_silos: stale,
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
  const eaters = { lodged: batch.currentLodged, openingDate: batch.openingDate.getTime(), ageAtLodging: batch.ageAtLodging, intake, ratio };
  const stock = forecastStock(silos, stale, (from, to) => expectedFeedBetween(eaters, from, to))!;
  const empty = stock.kg <= EMPTY_SHARE * silos.reduce((sum, s) => sum + s.capacity, 0);
  const from = (kg: number, at: number) => forecastFeedEnd({ stockKg: kg, at, ...eaters });
  const forecast = from(empty ? 0 : stock.kg, stock.at);
  if (empty) {
    // Already empty: the feed ran out after the last reading that still showed some, once that was eaten.
    // Only this batch's feed counts, delivered at the earliest a month before its animals arrived.
    const since = new Date(batch.openingDate.getTime() - PRE_LODGING_FEED_DAYS * DAY_MS);
    const last = await findLastStockedReading(db, silos.map((s) => s.id), EMPTY_SHARE, since);
    forecast.endsAt = last ? Math.min(stock.at, from(last.kg, last.at.getTime()).endsAt ?? stock.at) : stock.at;
  }
  return {
    ration_end_date: forecast.endsAt === null ? null : new Date(forecast.endsAt).toISOString(),
    ration_end_prediction: forecast.points.map((p) => ({ timestamp: new Date(p.time).toISOString(), amount: roundTo(p.amount, 1) })),
    daily_consumption: roundTo(forecast.nextDayKg, 1),
    intake_ratio: roundTo(ratio, 3),
    stale_silos: stale,
  };
}
