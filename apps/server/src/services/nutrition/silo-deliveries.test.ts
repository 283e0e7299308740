import { describe, expect, it } from 'vitest';
import { DELIVERY_MERGE_MS, detectDeliveries, type KnownLoadCellReading, type NewLoadCellReading } from './silo-deliveries.service';

const MIN = 60_000;
const T0 = Date.parse('2026-11-20T08:00:00Z');
const silo = { capacity: 20_000, weight: 5_000, at: T0, ration: 7 };
/** Readings every 10 minutes from T0, with these weights. */
const readings = (...weights: number[]): NewLoadCellReading[] => weights.map((weight, i) => ({ at: T0 + (i + 1) * 10 * MIN, weight, blackout: false, ration: null }));

describe('detectDeliveries', () => {
  it('sees a truck unloading over several readings as one delivery from its first rise, with the ration the silo holds', () => {
    // Rises of 5,000 and 3,000 kg, each plus the 40 kg the birds eat in 10 minutes (the rate around them).
    expect(detectDeliveries(silo, readings(4_960, 9_960, 12_960, 12_920))).toEqual([{ at: T0 + 20 * MIN, kg: 8_080, ration: 7 }]);
  });

  it('ignores the load cells noise and rises under 3 % of the capacity (at least 300 kg)', () => {
    expect(detectDeliveries(silo, readings(5_100, 4_900, 5_450, 5_300))).toEqual([]);
    expect(detectDeliveries({ ...silo, capacity: 5_000 }, readings(5_250))).toEqual([]);
    // 310 kg risen, plus the 10 kg the birds ate meanwhile at the pace the reading after it shows.
    expect(detectDeliveries({ ...silo, capacity: 5_000 }, readings(5_310, 5_300))).toEqual([{ at: T0 + 10 * MIN, kg: 320, ration: 7 }]);
  });

  it('takes two rises more than an hour apart as two deliveries, each with the ration the readings name', () => {
    const list = readings(4_900, 9_900, 9_800, 9_700, 9_600, 9_500, 9_400, 9_300, 14_300, 14_200);
    list[8]!.ration = 9;
    // 100 kg eaten every 10 minutes between the two.
    expect(detectDeliveries(silo, list)).toEqual([
      { at: T0 + 20 * MIN, kg: 5_100, ration: 7 },
      { at: T0 + 90 * MIN, kg: 5_100, ration: 9 },
    ]);
  });

  it('judges only readings newer than the stock, in time order, and trusts no reading taken in a blackout', () => {
    const late = { at: T0 - 30 * MIN, weight: 15_000, blackout: false, ration: null };
    const shuffled = [...readings(4_950, 4_900, 10_900, 10_850)].reverse();
    expect(detectDeliveries(silo, [late, ...shuffled])).toEqual([{ at: T0 + 30 * MIN, kg: 6_050, ration: 7 }]);
    const blackout = readings(0, 4_950);
    blackout[0]!.blackout = true;
    expect(detectDeliveries(silo, blackout)).toEqual([]);
  });

  it('adds a rise to the automatic delivery already recorded when it began less than an hour before', () => {
    const open = { id: 41, at: T0 - 20 * MIN };
    // 3,000 kg risen, plus 50 kg eaten in those 10 minutes.
    expect(detectDeliveries(silo, readings(8_000, 7_950), open)).toEqual([{ at: open.at, kg: 3_050, ration: null, recordId: 41 }]);
    expect(detectDeliveries(silo, readings(4_950, 4_900), open)).toEqual([]);
    const stale = { id: 41, at: T0 + 10 * MIN - DELIVERY_MERGE_MS - 1 };
    expect(detectDeliveries(silo, readings(8_000, 7_950), stale)).toEqual([{ at: T0 + 10 * MIN, kg: 3_050, ration: 7 }]);
  });

  it('waits for the reading after a rise: a knock at the newest reading falls back with the next and is no delivery', () => {
    const known = [
      { at: T0 - 20 * MIN, weight: 5_080, blackout: false },
      { at: T0 - 10 * MIN, weight: 5_040, blackout: false },
      { at: T0, weight: 5_000, blackout: false },
    ];
    // A 1,200 kg knock up at T0 + 10 min: nothing yet, a rise needs the reading after it.
    expect(detectDeliveries(silo, readings(6_200), null, known)).toEqual([]);
    // The stock moved to it; the next reading falls back to the birds' pace.
    const knocked = [...known, { at: T0 + 10 * MIN, weight: 6_200, blackout: false }];
    expect(detectDeliveries({ ...silo, weight: 6_200, at: T0 + 10 * MIN }, [{ at: T0 + 20 * MIN, weight: 4_920, blackout: false, ration: null }], null, knocked)).toEqual([]);
    // A truck that stays: recorded with the reading after it, dated from its rise.
    const truck = [...known, { at: T0 + 10 * MIN, weight: 11_000, blackout: false }];
    expect(detectDeliveries({ ...silo, weight: 11_000, at: T0 + 10 * MIN }, [{ at: T0 + 20 * MIN, weight: 10_960, blackout: false, ration: null }], null, truck)).toEqual([
      { at: T0 + 10 * MIN, kg: 6_040, ration: 7 },
    ]);
  });

  it('joins a first rise an earlier request brought, too small then, to the rises after it, unless a delivery typed in by hand moved the stock since', () => {
    // 5,000 kg at T0 - 10 min, 5,100 kg at T0 (the truck's first seconds): the stock, no delivery then.
    const known = [
      { at: T0 - 10 * MIN, weight: 5_000, blackout: false },
      { at: T0, weight: 5_100, blackout: false },
    ];
    expect(detectDeliveries({ ...silo, weight: 5_000, at: T0 - 10 * MIN }, [{ at: T0, weight: 5_100, blackout: false, ration: null }], null, known.slice(0, 1))).toEqual([]);
    // Then 9,000 kg and a fall of 40 kg: 4,000 kg risen since T0 - 10 min, plus 80 kg eaten in those 20 minutes.
    const after = readings(9_000, 8_960);
    expect(detectDeliveries({ ...silo, weight: 5_100 }, after, null, known)).toEqual([{ at: T0, kg: 4_080, ration: 7 }]);
    // With 2,000 kg typed in by hand since, the stock is 7,100 kg: the readings before it are not the load cells' way to it.
    expect(detectDeliveries({ ...silo, weight: 7_100 }, readings(11_100, 11_060), null, known)).toEqual([{ at: T0 + 10 * MIN, kg: 4_040, ration: 7 }]);
  });

  it('sees no delivery on a silo never measured before', () => {
    expect(detectDeliveries({ ...silo, weight: null, at: null }, readings(12_000))).toEqual([]);
  });

  describe('a truck unloading across readings that arrive one per request', () => {
    /**
     * A silo of 20 t whose birds eat 3,600 kg a day, read every 5 to 15 minutes (a fixed irregular
     * pattern) with ±6 kg of load-cell noise, and a 10 t truck at `perMinute` starting `lead` ms
     * before the reading nearest 10:00, and a knock of `knock` kg (one reading) at each of
     * `knocksAt`, counted in readings from the truck's first. Each reading goes through
     * detectDeliveries alone, as the server sees it, the stock moving to it after; answers the
     * records it would keep.
     */
    function live(perMinute: number, lead: number, knocksAt: readonly number[] = [], knock = 0) {
      const perMs = 3_600 / (24 * 60 * MIN);
      const times: number[] = [];
      for (let t = 0, i = 0; t <= 24 * 60 * MIN; i++) {
        times.push(T0 + t);
        t += (5 + ((i * 7) % 11)) * MIN;
      }
      const start = times.find((t) => t >= T0 + 10 * 60 * MIN)! - lead;
      const end = start + (10_000 / perMinute) * MIN;
      const inSilo = (t: number) => 10_000 * Math.min(1, Math.max(0, (t - start) / (end - start)));
      const first = times.findIndex((t) => t >= start);
      const list = times.map((at, i) => ({
        at,
        weight: 4_000 - perMs * (at - T0) + inSilo(at) + 6 * Math.sin(i * 2.39996) + (knocksAt.includes(i - first) ? knock : 0),
        blackout: false,
        ration: null,
      }));
      const records: { id: number; at: number; kg: number }[] = [];
      const known: KnownLoadCellReading[] = [list[0]!];
      for (const reading of list.slice(1)) {
        const stock = known.at(-1)!;
        const latest = records.findLast((r) => r.at >= reading.at - DELIVERY_MERGE_MS);
        for (const d of detectDeliveries({ ...silo, weight: stock.weight, at: stock.at }, [reading], latest ?? null, known)) {
          if (d.recordId !== undefined) records.find((r) => r.id === d.recordId)!.kg += d.kg;
          else records.push({ id: records.length + 1, at: d.at, kg: d.kg });
        }
        known.push(reading);
      }
      return { records, start };
    }

    for (const perMinute of [1_000, 300]) {
      for (const lead of [5_000, 30_000, 90_000]) {
        it(`records a ${perMinute} kg/min truck starting ${lead / 1000} s before a reading as one delivery within 1 %`, () => {
          const { records, start } = live(perMinute, lead);
          expect(records).toHaveLength(1);
          expect(records[0]!.kg).toBeGreaterThan(9_900);
          expect(records[0]!.kg).toBeLessThan(10_100);
          expect(records[0]!.at).toBeGreaterThan(start);
        });
      }
    }

    for (const knock of [1_200, -1_200]) {
      it(`records no ${knock > 0 ? 'upward' : 'downward'} knock of the load cells as a delivery, nor adds one to the truck's`, () => {
        // Knocks hours before the truck, on the reading before its first rise, in the middle of it, on the
        // third reading after it, and hours after. (A knock on the first or second reading after the
        // truck, which weigh it, moves it by half the knock: docs/telemetry.md.)
        const { records, start } = live(1_000, 30_000, [-20, -1, 1, 4, 20], knock);
        expect(records).toHaveLength(1);
        expect(records[0]!.kg).toBeGreaterThan(9_900);
        expect(records[0]!.kg).toBeLessThan(10_100);
        expect(records[0]!.at).toBeGreaterThan(start);
      });
    }
  });
});
