import { consumptionByAge, siloOccupation, siloStatus, type MeasuredDay, type Random } from '@plantel/domain';
import { ageAt, ageStart, type BatchTimeline } from './batch-timeline';
import type { AnomalyPlan } from './farm-description';
import type { ConsumptionRow, FeedControlRow, SiloReadingRow } from './farm-rows';
import { feedDemand, type DiseaseOnset } from './feed-demand';
import type { Flock } from './flock';
import { rationKeyFor } from './ration-catalog';
import { FARM_LOAD_CELLS, misread } from './load-cell-signal';
import { currentSilo, runSilos, trimToRunOutAt, type Delivery, type SiloStocks } from './silo-simulation';
import type { SpeciesProfile } from './species';
import { ceilTo, DAY_MS, floorTo, HOUR_MS, isoDate, MINUTE_MS } from './time';

export interface SiloSetup {
  key: number;
  device: number;
  capacity: number;
  lowThreshold: number;
  criticalThreshold: number;
}

export interface FeedInput {
  profile: SpeciesProfile;
  lineage: string;
  sex: number;
  batchKey: number;
  timeline: BatchTimeline;
  flock: Flock | null;
  silos: SiloSetup[];
  anomalies: readonly AnomalyPlan[];
  now: number;
  /** The company's IANA time zone, whose wall clock the day follows. */
  timeZone: string;
  random: Random;
  /** A disease onset that makes the animals eat less (feed-demand.ts); off unless given. */
  disease?: DiseaseOnset;
}

export interface SiloState {
  availableWeight: number | null;
  lastReadingAt: number | null;
  rationKey: number | null;
  /** 1 critical, 2 low, 3 satisfactory, 0 no reading. */
  status: number;
}

export interface Feed {
  feedControls: FeedControlRow[];
  siloReadings: SiloReadingRow[];
  consumption: ConsumptionRow[];
  silos: SiloState[];
  /** Ration of the silo being eaten from at the end (or the last delivered). */
  currentRationKey: number | null;
  /** Feed the animals want per day at the end, kg. */
  dailyDemand: number;
  /** When the silos ran out, if they are empty at the end. */
  ranOutAt: number | null;
  /** Feed eaten in each hour from `start` (an hour boundary), kg. */
  eaten: { start: number; kg: Float64Array };
}

const READING_INTERVALS_MIN = [30, 40, 60] as const;

function rationAt(rations: [number, number][], hour: number): number | null {
  let key: number | null = null;
  for (const [h, k] of rations) if (h <= hour) key = k;
  return key;
}

/**
 * Whether each delivery was detected by the load cells: a batch with two deliveries or more shows
 * both kinds, so the latest one is typed in by hand when the cells caught every truck (a delivery
 * made while the scale was being serviced), and the first one detected when none was.
 */
export function withBothKinds(automatic: boolean[]): boolean[] {
  if (automatic.length < 2) return automatic;
  const kinds = [...automatic];
  if (kinds.every(Boolean)) kinds[kinds.length - 1] = false;
  else if (!kinds.some(Boolean)) kinds[0] = true;
  return kinds;
}

/**
 * Feed from silo to animals: hourly demand from the reference intake, silos emptied and refilled by
 * trucks (feed-control records: most detected by the load cells, some typed in by hand), load-cell
 * readings every 30-60 minutes, and the daily consumption against the reference.
 */
export function simulateFeed(input: FeedInput): Feed {
  const { profile, timeline, flock, random, now } = input;
  const capacities = input.silos.map((s) => s.capacity);
  const preLodged = !timeline.housed;
  const start = floorTo(preLodged ? now - 36 * HOUR_MS : timeline.opening - DAY_MS, HOUR_MS);
  const demand = feedDemand({ ...input, start });
  const hourOf = (time: number) => Math.floor((time - start) / HOUR_MS);
  const rationFor = (hour: number) => rationKeyFor(profile.species, Math.max(timeline.ageAtLodging, ageAt(timeline, start + hour * HOUR_MS + DAY_MS)));

  let stocks: SiloStocks;
  const emptyAnomaly = input.anomalies.find((a) => a.kind === 'silo_empty');
  if (preLodged) {
    const hour = hourOf(now - random.int(6, 30) * HOUR_MS);
    const schedule: Delivery[] = capacities.slice(0, 2).map((capacity, silo) => ({ hour, silo, kg: Math.round(capacity * random.uniform(0.6, 0.95)), rationKey: rationFor(hour) }));
    stocks = runSilos(demand, capacities, { schedule });
  } else {
    const stopAt = emptyAnomaly ? now - emptyAnomaly.hoursAgo * HOUR_MS : timeline.closing !== null ? timeline.closing - 2 * DAY_MS : Infinity;
    const lastHour = Math.min(demand.hours, hourOf(stopAt));
    stocks = runSilos(demand, capacities, { policy: { lastHour, rationAt: rationFor, random, timeZone: input.timeZone } });
    if (emptyAnomaly) stocks = runSilos(demand, capacities, { schedule: trimToRunOutAt(stocks, lastHour) });
  }

  const automatic = withBothKinds(stocks.deliveries.map(() => random.chance(0.85)));
  const feedControls: FeedControlRow[] = stocks.deliveries.map((d, i) => {
    return {
      batch: input.batchKey,
      silo: input.silos[d.silo]!.key,
      rationType: d.rationKey,
      date: start + d.hour * HOUR_MS,
      // The invoice says a round figure; the load cells measured what actually went in.
      quantity: Math.round((d.kg * (1 + random.normal(0, 0.01))) / 10) * 10,
      measuredQuantity: automatic[i] ? d.kg : null,
      feedControlType: automatic[i] ? 2 : 1,
    };
  });

  const readingsFrom = preLodged ? start : Math.max(start, timeline.windowStart);
  const end = preLodged ? now : timeline.end;
  const siloReadings: SiloReadingRow[] = [];
  const silos: SiloState[] = input.silos.map((silo, s) => {
    const step = random.pick(READING_INTERVALS_MIN) * MINUTE_MS;
    const blackout = random.chance(0.15) ? { from: random.uniform(readingsFrom, end), hours: random.int(2, 4) } : null;
    let last: { weight: number; time: number; ration: number | null } | null = null;
    for (let t = ceilTo(readingsFrom, step); t <= end; t += step) {
      const h = Math.min(hourOf(t), demand.hours);
      const fraction = h < demand.hours ? (t - start - h * HOUR_MS) / HOUR_MS : 0;
      const exact = stocks.stock[s]![h]! - (h < demand.hours ? stocks.drawn[s]![h]! * fraction : 0);
      const inBlackout: boolean = blackout !== null && last !== null && t >= blackout.from && t < blackout.from + blackout.hours * HOUR_MS;
      const weight: number = inBlackout ? last!.weight : Math.round(misread(exact, t, silo.capacity, FARM_LOAD_CELLS, random, input.timeZone));
      const ration = rationAt(stocks.rations[s]!, h);
      siloReadings.push({
        silo: silo.key,
        device: silo.device,
        deviceTime: t,
        totalWeight: weight,
        totalOccupation: Math.round((weight / silo.capacity) * 10_000) / 10_000,
        freeCapacity: Math.round(silo.capacity - weight),
        isBlackout: inBlackout,
        consumingRationType: ration,
      });
      last = { weight, time: t, ration };
    }
    if (!last) return { availableWeight: null, lastReadingAt: null, rationKey: rationAt(stocks.rations[s]!, demand.hours), status: 0 };
    return { availableWeight: last.weight, lastReadingAt: last.time, rationKey: last.ration, status: siloStatus(siloOccupation(last.weight, silo.capacity), { low: silo.lowThreshold, critical: silo.criticalThreshold }) };
  });

  const consumption: ConsumptionRow[] = [];
  if (flock) {
    const eatenByAge = new Map<number, number>();
    for (let h = 0; h < demand.hours; h++) {
      const age = demand.age[h]!;
      if (age >= 0) eatenByAge.set(age, (eatenByAge.get(age) ?? 0) + stocks.eaten[h]!);
    }
    const measured = measuredByAge(input, timeline, siloReadings);
    for (let age = timeline.firstAge; age <= timeline.lastAge; age++) {
      const dayStart = ageStart(timeline, age);
      if (dayStart + DAY_MS > timeline.end) break;
      const lodged = flock.lodgedAt(age);
      consumption.push({
        batch: input.batchKey,
        age,
        date: isoDate(dayStart, input.timeZone),
        amount: Math.round((measured.get(age)?.amount ?? eatenByAge.get(age) ?? 0) * 10) / 10,
        estimatedAmount: Math.round((measured.get(age)?.estimated ?? 0) * 10) / 10,
        idealAmount: Math.round(((profile.referenceIntake(input.lineage, input.sex, age) * lodged) / 1000) * 10) / 10,
        currentLodged: lodged,
      });
    }
  }

  const finalLevels = stocks.stock.map((s) => s[demand.hours]!);
  const consuming = currentSilo(finalLevels, stocks.rations.map((r) => r.at(-1)?.[0] ?? Infinity));
  const lastDelivery = stocks.deliveries.at(-1);
  let ranOutAt: number | null = null;
  if (flock && finalLevels.every((l) => l <= 1e-6)) {
    let h = demand.hours - 1;
    while (h > 0 && stocks.eaten[h]! < demand.kg[h]! - 1e-6) h--;
    ranOutAt = start + (h + 1) * HOUR_MS;
  }
  const lastDay = Math.max(0, demand.hours - 24);
  return {
    feedControls,
    siloReadings,
    consumption,
    silos,
    currentRationKey: consuming >= 0 ? rationAt(stocks.rations[consuming]!, demand.hours) : (lastDelivery?.rationKey ?? null),
    dailyDemand: demand.kg.subarray(lastDay).reduce((a, b) => a + b, 0) * (24 / Math.max(1, demand.hours - lastDay)),
    ranOutAt,
    eaten: { start, kg: stocks.eaten },
  };
}

/**
 * The days of age the load cells cover (from a quarter up, the rest estimated), rolled up from their readings as Plantel rolls
 * up a real farm's: falls are feed eaten, jumps are deliveries. Earlier days, before the readings
 * kept, take the simulated intake.
 */
function measuredByAge(input: FeedInput, timeline: BatchTimeline, readings: readonly SiloReadingRow[]): Map<number, MeasuredDay> {
  const ages: number[] = [];
  for (let age = timeline.firstAge; age <= timeline.lastAge && ageStart(timeline, age + 1) <= timeline.end; age++) ages.push(age);
  const silos = input.silos.map((silo) => ({
    capacityKg: silo.capacity,
    readings: readings.filter((r) => r.silo === silo.key).map((r) => ({ time: r.deviceTime, weight: r.totalWeight, blackout: r.isBlackout })),
  }));
  return consumptionByAge(silos, ages, (age) => ageStart(timeline, age));
}
