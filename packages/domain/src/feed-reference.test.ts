import { describe, expect, it } from 'vitest';
import { feedPerAnimalUnit, referenceFeedIntake, referenceIntakeOnDay } from './feed-reference';
import { referenceFor } from './reference/broiler-reference';
import { pigDailyFeedIntake, pigReferenceWeight } from './swine-reference';

describe('referenceFeedIntake', () => {
  it('follows the broiler table, the pig intake by weight, and the breeder and layer allowances, at the middle of the 24 h that end at the age', () => {
    expect(referenceFeedIntake(3, 'Ross 308', 1, 28)).toBe(referenceFor('Ross 308', 1, 28).dailyFeedIntake);
    expect(referenceFeedIntake(3, 'Unknown', 1, 28)).toBeNull();
    // 20 + 0.72 × 99.5
    expect(referenceFeedIntake(1, 'Cobb 500', 2, 100)).toBeCloseTo(91.64, 9);
    expect(referenceFeedIntake(2, 'Cobb 500', 2, 300)).toBe(165);
    // 10 + 0.6 × 149.5
    expect(referenceFeedIntake(6, 'Hy-Line', 2, 150)).toBeCloseTo(99.7, 9);
    expect(referenceFeedIntake(5, 'Pig', 3, 120)).toBeCloseTo(pigDailyFeedIntake(pigReferenceWeight(119.5)) * 1000, 9);
    expect(referenceFeedIntake(4, 'x', 1, 10)).toBeNull();
    expect([feedPerAnimalUnit(5), feedPerAnimalUnit(3)]).toEqual(['kg', 'g']);
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
