import { describe, expect, it } from 'vitest';
import { referenceIntakeOnDay } from './feed-reference';
import { forecastFeedEnd } from './feed-forecast';
import { growthTarget } from './growth-reference';
import { NRC_2012_GROWING_PIGS, PIG_WEANING, pigDailyFeedIntake, pigDailyGain, pigReferenceWeight } from './swine-reference';
import { PIGLET_FORECAST_CASE as PIGLETS } from './testing/swine-cases';

const DAY_MS = 86_400_000;

describe('pig daily feed intake by body weight', () => {
  it('gives NRC (2012) at the middle of its nursery ranges and Schinckel et al. from 46.7 kg, linear between', () => {
    // NRC Table 16-1A: 5–7 kg 280 g, 7–11 kg 493 g, 11–25 kg 953 g, 25–50 kg 1,582 g a day.
    expect(pigDailyFeedIntake(6)).toBeCloseTo(0.28, 9);
    expect(pigDailyFeedIntake(9)).toBeCloseTo(0.493, 9);
    expect(pigDailyFeedIntake(18)).toBeCloseTo(0.953, 9);
    expect(pigDailyFeedIntake(37.5)).toBeCloseTo(1.582, 9);
    expect(pigDailyFeedIntake(7.5)).toBeCloseTo((0.28 + 0.493) / 2, 9);
    // Schinckel et al. (PMC5420136 Table 3), means of the two birth-weight columns.
    expect(pigDailyFeedIntake(46.7)).toBeCloseTo(1.625, 9);
    expect(pigDailyFeedIntake(64.6)).toBeCloseTo(2.035, 9);
    expect(pigDailyFeedIntake(102.5)).toBeCloseTo(2.495, 9);
    expect(pigDailyFeedIntake(74.05)).toBeCloseTo((2.035 + 2.32) / 2, 9);
  });

  it('holds the 5–7 kg figure below 6 kg and follows the last segment above 102.5 kg', () => {
    expect(pigDailyFeedIntake(4)).toBeCloseTo(0.28, 9);
    expect(pigDailyFeedIntake(121.5)).toBeCloseTo(2.495 + (19 * 0.175) / 19, 9);
  });

  it('eats about 0.3 kg a day at weaning, not the 0.67 kg the grow-finish table extrapolated to', () => {
    expect(referenceIntakeOnDay(5, 'PIC', 3, 21, { age: 21, weight: 6200 })! / 1000).toBeGreaterThan(0.25);
    expect(referenceIntakeOnDay(5, 'PIC', 3, 21, { age: 21, weight: 6200 })! / 1000).toBeLessThan(0.35);
  });
});

describe('pig daily gain by body weight', () => {
  it('gives NRC (2012) at the middle of each range and meets it at 62.5 kg from above', () => {
    for (const r of NRC_2012_GROWING_PIGS) expect(pigDailyGain((r.fromKg + r.toKg) / 2)).toBeCloseTo(r.gainKg, 9);
    expect(pigDailyGain(62.5001)).toBeCloseTo(0.9, 4);
    // Shull's Gompertz shape: still about 0.9 kg a day at 100 kg, slowing towards slaughter weight.
    expect(pigDailyGain(100)).toBeGreaterThan(0.85);
    expect(pigDailyGain(140)).toBeLessThan(pigDailyGain(100));
  });
});

describe('pig reference weight by age', () => {
  it('is anchored at 6.2 kg at 21 days and grows as NRC says a pig of that weight grows', () => {
    expect(pigReferenceWeight(PIG_WEANING.age)).toBeCloseTo(6.2, 6);
    // 0.21 to 0.26 kg a day between 6.2 and 7.2 kg: four days later it is 0.85–1.0 kg heavier.
    expect(pigReferenceWeight(25) - 6.2).toBeGreaterThan(0.85);
    expect(pigReferenceWeight(25) - 6.2).toBeLessThan(1.0);
    // Back to birth at about 0.21 kg a day (the 5–7 kg gain): 6.2 − 21 × 0.21 = 1.79 kg.
    expect(pigReferenceWeight(0)).toBeCloseTo(1.79, 1);
  });

  it('crosses the nursery (5.5 to 28.6 kg) in about the 49 days of PIC\'s 0.473 kg a day, and reaches 120 kg at about 5½ months', () => {
    const ageAt = (kg: number) => {
      let age = 0;
      while (pigReferenceWeight(age) < kg) age += 0.01;
      return age;
    };
    const nursery = ageAt(28.6) - ageAt(5.5);
    expect(nursery).toBeGreaterThan(49 * 0.9);
    expect(nursery).toBeLessThan(49 * 1.1);
    expect(ageAt(120)).toBeGreaterThan(160);
    expect(ageAt(120)).toBeLessThan(185);
  });

  it("follows a batch from its own entry: pigs housed at 6 kg grow as the curve grows from 6 kg, whatever their age", () => {
    const at21 = { age: 21, weight: 6000 };
    const at25 = { age: 25, weight: 6000 };
    expect(pigReferenceWeight(21, at21)).toBeCloseTo(6, 6);
    expect(pigReferenceWeight(25, at25)).toBeCloseTo(6, 6);
    for (const days of [3, 10, 30, 90]) expect(pigReferenceWeight(21 + days, at21)).toBeCloseTo(pigReferenceWeight(25 + days, at25), 6);
    // Lighter than the curve at the same age, so it eats less and weighs less for the rest of its life.
    expect(pigReferenceWeight(60, at21)).toBeLessThan(pigReferenceWeight(60));
    expect(growthTarget(5, 'PIC', 3, 21, at21)).toEqual({ weight: 6000, dailyGain: 210 });
    // A batch without an entry weight follows the curve as anchored.
    expect(pigReferenceWeight(40, { age: 21, weight: null })).toBe(pigReferenceWeight(40));
  });
});

describe('the piglet end-of-feed case, against the hand calculation from NRC (2012)', () => {
  it(`${PIGLETS.name}: runs out within 15 % of ${PIGLETS.expectedRunOutDays} days`, () => {
    const openingDate = Date.UTC(2026, 5, 1, 11);
    const entry = { age: PIGLETS.ageAtLodging, weight: PIGLETS.entryWeight };
    const forecast = forecastFeedEnd({
      stockKg: PIGLETS.stockKg,
      at: openingDate,
      lodged: PIGLETS.housed,
      openingDate,
      ageAtLodging: PIGLETS.ageAtLodging,
      intake: (age) => referenceIntakeOnDay(5, 'PIC', 3, age, entry),
      ratio: 1,
    });
    const days = (forecast.endsAt! - openingDate) / DAY_MS;
    expect(Math.abs(days - PIGLETS.expectedRunOutDays)).toBeLessThanOrEqual(PIGLETS.expectedRunOutDays * PIGLETS.tolerance);
  });
});
