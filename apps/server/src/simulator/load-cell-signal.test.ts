import { consumptionByAge, drawnFeed } from '@plantel/domain';
import { describe, expect, it } from 'vitest';
import { loadCellHouse } from './load-cell-house';
import { MINUTE_MS } from './time';

describe('feed drawn from noisy load cells, whatever their cadence', () => {
  for (const everyMinutes of [1, 5, 15, 60]) {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      it(`measures each day within ±3 % and each delivery once within ±1 %, read every ${everyMinutes} min (seed ${seed})`, () => {
        const { silos, unloads, eatenOnDay, ages, dayStart } = loadCellHouse(everyMinutes, seed);
        const measured = consumptionByAge(silos, ages, dayStart);
        const errors = ages.map((day) => measured.get(day)!.amount / eatenOnDay(day) - 1);
        expect(errors.map((e) => Math.abs(e) <= 0.03), `daily errors ${errors.map((e) => (100 * e).toFixed(2)).join(', ')} %`).toEqual(ages.map(() => true));

        silos.forEach((silo, s) => {
          const { deliveries } = drawnFeed(silo.readings, { capacityKg: silo.capacityKg });
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
