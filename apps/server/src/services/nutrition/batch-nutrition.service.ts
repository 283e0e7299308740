import type { BatchNutrition, BatchWater, ConsumptionEntry, ConsumptionHistory, ConsumptionHistoryQuery, FeedForecast, ShedNutrition, Silo } from '@plantel/contracts';
import { CONSUMPTION_HISTORY_DEFAULT_DAYS } from '@plantel/contracts';
import { feedPerAnimalUnit, siloOccupation, waterByPeriod, weekOfAge } from '@plantel/domain';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findConsumptionDays, findLatestDeliveredRation, findWaterMeters, findWaterReadings } from '../../repositories/nutrition.repository';
import { saveBatchSummary } from '../../repositories/performance.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { findShed, findShedBatches } from '../../repositories/sheds.repository';
import type { Principal } from '../access/auth.service';
import { InvalidInputError, NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import type { FarmScope } from '../../repositories/farm-scope';
import { feedForecastOf, forecastBatchOf, referenceIntakeOf, stockOf } from './feed-forecast';
import { readingsCutoffFor } from '../telemetry/readings-retention.service';
import { worstSiloStatus } from './silo-stock';
import { silosOfShed } from './silos.service';
import { addDays, batchCalendar, companyTimeZone, refuseEndAfterToday } from '../common/calendar-days';
import { DAY_MS, dayOfAge, HOUR_MS, roundTo } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { readTogether } from '../../db/read-together';

const WATER_DAYS = 14;
const WATER_HOURS = 48;


async function nutritionBatch(db: Db, principal: Principal, id: number): Promise<BatchRow> {
  const row = await findBatch(db, farmScopeWith(principal, 'Nutrição'), id);
  if (!row) throw new NotFoundError('Batch not found');
  return row;
}

/** `GET /v2/batches/{id}/nutrition`: the silos, the totals and the end-of-feed forecast, and water. */
export async function getBatchNutrition(db: Db, principal: Principal, id: number, now = new Date()): Promise<BatchNutrition> {
  const row = await nutritionBatch(db, principal, id);
  const { batch } = row;
  const [silos, delivered, cutoff] = await readTogether(db, [
    () => silosOfShed(db, batch.shedId, { id: batch.id, currentLodged: batch.currentLodged }, now),
    () => findLatestDeliveredRation(db, batch.id),
    () => readingsCutoffFor(db, batch.companyId, now),
  ]);
  const [forecast, water] = await readTogether(db, [() => feedForecastOf(db, forecastBatchOf(row), silos, now), () => waterOf(db, row, now, cutoff)]);
  const stock = stockOf(silos);
  const capacity = silos.reduce((sum, s) => sum + s.capacity, 0);
  const inUse = silos.find((s) => s.current_ration !== null && (s.available_weight ?? 0) > 0) ?? silos.find((s) => s.current_ration !== null);
  return {
    batch: batch.id,
    production_type: row.productionType,
    feed_unit: feedPerAnimalUnit(row.productionType),
    current_lodged: batch.currentLodged,
    silos,
    summary: {
      ration_end_date: forecast.ration_end_date,
      ration_end_prediction: forecast.ration_end_prediction,
      daily_consumption: forecast.daily_consumption,
      intake_ratio: forecast.intake_ratio,
      stale_silos: forecast.stale_silos,
      most_recent_ration_type: delivered ?? inUse?.current_ration ?? null,
      total_available: stock ? roundTo(stock.kg, 1) : null,
      total_free: stock ? roundTo(silos.reduce((sum, s) => sum + (s.free_weight ?? 0), 0), 1) : null,
      total_capacity: capacity,
      total_occupation: stock ? siloOccupation(stock.kg, capacity) : null,
      status: worstSiloStatus(silos),
      last_reading_time: stock ? new Date(stock.at).toISOString() : null,
    },
    water,
    raw_readings_expired: batch.openingDate < cutoff,
  };
}

/**
 * A shed's feed now: its current batch (when the caller may see its nutrition), its silos with that
 * batch's deliveries, and the batch's end-of-feed forecast.
 */
export async function shedFeedState(db: Db, scope: FarmScope, shedId: number, now: Date) {
  const [current] = await findShedBatches(db, shedId);
  const row = current ? await findBatch(db, scope, current.id) : undefined;
  const silos = await silosOfShed(db, shedId, row ? { id: row.batch.id, currentLodged: row.batch.currentLodged } : null, now);
  const forecast: FeedForecast = row
    ? await feedForecastOf(db, forecastBatchOf(row), silos, now)
    : { ration_end_date: null, ration_end_prediction: [], daily_consumption: null, intake_ratio: null, stale_silos: [] };
  return { row, silos, forecast };
}

/**
 * A shed's feed figures in its current batch's summary (when `scope`, the Nutrição scope of whoever acts, covers it) (worst silo status, feed available, when it
 * runs out) and its shed-list row, after something that changes them. Returns the shed's silos.
 */
export async function refreshNutritionSummary(db: Db, scope: FarmScope, shedId: number, now = new Date()): Promise<Silo[]> {
  const silos = await rebuildNutritionSummary(db, scope, shedId, now);
  // An empty shed's list row counts its silos' statuses too.
  await refreshShedListEntries(db, { companyId: scope.companyId, shedIds: [shedId] });
  return silos;
}

/** The feed figures of the shed's current batch summary rebuilt from its silos and deliveries; the shed's silos. */
export async function rebuildNutritionSummary(db: Db, scope: FarmScope, shedId: number, now = new Date()): Promise<Silo[]> {
  const { row, silos, forecast } = await shedFeedState(db, scope, shedId, now);
  if (row) {
    await saveBatchSummary(db, row.batch.id, row.batch.companyId, {
      siloStatus: worstSiloStatus(silos),
      available: stockOf(silos)?.kg ?? null,
      rationEndAt: forecast.ration_end_date === null ? null : new Date(forecast.ration_end_date),
    });
  }
  return silos;
}

/** `GET /v2/sheds/{id}/nutrition`: the ration prediction of the shed's current batch. */
export async function getShedNutrition(db: Db, principal: Principal, shedId: number, now = new Date()): Promise<ShedNutrition> {
  if (!(await findShed(db, farmScopeWith(principal, 'Nutrição'), shedId))) throw new NotFoundError('Shed not found');
  const { row, silos, forecast } = await shedFeedState(db, farmScopeWith(principal, 'Nutrição'), shedId, now);
  const stock = stockOf(silos);
  return {
    ration_end_date: forecast.ration_end_date,
    ration_end_prediction: forecast.ration_end_prediction,
    daily_consumption: forecast.daily_consumption,
    intake_ratio: forecast.intake_ratio,
    stale_silos: forecast.stale_silos,
    shed: shedId,
    batch: row?.batch.id ?? null,
    total_available: stock ? roundTo(stock.kg, 1) : null,
    last_reading_time: stock ? new Date(stock.at).toISOString() : null,
  };
}

/** The last day a batch has data for: its closing, or today. */
const lastDayOf = (row: BatchRow, now: Date) => (row.batch.closingDate && row.batch.closingDate < now ? row.batch.closingDate : now);

/** `GET /v2/batches/{id}/consumption-history`: days (or weeks) of age between start and end. */
export async function getConsumptionHistory(db: Db, principal: Principal, id: number, query: ConsumptionHistoryQuery, now = new Date()): Promise<ConsumptionHistory> {
  const row = await nutritionBatch(db, principal, id);
  // Days are the company's calendar days, each day of age on the one it starts on (calendar-days.ts).
  const timeZone = await companyTimeZone(db, row.batch.companyId);
  refuseEndAfterToday(query.end, localDay(now, timeZone));
  const end = query.end ?? localDay(lastDayOf(row, now), timeZone);
  const start = query.start ?? addDays(end, -CONSUMPTION_HISTORY_DEFAULT_DAYS);
  if (start > end) throw new InvalidInputError('start', 'must not be after end', 'querystring');
  const intake = referenceIntakeOf(forecastBatchOf(row));
  const anniversary = (age: number) => new Date(row.batch.openingDate.getTime() + (age - row.batch.ageAtLodging) * DAY_MS).toISOString();
  const days: ConsumptionEntry[] = (await findConsumptionDays(db, id, start, end)).map((d) => {
    const reference = intake(d.age);
    return {
      age: d.age,
      week: weekOfAge(d.age),
      date: d.date,
      days: 1,
      amount: d.amount,
      estimated_amount: d.estimatedAmount,
      ideal_amount: d.idealAmount ?? (reference === null ? null : roundTo((reference * d.currentLodged) / 1000, 1)),
      current_lodged: d.currentLodged,
      last_anniversary: anniversary(d.age),
    };
  });
  return { results: query.grouping === 'weeks' ? byWeek(days) : days };
}

function byWeek(days: readonly ConsumptionEntry[]): ConsumptionEntry[] {
  const weeks = new Map<number, ConsumptionEntry>();
  for (const day of days) {
    const week = weeks.get(day.week);
    if (!week) {
      weeks.set(day.week, { ...day });
      continue;
    }
    week.age = day.age;
    week.days += 1;
    week.amount = roundTo(week.amount + day.amount, 1);
    week.estimated_amount = roundTo(week.estimated_amount + day.estimated_amount, 1);
    week.ideal_amount = week.ideal_amount === null || day.ideal_amount === null ? null : roundTo(week.ideal_amount + day.ideal_amount, 1);
    week.current_lodged = day.current_lodged;
    week.last_anniversary = day.last_anniversary;
  }
  return [...weeks.values()];
}

/**
 * Water drunk from the shed's meters: litres per hour over the last 48 h and per day of age over the
 * last 14 days, with litres per animal and per kg of feed eaten. Null when the shed has no meter.
 */
async function waterOf(db: Db, row: BatchRow, now: Date, cutoff: Date): Promise<BatchWater | null> {
  const meters = await findWaterMeters(db, row.batch.shedId);
  if (meters.length === 0) return null;
  const { dateOfAge } = batchCalendar(row.batch, await companyTimeZone(db, row.batch.companyId));
  const end = lastDayOf(row, now).getTime();
  const opening = row.batch.openingDate.getTime();
  const ageOf = (time: number) => dayOfAge(row.batch, time);
  const lastAge = ageOf(end);
  const firstAge = Math.max(row.batch.ageAtLodging, lastAge - WATER_DAYS + 1);
  const dayStarts = Array.from({ length: Math.max(0, lastAge - firstAge + 2) }, (_, i) => opening + (firstAge - row.batch.ageAtLodging + i) * DAY_MS);
  const firstHour = Math.floor(end / HOUR_MS) * HOUR_MS - (WATER_HOURS - 1) * HOUR_MS;
  const hourStarts = Array.from({ length: WATER_HOURS + 1 }, (_, i) => firstHour + i * HOUR_MS);
  // Readings before the company's retention cutoff are expired: the periods they would fill stay empty.
  const from = Math.max(Math.min(dayStarts[0] ?? end, firstHour) - HOUR_MS, cutoff.getTime());
  const readings = end > opening && end > from ? await findWaterReadings(db, meters.map((m) => m.id), new Date(from), new Date(end)) : [];
  const perMeter = meters.map((m) => readings.filter((r) => r.deviceId === m.id).map((r) => ({ time: r.measuredAt.getTime(), total: r.totalVolume })));
  const sum = (boundaries: number[]) => {
    const periods = perMeter.map((series) => waterByPeriod(series, boundaries));
    return boundaries.slice(1).map((_, i) => {
      const values = periods.map((p) => p[i]).filter((v): v is number => v !== null && v !== undefined);
      return values.length ? values.reduce((a, b) => a + b, 0) : null;
    });
  };
  const feed = new Map(
    (await findConsumptionDays(db, row.batch.id, dateOfAge(firstAge), dateOfAge(lastAge))).map((d) => [d.age, d]),
  );
  const daily = sum(dayStarts).map((litres, i) => {
    const age = firstAge + i;
    const eaten = feed.get(age);
    const lodged = eaten?.currentLodged ?? row.batch.currentLodged;
    return {
      age,
      date: dateOfAge(age),
      litres: roundTo(litres, 1),
      per_animal: litres !== null && lodged > 0 ? roundTo(litres / lodged, 3) : null,
      water_feed_ratio: litres !== null && eaten && eaten.amount > 0 ? roundTo(litres / eaten.amount, 2) : null,
    };
  });
  const lastSeen = meters.map((m) => m.lastSeenAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  return {
    meters: meters.length,
    last_reading_time: lastSeen > 0 ? new Date(lastSeen).toISOString() : null,
    hourly: sum(hourStarts).map((litres, i) => ({ time: new Date(hourStarts[i]!).toISOString(), litres: roundTo(litres, 1) })),
    daily,
  };
}
