import { consumptionByAge, createRandom, drawnFeed, hashSeed } from '@plantel/domain';
import { describe, expect, it } from 'vitest';
import { FARM_LOAD_CELLS, loadCellReadings, runSiloMinutes, type LoadCellFaults } from './load-cell-signal';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

/** Days run from the flock's lodging hour, 06:40, not from midnight: day and night fall inside them. */
const DAY_ZERO = Date.parse('2026-03-01T06:40:00Z');
/** The readings begin six hours before the first day and end six hours after the last, as Plantel reads them around the days it measures. */
const START = DAY_ZERO - 6 * HOUR_MS;
const DAYS = 8;
const CAPACITY = 18_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * DAY_MS + hour * HOUR_MS;

/**
 * Eight days of a broiler house eating 3,000 kg a day and 100 kg more each day from two 18 t silos:
 * the first runs empty on the third day and the birds switch to the second; a truck splits 12 t
 * over two compartments into the empty one; a second puts 8 t into the silo being eaten from; the
 * silo being eaten from goes silent for three and a half hours.
 */
function house(everyMinutes: number, seed: number) {
  const unloads = [
    { silo: 0, at: at(3, 10.2), kg: 12_000, kgPerMinute: 500, pauseMinutes: 8 },
    { silo: 1, at: at(6, 9.5), kg: 8_000, kgPerMinute: 900 },
  ];
  const run = runSiloMinutes({ start: START, days: DAYS + 1, capacities: [CAPACITY, CAPACITY], initial: [9_000, 16_000], kgPerDay: (day) => 3_000 + 100 * day, unloads });
  const eatenOnDay = (day: number) => run.eaten.slice(6 * 60 + day * 24 * 60, 6 * 60 + (day + 1) * 24 * 60).reduce((a, b) => a + b, 0);
  const random = createRandom(hashSeed('load-cells', everyMinutes, seed));
  // Two knocks a day whatever the cadence, at most one reading in fifty.
  const spikeChance = Math.min(0.02, 2 / ((24 * 60) / everyMinutes));
  const faults = (blackouts: LoadCellFaults['blackouts']): LoadCellFaults => ({ ...FARM_LOAD_CELLS, spikeChance, blackouts });
  const silos = [
    { capacityKg: CAPACITY, readings: loadCellReadings(run.weights[0]!, START, everyMinutes, CAPACITY, faults([]), random) },
    { capacityKg: CAPACITY, readings: loadCellReadings(run.weights[1]!, START, everyMinutes, CAPACITY, faults([{ from: at(4, 13), to: at(4, 16.5) }]), random) },
  ];
  return { silos, unloads, eatenOnDay };
}

describe('feed drawn from noisy load cells, whatever their cadence', () => {
  for (const everyMinutes of [1, 5, 15, 60]) {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      it(`measures each day within ±3 % and each delivery once within ±1 %, read every ${everyMinutes} min (seed ${seed})`, () => {
        const { silos, unloads, eatenOnDay } = house(everyMinutes, seed);
        const ages = Array.from({ length: DAYS }, (_, day) => day);
        const measured = consumptionByAge(silos, ages, (day) => DAY_ZERO + day * DAY_MS);
        const errors = ages.map((day) => measured.get(day)!.amount / eatenOnDay(day) - 1);
        expect(errors.map((e) => Math.abs(e) <= 0.03), `daily errors ${errors.map((e) => (100 * e).toFixed(2)).join(', ')} %`).toEqual(ages.map(() => true));

        silos.forEach((silo, s) => {
          const { deliveries } = drawnFeed(silo.readings, { capacityKg: CAPACITY });
          const expected = unloads.filter((u) => u.silo === s);
          expect(deliveries.map((d) => d.kg / expected[0]!.kg - 1).map((e) => Math.abs(e) <= 0.01), `silo ${s}: ${deliveries.map((d) => Math.round(d.kg)).join(', ')} kg`).toEqual(expected.map(() => true));
          const unload = expected[0]!;
          expect(deliveries[0]!.time).toBeGreaterThan(unload.at);
          expect(deliveries[0]!.time).toBeLessThanOrEqual(unload.at + (unload.kg / unload.kgPerMinute + (unload.pauseMinutes ?? 0) + everyMinutes + 1) * MINUTE_MS);
        });
      });
    }
  }
});
