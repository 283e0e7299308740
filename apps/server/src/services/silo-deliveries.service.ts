import { FEED_CONTROL_TYPES } from '@plantel/contracts';
import { drawnFeed } from '@plantel/domain';
import type { Db } from '../db/database';
import { insertFeedControl } from '../repositories/feed-controls.repository';
import { addToAutomaticDelivery, findBatchHousedAt, findLatestAutomaticDeliveries, findSiloReadingsBetween, lockSiloStocks } from '../repositories/telemetry.repository';
import { groupBy } from './group-by';
import { HOUR_MS } from './units';

/**
 * A rise smaller than this (kg), or than DELIVERY_MIN_SHARE of the capacity, is not recorded as a
 * delivery. Twice the bar `drawnFeed` uses on a run of readings: there a rise must also hold at the
 * reading after it, which the newest reading of a live silo does not have yet.
 */
export const DELIVERY_MIN_KG = 300;
export const DELIVERY_MIN_SHARE = 0.03;
/**
 * The load cells' noise as a share of the capacity, for the few readings around a stock: too few to
 * measure it, and a truck's rise among them would pass for noise.
 */
const LOAD_CELL_NOISE_SHARE = 0.0015;
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

/** A load-cell reading Plantel already had, up to the stock. */
export interface KnownLoadCellReading {
  at: number;
  weight: number;
  blackout: boolean;
}

/**
 * The deliveries a silo's new load-cell readings show, as `drawnFeed` finds them (a run of rises one
 * after another, plus the feed eaten meanwhile) from the stock Plantel knew, which already holds any
 * delivery typed in by hand. `known` are the silo's readings up to the stock (those within
 * DELIVERY_MERGE_MS of it count, while the stock is still the weight of its reading): a truck that started unloading before the stock's reading, its
 * first rise too small to be a delivery on its own, is the same delivery as the rises after it, and
 * what those earlier readings already showed of it (recorded then) is not counted twice. A rise
 * within DELIVERY_MERGE_MS of a delivery's first one adds to it, `open` being the silo's latest
 * automatic delivery already recorded (readings often come one per request). Only readings newer
 * than the stock count: a late reading changes no stock.
 */
export function detectDeliveries(
  before: SiloBefore,
  readings: readonly NewLoadCellReading[],
  open: { id: number; at: number } | null = null,
  known: readonly KnownLoadCellReading[] = [],
): SiloDelivery[] {
  if (before.weight === null || before.at === null) return [];
  const stockAt = before.at;
  const newer = readings.filter((r) => r.at > stockAt).sort((a, b) => a.at - b.at);
  const judge = (list: readonly KnownLoadCellReading[]) =>
    drawnFeed(
      list.map((r) => ({ time: r.at, weight: r.weight, blackout: r.blackout })),
      { deliveryThreshold: Math.max(DELIVERY_MIN_KG, DELIVERY_MIN_SHARE * before.capacity), noiseKg: LOAD_CELL_NOISE_SHARE * before.capacity, openEnd: true },
    ).deliveries;
  // The readings lead to the stock only while it is still the reading of its time: a delivery typed
  // in by hand since moved it, and the rise up to it is not the load cells'.
  const stockRead = known.some((r) => r.at === stockAt && !r.blackout && Math.abs(r.weight - before.weight!) < 0.5);
  const upToStock = [
    ...(stockRead ? known.filter((r) => r.at < stockAt && r.at >= stockAt - DELIVERY_MERGE_MS).sort((a, b) => a.at - b.at) : []),
    { at: stockAt, weight: before.weight, blackout: false },
  ];
  const seenBefore = judge(upToStock);
  const seen = judge([...upToStock, ...newer]).filter((d) => d.to > stockAt);
  const rationAt = (time: number) => newer.findLast((r) => r.at <= time && r.ration !== null)?.ration ?? before.ration;

  const deliveries: SiloDelivery[] = [];
  let last: SiloDelivery | undefined = open ? { at: open.at, kg: 0, ration: null, recordId: open.id } : undefined;
  for (const { time, kg: runKg, from, to } of seen) {
    // What the readings up to the stock already showed of this run (the delivery they saw within it), recorded then.
    const shown = from < stockAt ? (seenBefore.find((d) => d.from <= to && d.to >= from)?.kg ?? 0) : 0;
    const kg = runKg - shown;
    if (kg <= 0) continue;
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
  const stockTimes = stocks.flatMap((s) => (s.at ? [s.at.getTime()] : []));
  const known =
    stockTimes.length === 0
      ? new Map<number, KnownLoadCellReading[]>()
      : groupBy(
          (await findSiloReadingsBetween(db, [...bySilo.keys()], new Date(Math.min(...stockTimes) - DELIVERY_MERGE_MS), new Date(Math.max(...stockTimes)))).map((r) => ({
            siloId: r.siloId,
            at: r.at.getTime(),
            weight: r.weight,
            blackout: r.blackout,
          })),
          (r) => r.siloId,
        );
  for (const silo of stocks) {
    const latest = open.get(silo.id);
    const before = { capacity: silo.capacity, weight: silo.weight, at: silo.at?.getTime() ?? null, ration: silo.ration };
    for (const delivery of detectDeliveries(before, bySilo.get(silo.id)!, latest ? { id: latest.id, at: latest.date.getTime() } : null, known.get(silo.id) ?? [])) {
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
