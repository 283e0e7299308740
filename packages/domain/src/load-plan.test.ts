import { describe, expect, it } from 'vitest';
import { feedWithdrawalStart, forecastMovePercent, loadPlanTotals, plantWeight, shrinkFactor, weightAtAge } from './load-plan';

describe('the load plan, worked by hand', () => {
  // Feed withdrawn 6 h before the catch, 4 h from the catch to the plant's scale, 0.3 % an hour:
  // 10 h × 0.3 % = 3 % lost, so a bird of 2,800 g at withdrawal weighs 2,800 × 0.97 = 2,716 g at the plant.
  const settings = { feedWithdrawalHours: 6, transportHours: 4, shrinkPercentPerHour: 0.3 };

  it('withdraws the feed 6 h before a 02:00 catch, and takes 3 % off the weight then', () => {
    expect(feedWithdrawalStart(new Date('2026-12-10T05:00:00Z'), settings).toISOString()).toBe('2026-12-09T23:00:00.000Z');
    expect(shrinkFactor(settings)).toBeCloseTo(0.97, 10);
    expect(plantWeight(2_800, settings)).toBeCloseTo(2_716, 6);
  });

  it('reads the forecast between whole days of age straight: a quarter of day 41 adds a quarter of its gain', () => {
    const table = (age: number) => ({ 41: 2_800, 42: 2_900 })[age] ?? NaN;
    expect(weightAtAge(table, 41)).toBe(2_800);
    // 2,800 + 0.25 × 100 = 2,825.
    expect(weightAtAge(table, 41.25)).toBe(2_825);
  });

  it('adds birds and kg, and the bands load by load', () => {
    // 3,000 × 2,716 g = 8,148 kg and 2,000 × 2,750 g = 5,500 kg: 13,648 kg.
    // P10: 3,000 × 2,600 + 2,000 × 2,630 = 7,800 + 5,260 = 13,060 kg; P90: 3,000 × 2,830 + 2,000 × 2,870 = 8,490 + 5,740 = 14,230 kg.
    const totals = loadPlanTotals([
      { birds: 3_000, weight: 2_716, weightP10: 2_600, weightP90: 2_830 },
      { birds: 2_000, weight: 2_750, weightP10: 2_630, weightP90: 2_870 },
    ]);
    expect(totals.birds).toBe(5_000);
    expect(totals.kg).toBeCloseTo(13_648, 6);
    expect(totals.kgP10).toBeCloseTo(13_060, 6);
    expect(totals.kgP90).toBeCloseTo(14_230, 6);
    expect(loadPlanTotals([{ birds: 10, weight: 2_000, weightP10: null, weightP90: null }]).kgP10).toBeNull();
  });

  it('says how far the forecast moved: 13,648 kg saved, 13,921 kg now is 2 % more', () => {
    // (13,921 − 13,648) ÷ 13,648 = 2.0 %.
    expect(forecastMovePercent(13_648, 13_921)).toBeCloseTo(2.0, 2);
    expect(forecastMovePercent(0, 10)).toBe(0);
  });
});
