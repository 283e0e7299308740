import { describe, expect, it } from 'vitest';
import { feedPerAnimalUnit, referenceFeedIntake } from './feed-reference';
import { gompertzWeight, PIG_CURVE, pigDailyFeedIntake } from './growth-targets';
import { referenceFor } from './reference/broiler-reference';

describe('referenceFeedIntake', () => {
  it('follows the broiler table, the pig intake by weight, and the breeder and layer allowances', () => {
    expect(referenceFeedIntake(3, 'Ross 308', 1, 28)).toBe(referenceFor('Ross 308', 1, 28).dailyFeedIntake);
    expect(referenceFeedIntake(3, 'Unknown', 1, 28)).toBeNull();
    expect(referenceFeedIntake(1, 'Cobb 500', 2, 100)).toBe(92);
    expect(referenceFeedIntake(2, 'Cobb 500', 2, 300)).toBe(165);
    expect(referenceFeedIntake(6, 'Hy-Line', 2, 150)).toBe(100);
    expect(referenceFeedIntake(5, 'Pig', 3, 120)).toBeCloseTo(pigDailyFeedIntake(gompertzWeight(PIG_CURVE, 120)) * 1000, 9);
    expect(referenceFeedIntake(4, 'x', 1, 10)).toBeNull();
    expect([feedPerAnimalUnit(5), feedPerAnimalUnit(3)]).toEqual(['kg', 'g']);
  });
});
