import { describe, expect, it } from 'vitest';
import { batchWeighings } from './batch-moment';
import { referenceFor } from './reference/broiler-reference';
import { DRIFT_DAMPING, fitTableTrend, samplingError, trendWeightAt, trendWeightBand, type WeighedDay } from './table-trend';

const ross = (age: number) => referenceFor('Ross 308', 1, age).bodyWeight;
const daily = (from: number, to: number, ratio: (age: number) => number, extra: Partial<WeighedDay> = {}): WeighedDay[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ age: from + i, weight: ross(from + i) * ratio(from + i), ...extra }));

describe('samplingError and batchWeighings: how far a weighing can be trusted', () => {
  it('is the scatter over the root of the animals weighed, and a mean alone is taken as 30 animals at a CV of 10 %', () => {
    // 100 birds at a CV of 8 %: 0.08 / 10.
    expect(samplingError({ age: 20, weight: 900, weighed: 100, cv: 0.08 })).toBeCloseTo(0.008, 12);
    expect(samplingError({ age: 20, weight: 900 })).toBeCloseTo(0.1 / Math.sqrt(30), 12);
  });

  it("pools a day's divisions as their means are pooled", () => {
    // Two equal divisions of 50 birds at a CV of 10 %: each mean ±1.414 %, the day's (half of each) ±1 %,
    // which is 100 birds at 10 %.
    const [day] = batchWeighings([
      { division: 1, day: 20, age: 20.3, weight: 1000, animals: 5000, weighed: 50, cv: 0.1 },
      { division: 2, day: 20, age: 20.4, weight: 1100, animals: 5000, weighed: 50, cv: 0.1 },
    ]);
    expect(day!.weight).toBe(1050);
    expect(day!.weighed).toBe(100);
    expect(samplingError(day!)).toBeCloseTo(0.01, 12);
  });
});

describe('fitTableTrend: the flock against its table', () => {
  it('follows the table exactly for a flock weighed on it, daily or weekly', () => {
    for (const days of [daily(7, 30, () => 1), [7, 14, 21, 28].map((age) => ({ age, weight: ross(age) }))]) {
      const trend = fitTableTrend(days, ross)!;
      expect(trend.level).toBeCloseTo(0, 10);
      expect(trend.drift).toBeCloseTo(0, 10);
      for (const age of [30, 33.5, 40, 49]) expect(trendWeightAt(trend, ross, age)).toBeCloseTo(ross(age), 6);
    }
  });

  it('scales the table by a steady ratio: 5 % above it stays 5 % above it', () => {
    const trend = fitTableTrend(daily(7, 28, () => 1.05, { weighed: 60, cv: 0.1 }), ross)!;
    expect(Math.exp(trend.level)).toBeCloseTo(1.05, 10);
    expect(trendWeightAt(trend, ross, 35) / ross(35)).toBeCloseTo(1.05, 8);
  });

  it('is not bent by one light day: the last weighing 6 % light moves it far less than scaling by it would', () => {
    const days = daily(15, 28, (age) => (age === 28 ? 0.94 : 1), { weighed: 50, cv: 0.1 });
    const trend = fitTableTrend(days, ross)!;
    expect(Math.abs(Math.exp(trend.level) - 1)).toBeLessThan(0.015);
    expect(trendWeightAt(trend, ross, 35) / ross(35)).toBeGreaterThan(0.985);
  });

  it('carries a drift the weighings insist on, damped day by day', () => {
    // The ratio climbs 1 % a day, 100 birds weighed each day at a CV of 8 %.
    const days = daily(15, 28, (age) => Math.exp(0.01 * (age - 28)), { weighed: 100, cv: 0.08 });
    const trend = fitTableTrend(days, ross)!;
    expect(trend.level).toBeCloseTo(0, 3);
    expect(trend.drift).toBeCloseTo(0.01, 3);
    // One day ahead carries DRIFT_DAMPING of a day's drift; two days DRIFT_DAMPING + DRIFT_DAMPING².
    expect(Math.log(trendWeightAt(trend, ross, 29) / ross(29))).toBeCloseTo(trend.level + DRIFT_DAMPING * trend.drift, 12);
    expect(Math.log(trendWeightAt(trend, ross, 30) / ross(30))).toBeCloseTo(trend.level + (DRIFT_DAMPING + DRIFT_DAMPING ** 2) * trend.drift, 12);
  });

  it('holds a drift that noise alone could make near nought', () => {
    // Alternating ±2 % days around the table: no drift to believe in.
    const days = daily(15, 28, (age) => (age % 2 ? 1.02 : 0.98), { weighed: 50, cv: 0.1 });
    expect(Math.abs(fitTableTrend(days, ross)!.drift)).toBeLessThan(0.001);
  });

  it('gives an interval that holds the forecast and widens with the horizon', () => {
    const trend = fitTableTrend(daily(7, 28, (age) => (age % 3 ? 1.01 : 0.98), { weighed: 50, cv: 0.1 }), ross)!;
    const widths = [29, 35, 42, 49].map((age) => {
      const band = trendWeightBand(trend, ross, age);
      const weight = trendWeightAt(trend, ross, age);
      expect(band.p10).toBeLessThan(weight);
      expect(band.p90).toBeGreaterThan(weight);
      // Symmetric on the log scale.
      expect(Math.log(band.p90 / weight)).toBeCloseTo(Math.log(weight / band.p10), 10);
      return band.p90 / band.p10;
    });
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
  });

  it('is null without a weighing, and takes the latest weighing alone before day 7', () => {
    expect(fitTableTrend([], ross)).toBeNull();
    const trend = fitTableTrend([{ age: 3, weight: ross(3) * 1.1 }], ross)!;
    expect(trendWeightAt(trend, ross, 10) / ross(10)).toBeCloseTo(1.1, 10);
  });
});
