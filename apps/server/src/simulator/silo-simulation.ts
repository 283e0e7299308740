import type { Random } from '@plantel/domain';
import type { FeedDemand } from './feed-demand';
import { HOUR_MS, localHour } from './time';

/** Feed entering one silo at the start of an hour. */
export interface Delivery {
  hour: number;
  silo: number;
  kg: number;
  rationKey: number;
}

export interface SiloStocks {
  /** Per silo: stock at the start of each hour (after that hour's delivery), hours + 1 entries. */
  stock: Float64Array[];
  /** Per silo: feed drawn during each hour. */
  drawn: Float64Array[];
  /** Feed eaten per hour (less than the demand when the silos are empty). */
  eaten: Float64Array;
  deliveries: Delivery[];
  /** Per silo: ration key in it after each delivery, as [hour, key] changes. */
  rations: [number, number][][];
}

export interface DeliveryPolicy {
  /** Deliveries only before this hour (closing, or a planned stock-out). */
  lastHour: number;
  /** Ration to deliver at an hour. */
  rationAt(hour: number): number;
  random: Random;
  /** The company's IANA time zone: trucks come in its working hours. */
  timeZone: string;
}

const FILL = 0.97;
const MIN_DELIVERY_KG = 300;

function workingHour(time: number, timeZone: string): boolean {
  const h = localHour(time, timeZone);
  return h >= 7 && h < 17;
}

/**
 * Runs the silos hour by hour. Birds eat from the silo filled longest ago (first in, first out);
 * deliveries come either from `schedule` or, with a policy, in working hours when the feed left
 * would not last the next 36 hours or a silo stands empty: a truck of 8-16 t, into the emptiest
 * silos up to 97 %.
 */
export function runSilos(demand: FeedDemand, capacities: readonly number[], plan: { schedule: readonly Delivery[] } | { policy: DeliveryPolicy }): SiloStocks {
  const n = capacities.length;
  const { hours } = demand;
  const stock = capacities.map(() => new Float64Array(hours + 1));
  const drawn = capacities.map(() => new Float64Array(hours));
  const eaten = new Float64Array(hours);
  const level = new Array<number>(n).fill(0);
  const totalCapacity = capacities.reduce((a, b) => a + b, 0);
  const filledAt = new Array<number>(n).fill(Infinity);
  const deliveries: Delivery[] = [];
  const rations: [number, number][][] = capacities.map(() => []);
  const byHour = new Map<number, Delivery[]>();
  if ('schedule' in plan) for (const d of plan.schedule) byHour.set(d.hour, [...(byHour.get(d.hour) ?? []), d]);

  // Demand of the next 36 hours, kept as a running window sum.
  const lookahead = 36;
  let ahead = 0;
  for (let h = 0; h < Math.min(lookahead, hours); h++) ahead += demand.kg[h]!;

  const deliver = (d: Delivery) => {
    level[d.silo]! += d.kg;
    if (level[d.silo]! <= d.kg + 1) filledAt[d.silo] = d.hour;
    deliveries.push(d);
    rations[d.silo]!.push([d.hour, d.rationKey]);
  };

  for (let h = 0; h <= hours; h++) {
    if ('schedule' in plan) {
      for (const d of byHour.get(h) ?? []) deliver(d);
    } else if (h < plan.policy.lastHour && h < hours) {
      const total = level.reduce((a, b) => a + b, 0);
      const consuming = currentSilo(level, filledAt);
      const emptySilo = level.some((l, s) => s !== consuming && l < 0.02 * capacities[s]!) && total < 0.75 * totalCapacity;
      const due = h === 0 || ((total < ahead || emptySilo) && workingHour(demand.start + h * HOUR_MS, plan.policy.timeZone));
      if (due) {
        let truck = Math.round(plan.policy.random.uniform(8000, 16000) / 100) * 100;
        const order = [...capacities.keys()].sort((a, b) => Number(a === consuming) - Number(b === consuming) || level[a]! - level[b]!);
        for (const s of order) {
          const room = capacities[s]! * FILL - level[s]!;
          const kg = Math.min(room, truck);
          if (kg < MIN_DELIVERY_KG) continue;
          deliver({ hour: h, silo: s, kg: Math.round(kg), rationKey: plan.policy.rationAt(h) });
          truck -= Math.round(kg);
        }
      }
    }
    for (let s = 0; s < n; s++) stock[s]![h] = level[s]!;
    if (h === hours) break;

    let need = demand.kg[h]!;
    while (need > 1e-9) {
      const s = currentSilo(level, filledAt);
      if (s < 0) break;
      const take = Math.min(need, level[s]!);
      level[s]! -= take;
      drawn[s]![h]! += take;
      need -= take;
      if (level[s]! <= 1e-9) {
        level[s] = 0;
        filledAt[s] = Infinity;
      }
    }
    eaten[h] = demand.kg[h]! - need;
    ahead += (h + lookahead < hours ? demand.kg[h + lookahead]! : demand.kg[hours - 1]!) - demand.kg[h]!;
  }
  return { stock, drawn, eaten, deliveries, rations };
}

/** The silo being eaten from: the one with feed filled longest ago; -1 when all are empty. */
export function currentSilo(level: readonly number[], filledAt: readonly number[]): number {
  let best = -1;
  for (let s = 0; s < level.length; s++) {
    if (level[s]! > 1e-9 && (best < 0 || filledAt[s]! < filledAt[best]!)) best = s;
  }
  return best;
}

/**
 * Shortens the last deliveries before `hour` so that the silos hold nothing at that hour: the feed
 * that was left then is taken off the latest deliveries (a short truck, then none). Returns the
 * new schedule (deliveries at or after `hour` are dropped).
 */
export function trimToRunOutAt(result: SiloStocks, hour: number): Delivery[] {
  const left = result.stock.reduce((sum, s) => sum + s[Math.min(hour, s.length - 1)]!, 0);
  const schedule = result.deliveries.filter((d) => d.hour < hour).map((d) => ({ ...d }));
  let excess = left;
  for (let i = schedule.length - 1; i >= 0 && excess > 0; i--) {
    const d = schedule[i]!;
    if (d.kg - excess >= MIN_DELIVERY_KG) {
      d.kg = Math.round(d.kg - excess);
      excess = 0;
    } else {
      excess -= d.kg;
      schedule.splice(i, 1);
    }
  }
  return schedule;
}
