import { FEED_CONTROL_TYPES } from '@plantel/contracts';
import { drawnFeed } from '@plantel/domain';
import type { Db } from '../db/database';
import { insertFeedControl } from '../repositories/feed-controls.repository';
import { addToAutomaticDelivery, findBatchHousedAt, findLatestAutomaticDeliveries, lockSiloStocks } from '../repositories/telemetry.repository';
import { groupBy } from './group-by';
import { HOUR_MS } from './units';

/**
 * A rise smaller than this (kg), or than DELIVERY_MIN_SHARE of the capacity, is not recorded as a
 * delivery. Twice the bar `drawnFeed` uses on a run of readings: there a rise must also hold at the
 * reading after it, which the newest reading of a live silo does not have yet.
 */
export const DELIVERY_MIN_KG = 300;
export const DELIVERY_MIN_SHARE = 0.03;
/** Rises this soon after a delivery's first one are the same truck still unloading. */
export const DELIVERY_MERGE_MS = HOUR_MS;

/** A silo as Plantel knew it before the readings: its stock, the time of that stock, its ration. */
export interface SiloBefore {
  capacity: number;
  weight: number | null;
  at: number | null;
  ration: number | null;
}

export interface NewLoadCellReading {
  at: number;
  weight: number;
  blackout: boolean;
  ration: number | null;
}

/** A delivery seen by the load cells, from its first rise (`at`); `recordId` when it adds to one already recorded. */
export interface SiloDelivery {
  at: number;
  kg: number;
  ration: number | null;
  recordId?: number;
}

/**
 * The deliveries a silo's new load-cell readings show, as `drawnFeed` finds them (the rise plus the
 * feed eaten meanwhile) from the stock Plantel knew, which already holds any delivery typed in by
 * hand. A rise within DELIVERY_MERGE_MS of a delivery's first one adds to it, `open` being the
 * silo's latest automatic delivery already recorded (readings often come one per request). Only
 * readings newer than the stock count: a late reading changes no stock.
 */
export function detectDeliveries(before: SiloBefore, readings: readonly NewLoadCellReading[], open: { id: number; at: number } | null = null): SiloDelivery[] {
  if (before.weight === null || before.at === null) return [];
  const newer = readings.filter((r) => r.at > before.at!).sort((a, b) => a.at - b.at);
  const seen = drawnFeed([{ time: before.at, weight: before.weight }, ...newer.map((r) => ({ time: r.at, weight: r.weight, blackout: r.blackout }))], {
    deliveryThreshold: Math.max(DELIVERY_MIN_KG, DELIVERY_MIN_SHARE * before.capacity),
  }).deliveries;
  const rationAt = (time: number) => newer.findLast((r) => r.at <= time && r.ration !== null)?.ration ?? before.ration;

  const deliveries: SiloDelivery[] = [];
  let last: SiloDelivery | undefined = open ? { at: open.at, kg: 0, ration: null, recordId: open.id } : undefined;
  for (const { time, kg } of seen) {
    if (last && time >= last.at && time - last.at <= DELIVERY_MERGE_MS) {
      // The recorded delivery is answered only once a rise adds to it.
      if (last.kg === 0) deliveries.push(last);
      last.kg += kg;
    } else {
      last = { at: time, kg, ration: rationAt(time) };
      deliveries.push(last);
    }
  }
  return deliveries;
}

/** A load-cell reading written for the first time, with its silo. */
export interface WrittenSiloReading extends NewLoadCellReading {
  siloId: number;
}

/**
 * Records the deliveries the silos' new readings show as automatic feed-control records (type 2),
 * before the stock moves to the newest reading: a new record per delivery, or more on the
 * automatic delivery the truck began less than DELIVERY_MERGE_MS earlier. A delivery needs a batch
 * housed in the shed and a ration known (the reading's or the silo's); without them it is not
 * recorded, and the stock still follows the load cells.
 */
export async function recordAutomaticDeliveries(db: Db, companyId: number, readings: readonly WrittenSiloReading[]): Promise<void> {
  const bySilo = groupBy(readings, (r) => r.siloId);
  const stocks = await lockSiloStocks(db, [...bySilo.keys()]);
  const earliest = Math.min(...readings.map((r) => r.at));
  const open = new Map((await findLatestAutomaticDeliveries(db, [...bySilo.keys()], new Date(earliest - DELIVERY_MERGE_MS))).map((d) => [d.siloId, d]));
  for (const silo of stocks) {
    const latest = open.get(silo.id);
    const before = { capacity: silo.capacity, weight: silo.weight, at: silo.at?.getTime() ?? null, ration: silo.ration };
    for (const delivery of detectDeliveries(before, bySilo.get(silo.id)!, latest ? { id: latest.id, at: latest.date.getTime() } : null)) {
      const kg = Math.round(delivery.kg);
      if (delivery.recordId !== undefined) {
        await addToAutomaticDelivery(db, delivery.recordId, kg);
        continue;
      }
      const batchId = await findBatchHousedAt(db, silo.shedId, new Date(delivery.at));
      if (batchId === null || delivery.ration === null) continue;
      await insertFeedControl(db, {
        companyId,
        batchId,
        siloId: silo.id,
        rationTypeId: delivery.ration,
        date: new Date(delivery.at),
        quantity: kg,
        measuredQuantity: kg,
        feedControlType: FEED_CONTROL_TYPES.automatic,
      });
    }
  }
}
