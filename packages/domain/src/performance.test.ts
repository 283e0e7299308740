import { describe, expect, it } from 'vitest';
import {
  adjustedWeight,
  dailyGains,
  isWeeklyAge,
  weeklyGain,
  weightAt,
  weightBounds,
  weightHistogram,
} from './performance';
import { performancePercent } from './kpis';
import { referenceFor } from './reference/broiler-reference';

describe('daily gain (G.P.D.)', () => {
  it('is the weight difference per day, spread over missed days, none for the first weighing', () => {
    expect(dailyGains([{ age: 14, weight: 480 }, { age: 15, weight: 535 }, { age: 17, weight: 665 }])).toEqual([null, 55, 65]);
  });

  it('is negative when a division loses weight, and zero when it stalls', () => {
    expect(dailyGains([{ age: 20, weight: 900 }, { age: 21, weight: 900 }, { age: 22, weight: 880 }])).toEqual([null, 0, -20]);
  });

  it('orders the weighings by age first, and has nothing for none or a repeated age', () => {
    expect(dailyGains([{ age: 2, weight: 80 }, { age: 1, weight: 60 }])).toEqual([null, 20]);
    expect(dailyGains([])).toEqual([]);
    expect(dailyGains([{ age: 3, weight: 90 }, { age: 3, weight: 92 }])).toEqual([null, null]);
  });
});

describe('weekly gain', () => {
  it('takes the last whole week and the week before it', () => {
    const points = [7, 10, 14, 16].map((age) => ({ age, weight: age * 50 }));
    expect(weeklyGain(points)).toEqual({ age: 14, weight: 700, gain: 350 });
  });

  it('interpolates a weekly age that was not weighed, and has no gain without the week before', () => {
    expect(weeklyGain([{ age: 13, weight: 400 }, { age: 15, weight: 500 }])).toEqual({ age: 14, weight: 450, gain: null });
  });

  it('is null before the first week or without weighings', () => {
    expect(weeklyGain([{ age: 5, weight: 120 }])).toBeNull();
    expect(weeklyGain([])).toBeNull();
    expect(weightAt([{ age: 10, weight: 300 }], 7)).toBeNull();
  });

  it('marks ages divisible by 7 as weekly points', () => {
    expect([0, 6, 7, 13, 14, 49].filter(isWeeklyAge)).toEqual([7, 14, 49]);
  });
});

describe('reference comparisons', () => {
  it('brings a weighing part-way through a day back to the whole day with the reference gain', () => {
    expect(adjustedWeight(1500, 28.5, 90)).toBe(1455);
    expect(adjustedWeight(1500, 28, 90)).toBe(1500);
  });

  it('gives the weight as % of the reference, from the Ross 308 table', () => {
    const ross28 = referenceFor('Ross 308', 1, 28).bodyWeight;
    expect(ross28).toBeGreaterThan(1400);
    expect(performancePercent(ross28, ross28)).toBe(100);
    expect(performancePercent(ross28 * 0.9, ross28)).toBeCloseTo(90, 10);
    expect(performancePercent(100, 0)).toBeNull();
  });

  it('bounds a weight at ±10 %', () => {
    expect(weightBounds(2000)).toEqual({ low: 1800, high: 2200 });
  });
});

describe('weight histogram', () => {
  it('counts birds in 50 g bands from the lightest to the heaviest, empty bands included', () => {
    expect(weightHistogram([1510, 1549, 1550, 1660, 1699.9])).toEqual([
      { from: 1500, to: 1550, count: 2 },
      { from: 1550, to: 1600, count: 1 },
      { from: 1600, to: 1650, count: 0 },
      { from: 1650, to: 1700, count: 2 },
    ]);
  });

  it('counts every valid sample exactly once, and nothing for no samples', () => {
    const samples = Array.from({ length: 97 }, (_, i) => 1200 + ((i * 37) % 500));
    expect(weightHistogram(samples).reduce((n, b) => n + b.count, 0)).toBe(97);
    expect(weightHistogram([])).toEqual([]);
    expect(weightHistogram([0, Number.NaN])).toEqual([]);
  });
});
