import type { LoadCellReading, Random } from '@plantel/domain';
import { currentSilo } from './silo-simulation';
import { DAY_MS, HOUR_MS, localHour, MINUTE_MS } from './time';

/**
 * How a silo's load cells misread its true weight. A strain gauge reads with a little Gaussian
 * noise; its span swells and shrinks with the steel's temperature over the day (warmest at 15:00),
 * so the load it carries reads a little more in the afternoon and less before dawn (an empty silo,
 * tared, reads zero); now and then it reports a knock or a gust far off the truth, and sometimes its
 * device stops sending fresh weights for a few hours and repeats the last one.
 */
export interface LoadCellFaults {
  /** Standard deviation of each reading's noise, as a share of the capacity (0.0015: 95 % of readings within ±0.3 %). */
  noise: number;
  /** Amplitude of the day's temperature drift of a full silo, as a share of the capacity (0.005 = ±0.5 %): in proportion to the load. */
  drift: number;
  /** Chance that a reading is a spike. */
  spikeChance: number;
  /** Size of a spike, as a share of the capacity, either way. */
  spikeSize: readonly [number, number];
  /** Periods when the device repeats its last weight. */
  blackouts: readonly { from: number; to: number }[];
}

/** What the farm simulator and the living demo send: a load cell of ±0.3 % accuracy, its drift, rare knocks. */
export const FARM_LOAD_CELLS: LoadCellFaults = { noise: 0.0015, drift: 0.005, spikeChance: 0.002, spikeSize: [0.03, 0.08], blackouts: [] };

/** A silo's load-cell reading of its true weight at `time`: noise, the day's drift and now and then a spike, within 0 and the capacity. */
export function misread(trueKg: number, time: number, capacityKg: number, faults: LoadCellFaults, random: Random, timeZone = 'UTC'): number {
  const drift = faults.drift * trueKg * Math.cos((2 * Math.PI * (localHour(time, timeZone) - 15)) / 24);
  let weight = trueKg + drift + random.normal(0, faults.noise * capacityKg);
  if (faults.spikeChance > 0 && random.chance(faults.spikeChance)) {
    weight += (random.chance(0.5) ? 1 : -1) * random.uniform(faults.spikeSize[0], faults.spikeSize[1]) * capacityKg;
  }
  return Math.min(Math.max(weight, 0), capacityKg);
}

/** Feed entering a silo: a truck unloading `kg` at `kgPerMinute`, perhaps pausing `pauseMinutes` half way (a second compartment). */
export interface TruckUnload {
  silo: number;
  at: number;
  kg: number;
  kgPerMinute: number;
  pauseMinutes?: number;
}

export interface SiloRun {
  /** Per silo, its true weight at each minute from the start. */
  weights: Float64Array[];
  /** Feed the animals took from all silos in each minute, kg: the truth to measure against. */
  eaten: Float64Array;
}

/**
 * A shed's silos minute by minute: the animals eat `kgPerDay(day)` (more by day, 05:00-21:00, than at
 * night, on the UTC clock) from the silo filled longest ago until it is empty, then from the next (a silo switch), and
 * trucks unload as `unloads` says. The truth that `loadCellReadings` misreads.
 */
export function runSiloMinutes(input: {
  start: number;
  days: number;
  capacities: readonly number[];
  initial: readonly number[];
  /** Feed the animals eat on each day counted from the start. */
  kgPerDay: (day: number) => number;
  unloads: readonly TruckUnload[];
}): SiloRun {
  const minutes = input.days * 24 * 60;
  const level = [...input.initial];
  const filledAt = level.map((kg, s) => (kg > 0 ? -input.capacities.length + s : Infinity));
  const weights = level.map(() => new Float64Array(minutes + 1));
  const eaten = new Float64Array(minutes);
  /** Feed a truck has put in by `minute` minutes after the start: pumping at its rate, pausing half way. */
  const unloadedBy = (u: TruckUnload, minute: number): number => {
    const pumping = Math.max(0, (input.start - u.at) / MINUTE_MS + minute);
    const half = u.kg / u.kgPerMinute / 2;
    const pumped = Math.min(pumping, half) + Math.max(0, Math.min(pumping - half - (u.pauseMinutes ?? 0), half));
    return pumped * u.kgPerMinute;
  };
  for (let m = 0; m <= minutes; m++) {
    level.forEach((kg, s) => (weights[s]![m] = kg));
    if (m === minutes) break;
    for (const u of input.unloads) {
      const kg = unloadedBy(u, m + 1) - unloadedBy(u, m);
      if (kg <= 0) continue;
      if (level[u.silo]! <= 1e-9) filledAt[u.silo] = m;
      level[u.silo]! += kg;
    }
    const time = input.start + m * MINUTE_MS;
    const hour = ((time % DAY_MS) + DAY_MS) % DAY_MS / HOUR_MS;
    // 16 daylight hours eat 1.3 shares, 8 night hours 0.4: (16 × 1.3 + 8 × 0.4) / 24 = 1.
    let need = (input.kgPerDay(Math.floor(m / (24 * 60))) / (24 * 60)) * (hour >= 5 && hour < 21 ? 1.3 : 0.4);
    while (need > 1e-9) {
      const s = currentSilo(level, filledAt);
      if (s < 0) break;
      const take = Math.min(need, level[s]!);
      level[s]! -= take;
      eaten[m]! += take;
      need -= take;
      if (level[s]! <= 1e-9) {
        level[s] = 0;
        filledAt[s] = Infinity;
      }
    }
  }
  return { weights, eaten };
}

/**
 * A silo's readings every `everyMinutes` (each a few seconds off the minute, as devices send), from
 * its minute-by-minute true weights, misread by `faults`. Readings in a blackout repeat the last
 * weight and say so.
 */
export function loadCellReadings(
  weights: Float64Array,
  start: number,
  everyMinutes: number,
  capacityKg: number,
  faults: LoadCellFaults,
  random: Random,
): LoadCellReading[] {
  const readings: LoadCellReading[] = [];
  for (let m = 0; m < weights.length; m += everyMinutes) {
    const time = start + m * MINUTE_MS + Math.round(random.uniform(0, 20_000));
    const last = readings.at(-1);
    if (last && faults.blackouts.some((b) => time >= b.from && time < b.to)) {
      readings.push({ time, weight: last.weight, blackout: true });
      continue;
    }
    const trueKg = weights[m]! + (weights[Math.min(m + 1, weights.length - 1)]! - weights[m]!) * ((time - start - m * MINUTE_MS) / MINUTE_MS);
    readings.push({ time, weight: Math.round(misread(trueKg, time, capacityKg, faults, random)) });
  }
  return readings;
}
