import type { OccupationHistory, OccupationHistoryQuery, ShedSilos, Silo } from '@plantel/contracts';
import { OCCUPATION_HISTORY_DAYS } from '@plantel/contracts';
import { siloLevelOf } from '@plantel/domain';
import type { Db } from '../../db/database';
import { findBatchOfShed } from '../../repositories/batches.repository';
import { findShed, findShedBatches } from '../../repositories/sheds.repository';
import { findOccupationReadings, findSilo, findSilosOfShed } from '../../repositories/silos.repository';
import type { Principal } from '../access/auth.service';
import { InvalidInputError, NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { rawReadingsFrom } from '../telemetry/readings-retention.service';
import { rationEntry, stockByRation } from './silo-stock';
import { companyTimeZone, localDayRange, refuseEndAfterToday } from '../common/calendar-days';
import { DAY_MS } from '../common/units';
import { localDay } from '../../shared/wall-time';

const CONSUMPTION_WINDOW_DAYS = 7;

/** The batch whose deliveries a silo counts and whose animals share its feed. */
export interface SiloBatch {
  id: number;
  currentLodged: number;
}

/** A shed's silos as the spec shapes them, deliveries counted for `batch`. */
export async function silosOfShed(db: Db, shedId: number, batch: SiloBatch | null, now = new Date()): Promise<Silo[]> {
  const rows = await findSilosOfShed(db, shedId, batch?.id ?? null, new Date(now.getTime() - CONSUMPTION_WINDOW_DAYS * DAY_MS));
  return rows.map((silo) => {
    const deliveries = silo.stock;
    const current = silo.rationId === null ? null : { id: silo.rationId, name: silo.rationName!, phase: silo.rationPhase!, density: silo.rationDensity! };
    const { capacity, occupation, status } = siloLevelOf(silo);
    const perDay = silo.days !== null && silo.days > 0 ? silo.eaten / silo.days : null;
    const last = deliveries[0];
    return {
      id: silo.id,
      identification: silo.identification,
      capacity,
      volume: silo.volume,
      low_threshold: silo.lowThreshold,
      critical_threshold: silo.criticalThreshold,
      available_weight: silo.availableWeight,
      free_weight: silo.availableWeight === null ? null : Math.max(0, capacity - silo.availableWeight),
      invoice_deliveries: silo.deliveredKg ?? 0,
      total_occupation: occupation,
      status,
      current_ration: current,
      last_received_time: silo.lastReadingAt?.toISOString() ?? null,
      rations: stockByRation(silo.availableWeight, deliveries, current),
      last_delivery: last ? { ...rationEntry(last.ration, last.quantity), date: last.date.toISOString() } : null,
      consumption_mean: perDay,
      bird_consumption_mean: perDay !== null && batch && batch.currentLodged > 0 ? (perDay * 1000) / batch.currentLodged : null,
    };
  });
}

/** `GET /v1/silos-shed/{shed id}`: the silos of a shed in scope, deliveries counted for its current batch. */
export async function getShedSilos(db: Db, principal: Principal, shedId: number): Promise<ShedSilos> {
  const shed = await findShed(db, farmScopeOf(principal), shedId);
  if (!shed) throw new NotFoundError('Shed not found');
  const [current] = await findShedBatches(db, shedId);
  return { results: await silosOfShed(db, shedId, current ?? null) };
}

/**
 * The readings window: last `days` or start…end (the company's calendar days, in `timeZone`), cut to the batch's period when one is
 * given: from the closing of the shed's batch before it (the silos are filled before lodging) to its
 * own closing.
 */
function occupationWindow(query: OccupationHistoryQuery, batch: { previousClosing: Date | null; closingDate: Date | null } | undefined, now: Date, timeZone: string) {
  const anchor = batch?.closingDate ?? now;
  let from: Date;
  let to: Date;
  if (query.start && query.end) {
    ({ from, to } = localDayRange(query.start, query.end, timeZone));
  } else {
    from = new Date(anchor.getTime() - (query.days ?? OCCUPATION_HISTORY_DAYS.default) * DAY_MS);
    to = anchor;
  }
  if (batch) {
    if (batch.previousClosing && batch.previousClosing > from) from = batch.previousClosing;
    if (anchor < to) to = anchor;
  }
  return { from, to };
}

export async function getOccupationHistory(db: Db, principal: Principal, siloId: number, query: OccupationHistoryQuery, now = new Date()): Promise<OccupationHistory> {
  const silo = await findSilo(db, farmScopeOf(principal), siloId);
  if (!silo) throw new NotFoundError('Silo not found');
  const batch = query.batch_id === undefined ? undefined : await findBatchOfShed(db, query.batch_id, silo.shedId);
  if (query.batch_id !== undefined && !batch) throw new InvalidInputError('batch_id', "not a batch of the silo's shed", 'querystring');
  const timeZone = await companyTimeZone(db, principal.companyId);
  refuseEndAfterToday(query.end, localDay(now, timeZone));
  const window = occupationWindow(query, batch, now, timeZone);
  const from = await rawReadingsFrom(db, principal.companyId, window.from, now);
  const to = window.to;
  const rows = from <= to ? await findOccupationReadings(db, siloId, from, to) : [];
  return {
    results: rows.map((r) => ({
      device_time: r.deviceTime.toISOString(),
      additional_info: {
        total_occupation: r.totalOccupation,
        is_blackout: r.isBlackout,
        total_weight: r.totalWeight,
        free_capacity: r.freeCapacity,
        consuming_ration: r.ration ? { id: r.ration.id, name: r.ration.name, phase: r.ration.phase } : null,
      },
    })),
  };
}
