import { describe, expect, it } from 'vitest';
import { BREEDER_INTAKE, feedPerAnimalUnit, referenceFeedIntake, referenceIntakeOnDay } from './feed-reference';
import { referenceFor } from './reference/broiler-reference';
import { pigDailyFeedIntake, pigReferenceWeight } from './swine-reference';

describe('referenceFeedIntake', () => {
  it('follows the broiler table, the pig intake by weight, and the breeder and layer allowances, at the middle of the 24 h that end at the age', () => {
    expect(referenceFeedIntake(3, 'Ross 308', 1, 28)).toBe(referenceFor('Ross 308', 1, 28).dailyFeedIntake);
    expect(referenceFeedIntake(3, 'Unknown', 1, 28)).toBeNull();
    // 19.6 + 0.5735 × 99.5
    expect(referenceFeedIntake(1, 'Cobb 500', 2, 100)).toBeCloseTo(76.66325, 9);
    expect(referenceFeedIntake(2, 'Cobb 500', 2, 300)).toBe(155);
    // 10 + 0.6 × 149.5
    expect(referenceFeedIntake(6, 'Hy-Line', 2, 150)).toBeCloseTo(99.7, 9);
    expect(referenceFeedIntake(5, 'Pig', 3, 120)).toBeCloseTo(pigDailyFeedIntake(pigReferenceWeight(119.5)) * 1000, 9);
    expect(referenceFeedIntake(4, 'x', 1, 10)).toBeNull();
    expect([feedPerAnimalUnit(5), feedPerAnimalUnit(3)]).toEqual(['kg', 'g']);
  });
});

describe('breeder intake', () => {
  // Worked by hand: 23,000 kcal ÷ 2.75 kcal/g = 8,363.6 g eaten in the 140 days to 20 weeks, and
  // (27,000 − 23,000) ÷ 2.75 = 1,454.5 g in the 14 days to 22 weeks (the cited minimum energy).
  const eaten = (from: number, to: number) => {
    let total = 0;
    for (let age = from; age <= to; age++) total += referenceFeedIntake(2, 'Ross 308', 2, age)!;
    return total;
  };

  it('adds up to the energy parent stock must have eaten by 20 and 22 weeks, at 2,750 kcal/kg', () => {
    expect(eaten(1, 140)).toBeCloseTo(8363.6, -1);
    expect(eaten(141, 154)).toBeCloseTo(1454.5, -1);
    expect((eaten(1, 154) * BREEDER_INTAKE.dietKcalPerKg) / 1000).toBeGreaterThan(26_900);
  });

  it('is about 23 g a day in the first week of rearing and about 100 g at 20 weeks', () => {
    expect(referenceFeedIntake(1, 'Ross 308', 2, 7)).toBeCloseTo(23.3, 1);
    expect(referenceFeedIntake(1, 'Ross 308', 2, 140)).toBeCloseTo(99.6, 1);
  });

  it('rises from 5 % production at 25 weeks to the 155 g peak feed two weeks later, and holds it', () => {
    // Day 175 (25 weeks) on the line: 19.6 + 0.5735 × 175 = 119.9625 g. Halfway to day 189, at the
    // middle of day 182.5 → 182: (119.9625 + 155) ÷ 2 = 137.48 g.
    expect(referenceFeedIntake(2, 'Ross 308', 2, 175.5)).toBeCloseTo(119.9625, 4);
    expect(referenceFeedIntake(2, 'Ross 308', 2, 182.5)).toBeCloseTo(137.48125, 4);
    expect(referenceFeedIntake(2, 'Ross 308', 2, 189.5)).toBe(155);
    expect(referenceFeedIntake(2, 'Ross 308', 2, 400)).toBe(155);
  });
});

describe('referenceIntakeOnDay', () => {
  it("gives a day of age the table's next day: the 24 h from 0 to 1 day old are Ross 308's day 1 (12 g), not day 0", () => {
    expect(referenceIntakeOnDay(3, 'Ross 308', 1, 0)).toBe(12);
    expect(referenceIntakeOnDay(3, 'Ross 308', 1, 6)).toBe(35);
    expect(referenceIntakeOnDay(3, 'Ross 308', 1, 41)).toBe(207);
  });

  it('sums over days 0-41 of age to the table cumulative intake at day 42 (4,586 g, whole-gram rounding aside)', () => {
    let total = 0;
    for (let day = 0; day < 42; day++) total += referenceIntakeOnDay(3, 'Ross 308', 1, day)!;
    expect(Math.abs(total - 4586)).toBeLessThanOrEqual(2);
  });
});
