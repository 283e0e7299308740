import { describe, expect, it } from 'vitest';
import { forecastErrorPercent, plantFigures } from './plant-results';

describe("the plant's results, worked by hand", () => {
  // Two loads: 8,120 and 8,300 kg net; 2,990 + 10 DOA and 2,985 + 15 DOA birds.
  const loads = [
    { net_kg: 8_120, birds_hung: 2_990, dead_on_arrival: 10, condemnations: [{ cause: 'contamination', kind: 'total' as const, birds: 30 }, { cause: 'bruises_trauma', kind: 'partial' as const, birds: 40 }], footpad: { score_0: 80, score_1: 15, score_2: 5 } },
    { net_kg: 8_300, birds_hung: 2_985, dead_on_arrival: 15, condemnations: [{ cause: 'contamination', kind: 'total' as const, birds: 20 }, { cause: 'cellulitis', kind: 'total' as const, birds: 10 }], footpad: { score_0: 90, score_1: 10, score_2: 0 } },
  ];

  it('counts every bird on the scale as delivered and weighs them on the net kg', () => {
    const f = plantFigures(loads);
    // 2,990 + 10 + 2,985 + 15 = 6,000 birds; 8,120 + 8,300 = 16,420 kg; 16,420 ÷ 6,000 = 2.73667 kg.
    expect(f.birdsDelivered).toBe(6_000);
    expect(f.liveWeightKg).toBe(16_420);
    expect(f.meanWeight).toBeCloseTo(2_736.67, 2);
    expect(f.deadOnArrival).toBe(25);
  });

  it('sums the condemnations by cause, whole against hung birds, and the footpad score', () => {
    const f = plantFigures(loads);
    // Whole: 30 + 20 + 10 = 60 of 5,975 hung = 1.004 %; partial 40.
    expect([f.condemnedTotal, f.condemnedPartial]).toEqual([60, 40]);
    expect(f.condemnedPercent).toBeCloseTo(1.0042, 4);
    expect(f.byCause).toEqual([
      { cause: 'contamination', total: 50, partial: 0 },
      { cause: 'bruises_trauma', total: 0, partial: 40 },
      { cause: 'cellulitis', total: 10, partial: 0 },
    ]);
    // (15 × 1 + 5 × 2 + 10 × 1) ÷ 200 scored = 35 ÷ 200 = 0.175.
    expect(f.footpadScore).toBeCloseTo(0.175, 10);
  });

  it('errs by (forecast − actual) ÷ actual: 2,800 g forecast for 2,736.67 g is 2.31 % heavy', () => {
    expect(forecastErrorPercent(2_800, 2_736.67)).toBeCloseTo(2.314, 3);
  });
});
