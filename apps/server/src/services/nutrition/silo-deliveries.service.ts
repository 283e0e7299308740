import { FEED_CONTROL_TYPES } from '@plantel/contracts';
import { drawnFeed } from '@plantel/domain';
import type { Db } from '../../db/database';
import { insertFeedControl } from '../../repositories/feed-controls.repository';
import { addToAutomaticDelivery, findBatchHousedAt, findLatestAutomaticDeliveries, findSiloReadingsBetween, lockSiloStocks } from '../../repositories/telemetry.repository';
import { groupBy } from '../common/group-by';
import { HOUR_MS } from '../common/units';

/**
 * A rise smaller than this (kg), or than DELIVERY_MIN_SHARE of the capacity, is not recorded as a
 * delivery. Twice the bar `drawnFeed` uses on a long run of readings: a live silo's delivery is
 * weighed from the few hours of readings around its stock.
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
/** The readings before the stock a delivery is weighed with: the level before a truck is a line over three hours of them. */
export const READINGS_BEFORE_STOCK_MS = 3 * HOUR_MS;

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
 * delivery typed in by hand. A rise is a delivery once the reading after it confirms it: a knock
 * falls straight back, and is neither a delivery nor, on its way back, feed eaten. So a truck is
 * recorded with the first reading after its last rise, dated from its first. `known` are the
 * silo's readings up to the stock (those within READINGS_BEFORE_STOCK_MS of it count, while the
 * stock is still the weight of its reading): the rises up to the stock, unconfirmed until now, and
 * the level before them. A run the readings up to the stock already confirmed was recorded then.
 * A rise within DELIVERY_MERGE_MS of a delivery's first one adds to it, `open` being the silo's
 * latest automatic delivery already recorded (a truck pausing between compartments). Only readings
 * newer than the stock count: a late reading changes no stock.
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
  const bar = Math.max(DELIVERY_MIN_KG, DELIVERY_MIN_SHARE * before.capacity);
  const judge = (list: readonly KnownLoadCellReading[]) =>
    drawnFeed(
      list.map((r) => ({ time: r.at, weight: r.weight, blackout: r.blackout })),
      { deliveryThreshold: bar, noiseKg: LOAD_CELL_NOISE_SHARE * before.capacity, openEnd: true },
    ).deliveries;
  // The readings lead to the stock only while it is still the reading of its time: a delivery typed
  // in by hand since moved it, and the rise up to it is not the load cells'.
  const stockRead = known.some((r) => r.at === stockAt && !r.blackout && Math.abs(r.weight - before.weight!) < 0.5);
  const upToStock = [
    ...(stockRead ? known.filter((r) => r.at < stockAt && r.at >= stockAt - READINGS_BEFORE_STOCK_MS).sort((a, b) => a.at - b.at) : []),
    { at: stockAt, weight: before.weight, blackout: false },
  ];
  const seenBefore = judge(upToStock);
  // A run that ends before the stock was confirmed by a reading up to it, and recorded then.
  const seen = judge([...upToStock, ...newer]).filter((d) => d.to >= stockAt);
  const rationAt = (time: number) => newer.findLast((r) => r.at <= time && r.ration !== null)?.ration ?? before.ration;

  const deliveries: SiloDelivery[] = [];
  let last: SiloDelivery | undefined = open ? { at: open.at, kg: 0, ration: null, recordId: open.id } : undefined;
  for (const { time, kg: runKg, from, to } of seen) {
    // What the readings up to the stock already confirmed of this run, recorded then. Weighed again
    // with more readings, a truck's mass moves by their noise: only a further compartment adds to it.
    const shown = from < stockAt ? (seenBefore.find((d) => d.from <= to && d.to >= from)?.kg ?? 0) : 0;
    const kg = runKg - shown;
    if (kg <= 0 || (shown > 0 && kg < bar)) continue;
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
          (await findSiloReadingsBetween(db, [...bySilo.keys()], new Date(Math.min(...stockTimes) - READINGS_BEFORE_STOCK_MS), new Date(Math.max(...stockTimes)))).map((r) => ({
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
