import { describe, expect, it } from 'vitest';
import { DELIVERY_MERGE_MS, detectDeliveries, type NewLoadCellReading } from './silo-deliveries.service';

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
    expect(detectDeliveries({ ...silo, capacity: 5_000 }, readings(5_310))).toEqual([{ at: T0 + 10 * MIN, kg: 310, ration: 7 }]);
  });

  it('takes two rises more than an hour apart as two deliveries, each with the ration the readings name', () => {
    const list = readings(4_900, 9_900, 9_800, 9_700, 9_600, 9_500, 9_400, 9_300, 14_300);
    list[8]!.ration = 9;
    // 100 kg eaten every 10 minutes between the two.
    expect(detectDeliveries(silo, list)).toEqual([
      { at: T0 + 20 * MIN, kg: 5_100, ration: 7 },
      { at: T0 + 90 * MIN, kg: 5_100, ration: 9 },
    ]);
  });

  it('judges only readings newer than the stock, in time order, and trusts no reading taken in a blackout', () => {
    const late = { at: T0 - 30 * MIN, weight: 15_000, blackout: false, ration: null };
    const shuffled = [...readings(4_950, 4_900, 10_900)].reverse();
    expect(detectDeliveries(silo, [late, ...shuffled])).toEqual([{ at: T0 + 30 * MIN, kg: 6_050, ration: 7 }]);
    const blackout = readings(0, 4_950);
    blackout[0]!.blackout = true;
    expect(detectDeliveries(silo, blackout)).toEqual([]);
  });

  it('adds a rise to the automatic delivery already recorded when it began less than an hour before', () => {
    const open = { id: 41, at: T0 - 20 * MIN };
    expect(detectDeliveries(silo, readings(8_000), open)).toEqual([{ at: open.at, kg: 3_000, ration: null, recordId: 41 }]);
    expect(detectDeliveries(silo, readings(4_950), open)).toEqual([]);
    const stale = { id: 41, at: T0 + 10 * MIN - DELIVERY_MERGE_MS - 1 };
    expect(detectDeliveries(silo, readings(8_000), stale)).toEqual([{ at: T0 + 10 * MIN, kg: 3_000, ration: 7 }]);
  });

  it('sees no delivery on a silo never measured before', () => {
    expect(detectDeliveries({ ...silo, weight: null, at: null }, readings(12_000))).toEqual([]);
  });
});
