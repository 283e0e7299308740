import { createRandom, hashSeed } from '@plantel/domain';
import { FARM_LOAD_CELLS, loadCellReadings, runSiloMinutes, type LoadCellFaults } from './load-cell-signal';
import { DAY_MS, HOUR_MS } from './time';

/** Days run from the flock's lodging hour, 06:40, not from midnight: day and night fall inside them. */
const DAY_ZERO = Date.parse('2026-03-01T06:40:00Z');
/** The readings begin six hours before the first day and end six hours after the last, as Plantel reads them around the days it measures. */
const MARGIN_HOURS = 6;
const START = DAY_ZERO - MARGIN_HOURS * HOUR_MS;
const DAYS = 8;
const CAPACITY = 18_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * DAY_MS + hour * HOUR_MS;

/**
 * Eight days of a broiler house eating 3,000 kg a day and 100 kg more each day from two 18 t silos,
 * read every `everyMinutes` by load cells with the farm's faults and two knocks a day (at most one
 * reading in fifty): the first silo runs empty on the third day and the birds switch to the second;
 * a truck splits 12 t over two compartments into the empty one; a second puts 8 t into the silo
 * being eaten from; the silo being eaten from goes silent for three and a half hours. The case the
 * load-cell consumption is checked and measured on, with its truth.
 */
export function loadCellHouse(everyMinutes: number, seed: number) {
  const unloads = [
    { silo: 0, at: at(3, 10.2), kg: 12_000, kgPerMinute: 500, pauseMinutes: 8 },
    { silo: 1, at: at(6, 9.5), kg: 8_000, kgPerMinute: 900 },
  ];
  const run = runSiloMinutes({ start: START, days: DAYS + 1, capacities: [CAPACITY, CAPACITY], initial: [9_000, 16_000], kgPerDay: (day) => 3_000 + 100 * day, unloads });
  const minuteOf = (day: number) => (MARGIN_HOURS + day * 24) * 60;
  const eatenOnDay = (day: number) => run.eaten.slice(minuteOf(day), minuteOf(day + 1)).reduce((a, b) => a + b, 0);
  const random = createRandom(hashSeed('load-cells', everyMinutes, seed));
  const spikeChance = Math.min(0.02, 2 / ((24 * 60) / everyMinutes));
  const faults = (blackouts: LoadCellFaults['blackouts']): LoadCellFaults => ({ ...FARM_LOAD_CELLS, spikeChance, blackouts });
  const silos = [
    { capacityKg: CAPACITY, readings: loadCellReadings(run.weights[0]!, START, everyMinutes, CAPACITY, faults([]), random) },
    { capacityKg: CAPACITY, readings: loadCellReadings(run.weights[1]!, START, everyMinutes, CAPACITY, faults([{ from: at(4, 13), to: at(4, 16.5) }]), random) },
  ];
  const ages = Array.from({ length: DAYS }, (_, day) => day);
  return { silos, unloads, eatenOnDay, ages, dayStart: (day: number) => DAY_ZERO + day * DAY_MS };
}
