import { describe, expect, it } from 'vitest';
import { drinkingLessSum, waterFeedRatioBand, waterWarningsAt, type IntakeHour } from './water-warning';

const HOUR = 3_600_000;
/** A reference of 0.24 L a day: 0.01 L an hour, so the arithmetic below stays round. */
const referenceWater = () => 0.24;

/**
 * Four days of a steady bird at 21 °C: 0.01 L of water and 0.005 kg of feed an hour (ratio 2.0),
 * then the last `changed` hours drinking `water` and eating `feed`.
 */
function steadyThen(changed: number, water: number, feed = 0.005, temperature = 21): IntakeHour[] {
  return Array.from({ length: 96 }, (_, h) => {
    const late = h >= 96 - changed;
    return { time: h * HOUR, age: 20, water: late ? water : 0.01, feed: late ? feed : 0.005, temperature };
  });
}
const kinds = (series: IntakeHour[]) => waterWarningsAt(series, referenceWater).map((w) => w.kind);

describe('waterWarningsAt', () => {
  it('gives nothing for a steady batch', () => {
    expect(kinds(steadyThen(0, 0.01))).toEqual([]);
  });

  it('warns of a shortfall once the hourly drops add up', () => {
    // Own ratio 0.01 / 0.005 = 2.0; drinking 0.009 L for 0.005 kg is a ratio of 1.8, so each hour
    // adds ln(2.0 / 1.8) − 0.05 = 0.10536 − 0.05 = 0.05536. 16 hours: 0.886 < 0.9 (no warning);
    // 17 hours: 0.941 ≥ 0.9. Water of the day 0.24 − 17 × 0.001 = 0.223 L < expected 0.24 L
    // (reference 0.24 × performance 0.72 / 0.72 = 1). The ratio 1.8 stays in the band at 21 °C.
    expect(drinkingLessSum(steadyThen(16, 0.009).slice(-24), 2, 0.05)).toBeCloseTo(16 * Math.log(2 / 1.8) - 16 * 0.05, 9);
    expect(kinds(steadyThen(16, 0.009))).toEqual([]);
    const [warning] = waterWarningsAt(steadyThen(17, 0.009), referenceWater);
    expect(warning).toMatchObject({ kind: 'water_shortfall', at: 96 * HOUR });
    expect(warning!.observed).toBeCloseTo(0.223, 9);
    expect(warning!.expected).toBeCloseTo(0.24, 9);
  });

  it('does not take a day of low appetite for a shortfall', () => {
    // Water and feed both 10 % down: the ratio stays 2.0, so the hourly drops never add up.
    expect(kinds(steadyThen(24, 0.009, 0.0045))).toEqual([]);
  });

  it('warns when the water:feed ratio leaves its band for the temperature', () => {
    // At 21 °C the band is 1.8 × 0.75 = 1.35 to 1.8 × 1.25 = 2.25; a day of 0.012 L for 0.005 kg is
    // 2.4 (and no leak: 0.012 L an hour is under 1.4 × 0.01). At 31 °C the upper edge is
    // 1.8 × (1 + 0.065 × 10) × 1.25 = 3.7125, so the same day is normal.
    expect(waterFeedRatioBand(21).low).toBeCloseTo(1.35, 9);
    expect(waterFeedRatioBand(21).high).toBeCloseTo(2.25, 9);
    expect(waterFeedRatioBand(31).high).toBeCloseTo(3.7125, 9);
    const [warning] = waterWarningsAt(steadyThen(24, 0.012), referenceWater);
    expect(warning).toMatchObject({ kind: 'ratio_out_of_band' });
    expect(warning!.observed).toBeCloseTo(2.4, 9);
    expect(warning!.expected).toBeCloseTo(2.25, 9);
    expect(kinds(steadyThen(24, 0.012, 0.005, 31))).toEqual([]);
  });

  it('warns of a leak after two hours far above the same hours before', () => {
    // The same hour on the three days before drew 0.01 L, and 0.005 kg × ratio 2.0 = 0.01 L too:
    // the limit is 1.4 × 0.01 = 0.014 L. Two hours of 0.015 L are a leak; one is not. The day's
    // ratio (22 × 0.01 + 2 × 0.015) / 0.12 = 2.083 stays in the band.
    expect(kinds(steadyThen(1, 0.015))).toEqual([]);
    const [warning] = waterWarningsAt(steadyThen(2, 0.015), referenceWater);
    expect(warning).toMatchObject({ kind: 'water_leak', observed: 0.015 });
    expect(warning!.expected).toBeCloseTo(0.01, 9);
  });

  it('gives nothing until four days of hours are there', () => {
    expect(kinds(steadyThen(24, 0.012).slice(1))).toEqual([]);
  });
});
